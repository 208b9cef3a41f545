import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useState, type ReactNode } from 'react';
import { SERVER_DATA_ELEMENT_ID, createApolloClient } from './apollo';
import { registeredOperation } from './operationRegistry';
import { SERVER_READS_ELEMENT_ID, type ServerRead } from './serverReads';

let browserClient: ApolloClient | undefined;

/**
 * The JSON a server-rendered page carries in the element `id`, taken once (the element is removed);
 * undefined when there is none or it is damaged, which only costs the head start: the screen asks the API.
 */
function takeJson<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return (JSON.parse(element.textContent ?? 'null') as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The browser's one client, so every screen shares one cache; each server render gets its own. */
function appClient(): ApolloClient {
  if (typeof window === 'undefined') return createApolloClient({ ssrMode: true });
  browserClient ??= createApolloClient({ serverData: takeJson<NormalizedCacheObject>(SERVER_DATA_ELEMENT_ID) }); // once: later clients start empty
  return browserClient;
}

/**
 * Reads the answers of the queries a server-rendered page's render asked from the browser's cache,
 * one query per task (`between` waits for the next), before the page hydrates. A query's first read
 * from the restored cache is the longest piece of work in hydrating its screen (the projects list's
 * read 54 projects in one task); read here, the screen's `useQuery` finds the result already made
 * (Apollo keeps it until the data changes). A query not named, or unknown, is only read later.
 */
export async function readServerAnswers(between: () => Promise<void>): Promise<void> {
  const reads = takeJson<ServerRead[]>(SERVER_READS_ELEMENT_ID);
  if (!Array.isArray(reads)) return;
  await between();
  const client = appClient(); // restores the server's answers: a task of its own
  for (const { operation, variables } of reads) {
    // The screen's chunk, loaded before this, has registered its operations (operationRegistry).
    const query = registeredOperation(operation);
    if (!query) continue;
    await between();
    // The cache's own copy of the document (its __typename fields, the fragments it spreads), made once per
    // document: for the project page's query a third of its first read, so a task of its own.
    client.cache.transformDocument(query);
    await between();
    // As the screen's useQuery reads it (its cache-and-network first reads the optimistic layer).
    client.readQuery({ query, variables }, true);
    await between();
    // What Apollo works out once per document for watching it (five walks of the document: its client
    // fields, directives, default variables), in a task of its own instead of the render of the screen's
    // first useQuery. A query watched by nobody registers nothing (only a subscription does).
    client.watchQuery({ query, variables });
  }
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
