import { takeBaseBackup } from '../db/backups';
import type { Logger } from '../logger';
import { ensureQueue, type JobWorkers } from './job-workers';

const BASE_BACKUP = 'base-backup';

export interface BaseBackupDeps {
  /** A superuser connection to the embedded PostgreSQL whose data folder is `dataDir`. */
  databaseUrl: string;
  dataDir: string;
  backupDir: string;
  keep: number;
}

/**
 * Nightly at 02:30 Toronto time (the quietest hour), once across all API processes (pg-boss cron): a base backup of
 * the embedded PostgreSQL and the retention after it. Only scheduled when the embedded database is in use; an
 * external DATABASE_URL relies on its provider's point-in-time recovery.
 */
export async function scheduleBaseBackups(workers: JobWorkers, deps: BaseBackupDeps, logger: Logger): Promise<void> {
  const { boss } = workers;
  // A large data folder takes a while to copy: pg-boss's default 15 minutes would fail a backup still under way.
  await ensureQueue(boss, BASE_BACKUP, { retryLimit: 3, retryBackoff: true, expireInSeconds: 6 * 3600 });
  await boss.schedule(BASE_BACKUP, '30 2 * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(BASE_BACKUP, async () => {
    const backup = await takeBaseBackup({ ...deps, progress: (line) => logger.debug(line) });
    logger.info({ backup: backup.name, bytes: backup.bytes, startWalFile: backup.startWalFile }, 'Base backup taken');
  });
}
