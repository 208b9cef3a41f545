/**
 * `npm run backup`: a base backup of the built-in PostgreSQL now (the product takes one nightly), into
 * BACKUP_DIR/base, then the retention (BACKUP_KEEP), then the copy to the bucket when one is set. Works whether or
 * not the product is running.
 */
import { isConfigError, loadConfig } from '../config';
import { takeBaseBackup } from '../db/backups';
import { copyBackupsToBucket, describeTarget, offsiteTarget } from '../db/offsite-backups';
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
    // The product's job copies it within a minute too; the command copies at once, so its line can say so.
    const target = config.backupBucket && offsiteTarget(config.backupBucket);
    if (target) await copyBackupsToBucket(config.backupDir, target, (line) => console.log(line));
    console.log(`Base backup ${backup.name} taken (${megabytes(backup.bytes)}, ended ${torontoTime(backup.endedAt)} Toronto time) in ${backup.folder}${target ? ` and copied to ${describeTarget(target)}` : ''}.`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(isConfigError(error) ? `Configuration error: ${(error as Error).message}` : `No backup taken: ${(error as Error).message}`);
  process.exit(1);
});
