import { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';

/**
 * pg-boss's statements on a connection pool of ours (its documented `db` option), so that stopping
 * can wait for the statements under way before the pool closes.
 *
 * pg's pool, once ended, never answers the statements still waiting for one of its connections, and
 * the job queue's workers poll far more often than its few connections can serve at once: a worker
 * whose poll was waiting when pg-boss closed its own pool never finished, and pg-boss kept checking
 * every second, for good, whether it had stopped (in the tests, in a torn-down environment, failing
 * the next test file).
 */
export class JobsDatabase implements PgBoss.Db {
  private readonly pool: Pool;
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(connectionString: string, max: number, logger: Logger) {
    this.pool = new Pool({ connectionString, max, application_name: 'marketplace-jobs', connectionTimeoutMillis: 10_000 });
    this.pool.on('error', (error) => logger.warn({ err: error }, 'Job queue connection error'));
  }

  executeSql(text: string, values: unknown[]): Promise<{ rows: any[] }> {
    // As pg-boss's own pool does once closed: nothing is sent and nothing is answered (pg-boss does
    // not await every statement it sends, so a refusal here would be an unhandled rejection).
    if (this.closed) return Promise.resolve(undefined as unknown as { rows: any[] });
    const statement = this.pool.query(text, values as any[]);
    this.running.add(statement);
    const forget = () => this.running.delete(statement);
    statement.then(forget, forget);
    return statement;
  }

  /** Statements sent and not yet answered, including those waiting for a connection. */
  get busy(): number {
    return this.running.size;
  }

  /**
   * Waits up to `timeoutMs` for the statements under way and those they lead to (a poll's answer makes
   * pg-boss complete or fail the batch: the queue is checked again once what the answers started has
   * run), then closes the pool.
   */
  async close(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    do {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.running.size > 0 && Date.now() < deadline);
    this.closed = true;
    await this.pool.end();
  }
}
