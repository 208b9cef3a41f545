import type { Logger } from '../logger';
import type { BackupStatusService } from '../modules/backup/backup.service';
import { ensureQueue, type JobWorkers } from './job-workers';

export const OFFSITE_COPY = 'backup-offsite-copy';

/**
 * Every minute, once across all API processes (pg-boss cron): copies the WAL archived since the last round and any
 * new base backup into the bucket (db/offsite-backups.ts), so the bucket trails the archive by about a minute. Only
 * scheduled when the embedded database is in use and a bucket is set. Each round's outcome is recorded for the
 * Backups tab (backup.service.ts `copyOffsite`): a failure opens the 'offsite-copy-failing' incident, e-mailing the
 * operators once, and the next successful round closes it. A failure is retried by the next round.
 */
export async function scheduleOffsiteCopies(workers: JobWorkers, backups: Pick<BackupStatusService, 'copyOffsite'>, logger: Logger): Promise<void> {
  const { boss } = workers;
  // A first copy of a large base backup can outlast a minute: an overlapping round puts the same objects again, which is harmless.
  await ensureQueue(boss, OFFSITE_COPY, { retryLimit: 0, expireInSeconds: 3600 });
  await boss.schedule(OFFSITE_COPY, '* * * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(OFFSITE_COPY, async () => {
    const outcome = await backups.copyOffsite();
    if ('error' in outcome) {
      logger.warn({ error: outcome.error }, 'Backups not copied to the bucket');
      return;
    }
    const { copied } = outcome;
    if (copied.walCopied || copied.backupsCopied || copied.deleted) logger.info(copied, 'Backups copied to the bucket');
  });
}
