import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfter, sharedLimiter } from '../../rest/shared-limiter';
import type { DataSource } from 'typeorm';
import { clientScope } from '../../rest/idempotency';

/** Uploads one client may run at once, across every API process. */
export const UPLOADS_AT_ONCE = 2;
/**
 * How long a lease outlives a process that died mid-upload. Longer than any upload can last:
 * Node ends a request whose body has not arrived within its requestTimeout (5 minutes).
 */
export const UPLOAD_LEASE_SECONDS = 6 * 60;

export const TOO_MANY_UPLOADS = `Your other uploads are still being processed: wait for them to finish (at most ${UPLOADS_AT_ONCE} at once), then try again.`;
export const TOO_MANY_PASSES = 'Too many photo uploads from this address. Please wait a while and try again.';

/**
 * At most UPLOADS_AT_ONCE uploads per client at once: each running upload holds one of the
 * client's lease rows in PostgreSQL (so every API process counts the same uploads), given back
 * when its answer is sent or the client goes; a lease whose process died expires on its own.
 */
export class UploadLeases {
  constructor(private readonly db: DataSource) {}

  /** A release function, or undefined when the client already runs UPLOADS_AT_ONCE uploads. */
  async acquire(client: string): Promise<(() => Promise<void>) | undefined> {
    const holder = randomUUID();
    const key = client.slice(0, 200);
    for (let slot = 1; slot <= UPLOADS_AT_ONCE; slot++) {
      const taken: unknown[] = await this.db.query(
        `INSERT INTO upload_lease (client, slot, holder, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
         ON CONFLICT (client, slot) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE upload_lease.expires_at < now() RETURNING slot`,
        [key, slot, holder, UPLOAD_LEASE_SECONDS],
      );
      if (taken.length === 1) {
        return async () => {
          await this.db.query(`DELETE FROM upload_lease WHERE client = $1 AND slot = $2 AND holder = $3`, [key, slot, holder]);
        };
      }
    }
    return undefined;
  }

  /** Express middleware: 429 while the client runs UPLOADS_AT_ONCE uploads; the lease goes when the response ends. */
  middleware(): RequestHandler {
    return async (req, res, next) => {
      let release: (() => Promise<void>) | undefined;
      try {
        release = await this.acquire(clientScope(req));
      } catch (error) {
        return next(error);
      }
      if (!release) {
        res.set('Retry-After', '5');
        res.status(429).json({ error: TOO_MANY_UPLOADS });
        return;
      }
      const done = release;
      // 'close' comes once per response: after it is sent, or when the client goes away mid-upload.
      // A lease that cannot be given back (database away) expires on its own.
      res.once('close', () => void done().catch(() => {}));
      next();
    };
  }
}

/**
 * Upload passes per client per hour, counted in PostgreSQL (rate-limiter-flexible, like the write
 * limit) so every API process shares the count; 0 turns it off.
 */
export function passLimit(db: DataSource, perHour: number): RequestHandler {
  if (perHour === 0) return (_req, _res, next) => next();
  const limiter = sharedLimiter(db, 'upload-passes', perHour, 3600);
  return async (req, res, next) => {
    try {
      await limiter.consume(clientScope(req));
      next();
    } catch (outcome) {
      // The in-memory insurance limiter stands in while PostgreSQL does not answer; anything else is a fault.
      if (!(outcome instanceof RateLimiterRes)) return next(outcome);
      res.set('Retry-After', retryAfter(outcome));
      res.status(429).json({ error: TOO_MANY_PASSES });
    }
  };
}
