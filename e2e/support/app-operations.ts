import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './product';

let ids: Map<string, string> | undefined;

/** The id the web app's build gave its operation `name` (frontend/dist/persisted-query-manifest.json). */
export function appOperationId(name: string): string {
  if (!ids) {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'frontend', 'dist', 'persisted-query-manifest.json'), 'utf8')) as { operations: { id: string; name: string }[] };
    ids = new Map(manifest.operations.map((operation) => [operation.name, operation.id]));
  }
  const id = ids.get(name);
  if (!id) throw new Error(`The web app has no operation named ${name} (see frontend/dist/persisted-query-manifest.json)`);
  return id;
}

/**
 * The body of a POST /graphql that runs one of the web app's own operations by its id, as the browser
 * does: without an API key the product runs nothing else (GRAPHQL_ANONYMOUS=persisted, the default), so
 * tests act through the same operations as the screens.
 */
export function appOperation(name: string, variables: Record<string, unknown> = {}) {
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: appOperationId(name) } } };
}
