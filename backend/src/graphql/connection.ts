/** Relay-style page information, as the schema's connections expose it. */
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** A connection (nodes, total, page info) from a service's page and the cursor of one node. */
export function connectionOf<N, Total>(
  page: { nodes: N[]; hasNextPage: boolean; totalCount: Total },
  hasPreviousPage: boolean,
  cursorOf: (node: N) => string,
): { nodes: N[]; totalCount: Total; pageInfo: PageInfo } {
  const { nodes } = page;
  return {
    nodes,
    totalCount: page.totalCount,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage,
      startCursor: nodes.length > 0 ? cursorOf(nodes[0]) : null,
      endCursor: nodes.length > 0 ? cursorOf(nodes[nodes.length - 1]) : null,
    },
  };
}
