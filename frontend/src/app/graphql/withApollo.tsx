import type { ComponentType } from 'react';

/**
 * Loads a component together with the GraphQL client and returns it wrapped in ApolloScope, so
 * code that talks to the API brings the client with its own chunk instead of every page paying for it.
 */
export async function withApollo<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { ApolloScope }] = await Promise.all([load(), import('./ApolloScope')]);
  return function WithApollo(props: P) {
    return (
      <ApolloScope>
        <Component {...props} />
      </ApolloScope>
    );
  };
}
