import type { Logger } from '../logger';
import type { JobWorkers } from './job-workers';
import { FIELD_VITALS_RETENTION_DAYS, type FieldVitalsService } from '../modules/vitals/vitals.service';

export const PURGE_FIELD_VITALS = 'purge-field-vitals';

/**
 * Field data (web_vital_daily, web_vital_slow_interaction) is kept for 90 days: once a day, after
 * Toronto's midnight, pg-boss's cron enqueues one purge across all API processes and whichever is
 * free drops the older days.
 */
export async function scheduleFieldVitalsPurge(workers: JobWorkers, vitals: FieldVitalsService, logger: Logger): Promise<void> {
  const { boss } = workers;
  await boss.createQueue(PURGE_FIELD_VITALS, { name: PURGE_FIELD_VITALS, retryLimit: 3, retryBackoff: true });
  await boss.schedule(PURGE_FIELD_VITALS, '23 0 * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(PURGE_FIELD_VITALS, async () => {
    const rows = await vitals.purge();
    logger.info({ rows }, `Field data older than ${FIELD_VITALS_RETENTION_DAYS} days purged`);
  });
}
