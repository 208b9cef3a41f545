import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';

/** The identity library's pool and the sign-in counters (server.ts). */
export const AUTH_POOL_SIZE = 5;
/** pg-boss: e-mail, notifications and scheduled jobs (mail/mail-queue.ts). */
export const JOBS_POOL_SIZE = 3;
/** The LISTEN connection of live updates (graphql/live-updates.ts). */
export const LIVE_CONNECTIONS = 1;

/** PostgreSQL connections one API process may hold at most: its TypeORM pool plus the fixed ones above. */
export function connectionsPerReplica(dbPoolSize: number): number {
  return dbPoolSize + AUTH_POOL_SIZE + JOBS_POOL_SIZE + LIVE_CONNECTIONS;
}

export interface ConnectionBudget {
  perReplica: number;
  replicas: number;
  /** perReplica x replicas. */
  needed: number;
  /** max_connections less the slots kept for superusers (and, PostgreSQL 16+, reserved_connections). */
  available: number;
  fits: boolean;
}

export function connectionBudget(dbPoolSize: number, replicas: number, server: { max: number; reserved: number }): ConnectionBudget {
  const perReplica = connectionsPerReplica(dbPoolSize);
  const needed = perReplica * replicas;
  const available = server.max - server.reserved;
  return { perReplica, replicas, needed, available, fits: needed <= available };
}

/**
 * Compares what API_REPLICAS processes would hold with what the server allows, and warns at start
 * when the pools could exhaust it (new connections would then fail with "too many clients").
 */
export async function checkConnectionBudget(db: DataSource, dbPoolSize: number, replicas: number, logger: Logger): Promise<ConnectionBudget> {
  const [row] = await db.query(
    `SELECT current_setting('max_connections')::int AS max,
            current_setting('superuser_reserved_connections')::int
              + COALESCE(current_setting('reserved_connections', true), '0')::int AS reserved`,
  );
  const budget = connectionBudget(dbPoolSize, replicas, row);
  if (!budget.fits) {
    logger.warn(
      budget,
      `Connection budget exceeded: ${replicas} API process(es) x ${budget.perReplica} connections (DB_POOL_SIZE ${dbPoolSize} + ${AUTH_POOL_SIZE} auth + ${JOBS_POOL_SIZE} jobs + ${LIVE_CONNECTIONS} live updates) = ${budget.needed}, but PostgreSQL allows ${budget.available} (max_connections ${row.max} - ${row.reserved} reserved). Lower DB_POOL_SIZE, raise max_connections or put a pooler (PgBouncer, transaction mode) in front. See docs/scaling.md.`,
    );
  }
  return budget;
}
