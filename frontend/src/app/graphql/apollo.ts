import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { FieldFunctionOptions, Reference } from '@apollo/client';

interface ProjectPage {
  nodes?: Reference[];
  pageInfo?: { hasNextPage?: boolean; endCursor?: string | null };
  [field: string]: unknown;
}

/**
 * Writes of a `projects` page. A refreshed first page (a poll, a refetch after a change) replaces
 * the first page but keeps the older projects that "Show more" already loaded below it, with their
 * cursor, so a refresh costs one page however far the list was opened. Every other write replaces.
 */
export function mergeProjectPages(existing: ProjectPage | undefined, incoming: ProjectPage, { args, readField }: FieldFunctionOptions): ProjectPage {
  if (!existing?.nodes || !incoming.nodes || incoming.nodes.length === 0 || args?.after || !incoming.pageInfo?.hasNextPage) return incoming;
  const idOf = (node: Reference) => Number(readField<string>('id', node));
  const oldest = Math.min(...incoming.nodes.map(idOf));
  const older = existing.nodes.filter((node) => idOf(node) < oldest);
  return older.length === 0 ? incoming : { ...incoming, nodes: [...incoming.nodes, ...older], pageInfo: existing.pageInfo };
}

/**
 * One Apollo client for the app; the API is served from the same origin as the SPA.
 * Project lists are cached per filter and page; screens that change projects
 * refetch or evict `projects` so every list stays current.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: { fields: { projects: { keyArgs: ['filter', 'first', 'after'], merge: mergeProjectPages } } },
      },
    }),
  });
}
