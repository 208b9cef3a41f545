/**
 * `npm run restore -- --to "2026-12-01 14:05"` (Toronto time): recovers the built-in PostgreSQL as it was then into a
 * NEW data folder next to the live one (never over it), checks it, and says how to switch to it.
 * `--into <folder>` chooses the new folder. `--from-bucket` first copies into BACKUP_DIR what the bucket holds and the
 * folder lacks (the machine or its backup disk was lost).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isConfigError, loadConfig } from '../config';
import { copyBackupsFromBucket, describeTarget, offsiteTarget } from '../db/offsite-backups';
import { parseTorontoTime, RestoreError, restoreToTime, torontoTime } from '../db/restore';
import { externalDatabaseNote } from './backup-common';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, into: { type: 'string' }, 'from-bucket': { type: 'boolean' } } });
  if (!values.to) {
    console.error('Usage: npm run restore -- --to "2026-12-01 14:05" [--into .data/pg-restored] [--from-bucket]   (Toronto time; `npm run backups` shows the range)');
    process.exit(2);
  }
  const config = loadConfig();
  const external = externalDatabaseNote(config);
  if (external) {
    console.log(external);
    console.log('Nothing restored: DATABASE_URL is set.');
    process.exitCode = 2;
    return;
  }
  const target = parseTorontoTime(values.to);
  if (values['from-bucket']) {
    if (!config.backupBucket) throw new RestoreError('--from-bucket needs the bucket the backups were copied to: set BACKUP_S3_BUCKET (or S3_BUCKET) and the S3_* settings as the product had them.');
    const bucket = offsiteTarget(config.backupBucket);
    console.log(`Copying the backups from ${describeTarget(bucket)} into ${config.backupDir} ...`);
    await copyBackupsFromBucket(config.backupDir, bucket, (line) => console.log(line));
  }
  // npm runs the script in backend/; paths on the command line are relative to where it was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  const started = Date.now();
  const result = await restoreToTime({
    backupDir: config.backupDir,
    liveDataDir: config.embeddedPgDir,
    target,
    into: values.into ? path.resolve(here, values.into) : undefined,
    progress: (line) => console.log(line),
  });
  console.log(`\nRows per table in the restored database:${result.tables.length ? '' : ' (no tables)'}`);
  const width = Math.max(...result.tables.map((table) => table.table.length), 5);
  for (const { table, rows } of result.tables) console.log(`  ${table.padEnd(width)}  ${rows}`);
  console.log(`Latest migration: ${result.latestMigration ?? 'none (the database has no migrations table)'}`);
  const shown = (folder: string) => {
    const relative = path.relative(here, folder);
    return relative && !relative.startsWith('..') ? relative : folder;
  };
  const live = shown(config.embeddedPgDir);
  const restored = shown(result.dataDir);
  console.log(`\nTo switch to it: stop the product, then
  mv ${live} ${live}-before-restore && mv ${restored} ${live}
and start the product again (npm start). It continues on a new timeline and archives into the same BACKUP_DIR;
take a base backup soon after (npm run backup).`);
  const how = result.stoppedAtTarget
    ? `replayed to ${torontoTime(target)} Toronto time`
    : `replayed to the end of the archived WAL (nothing after ${torontoTime(target)} Toronto time was archived)`;
  console.log(`\nRestored the base backup ${result.backup.name}, ${how}, into ${result.dataDir} in ${Math.round((Date.now() - started) / 1000)} s; the live data folder was not touched.`);
}

main().catch((error: unknown) => {
  const known = isConfigError(error) || error instanceof RestoreError;
  console.error(known ? `Nothing restored: ${(error as Error).message}` : `The restore failed: ${(error as Error).message}`);
  process.exit(1);
});
