import { MarketplaceProjectsQuery } from '../../features/marketplace/operations';
import { projectNode } from '../../features/marketplace/testing/renderWithProviders';
import { createApolloClient } from './apollo';

const page = (ids: number[], hasNextPage: boolean) => ({
  projects: {
    __typename: 'ProjectConnection' as const,
    totalCount: 10,
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: `cursor-${ids.at(-1)}` },
    nodes: ids.map((id) => projectNode({ id: String(id) })),
  },
});

describe('the projects cache', () => {
  const variables = { first: 2 };
  const idsIn = (client: ReturnType<typeof createApolloClient>) =>
    client.cache.readQuery({ query: MarketplaceProjectsQuery, variables })?.projects.nodes.map((node) => Number(node.id));

  it('keeps the pages loaded with "Show more" when the first page is refreshed', () => {
    const client = createApolloClient();
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 8], true) });
    // "Show more" (fetchMore + updateQuery) writes the longer list under the first page's variables.
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 8, 7, 6], true) });
    // A poll brings a new project: the first page is now 10, 9; 8 moved down but stays listed.
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([10, 9], true) });
    expect(idsIn(client)).toEqual([10, 9, 8, 7, 6]);
    expect(client.cache.readQuery({ query: MarketplaceProjectsQuery, variables })?.projects.pageInfo.endCursor).toBe('cursor-6');
  });

  it('replaces the list when the refreshed first page is the whole list', () => {
    const client = createApolloClient();
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 8, 7], false) });
    client.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data: page([9, 7], false) });
    expect(idsIn(client)).toEqual([9, 7]);
  });
});
