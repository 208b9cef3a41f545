import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { GraphQLAnonymous } from '../config';
import type { Logger } from '../logger';
import type { Actor } from '../policy/actor';
import { actorOf } from '../rest/actor';
import { readGraphQLHttpRequest, sendRefusal } from './http-request';

/**
 * Trusted documents. The web app's build extracts every operation it sends into a persisted query manifest
 * (@apollo/generate-persisted-query-manifest, frontend/persisted-query-manifest.config.json) and the app
 * sends their ids instead of their text (@apollo/persisted-query-lists). A request without a partner's
 * API key may run only those operations: what an anonymous visitor (or a signed-in person's browser) can
 * make the server parse and plan is the app's own, each parsed and validated once, at start. A partner
 * (a valid X-Api-Key) may send any document, still under the cost and depth limits. GRAPHQL_ANONYMOUS=any
 * lets anybody send any document, as before.
 *
 * The same rule holds at every door: POST and GET /graphql (the middleware below, before Apollo parses
 * anything, reading the request exactly as Apollo will: http-request.ts) and the WebSocket (live-updates.ts).
 * A GET without a key carries a manifest id or nothing: the text of a document, even the app's own, is for
 * POST. Server-rendered pages run the app's own operations inside the process (apollo.executeOperation) and
 * pass through no door.
 */

/** Where a request without an API key is told to go for one. */
export const DEVELOPERS_PATH = '/developers';

export interface ManifestOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

/** A refusal, with the HTTP status it answers with (the socket sends its message and code). */
export interface Refusal {
  status: number;
  message: string;
  code: string;
}

/** What a request asks to run, in the shape both POST /graphql and a socket's subscribe message carry it. */
export interface DocumentRequest {
  query?: unknown;
  extensions?: unknown;
}

