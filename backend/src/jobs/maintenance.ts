import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import type { JobWorkers } from './job-workers';
import { UploadPasses } from '../modules/upload/upload-passes';
import { purgeExpiredIdempotencyKeys } from '../rest/idempotency';
import { purgeOldKeyUsage } from '../modules/account/api-key.service';

export const PURGE_IDEMPOTENCY_KEYS = 'purge-idempotency-keys';

/**
 * Scheduled upkeep on the PostgreSQL job queue: pg-boss's cron enqueues each run once across all
 * API processes, and whichever process is free does it.
 */
export async function scheduleMaintenance(workers: JobWorkers, db: DataSource, logger: Logger): Promise<void> {
  const { boss } = workers;
  await boss.createQueue(PURGE_IDEMPOTENCY_KEYS, { name: PURGE_IDEMPOTENCY_KEYS, retryLimit: 3, retryBackoff: true });
  // Hourly: stored answers to Idempotency-Key requests expire after 24 hours, upload passes a day after theirs,
  // partners' daily usage rows after 90 days.
  await boss.schedule(PURGE_IDEMPOTENCY_KEYS, '17 * * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(PURGE_IDEMPOTENCY_KEYS, async () => {
    const purged = await purgeExpiredIdempotencyKeys(db);
    const passes = await new UploadPasses(db).purge();
    const usageDays = await purgeOldKeyUsage(db);
    logger.info({ purged, passes, usageDays }, 'Expired idempotency keys, upload passes and API usage older than 90 days purged');
  });
}
