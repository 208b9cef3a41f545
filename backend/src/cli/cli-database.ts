import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { openDatabase } from '../db/data-source';
import { embeddedUrl, startEmbeddedPostgres } from '../db/embedded';
import { backupFolders } from '../db/wal-archive';

/**
 * The database a maintenance command works on: DATABASE_URL, or the embedded PostgreSQL of `npm start`, used as it
 * is when the server runs and started (then stopped again by `close`) otherwise.
 */
export async function openCliDatabase(config: Config): Promise<{ db: DataSource; close(): Promise<void> }> {
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let url = config.databaseUrl;
  if (!url) {
    url = embeddedUrl(config.embeddedPgPort);
    const probe = new Client({ connectionString: url });
    const running = await probe.connect().then(() => true, () => false);
    await probe.end().catch(() => {});
    if (!running) {
      console.log(`Starting the embedded PostgreSQL (data in ${config.embeddedPgDir}) ...`);
      embedded = await startEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort, { walArchiveDir: backupFolders(config.backupDir).wal });
    }
  }
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
