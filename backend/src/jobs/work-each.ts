import type PgBoss from 'pg-boss';

/** Jobs fetched per poll: a burst of e-mails (a project with many bids) drains in seconds, not one a second. */
export const BATCH_SIZE = 10;

/**
 * pg-boss's `work` with a batch of jobs per poll, each handled in turn and on its own: a job that throws is
 * failed alone (pg-boss retries it with the queue's backoff) and the rest complete. pg-boss only
 * completes jobs still active, so the ones failed here are left to their retry.
 */
export async function workEach<T extends object>(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number,
  handle: (job: PgBoss.Job<T>) => Promise<void>,
): Promise<string> {
  return boss.work<T>(queue, { pollingIntervalSeconds, batchSize: BATCH_SIZE }, async (jobs) => {
    // One after another: a burst must not take every pooled connection from the API's requests.
    for (const job of jobs) {
      try {
        await handle(job);
      } catch (error) {
        // Failing the job needs the database too: when it is down, the job stays active and pg-boss
        // retries it once it expires. The handler must not reject: pg-boss's own fail of the batch
        // would reject in turn, unhandled, and stop the process.
        await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) }).catch(() => undefined);
      }
    }
  });
}
