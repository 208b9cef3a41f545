/**
 * `npm run backup`: a base backup of the built-in PostgreSQL now (the product takes one nightly), into
 * BACKUP_DIR/base, then the retention (BACKUP_KEEP). Works whether or not the product is running.
 */
import { isConfigError, loadConfig } from '../config';
import { takeBaseBackup } from '../db/backups';
import { torontoTime } from '../db/restore';
import { externalDatabaseNote, megabytes } from './backup-common';
import { reachEmbeddedPostgres } from './cli-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const external = externalDatabaseNote(config);
  if (external) {
    console.log(external);
    console.log('No backup taken: DATABASE_URL is set.');
    process.exitCode = 2;
    return;
  }
  const server = await reachEmbeddedPostgres(config);
  try {
    const backup = await takeBaseBackup({
      databaseUrl: server.url,
      dataDir: config.embeddedPgDir,
      backupDir: config.backupDir,
      keep: config.backupKeep,
      progress: (line) => console.log(line),
    });
    console.log(`Base backup ${backup.name} taken (${megabytes(backup.bytes)}, ended ${torontoTime(backup.endedAt)} Toronto time) in ${backup.folder}.`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(isConfigError(error) ? `Configuration error: ${(error as Error).message}` : `No backup taken: ${(error as Error).message}`);
  process.exit(1);
});
