import type { Logger } from '../logger';
import { LEAD_ALERT_QUEUE, type LeadAlertJob, type LeadAlertService } from '../modules/matching/lead-alerts';
import { ensureQueue, type JobWorkers } from './job-workers';

/**
 * Matches each newly public project to contractors through the PostgreSQL job queue: whichever API
 * process is free runs it (polled every 2 s, so alerts go out well within a minute of approval),
 * retried with backoff if it fails; lead_alert's unique key keeps a retry from alerting anyone twice.
 */
export async function startLeadAlerts(workers: JobWorkers, leadAlerts: LeadAlertService, logger: Logger): Promise<void> {
  await ensureQueue(workers.boss, LEAD_ALERT_QUEUE, { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 });
  await workers.each<LeadAlertJob>(LEAD_ALERT_QUEUE, 2, async (job) => {
    const alerted = await leadAlerts.run(job.data.projectId);
    logger.info({ projectId: job.data.projectId, alerted: alerted.length }, 'Lead alerts sent');
  });
}
