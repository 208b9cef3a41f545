import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One Apollo client for the app; the API is served from the same origin as the SPA. */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: { fields: { projects: { keyArgs: ['filter'] } } },
      },
    }),
  });
}
