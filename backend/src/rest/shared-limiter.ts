import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/**
 * A per-key counter in PostgreSQL (rate-limiter-flexible, the write_rate_limit table from a
 * migration), so every API process shares the count; an in-memory limiter stands in while the
 * database does not answer. Keys from different limits stay apart by `keyPrefix`.
 */
export function sharedLimiter(db: DataSource, keyPrefix: string, points: number, durationSeconds: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    // TypeORM's public query API as the store client: no private driver access, no named statements.
    storeClient: { query: async ({ text, values }: { text: string; values?: unknown[] }) => ({ rows: await db.query(text, values) }) },
    storeType: 'pool',
    tableName: 'write_rate_limit',
    tableCreated: true,
    keyPrefix,
    points,
    duration: durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
  });
}

/** Seconds until the limit lets the client in again, for Retry-After (at least 1). */
export const retryAfter = (limited: RateLimiterRes) => String(Math.max(1, Math.ceil(limited.msBeforeNext / 1000)));
