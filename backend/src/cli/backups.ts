/** `npm run backups`: the base backups of the built-in PostgreSQL and the times one can restore to. */
import { readdir } from 'node:fs/promises';
import { isConfigError, loadConfig } from '../config';
import { listBaseBackups, newestArchivedWal, restoreRange } from '../db/backups';
import { bucketSummary, describeTarget, offsiteTarget } from '../db/offsite-backups';
import { describeRange, torontoTime } from '../db/restore';
import { backupFolders } from '../db/wal-archive';
import { externalDatabaseNote, megabytes } from './backup-common';

async function main(): Promise<void> {
  const config = loadConfig();
  const external = externalDatabaseNote(config);
  if (external) console.log(`${external}\n`);
  const folders = backupFolders(config.backupDir);
  const backups = await listBaseBackups(config.backupDir);
  if (!backups.length) {
    console.log(`No base backup in ${folders.base} yet. \`npm run backup\` takes one (the product takes one nightly).`);
    return;
  }
  console.log(`Base backups in ${folders.base} (Toronto time):`);
  for (const backup of backups) console.log(`  ${backup.name}  ended ${torontoTime(backup.endedAt)}  ${megabytes(backup.bytes).padStart(9)}  from WAL ${backup.startWalFile}`);
  const wal = await newestArchivedWal(config.backupDir);
  const segments = (await readdir(folders.wal).catch(() => [] as string[])).filter((name) => /^[0-9A-F]{24}$/.test(name)).length;
  console.log(wal ? `Archived WAL in ${folders.wal}: ${segments} segment(s), the newest ${wal.file} at ${torontoTime(wal.archivedAt)}.` : `No archived WAL in ${folders.wal} yet.`);
  if (config.backupBucket) {
    const target = offsiteTarget(config.backupBucket);
    const copy = await bucketSummary(target);
    console.log(`Copied to ${describeTarget(target)}: ${copy.backups.length} base backup(s), ${copy.segments} WAL segment(s)${copy.newestSegment ? `, the newest ${copy.newestSegment}` : ''} (the product copies every minute).`);
  } else {
    console.log('No copy off this machine: set BACKUP_S3_BUCKET (or S3_BUCKET) to copy the backups to a bucket (docs/backups.md).');
  }
  const range = (await restoreRange(config.backupDir))!;
  console.log(`${backups.length} base backup(s); you can restore to any time from ${describeRange(range)}, e.g. npm run restore -- --to "${torontoTime(range.to)}".`);
}

main().catch((error: unknown) => {
  console.error(isConfigError(error) ? `Configuration error: ${(error as Error).message}` : `Could not list the backups: ${(error as Error).message}`);
  process.exit(1);
});
