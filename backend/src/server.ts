import { createServer, type Server } from 'node:http';
import { Pool } from 'pg';
import { MailQueue } from './mail/mail-queue';
import { schedulePhotoPurge } from './jobs/photo-purge';
import type { PhotoRegistry } from './modules/upload/photo-registry';
import { scheduleMaintenance } from './jobs/maintenance';
import { scheduleFieldVitalsPurge } from './jobs/field-vitals';
import { scheduleCredentialExpiry } from './jobs/credential-expiry';
import { scheduleBaseBackups } from './jobs/base-backups';
import { scheduleBackupChecks } from './jobs/backup-alerts';
import { scheduleOffsiteCopies } from './jobs/offsite-backups';
import { schedulePaymentReminders } from './jobs/payment-reminders';
import { scheduleSiteFigures } from './jobs/site-figures';
import type { Mailer } from './mail/mailer';
import type { Services } from './services';
import type { Auth } from './auth/auth';
import { seedDemoData } from './db/seed-demo';
import { seedShowcaseContractors, seedShowcaseProjects } from './db/seed-showcase';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import { LiveFeed, serveSubscriptions, socketConnectLimiter } from './graphql/live-updates';
import { startNotificationDelivery } from './jobs/notification-delivery';
import { startLeadAlerts } from './jobs/lead-alerts';
import { startWebhookDelivery } from './jobs/webhooks';
import type { Config } from './config';
import { openDatabase } from './db/data-source';
import type { EmbeddedDatabase } from './db/embedded';
import { superviseEmbeddedPostgres } from './db/embedded-supervisor';
import { backupFolders } from './db/wal-archive';
import { createLogger, type Logger } from './logger';
import type { DestinationStream } from 'pino';
import { authSecretFor } from './auth/server-secret';
import { webhookSecretBoxFor, webhookSecretsByKey, WEBHOOK_PREVIOUS_KEY_ENV, type WebhookSecretBox } from './modules/webhook/webhook-secret-box';
import { exposureWarning } from './dev-exposure';
import { AUTH_POOL_SIZE, checkConnectionBudget } from './db/connection-budget';
import { JOBS_GRACE_MS, Lifecycle, REQUEST_GRACE_MS, drainableHttp } from './shutdown';

export interface RunningServer {
  url: string;
  port: number;
  db: DataSource;
  http: Server;
  logger: Logger;
  /** The identity library (tests create accounts through it). */
  auth: Auth;
  /** The e-mail queue (tests run scheduled work through it). */
  mail: Mailer;
  /** The service layer (tests drive scheduled work, such as the daily summary, through it). */
  services: Services;
  /** Uploaded photos (tests run the purge of unattached ones through it). */
  photoRegistry: PhotoRegistry;
  /** Encrypts webhook signing secrets at rest (tests that write endpoints directly seal their secrets with it). */
  webhookSecretBox: WebhookSecretBox;
  /**
   * The graceful stop (SIGTERM): /api/ready answers 503 at once, new connections are refused after the
   * drain (SHUTDOWN_DRAIN_SECONDS), requests under way finish, job workers finish their jobs, then the
   * pools close; all within SHUTDOWN_TIMEOUT_MS.
   */
  close(): Promise<void>;
}

