import { createServer, type Server } from 'node:http';
import { Pool } from 'pg';
import { MailQueue } from './mail/mail-queue';
import { schedulePhotoPurge } from './jobs/photo-purge';
import type { PhotoRegistry } from './modules/upload/photo-registry';
import { scheduleMaintenance } from './jobs/maintenance';
import { scheduleCredentialExpiry } from './jobs/credential-expiry';
import type { Mailer, Services } from './services';
import type { Auth } from './auth/auth';
import { seedDemoData } from './db/seed-demo';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import { LiveFeed, serveSubscriptions } from './graphql/live-updates';
import { buildSchema } from './graphql/schema';
import { startNotificationDelivery } from './jobs/notification-delivery';
import type { Config } from './config';
import { openDatabase } from './db/data-source';
import type { EmbeddedDatabase } from './db/embedded';
import { superviseEmbeddedPostgres } from './db/embedded-supervisor';
import { createLogger, type Logger } from './logger';

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
  /** Finishes in-flight requests, then closes the database (and stops the embedded server). */
  close(): Promise<void>;
}

/** Opens the database (embedded when no DATABASE_URL), runs migrations and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const log = (message: string) => logger.info(message);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log(`Starting the embedded PostgreSQL (data in ${config.embeddedPgDir}) ...`);
    embedded = await superviseEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort, { log });
    databaseUrl = embedded.url;
  }
  let db: DataSource | undefined;
  let pool: Pool | undefined;
  let mail: MailQueue | undefined;
  let live: LiveFeed | undefined;
  try {
    db = await openDatabase({ url: databaseUrl, poolSize: config.dbPoolSize, logSql: config.logSql });
    pool = new Pool({ connectionString: databaseUrl, max: 5, connectionTimeoutMillis: 5000 });
    pool.on('error', (error) => logger.warn({ err: error }, 'Idle database connection lost'));
    // A connection that dies while checked out (between a library's queries) must not crash the process.
    pool.on('connect', (client) => client.on('error', (error) => logger.warn({ err: error }, 'Database connection lost')));
    mail = new MailQueue(db, { databaseUrl, smtpUrl: config.smtpUrl, from: config.mailFrom, pollSeconds: config.mailPollSeconds }, logger);
    await mail.start();
    await scheduleMaintenance(mail.jobs, db, logger);
    await scheduleCredentialExpiry(mail.jobs, { db, mail, siteUrl: config.siteUrl }, logger);
    live = await LiveFeed.start(databaseUrl, logger);
    const { app, stop, auth, services, photoRegistry, subscriptionContext } = await createApp({ db, pool, mail, config, logger, live });
    await startNotificationDelivery(mail.jobs, services.notifications, logger);
    await schedulePhotoPurge(mail.jobs, photoRegistry, logger);
    if (config.seedDemo) await seedDemoData(db, auth, logger);
    const http = createServer(app);
    http.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(config.port, config.host, () => resolve());
    });
    const subscriptions = serveSubscriptions({ http, schema: buildSchema(), siteUrl: config.siteUrl, contextFor: subscriptionContext, logger });
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
      close: () =>
        (closing ??= (async () => {
          const closed = new Promise<void>((resolve) => http.close(() => resolve()));
          await subscriptions.stop();
          http.closeIdleConnections();
          const force = setTimeout(() => http.closeAllConnections(), 10_000);
          await closed;
          clearTimeout(force);
          await stop();
          await openMail.stop();
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
