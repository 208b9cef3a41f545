import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { openDatabase } from '../db/data-source';
import { embeddedUrl, startEmbeddedPostgres } from '../db/embedded';
import { backupFolders } from '../db/wal-archive';

/**
 * The embedded PostgreSQL of `npm start` for a maintenance command: used as it is when the server runs, started
 * (with its WAL archiving, as the product starts it) otherwise; `stop` stops it again only in that case.
 */
export async function reachEmbeddedPostgres(config: Config): Promise<{ url: string; startedHere: boolean; stop(): Promise<void> }> {
  const url = embeddedUrl(config.embeddedPgPort);
  const probe = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  const running = await probe.connect().then(() => true, () => false);
  await probe.end().catch(() => {});
  if (running) return { url, startedHere: false, stop: async () => {} };
  console.log(`Starting the embedded PostgreSQL (data in ${config.embeddedPgDir}) ...`);
  const embedded = await startEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort, { walArchiveDir: backupFolders(config.backupDir).wal });
  return { url: embedded.url, startedHere: true, stop: () => embedded.stop() };
}

/**
 * The database a maintenance command works on: DATABASE_URL, or the embedded PostgreSQL of `npm start`, used as it
 * is when the server runs and started (then stopped again by `close`) otherwise.
 */
export async function openCliDatabase(config: Config): Promise<{ db: DataSource; close(): Promise<void> }> {
  const embedded = config.databaseUrl ? undefined : await reachEmbeddedPostgres(config);
  const url = config.databaseUrl ?? embedded!.url;
  const db = await openDatabase({ url, poolSize: 2 }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  return {
    db,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
