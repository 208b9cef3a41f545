import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import { toAppError } from '../shared/errors';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const WAIT_FOR_FIRST_MS = 10_000;
/** A first attempt that has not answered after this long is presumed dead and may be taken over. */
const STALE_AFTER_MS = 30_000;

interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  age_ms: number;
}

function isSuccess(status: number, body: string, graphql: boolean): boolean {
  if (status < 200 || status >= 300) return false;
  // GraphQL answers 200 even when an operation failed: only an error-free answer is final.
  return !graphql || !/"errors"\s*:\s*\[/.test(body);
}

/**
 * `Idempotency-Key` support for POST writes: the first request with a key runs and its successful
 * answer is stored; a retry with the same key (even while the first is still running) gets that
 * answer back with `Idempotent-Replayed: true` and creates nothing. Failed attempts are forgotten,
 * so they can be retried. The same key with a different body is refused with 422.
 */
export function idempotency(db: DataSource): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined || req.method !== 'POST') return next();
    if (!KEY_PATTERN.test(key)) {
      res.status(400).json({ error: 'Idempotency-Key must be 1 to 200 visible ASCII characters' });
      return;
    }
    const scope = `${req.method} ${req.baseUrl}${req.path}`.slice(0, 100);
    const requestHash = createHash('sha256').update(JSON.stringify(req.body ?? null)).digest('hex');
    try {
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        const claimed = await db.query(
          `INSERT INTO idempotency_key (scope, key, request_hash) VALUES ($1, $2, $3)
           ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
          [scope, key, requestHash],
        );
        if (claimed.length > 0) break;
        const [stored] = (await db.query(
          `SELECT request_hash, status_code, content_type, response_body,
                  (EXTRACT(EPOCH FROM now() - created_at) * 1000)::int AS age_ms
           FROM idempotency_key WHERE scope = $1 AND key = $2`,
          [scope, key],
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
            .type(stored.content_type ?? 'application/json')
            .send(stored.response_body ?? '');
          return;
        }
        if (stored.age_ms > STALE_AFTER_MS) {
          await db.query(`DELETE FROM idempotency_key WHERE scope = $1 AND key = $2 AND status_code IS NULL`, [scope, key]);
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
    recordAnswer(db, res, scope, key);
    next();
  };
}

function recordAnswer(db: DataSource, res: Response, scope: string, key: string): void {
  const send = res.send.bind(res);
  let body = '';
  res.send = (payload?: unknown) => {
    body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : JSON.stringify(payload ?? '');
    return send(payload as never);
  };
  res.on('finish', () => {
    const settle = isSuccess(res.statusCode, body, scope.includes('/graphql'))
      ? db.query(
          `UPDATE idempotency_key SET status_code = $3, content_type = $4, response_body = $5 WHERE scope = $1 AND key = $2`,
          [scope, key, res.statusCode, String(res.getHeader('Content-Type') ?? 'application/json'), body],
        )
      : db.query(`DELETE FROM idempotency_key WHERE scope = $1 AND key = $2`, [scope, key]);
    settle.catch(() => {
      /* the answer was sent; a retry then simply runs again once the key goes stale */
    });
  });
}
