import { copyBackupsToBucket, describeTarget, type OffsiteTarget } from '../db/offsite-backups';
import type { Logger } from '../logger';
import { ensureQueue, type JobWorkers } from './job-workers';

const OFFSITE_COPY = 'backup-offsite-copy';

/**
 * Every minute, once across all API processes (pg-boss cron): copies the WAL archived since the last round and any
 * new base backup into the bucket (offsite-backups.ts), so the bucket trails the archive by about a minute. Only
 * scheduled when the embedded database is in use and a bucket is set. A failure is retried by the next round.
 */
export async function scheduleOffsiteCopies(workers: JobWorkers, deps: { backupDir: string; target: OffsiteTarget }, logger: Logger): Promise<void> {
  const { boss } = workers;
  // A first copy of a large base backup can outlast a minute: an overlapping round puts the same objects again, which is harmless.
  await ensureQueue(boss, OFFSITE_COPY, { retryLimit: 0, expireInSeconds: 3600 });
  await boss.schedule(OFFSITE_COPY, '* * * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(OFFSITE_COPY, async () => {
    const copied = await copyBackupsToBucket(deps.backupDir, deps.target, (line) => logger.debug(line));
    if (copied.walCopied || copied.backupsCopied || copied.deleted) logger.info({ ...copied, bucket: describeTarget(deps.target) }, 'Backups copied to the bucket');
  });
}
