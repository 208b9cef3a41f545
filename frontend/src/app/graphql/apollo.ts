import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { ApolloLink, FieldFunctionOptions, NormalizedCacheObject, Reference } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { generatePersistedQueryIdsFromManifest } from '@apollo/persisted-query-lists';
import { loadPersistedQueryIds } from 'virtual:persisted-queries';

/**
 * Id of the `<script type="application/json">` in which a server-rendered page carries the answers
 * its first render used (the Apollo cache), so the browser's first render shows the same data.
 */
export const SERVER_DATA_ELEMENT_ID = 'apollo-state';

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

interface ConnectionPage {
  nodes?: Reference[];
  [field: string]: unknown;
}

/**
 * Writes of a connection paged with "Show more" (a contractor's reviews): a page asked for `after` a
 * cursor goes under the ones held, with its own cursor and count; any other answer (the first page, a
 * refetch after a change) replaces them. The field is cached once per object (`keyArgs: false`), so
 * the route's query reads the whole list as its components' fragments select it.
 */
export function appendAfterCursor(existing: ConnectionPage | undefined, incoming: ConnectionPage, { args }: FieldFunctionOptions): ConnectionPage {
  if (!existing?.nodes || !incoming.nodes || !args?.after) return incoming;
  return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
}

export interface ApolloClientOptions {
  /** Where operations go: the same-origin API by default; the server's own executor when it renders a page. */
  link?: ApolloLink;
  /** Rendering on the server: queries run once, no polling. */
  ssrMode?: boolean;
  /** The cache a server-rendered page was rendered with (`client.extract()` on the server). */
  serverData?: NormalizedCacheObject;
}

/**
 * The browser's way to the API: each operation goes out as its id from the build's persisted query
 * manifest (without an API key the API runs only those), the ids loaded in a chunk of their own when
 * the client is made. Under the dev server (no manifest) operations go out as text.
 */
function apiLink(): ApolloLink {
  const http = new HttpLink({ uri: '/graphql' });
  if (!loadPersistedQueryIds) return http;
  return new PersistedQueryLink(generatePersistedQueryIdsFromManifest({ loadManifest: loadPersistedQueryIds })).concat(http);
}

/**
 * One Apollo client for the app; the API is served from the same origin as the SPA.
 * Project lists are cached per filter and page; screens that change projects
 * refetch or evict `projects` so every list stays current.
 */
export function createApolloClient({ link, ssrMode = false, serverData }: ApolloClientOptions = {}): ApolloClient {
  const client = new ApolloClient({
    link: link ?? apiLink(),
    // No ssrForceFetchDelay after a server-rendered page: it would also answer a refetch right after a
    // change (a proposal sent in the first seconds) from the stale restored cache. Screens render their
    // data while a cache-and-network query refreshes it (`loading && !data`), so hydration still matches.
    ssrMode,
    // A component sees only the fields its own query or fragment asks for (see codegen.ts).
    dataMasking: true,
    cache: new InMemoryCache({
      typePolicies: {
        Query: { fields: { projects: { keyArgs: ['filter', 'first', 'after'], merge: mergeProjectPages } } },
        // A project's permissions have no id of their own: screens ask for different ones (the invitation
        // section asks only invitePros), so the answers merge instead of replacing each other.
        Project: { fields: { viewerCan: { merge: true } } },
        ContractorProfile: { fields: { reviews: { keyArgs: false, merge: appendAfterCursor } } },
        // Objects without an id that components read through their own fragment (useFragment finds an
        // object in the cache by its key): the signed-in person's own, one of each, or keyed by project.
        ApiLimits: { keyFields: [] },
        PendingAccountDetails: { keyFields: [] },
        LeadPreferences: { keyFields: [] },
        ProjectMatch: { keyFields: ['project', ['id']] },
        OperatorOverview: { keyFields: [] },
        ReviewItem: { keyFields: ['project', ['id']] },
        // A sample contractor is known by its public number.
        ShowcaseContractor: { keyFields: ['number'] },
      },
    }),
  });
  if (serverData) client.restore(serverData);
  return client;
}
