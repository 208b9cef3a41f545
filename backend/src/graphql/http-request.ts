import { parse as parseUrl } from 'node:url';
import type { Request, Response } from 'express';

/**
 * What a request to /graphql asks to run, read as Apollo Server reads it, so the checks made before Apollo
 * (the trusted-documents gate, the token limit) judge the very text Apollo then runs.
 *
 * - POST: the parsed JSON body (`req.body`, the object Apollo is handed). A batch, or `extensions` that are
 *   not an object, are refused here as Apollo would refuse them.
 * - GET: the URL's search string through `URLSearchParams`, as @as-integrations/express5 and Apollo's
 *   runHttpQuery do (`new URLSearchParams(url.parse(req.url).search)`), never Express's `req.query`: qs
 *   stops at 1,000 keys, so 1,000 junk keys before `query=` hid the document from a check that read it.
 *   What Apollo would refuse (a repeated parameter, `extensions` that are not a JSON object) is refused
 *   here too, and so is a GET with more than MAX_GET_PARAMETERS parameters: nothing legitimate sends them.
 */
export interface GraphQLHttpRequest {
  method: 'GET' | 'POST';
  query?: unknown;
  extensions?: unknown;
}

/** Why a request cannot be read; answered with a 400 before Apollo parses anything. */
export interface Unreadable {
  status: 400;
  message: string;
  code: 'BAD_REQUEST';
}

/** A GET carries a query, its operation name, variables and extensions: four parameters, with room to spare. */
export const MAX_GET_PARAMETERS = 16;

/** Parameters Apollo reads from a GET, each of which it accepts once only. */
const GET_FIELDS = ['query', 'operationName', 'variables', 'extensions'] as const;

const unreadable = (message: string): Unreadable => ({ status: 400, message, code: 'BAD_REQUEST' });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readGet(req: Request): GraphQLHttpRequest | Unreadable {
  // The same expression as @as-integrations/express5 (search) and Apollo's runHttpQuery (URLSearchParams).
  const params = new URLSearchParams(parseUrl(req.url).search ?? '');
  let count = 0;
  for (const _ of params.keys()) {
    if (++count > MAX_GET_PARAMETERS) {
      return unreadable(`A GET request to /graphql may carry at most ${MAX_GET_PARAMETERS} search parameters (query, operationName, variables and extensions)`);
    }
  }
  for (const field of GET_FIELDS) {
    if (params.getAll(field).length > 1) return unreadable(`The '${field}' search parameter may only be specified once.`);
  }
  const text = params.get('extensions');
  let extensions: unknown;
  if (text !== null) {
    try {
      extensions = JSON.parse(text);
    } catch {
      return unreadable('The extensions search parameter contains invalid JSON.');
    }
    if (!isRecord(extensions)) return unreadable('The extensions search parameter should contain a JSON-encoded object.');
  }
  return { method: 'GET', query: params.get('query') ?? undefined, extensions };
}

function readPost(req: Request): GraphQLHttpRequest | Unreadable | undefined {
  const body: unknown = req.body;
  if (Array.isArray(body)) return unreadable('Batched requests are not accepted: send one operation per request.');
  // No JSON body (another content type): Apollo answers 400 for it.
  if (!isRecord(body)) return undefined;
  const { extensions } = body;
  if (typeof extensions === 'string') return unreadable('`extensions` in a POST body should be provided as an object, not a recursively JSON-encoded string.');
  if (extensions !== undefined && extensions !== null && !isRecord(extensions)) return unreadable('`extensions` in a POST body must be an object if provided.');
  return { method: 'POST', query: body.query, extensions };
}

/** The request's document and extensions as Apollo will read them, why it cannot be read, or nothing for other methods. */
export function readGraphQLHttpRequest(req: Request): GraphQLHttpRequest | Unreadable | undefined {
  if (req.method === 'GET') return readGet(req);
  if (req.method === 'POST') return readPost(req);
  return undefined; // Apollo answers 405
}

/** Answers a refused request to /graphql as Apollo answers errors: a GraphQL error list with its code, never cached. */
export function sendRefusal(res: Response, refusal: { status: number; message: string; code: string }): void {
  res
    .status(refusal.status)
    .set('Cache-Control', 'no-store')
    .json({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
}
