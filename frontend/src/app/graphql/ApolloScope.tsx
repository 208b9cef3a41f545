import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useState, type ReactNode } from 'react';
import { SERVER_DATA_ELEMENT_ID, createApolloClient } from './apollo';

let browserClient: ApolloClient | undefined;

/** The answers a server-rendered page was rendered with (once: later clients start empty). */
function takeServerData(): NormalizedCacheObject | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return (JSON.parse(element.textContent ?? 'null') as NormalizedCacheObject | null) ?? undefined;
  } catch {
    return undefined; // a damaged copy only costs the head start: the screen asks the API
  }
}

/** The browser's one client, so every screen shares one cache; each server render gets its own. */
function appClient(): ApolloClient {
  if (typeof window === 'undefined') return createApolloClient({ ssrMode: true });
  browserClient ??= createApolloClient({ serverData: takeServerData() });
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
