import type { Logger } from '../logger';
import type { JobMoneyReminders } from '../modules/job/job-money-reminders';
import type { VisitService } from '../modules/job/visit.service';
import type { JobWorkers } from './job-workers';

const SEND_PAYMENT_REMINDERS = 'send-payment-reminders';

/**
 * The prompt-payment clock's reminders (the notice period ending, an invoice due in 3 days, overdue) and the
 * holdback falling due, and the site visits' day-before reminders: hourly, once across all API processes (pg-boss cron). Each reminder applies over a
 * window and is recorded before it is sent, so a missed run loses none and no run sends one twice.
 */
export async function schedulePaymentReminders(workers: JobWorkers, reminders: JobMoneyReminders, logger: Logger, visits?: VisitService): Promise<void> {
  const { boss } = workers;
  await boss.createQueue(SEND_PAYMENT_REMINDERS, { name: SEND_PAYMENT_REMINDERS, retryLimit: 5, retryBackoff: true });
  await boss.schedule(SEND_PAYMENT_REMINDERS, '20 * * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(SEND_PAYMENT_REMINDERS, async () => {
    const result = await reminders.sendReminders();
    if (result.sent > 0) logger.info(result, 'Payment reminders sent');
    const visitResult = await visits?.sendReminders();
    if (visitResult && visitResult.sent > 0) logger.info(visitResult, 'Site visit reminders sent');
  });
}
