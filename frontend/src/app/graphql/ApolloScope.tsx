import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useState, type ReactNode } from 'react';
import { createApolloClient } from './apollo';

let browserClient: ApolloClient | undefined;

/** The browser's one client, so every screen shares one cache; each server render gets its own. */
function appClient(): ApolloClient {
  if (typeof window === 'undefined') return createApolloClient();
  browserClient ??= createApolloClient();
  return browserClient;
}

/**
 * Gives its children the app's Apollo client. Screens that talk to the API load this module
 * together with their own chunk, so pages that never do (the home page, the storefront) ship
 * without the GraphQL client. Inside an existing provider (tests' mocked one) it adds nothing.
 */
export function ApolloScope({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  const [client] = useState(() => outer ?? appClient());
  if (outer) return children;
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
