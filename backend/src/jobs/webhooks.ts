import type { Logger } from '../logger';
import type { JobWorkers } from './job-workers';
import { WEBHOOK_LOG_DAYS, type WebhookDelivery } from '../modules/webhook/webhook-delivery';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from '../modules/webhook/webhook-outbox';

const PURGE_WEBHOOK_LOG = 'purge-webhook-log';
/** Endpoints delivered to at once by each API process (each run is one endpoint's events, in order). */
const WORKERS = 4;

/**
 * Partner webhooks on the PostgreSQL job queue: a job per run of one endpoint's due events (queued
 * with the change that made them, and again for each retry's time), taken by whichever API process
 * is free; a lease on the endpoint keeps one run per endpoint at a time across processes. pg-boss
 * retries a run that crashed; the backoff between one event's attempts is the service's own
 * (WEBHOOK_RETRY_BASE_MS), kept on the delivery row.
 */
export async function startWebhookDelivery(workers: JobWorkers, webhooks: WebhookDelivery, pollSeconds: number, logger: Logger): Promise<void> {
  const { boss } = workers;
  await boss.createQueue(WEBHOOK_DELIVERY_QUEUE, { name: WEBHOOK_DELIVERY_QUEUE, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 });
  for (let i = 0; i < WORKERS; i++) {
    await workers.work<WebhookDeliveryJob>(WEBHOOK_DELIVERY_QUEUE, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([job]) => {
      await webhooks.deliver(job.data.endpointId);
    });
  }
  // Daily, once across all API processes: the delivery log keeps WEBHOOK_LOG_DAYS days.
  await boss.createQueue(PURGE_WEBHOOK_LOG, { name: PURGE_WEBHOOK_LOG, retryLimit: 3, retryBackoff: true });
  await boss.schedule(PURGE_WEBHOOK_LOG, '23 4 * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(PURGE_WEBHOOK_LOG, async () => {
    const events = await webhooks.purge();
    if (events > 0) logger.info({ events, days: WEBHOOK_LOG_DAYS }, 'Old webhook events and their delivery log purged');
  });
}