/** Opens the database (embedded when no DATABASE_URL), runs migrations and listens. */
export async function startServer(config: Config, options: { logDestination?: DestinationStream } = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const log = (message: string) => logger.info(message);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log(`Starting the embedded PostgreSQL (data in ${config.embeddedPgDir}) ...`);
    embedded = await superviseEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort, { log, walArchiveDir: backupFolders(config.backupDir).wal });
    databaseUrl = embedded.url;
  }
  let db: DataSource | undefined;
  let pool: Pool | undefined;
  let mail: MailQueue | undefined;
  let live: LiveFeed | undefined;
  try {
    db = await openDatabase({ url: databaseUrl, poolSize: config.dbPoolSize, logSql: config.logSql, queryTimeoutMs: config.dbQueryTimeoutMs });
    await checkConnectionBudget(db, config.dbPoolSize, config.apiReplicas, logger);
    const authSecret = await authSecretFor(config.authSecret, db);
    const webhookSecretBox = await webhookSecretBoxFor(config, db);
    await checkWebhookSecretKeys(db, webhookSecretBox, logger);
    pool = new Pool({ connectionString: databaseUrl, max: AUTH_POOL_SIZE, connectionTimeoutMillis: 5000 });
    pool.on('error', (error) => logger.warn({ err: error }, 'Idle database connection lost'));
    // A connection that dies while checked out (between a library's queries) must not crash the process.
    pool.on('connect', (client) => client.on('error', (error) => logger.warn({ err: error }, 'Database connection lost')));
    mail = new MailQueue(
      db,
      { databaseUrl, smtpUrl: config.smtpUrl, devMailbox: !config.production && !config.mailDisabled, from: config.mailFrom, pollSeconds: config.mailPollSeconds },
      logger,
    );
    await mail.start();
    await scheduleMaintenance(mail.workers, db, logger);
    await scheduleCredentialExpiry(mail.workers, { db, mail, siteUrl: config.siteUrl }, logger);
    // The built-in database is backed up here; an external DATABASE_URL by its provider (README, "Backups and restore").
    if (embedded) {
      await scheduleBaseBackups(mail.workers, { databaseUrl, dataDir: config.embeddedPgDir, backupDir: config.backupDir, keep: config.backupKeep }, logger);
    }
    live = await LiveFeed.start(config.databaseListenUrl ?? databaseUrl, logger);
    const lifecycle = new Lifecycle();
    // The built-in sample projects, in every environment (db/seed-showcase.ts): before the first request.
    if (config.seedShowcase) {
      await seedShowcaseProjects(db, logger);
      await seedShowcaseContractors(db, logger);
    }
    const { app, stop, auth, services, photoRegistry, sockets } = await createApp({ db, pool, mail, config: { ...config, authSecret }, webhookSecretBox, logger, live, lifecycle });
    // Right after migrations and before the first request: the figures are what the tables hold now.
    await scheduleSiteFigures(mail.workers, services.siteFigures, logger);
    await startNotificationDelivery(mail.workers, services.notifications, logger);
    await startLeadAlerts(mail.workers, services.leadAlerts, logger);
    await schedulePhotoPurge(mail.workers, photoRegistry, logger);
    await scheduleFieldVitalsPurge(mail.workers, services.vitals, logger);
    await schedulePaymentReminders(mail.workers, services.paymentReminders, logger, services.visits);
    await startWebhookDelivery(mail.workers, services.webhookDelivery, config.webhookPollSeconds, logger);
    if (embedded) await scheduleBackupChecks(mail.workers, services.backups, logger);
    if (embedded && config.backupBucket) await scheduleOffsiteCopies(mail.workers, services.backups, logger);
    if (config.seedDemo) {
      await seedDemoData(db, logger);
      await services.siteFigures.refresh(); // the demo's pros and projects count too
    }
    const http = createServer();
    const drain = drainableHttp(http, lifecycle, logger);
    http.on('request', app);
    http.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(config.port, config.host, () => resolve());
    });
    const exposed = exposureWarning(config);
    if (exposed) logger.warn(exposed);
    const subscriptions = serveSubscriptions({
      http,
      siteUrl: config.siteUrl,
      access: sockets,
      live,
      connectLimiter: socketConnectLimiter(db, config.socketConnectRateLimit),
      logger,
    });
    const port = (http.address() as AddressInfo).port;
    const openDb = db;
    const openPool = pool;
    const openMail = mail;
    const openLive = live;
    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      port,
      db: openDb,
      http,
      logger,
      auth,
      mail: openMail,
      services,
      photoRegistry,
      webhookSecretBox,
      close: () =>
        (closing ??= (async () => {
          const started = Date.now();
          lifecycle.shuttingDown = true;
          logger.info({ drainMs: config.shutdownDrainMs }, 'Shutting down: not ready for new traffic, finishing requests under way');
          if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
          const closed = drain.close(Math.max(0, started + REQUEST_GRACE_MS - Date.now()));
          await subscriptions.stop();
          await closed;
          await stop();
          await openMail.stop(Math.max(1000, started + JOBS_GRACE_MS - Date.now()));
          await openLive.stop();
          await openPool.end();
          await openDb.destroy();
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await mail?.stop().catch(() => {});
    await live?.stop().catch(() => {});
    await pool?.end().catch(() => {});
    await db?.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

/**
 * Says at start when stored webhook signing secrets are under a key this process does not hold (their
 * deliveries would wait, logged each time), or still under the previous key (the rotation is not done).
 */
async function checkWebhookSecretKeys(db: DataSource, box: WebhookSecretBox, logger: Logger): Promise<void> {
  const byKey = await webhookSecretsByKey(db, box);
  const unheld = byKey.filter((row) => !row.held);
  if (unheld.length > 0) {
    logger.error(
      { keys: unheld, currentKey: box.currentKeyId, previousKey: box.previousKeyId },
      `Webhook signing secrets are encrypted with a key this server does not hold: their endpoints get no deliveries. Set ${WEBHOOK_PREVIOUS_KEY_ENV} to that key, then run \`npm run webhooks:reencrypt-secrets -w backend\` (docs/security.md).`,
    );
  }
  const previous = byKey.find((row) => row.keyId === box.previousKeyId);
  if (previous) logger.warn({ count: previous.count, previousKey: box.previousKeyId }, `Webhook signing secrets still under ${WEBHOOK_PREVIOUS_KEY_ENV}: run \`npm run webhooks:reencrypt-secrets -w backend\`, then unset it.`);
}
