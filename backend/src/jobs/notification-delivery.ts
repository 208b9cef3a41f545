import type { Logger } from '../logger';
import { ensureQueue, type JobWorkers } from './job-workers';
import { NOTIFICATION_EMAIL_QUEUE, type EmailJob, type NotificationService } from '../modules/notification/notification.service';

const DAILY_DIGEST = 'notification-daily-digest';

/**
 * Notification e-mails through the PostgreSQL job queue: each is sent by whichever API process is
 * free, retried with backoff if sending fails, and never twice (the notification row is marked in
 * the same transaction). The daily summary goes at 7 am Toronto time, once across all processes.
 */
export async function startNotificationDelivery(workers: JobWorkers, notifications: NotificationService, logger: Logger): Promise<void> {
  const { boss } = workers;
  await ensureQueue(boss, NOTIFICATION_EMAIL_QUEUE, { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 });
  await workers.each<EmailJob>(NOTIFICATION_EMAIL_QUEUE, 1, (job) => notifications.deliver(job.data));
  await boss.createQueue(DAILY_DIGEST, { name: DAILY_DIGEST, retryLimit: 3, retryBackoff: true });
  await boss.schedule(DAILY_DIGEST, '0 7 * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(DAILY_DIGEST, async () => {
    const sent = await notifications.sendDailyDigests();
    logger.info({ sent }, 'Daily notification summaries sent');
  });
}
