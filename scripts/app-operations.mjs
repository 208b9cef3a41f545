// The web app's own GraphQL operations by name, from the persisted query manifest its build writes
// (frontend/dist/persisted-query-manifest.json). The product runs nothing else without an API key
// (GRAPHQL_ANONYMOUS=persisted, the default), so scripts that act as people do send these, by id.
import { readFileSync } from 'node:fs';
import path from 'node:path';

let ids;

/** The body of a POST /graphql running the app's operation `name` with `variables`. */
export function appOperation(name, variables = {}, webDir = path.resolve(import.meta.dirname, '..', 'frontend', 'dist')) {
  ids ??= new Map(JSON.parse(readFileSync(path.join(webDir, 'persisted-query-manifest.json'), 'utf8')).operations.map((op) => [op.name, op.id]));
  const id = ids.get(name);
  if (!id) throw new Error(`The web app has no operation named ${name} (see ${webDir}/persisted-query-manifest.json)`);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}
