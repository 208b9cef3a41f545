import type { Logger } from '../logger';
import type { BackupStatusService } from '../modules/backup/backup.service';
import type { JobWorkers } from './job-workers';

export const BACKUP_CHECK = 'backup-check';

/**
 * Every 5 minutes, once across all API processes (pg-boss cron): checks the built-in database's backups, e-mails
 * the operators once when archiving starts failing or the last base backup becomes overdue, and closes the incident
 * when it is put right (backup.service.ts). Only scheduled when the embedded database is in use.
 */
export async function scheduleBackupChecks(workers: JobWorkers, backups: BackupStatusService, logger: Logger): Promise<void> {
  const { boss } = workers;
  // The next run checks again: a failed check is not retried.
  await boss.createQueue(BACKUP_CHECK, { name: BACKUP_CHECK, retryLimit: 0, expireInMinutes: 4 });
  await boss.schedule(BACKUP_CHECK, '*/5 * * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(BACKUP_CHECK, async () => {
    const { opened, closed } = await backups.checkAndAlert();
    if (opened.length) logger.error({ incidents: opened }, 'Backups need attention: operators e-mailed');
    if (closed.length) logger.info({ incidents: closed }, 'Backups healthy again: incident closed');
  });
}
