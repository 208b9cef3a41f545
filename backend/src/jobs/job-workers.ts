import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';

/**
 * Creates a queue, or brings an existing one's settings up to date. pg-boss's createQueue leaves a queue that exists
 * as it was (its INSERT does nothing on conflict), so a changed setting would never reach a database made before the
 * change; and it stores the expiry only when given as `expireInSeconds` (expireInMinutes or expireInHours are
 * silently dropped there, leaving its 15-minute default: found by the rehearsal, docs/reliability.md).
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  await boss.createQueue(name, { name, ...options });
  await boss.updateQueue(name, { name, ...options });
}

/** Jobs fetched per poll: a burst of e-mails (a project with many bids) drains in seconds, not one a second. */
export const BATCH_SIZE = 10;

/** What a job handler under way is told when the process stops and will not wait for it. */
export class JobsStopping extends Error {
  constructor() {
    super('This process is stopping: the job is left for the next poll, here or in another process');
  }
}

/**
 * This process's job handlers, registered through one door so that stopping knows what is under way.
 *
 * pg-boss's `stop()` resolves once no handler holds a job, or after its timeout, and then checks each
 * second, on a timer of its own, until every worker loop has ended: a handler that outlasts the stop (a
 * slow SMTP server) keeps that timer going, with no public way to await it. So the handlers are tracked
 * here: `stop()` stops the workers' polling, refuses batches fetched after that (pg-boss fails them and
 * they are retried), waits for the handlers under way and lets go of those that outlast it, so that
 * every worker loop ends before pg-boss stops. (A poll still waiting for a connection is the other way a
 * loop outlives the stop: `JobsDatabase` answers it before its pool closes.) Every caller of the
 * product's stop (a deploy's SIGTERM, the tests' servers) waits for the same thing.
 */
export class JobWorkers {
  private readonly queues = new Set<string>();
  private readonly running = new Set<Promise<unknown>>();
  private stopping = false;
  /** Rejects when the stop stops waiting: pg-boss then sees every handler under way end. */
  private readonly abandon: { promise: Promise<never>; reject: (error: Error) => void };

  constructor(
    /** The queue itself, for creating queues, scheduling and sending. */
    readonly boss: PgBoss,
    private readonly logger: Logger,
  ) {
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<never>((_, rejectWith) => {
      reject = rejectWith;
    });
    promise.catch(() => undefined);
    this.abandon = { promise, reject };
  }

  /** pg-boss's `work`, tracked: the handler gets the batch fetched by one poll. */
  work<T extends object>(queue: string, options: PgBoss.WorkOptions, handler: (jobs: PgBoss.Job<T>[]) => Promise<unknown>): Promise<string> {
    this.queues.add(queue);
    return this.boss.work<T>(queue, options, (jobs) => this.track(() => handler(jobs)));
  }

  /** A scheduled job's handler: one run at a time, at pg-boss's default polling. */
  scheduled(queue: string, handler: () => Promise<unknown>): Promise<string> {
    return this.work(queue, {}, () => handler());
  }

  /**
   * A batch of jobs per poll, each handled in turn and on its own: a job that throws is failed alone
   * (pg-boss retries it with the queue's backoff), and each job done is completed at once, so a stop in
   * the middle of a batch sends none of them twice. pg-boss only completes or fails jobs still active:
   * its own settling of the batch leaves these as they are, and fails only those not reached.
   */
  each<T extends object>(queue: string, pollingIntervalSeconds: number, handle: (job: PgBoss.Job<T>) => Promise<void>): Promise<string> {
    return this.work<T>(queue, { pollingIntervalSeconds, batchSize: BATCH_SIZE }, async (jobs) => {
      // One after another: a burst must not take every pooled connection from the API's requests.
      for (const job of jobs) {
        if (this.stopping) throw new JobsStopping();
        try {
          await handle(job);
          await this.boss.complete(queue, job.id).catch(() => undefined);
        } catch (error) {
          // Failing the job needs the database too: when it is down, the job stays active and pg-boss
          // retries it once it expires. The handler must not reject: pg-boss's own fail of the batch
          // would reject in turn, unhandled, and stop the process.
          await this.boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) }).catch(() => undefined);
        }
      }
    });
  }

  /** Whether `stop()` has begun: batches fetched from now on are refused. */
  get isStopping(): boolean {
    return this.stopping;
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the handlers under way. Those still running then
   * are logged and let go: pg-boss fails their jobs, which are retried, and its worker loops end now
   * rather than whenever the handler does.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.queues].map((queue) => this.boss.offWork(queue)));
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const settled = Promise.allSettled([...this.running]).then(() => 'settled' as const);
    const outcome = await Promise.race([settled, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.logger.warn({ running: this.running.size, timeoutMs }, 'Stopping with jobs still running: they will be retried');
      this.abandon.reject(new JobsStopping());
    }
  }

  private track(run: () => Promise<unknown>): Promise<unknown> {
    if (this.stopping) return Promise.reject(new JobsStopping());
    const handling = run();
    this.running.add(handling);
    const forget = () => this.running.delete(handling);
    handling.then(forget, forget);
    return Promise.race([handling, this.abandon.promise]);
  }
}