export interface TrustedDocuments {
  mode: GraphQLAnonymous;
  /** The manifest's operations by id (empty without a manifest). */
  readonly operations: ReadonlyMap<string, ManifestOperation>;
  /**
   * Whether `actor` may run `request`, and the text to run: an id from the manifest answers its operation's
   * text; any other document is for partners (or every caller in `any` mode), or a text equal to one of the
   * manifest's. An id the manifest lacks, from a caller who may not send documents, is refused. With `idOnly`
   * (a GET) such a caller may send an id only, never a text.
   */
  admit(request: DocumentRequest, actor: Actor, options?: { idOnly?: boolean }): { query: string | undefined } | Refusal;
  /** Apollo's persisted-query store: the manifest's texts by id, read-only (nobody registers documents). */
  persistedQueries: { cache: { get(key: string): Promise<string | undefined>; set(): Promise<void>; delete(): Promise<boolean> } };
  /**
   * Apollo's store of parsed and validated documents: the manifest's queries and mutations, parsed and
   * validated at start (never evicted), then an LRU of the others (as Apollo's default store).
   */
  documentStore: { get(key: string): Promise<DocumentNode | undefined>; set(key: string, document: DocumentNode): Promise<void>; delete(key: string): Promise<boolean> };
  /** Refuses a request to /graphql that may not run, before Apollo parses it (after attachActor). */
  middleware: RequestHandler;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const documentsNeedKey = (): Refusal => ({
  status: 403,
  code: 'PERSISTED_QUERY_ID_REQUIRED',
  message:
    `Without an API key, only the GTA Home Pros web app's own operations can run, sent by their id (extensions.persistedQuery). ` +
    `To send your own GraphQL documents, use an API key in the X-Api-Key header: see ${DEVELOPERS_PATH}.`,
});

const unknownId = (): Refusal => ({
  status: 404,
  code: 'PERSISTED_QUERY_NOT_FOUND',
  message:
    `This operation id is not one of the web app's operations: reload the page to get the current app. ` +
    `To send your own GraphQL documents, use an API key in the X-Api-Key header: see ${DEVELOPERS_PATH}.`,
});

function persistedQueryId(extensions: unknown): string | undefined {
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

function readManifest(file: string): ManifestOperation[] | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const manifest = JSON.parse(text) as { format?: unknown; operations?: unknown };
  if (manifest.format !== 'apollo-persisted-query-manifest' || !Array.isArray(manifest.operations)) {
    throw new Error(`${file} is not a persisted query manifest (format apollo-persisted-query-manifest)`);
  }
  return (manifest.operations as ManifestOperation[]).filter((op) => typeof op?.id === 'string' && typeof op.body === 'string');
}

/**
 * Reads the manifest at `file` (the web app's build writes it) and parses and validates each of its
 * operations with the rules of POST /graphql. Without a manifest nothing runs without a key in
 * `persisted` mode, and the log says so.
 */
export function loadTrustedDocuments(options: {
  file: string;
  mode: GraphQLAnonymous;
  schema: GraphQLSchema;
  /** The extra rules POST /graphql applies (graphqlProtection's). */
  validationRules: readonly ValidationRule[];
  logger: Logger;
}): TrustedDocuments {
  const { file, mode, logger } = options;
  const list = readManifest(file);
  const operations = new Map<string, ManifestOperation>();
  const bodies = new Set<string>();
  const parsed = new Map<string, DocumentNode>();
  for (const operation of list ?? []) {
    operations.set(operation.id, operation);
    bodies.add(operation.body);
    // Subscriptions run over the socket only, so they stay out of the HTTP store and are refused there as before.
    if (operation.type === 'subscription') continue;
    let document: DocumentNode;
    let errors: readonly GraphQLError[];
    try {
      document = parse(operation.body);
      errors = validate(options.schema, document, [...specifiedRules, ...options.validationRules]);
    } catch (error) {
      errors = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
      document = undefined as never;
    }
    if (errors.length > 0) {
      logger.warn({ operation: operation.name, errors: errors.map((error) => error.message) }, 'A web app operation does not validate against this server; it is checked when asked for');
      continue;
    }
    parsed.set(operation.id, document);
    parsed.set(sha256(operation.body), document);
  }
  if (!list) {
    logger.warn(
      mode === 'persisted'
        ? `No persisted query manifest at ${file}: without an API key no GraphQL document can run (GRAPHQL_ANONYMOUS=persisted). Build the web app (npm run build), set PERSISTED_QUERY_MANIFEST, or set GRAPHQL_ANONYMOUS=any.`
        : `No persisted query manifest at ${file}: the web app's operation ids are unknown; documents run as text (GRAPHQL_ANONYMOUS=any).`,
    );
  } else {
    logger.info({ operations: operations.size, file, mode }, `Trusted documents: ${operations.size} web app operations; without an API key ${mode === 'persisted' ? 'only these run' : 'any document runs'} (GRAPHQL_ANONYMOUS=${mode})`);
  }

  const others = new LRUCache<string, DocumentNode>({
    maxSize: 30 * 2 ** 20,
    sizeCalculation: (document) => Buffer.byteLength(JSON.stringify(document), 'utf8'),
  });

  const admit: TrustedDocuments['admit'] = ({ query, extensions }, actor, { idOnly = false } = {}) => {
    const free = mode === 'any' || actor.kind === 'partner';
    const id = persistedQueryId(extensions);
    const text = typeof query === 'string' && query !== '' ? query : undefined;
    if (id !== undefined && text === undefined) {
      const operation = operations.get(id);
      if (operation) return { query: operation.body };
      // A partner's (or any caller's in `any` mode) automatic persisted query: Apollo answers PersistedQueryNotFound and the client sends the text.
      if (free) return { query: undefined };
      return unknownId();
    }
    if (text === undefined || free || (!idOnly && bodies.has(text))) return { query: text };
    return documentsNeedKey();
  };

  return {
    mode,
    operations,
    admit,
    persistedQueries: {
      cache: {
        // Apollo prefixes the ids (apq:).
        get: async (key) => operations.get(key.slice(key.lastIndexOf(':') + 1))?.body,
        // Automatic persisted queries are not stored: only the manifest has ids.
        set: async () => {},
        delete: async () => false,
      },
    },
    documentStore: {
      // Apollo prefixes keys with its schema's hash when it is given a store.
      get: async (key) => parsed.get(key.slice(key.lastIndexOf(':') + 1)) ?? others.get(key),
      set: async (key, document) => {
        if (!parsed.has(key.slice(key.lastIndexOf(':') + 1))) others.set(key, document);
      },
      delete: async (key) => others.delete(key),
    },
    middleware: (req, res, next) => {
      const request = readGraphQLHttpRequest(req);
      if (request === undefined) return next(); // another method, or no JSON body: Apollo answers 400 or 405
      if ('status' in request) return sendRefusal(res, request);
      const admitted = admit(request, actorOf(res), { idOnly: request.method === 'GET' });
      if ('status' in admitted) return sendRefusal(res, admitted);
      next();
    },
  };
}
