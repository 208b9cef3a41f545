import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

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
        Query: { fields: { projects: { keyArgs: ['filter', 'first', 'after'] } } },
      },
    }),
  });
}
