/**
 * Virtual modules of the build's persisted query manifest (vite.config.ts, persistedQueryIds): the web app
 * sends each operation's id instead of its text. Under the Vite dev server there are no ids, and
 * operations go out as text (the API's dev script allows that: GRAPHQL_ANONYMOUS=any).
 */
declare module 'virtual:persisted-queries' {
  /** Loads the operations' ids by name, for @apollo/persisted-query-lists (a chunk of its own); undefined under the dev server. */
  export const loadPersistedQueryIds: (() => Promise<{ operations: { id: string; name: string }[] }>) | undefined;
}

/** One operation's id, by its name (`virtual:persisted-query-id/SiteFigures`); undefined under the dev server. */
declare module 'virtual:persisted-query-id/*' {
  const id: string | undefined;
  export default id;
}
