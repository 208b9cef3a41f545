import { AsyncLocalStorage } from 'node:async_hooks';
import PgBoss from 'pg-boss';
import { ensureQueue, JobWorkers } from '../jobs/job-workers';
import { JobsDatabase } from '../jobs/jobs-database';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { Logger } from '../logger';
import { JOBS_POOL_SIZE } from '../db/connection-budget';
import type { MailMessage } from './message';

export const MAIL_QUEUE = 'send-email';

/** The transaction that messages queued under `queueMailIn` join. */
const mailTransaction = new AsyncLocalStorage<EntityManager>();

/**
 * Runs `work` so that every message it queues joins the transaction of `manager`: for mail queued by a
 * library's callback (the sign-in library's link e-mail), which cannot be handed the manager itself.
 */
export function queueMailIn<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
  return mailTransaction.run(manager, work);
}
const QUEUE = MAIL_QUEUE;

export interface MailQueueOptions {
  databaseUrl: string;
  /** SMTP server as a URL (smtp://user:pass@host:587); unset keeps mail in the development mailbox. */
  smtpUrl: string | undefined;
  /**
   * Without SMTP: keep each message in the development mailbox (outside production), or drop it,
   * logging only that it was dropped (production with MAIL_DISABLED=true): a live sign-in link must
   * never reach a log, where whoever reads the logs could take the account.
   */
  devMailbox: boolean;
  from: string;
  /** Seconds between polls for new mail; short in tests. */
  pollSeconds?: number;
}

/**
 * Outgoing e-mail through a durable queue in PostgreSQL (pg-boss): a restart or an SMTP outage
 * loses nothing, failed sends are retried with backoff, and several API processes share one queue.
 * Without SMTP_URL every message lands in the development mailbox (table dev_mailbox) instead, outside
 * production; in production without it (MAIL_DISABLED=true) messages are dropped, never logged.
 */
export class MailQueue {
  private readonly boss: PgBoss;
  /** The queue's own connections: closed once the statements under way are answered. */
  private readonly database: JobsDatabase;
  /** Every job handler of this process, mail's and the other jobs', so that stopping waits for them. */
  readonly workers: JobWorkers;
  private readonly transport: Transporter | undefined;
  /** This process's mail worker, woken when this process queues a message (others find it at their next poll). */
  private workerId: string | undefined;
  /** Transactions that queued a message: the worker is woken once they commit, when the job becomes visible. */
  private readonly queuedIn = new WeakSet<QueryRunner>();

  constructor(
    private readonly db: DataSource,
    private readonly options: MailQueueOptions,
    private readonly logger: Logger,
  ) {
    this.database = new JobsDatabase(options.databaseUrl, JOBS_POOL_SIZE, logger);
    this.boss = new PgBoss({ db: this.database });
    this.boss.on('error', (error) => logger.warn({ err: error }, 'Job queue error'));
    this.workers = new JobWorkers(this.boss, logger);
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    db.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => {
        // The outermost commit only: a released savepoint has made nothing visible yet.
        if (!queryRunner.isTransactionActive && this.queuedIn.delete(queryRunner)) this.wakeWorker();
      },
    });
  }

  /** The pg-boss instance, for other jobs (scheduled work) to share. */
  get jobs(): PgBoss {
    return this.boss;
  }

  async start(): Promise<void> {
    await this.boss.start();
    // A message taken by a process that died (or whose completion was lost in a database restart) is sent again after 5 minutes.
    await ensureQueue(this.boss, QUEUE, { retryLimit: 20, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 });
    this.workerId = await this.workers.each<MailMessage>(QUEUE, this.options.pollSeconds ?? 2, (job) => this.deliver(job.id, job.data));
  }

  /**
   * Queues a message; it is sent (or kept in the development mailbox) by whichever process is free.
   * With a transaction's manager (or under `queueMailIn`) the message is queued in that transaction: no commit, no e-mail.
   * This process's worker is woken as soon as the job is visible, so a sign-in link leaves at once
   * rather than at the next poll; the queue's polling stays the safety net.
   */
  async send(message: MailMessage, manager: EntityManager | undefined = mailTransaction.getStore()): Promise<void> {
    await this.boss.send(QUEUE, message, manager ? { db: inTransaction(manager) } : {});
    if (manager?.queryRunner?.isTransactionActive) this.queuedIn.add(manager.queryRunner);
    else this.wakeWorker();
  }

  private wakeWorker(): void {
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  private async deliver(jobId: string, message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, 'base64') })),
        // One id per queued message: a receiving server can drop a duplicate after a retry.
        messageId: `<${jobId}@gta-home-pros.mail>`,
      });
      this.logger.info({ to: message.to, subject: message.subject }, 'E-mail sent');
      return;
    }
    if (!this.options.devMailbox) {
      this.logger.warn({ to: redactAddress(message.to), subject: message.subject }, 'E-mail not sent: mail is disabled (MAIL_DISABLED=true, no SMTP_URL)');
      return;
    }
    await this.db.query(`INSERT INTO dev_mailbox ("to", subject, text, html, headers) VALUES ($1, $2, $3, $4, $5)`, [
      message.to,
      message.subject,
      message.text,
      message.html,
      JSON.stringify(message.headers ?? {}),
    ]);
    // Never the link itself: whoever reads a log must not be able to sign in as the recipient.
    this.logger.info({ to: message.to, subject: message.subject }, 'E-mail kept in the development mailbox (/dev/mailbox on this machine)');
  }

  /** Lets the jobs under way finish (up to timeoutMs; the rest are failed and retried by another process), then stops. */
  async stop(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    await this.workers.stop(timeoutMs);
    await this.boss.stop({ graceful: true, timeout: Math.max(0, deadline - Date.now()), wait: true });
    // pg-boss leaves a pool it was given open: it closes once every poll under way has its answer.
    await this.database.close(Math.max(1000, deadline - Date.now()));
    this.transport?.close();
  }
}

/** An address as a log may show it: `p***@example.ca` (enough to tell messages apart, not whose they are). */
export function redactAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/** pg-boss's hook for running its statements on someone else's connection (here, a transaction). */
export function inTransaction(manager: EntityManager): { executeSql(text: string, values: unknown[]): Promise<{ rows: any[] }> } {
  return { executeSql: async (text, values) => ({ rows: await manager.query(text, values) }) };
}
