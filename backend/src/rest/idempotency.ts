import { createHash, randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { getOperationAST, parse } from 'graphql';
import type { DataSource } from 'typeorm';
import { httpOf } from '../graphql/http-context';
import { toAppError } from '../shared/errors';
import { ANSWER_LOST, fences, installFence, TAKEN_OVER, type Fence } from '../db/write-fence';

declare global {
  namespace Express {
    interface Request {
      /** Who is calling, set by earlier middleware once clients are identified (`session:<id>`, `apikey:<id>`). */
      clientScope?: string;
    }
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const WAIT_FOR_FIRST_MS = 10_000;
/** A first attempt that has not answered after this long is presumed dead and may be taken over. */
const STALE_AFTER_MS = 30_000;
/** Stored answers are replayed for a day, then ignored and purged. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const EXPIRED = `created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`;
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_PATH = '/graphql';
/** Longer documents are left to the GraphQL endpoint, which refuses them (its token limit is 2000). */
const MAX_DOCUMENT_TOKENS = 2000;

const ANSWER_LOST_BODY = { error: ANSWER_LOST, code: 'ANSWER_LOST' };
export { ANSWER_LOST, TAKEN_OVER };

interface StoredAnswer {
  request_hash: string;
  committed: boolean;
  /** The committed writes all recorded what they made, so the answer can be rebuilt (db/write-fence.ts). */
  rebuildable: boolean;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  age_ms: number;
}

/** The key a request claimed; kept on `res.locals` until its answer is stored or the key released. */
interface Claim {
  /** True once the answer is stored or the key released. */
  settled: boolean;
  /** This attempt rebuilds the answer of a committed first attempt (its answers carry Idempotent-Replayed). */
  rebuilding: boolean;
  store(status: number, body: string): Promise<void>;
  /** Gives the key up at once (a GraphQL read has nothing to replay). */
  release(): Promise<void>;
}

/** Whose keys these are: keys are only ever matched against the same client's earlier requests. */
export function clientScope(req: Request): string {
  return typeof req.clientScope === 'string' && req.clientScope !== '' ? req.clientScope : `ip:${req.ip}`;
}

const claimOf = (res: Response): Claim | undefined => res.locals.idempotency as Claim | undefined;

/** Stores an answer for replay; when that fails the key is released like a failed attempt's. */
async function storeAnswer(claim: Claim, status: number, body: string): Promise<void> {
  claim.settled = true;
  await claim.store(status, body).catch(() => {
    claim.settled = false;
  });
}

/**
 * Whether a GraphQL POST body would run a mutation: 'no' for a query (or a document the endpoint
 * will refuse anyway), 'unknown' when the body has no document text (an automatic persisted query
 * sent by hash), which the plugin settles once Apollo has resolved the operation.
 */
function graphqlMutation(body: unknown): 'yes' | 'no' | 'unknown' {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return 'unknown';
  try {
    const document = parse(query, { noLocation: true, maxTokens: MAX_DOCUMENT_TOKENS });
    const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
    return operation?.operation === 'mutation' ? 'yes' : 'no';
  } catch {
    return 'no';
  }
}

/**
 * `Idempotency-Key` support for POST writes: the first request with a key runs and its successful
 * answer is stored; a retry from the same client with the same key (even while the first is still
 * running) gets that answer back with `Idempotent-Replayed: true` and creates nothing. Failed
 * attempts are forgotten, so they can be retried (unless a write of theirs committed: see Fence).
 * A first attempt silent for 30 s is presumed dead and taken over; the fence keeps the two from
 * both writing (docs/api.md). When the first attempt's writes committed but its answer was not
 * stored, a retry rebuilds the answer: it runs the request again, and each write that recorded what
 * it made answers with that instead of making it again (db/write-fence.ts); a committed write that
 * recorded nothing leaves retries `409 ANSWER_LOST`. The same key with a different body is refused
 * with 422. Answers expire after 24 hours. REST routes answer through `sendStored`, GraphQL
 * answers are stored by `idempotencyPlugin`; anything else releases the key when the answer ends.
 * Only writes are kept: a GraphQL query with a key claims and stores nothing and is answered fresh
 * every time (storing reads would replay stale data for a day and fill the table with answers).
 */
export function idempotency(db: DataSource): RequestHandler {
  installFence(db);
  return async (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined || req.method !== 'POST') return next();
    if (`${req.baseUrl}${req.path}` === GRAPHQL_PATH && graphqlMutation(req.body) === 'no') return next();
    if (!KEY_PATTERN.test(key)) {
      res.status(400).json({ error: 'Idempotency-Key must be 1 to 200 visible ASCII characters' });
      return;
    }
    const client = clientScope(req).slice(0, 200);
    const scope = `${req.method} ${req.baseUrl}${req.path}`.slice(0, 100);
    const ids: Fence['ids'] = [client, scope, key];
    const token = randomUUID();
    const requestHash = createHash('sha256').update(JSON.stringify(req.body ?? null)).digest('hex');
    /** What a committed first attempt made, when this attempt rebuilds its answer. */
    let replay: string[] | undefined;
    try {
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        // An expired answer is taken over as if the key were new.
        const claimed = await db.query(
          `INSERT INTO idempotency_key (client, scope, key, request_hash, claim_token) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (client, scope, key) DO UPDATE
             SET request_hash = EXCLUDED.request_hash, status_code = NULL, content_type = NULL,
                 response_body = NULL, created_at = now(), claim_token = EXCLUDED.claim_token, committed_at = NULL,
                 committed_writes = '{}', rebuildable = true
             WHERE idempotency_key.${EXPIRED}
           RETURNING key`,
          [...ids, requestHash, token],
        );
        if (claimed.length > 0) break;
        const [stored] = (await db.query(
          `SELECT request_hash, status_code, content_type, response_body, committed_at IS NOT NULL AS committed, rebuildable,
                  (EXTRACT(EPOCH FROM now() - created_at) * 1000)::int AS age_ms
           FROM idempotency_key WHERE client = $1 AND scope = $2 AND key = $3`,
          ids,
        )) as StoredAnswer[];
        if (!stored) continue; // the first attempt failed and released the key: claim it
        if (stored.request_hash !== requestHash) {
          res.status(422).json({ error: 'This Idempotency-Key was already used for a different request' });
          return;
        }
        if (stored.status_code !== null) {
          res
            .status(stored.status_code)
            .set('Idempotent-Replayed', 'true')
            .type(stored.content_type ?? JSON_TYPE)
            .send(stored.response_body ?? '');
          return;
        }
        if (stored.committed && stored.rebuildable) {
          // Committed with no answer stored (yet): this attempt rebuilds it from what was made, taking the claim
          // so that anything the first attempt had not done yet is done once, by whichever holds the token.
          // An UPDATE's answer through TypeORM is [rows, count].
          const [[taken]] = (await db.query(
            `UPDATE idempotency_key SET claim_token = $4
             WHERE client = $1 AND scope = $2 AND key = $3 AND status_code IS NULL AND committed_at IS NOT NULL AND rebuildable
             RETURNING committed_writes`,
            [...ids, token],
          )) as [{ committed_writes: string[] }[], number];
          if (!taken) continue;
          replay = taken.committed_writes;
          break;
        }
        if (stored.age_ms > STALE_AFTER_MS) {
          // A write of it committed without recording what it made: running it again would do it twice.
          if (stored.committed) {
            res.status(409).json(ANSWER_LOST_BODY);
            return;
          }
          // A commit under way holds the row's lock: this waits for it, then finds committed_at set and deletes nothing.
          await db.query(
            `DELETE FROM idempotency_key
             WHERE client = $1 AND scope = $2 AND key = $3 AND status_code IS NULL AND committed_at IS NULL`,
            ids,
          );
          continue;
        }
        if (Date.now() > deadline) {
          res.status(409).json({ error: 'A request with this Idempotency-Key is still being processed. Retry shortly.' });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } catch (error) {
      return next(toAppError(error) ?? error);
    }
    const fence: Fence = { ids, token, active: true, replay: replay ?? [] };
    // Only while the claim is still this attempt's: a retry may have taken it over.
    const ours = `client = $1 AND scope = $2 AND key = $3 AND claim_token = $4`;
    const claim: Claim = {
      settled: false,
      rebuilding: replay !== undefined,
      store: async (status, body) => {
        fence.active = false;
        await db.query(`UPDATE idempotency_key SET status_code = $5, content_type = $6, response_body = $7 WHERE ${ours}`, [
          ...ids,
          token,
          status,
          JSON_TYPE,
          body,
        ]);
      },
      release: async () => {
        claim.settled = true;
        fence.active = false;
        // A failed attempt is forgotten, unless a write of it committed: then retries rebuild its answer from what
        // the writes recorded or, when one recorded nothing, are told it was done.
        const [, released] = (await db.query(`DELETE FROM idempotency_key WHERE ${ours} AND committed_at IS NULL`, [...ids, token])) as [unknown, number];
        if (released) return;
        await db.query(`UPDATE idempotency_key SET status_code = 409, content_type = $5, response_body = $6 WHERE ${ours} AND status_code IS NULL AND NOT rebuildable`, [
          ...ids,
          token,
          JSON_TYPE,
          JSON.stringify(ANSWER_LOST_BODY),
        ]);
      },
    };
    res.locals.idempotency = claim;
    res.on('finish', () => {
      if (claim.settled) return;
      claim.release().catch(() => {
        /* the answer was sent; a retry then simply runs again once the key goes stale */
      });
    });
    fences.run(fence, next);
  };
}

/** Answers a REST write with JSON, storing the answer first when the request carries an Idempotency-Key. */
export async function sendStored(res: Response, status: number, body: unknown): Promise<void> {
  const claim = claimOf(res);
  if (claim && !claim.settled && status >= 200 && status < 300) await storeAnswer(claim, status, JSON.stringify(body));
  if (claim?.rebuilding) res.set('Idempotent-Replayed', 'true');
  res.status(status).json(body);
}

/**
 * Stores a GraphQL mutation's answer under its Idempotency-Key when it has no errors (GraphQL
 * answers 200 either way). A key claimed for an operation that turns out not to be a mutation (a
 * persisted query sent by hash) is released before it runs.
 */
export function idempotencyPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart({ contextValue }) {
      const res = httpOf(contextValue)?.res;
      const claim = res && claimOf(res);
      if (!claim) return;
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'mutation' || claim.settled) return;
          // Not stored either way; a key left behind by a failed delete goes stale like a dead attempt's.
          await claim.release().catch(() => undefined);
        },
        async willSendResponse({ response, operation }) {
          if (claim.settled || operation?.operation !== 'mutation' || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const status = response.http.status ?? 200;
          if (result.errors?.length || status >= 300) return;
          if (claim.rebuilding) response.http.headers.set('Idempotent-Replayed', 'true');
          await storeAnswer(claim, status, JSON.stringify(result));
        },
      };
    },
  };
}

/** Deletes answers older than 24 hours; run by a scheduled job. Returns how many were removed. */
export async function purgeExpiredIdempotencyKeys(db: DataSource): Promise<number> {
  const [, removed] = (await db.query(`DELETE FROM idempotency_key WHERE ${EXPIRED}`)) as [unknown, number];
  return removed ?? 0;
}
