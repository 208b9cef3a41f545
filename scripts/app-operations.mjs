// The web app's own GraphQL operations by name, from the persisted query manifest its build writes
// (frontend/dist/persisted-query-manifest.json). The product runs nothing else without an API key
// (GRAPHQL_ANONYMOUS=persisted, the default), so scripts that act as people do send these, by id.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Each build's operation ids by name, by the build's folder (a trace compares builds whose ids differ). */
const idsByBuild = new Map();

/** The body of a POST /graphql running the app's operation `name` with `variables`. */
export function appOperation(name, variables = {}, webDir = path.resolve(import.meta.dirname, '..', 'frontend', 'dist')) {
  if (!idsByBuild.has(webDir)) idsByBuild.set(webDir, new Map(JSON.parse(readFileSync(path.join(webDir, 'persisted-query-manifest.json'), 'utf8')).operations.map((op) => [op.name, op.id])));
  const id = idsByBuild.get(webDir).get(name);
  if (!id) throw new Error(`The web app has no operation named ${name} (see ${webDir}/persisted-query-manifest.json)`);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}

/**
 * Runs the web app's operation `name` on the product at `base` as the person of `cookie` (a Cookie header; none
 * for a visitor), with the ids of the build in `webDir` (this checkout's by default): its data, or an error naming
 * the operation and what the API answered.
 */
export async function runAppOperation(base, name, variables = {}, { cookie, webDir } = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(webDir ? appOperation(name, variables, webDir) : appOperation(name, variables)),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${name} answered ${JSON.stringify(body.errors)}`);
  return body.data;
}
