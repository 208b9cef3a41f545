/**
 * What a request made without Apollo Client sends for its operation: the id the build gave it in the
 * persisted query manifest (without an API key the API runs only the manifest's operations), or, under the
 * dev server where there are no ids, its text.
 */
export function persistedRequest(query: string, id: string | undefined): { query?: string; extensions?: { persistedQuery: { version: 1; sha256Hash: string } } } {
  return id ? { extensions: { persistedQuery: { version: 1, sha256Hash: id } } } : { query };
}
