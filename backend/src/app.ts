import { createHash } from 'node:crypto';
import path from 'node:path';
import { APP_AFTER_PAINT_SCRIPT, APP_START_SCRIPT, THEME_BOOT_SCRIPT, type ExecuteOperation } from '@marketplace/shared';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { fromNodeHeaders, toNodeHandler } from 'better-auth/node';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { createAuth, type Auth } from './auth/auth';
import { createActorResolver } from './auth/current-actor';
import type { Config } from './config';
import { offsiteTarget } from './db/offsite-backups';
import { signInLinkEmail } from './mail/templates';
import { devMailboxRoutes } from './mail/dev-mailbox';
import type { MailQueue } from './mail/mail-queue';
import { viewerJson } from './modules/account/account.service';
import { actorOf, attachActor, requestInfo } from './rest/actor';
import { refuseCrossSiteWrites } from './rest/same-origin';
import { createContext } from './graphql/context';
import { withHttp } from './graphql/http-context';
import { createApolloServer, graphqlProtection, rejectOversizedDocuments } from './graphql/server';
import { buildSchema } from './graphql/schema';
import { loadTrustedDocuments } from './graphql/trusted-documents';
import type { Logger } from './logger';
import { idempotency, idempotencyPlugin } from './rest/idempotency';
import { requestLogging } from './rest/request-logging';
import { JSON_BODY_LIMIT, apiErrorHandler, apiRoutes } from './rest/router';
import { writeLimit } from './rest/write-limit';
import { readLimit } from './rest/read-limit';
import { countKeyUsage, graphqlErrorsForUsage } from './rest/key-usage';
import { rateLimitReport } from './graphql/rate-limit-report';
import { createServices, type Services } from './services';
import { renderAgreementPdf } from './modules/agreement/agreement-pdf';
import { renderInvoicePdf } from './modules/job/invoice-pdf';
import type { IncomingMessage } from 'node:http';
import type { GraphQLContext } from './graphql/context';
import type { LiveFeed, SocketAccess } from './graphql/live-updates';
import { serveWebApp } from './web/serve-web-app';
import { serveSitemap } from './web/sitemap';
import { createPageRenderer } from './web/render-app-page';
import { servePhotosFrom } from './modules/upload/photo-urls';
import { bucketOrigin, createPhotoStorage } from './storage';
import type { Lifecycle } from './shutdown';
import { PhotoRegistry } from './modules/upload/photo-registry';
import { vitalsRoutes } from './modules/vitals/vitals.rest';
import type { WebhookSecretBox } from './modules/webhook/webhook-secret-box';

export interface App {
  app: Express;
  /** Stops GraphQL (the HTTP server is closed by its owner). */
  stop(): Promise<void>;
  /** The identity library, for start-up tasks (demo accounts) and tests. */
  auth: Auth;
  services: Services;
  /** Uploaded photos, for the job that removes those never attached. */
  photoRegistry: PhotoRegistry;
  /** What the WebSocket (subscription) endpoint needs: who an upgrade request is, its address, and the GraphQL rules. */
  sockets: SocketAccess;
}

/** The whole product on one Express app: /graphql, the REST shims under /api, and the built SPA. */
export interface AppDeps {
  db: DataSource;
  /** A small pg pool for the identity library and the sign-in counters. */
  pool: Pool;
  mail: MailQueue;
  /** With the signing secret resolved (BETTER_AUTH_SECRET, or the one kept in the database). */
  config: Config & { authSecret: string };
  /** Encrypts partners' webhook signing secrets at rest (WEBHOOK_SECRET_KEY, or the key kept in the database). */
  webhookSecretBox: WebhookSecretBox;
  logger: Logger;
  live?: LiveFeed;
  /** Tells /api/ready that the process is stopping. */
  lifecycle?: Lifecycle;
}

export async function createApp({ db, pool, mail, config, webhookSecretBox, logger, live, lifecycle }: AppDeps): Promise<App> {
  // Late-bound: better-auth calls onSignedIn, which needs the services built from it.
  let services: ReturnType<typeof createServices> | undefined;
  const auth = createAuth({
    pool,
    siteUrl: config.siteUrl,
    secret: config.authSecret,
    production: config.production,
    sendSignInLink: (request) => mail.send(signInLinkEmail(request)),
    onSignedIn: (userId) => (services as NonNullable<typeof services>).accounts.onSignedIn(userId),
  });
  const photos = createPhotoStorage(config);
  services = createServices({
    db,
    pool,
    auth,
    signInLimits: { perEmail: config.signInLimitPerEmail, perAddress: config.signInLimitPerAddress, perEmailHourly: config.signInLimitPerEmailHourly },
    mail,
    siteUrl: config.siteUrl,
    jobs: mail.jobs,
    secret: config.authSecret,
    messageEmailWindowSeconds: config.messageEmailWindowSeconds,
    matchAlertsPerProject: config.matchAlertsPerProject,
    quotesPerProject: config.quotesPerProject,
    apiLimits: { readsPerMinute: config.partnerReadRateLimit, writesPerMinute: config.writeRateLimit },
    webhooks: { production: config.production, allowLoopback: config.webhooksAllowLoopbackForTests, retryBaseMs: config.webhookRetryBaseMs, retryMaxMs: config.webhookRetryMaxMs, secretBox: webhookSecretBox, logger },
    live,
    storage: photos,
    renderAgreementPdf,
    renderInvoicePdf,
    // Without DATABASE_URL the server runs (and archives) the built-in PostgreSQL; otherwise its provider backs it up.
    backups: {
      builtIn: config.databaseUrl ? null : { dataDir: config.embeddedPgDir, backupDir: config.backupDir },
      offsite: config.databaseUrl || !config.backupBucket ? null : offsiteTarget(config.backupBucket),
    },
  });
  const ready = services;
  const currentActor = createActorResolver(auth, db, ready.apiKeys);
  const contextFor = (req: express.Request, res: express.Response) =>
    createContext(ready, String(res.getHeader('X-Request-Id')), actorOf(res), requestInfo(req), res);
  const writes = writeLimit(db, config.writeRateLimit, logger);
  // One read budget per client for GraphQL queries and REST GETs (see read-limit.ts for what is exempt).
  const reads = readLimit(db, { anonymous: config.readRateLimit, partner: config.partnerReadRateLimit }, logger);
  const protection = graphqlProtection({ schema: buildSchema(), introspection: config.introspection });
  const trustedDocuments = loadTrustedDocuments({
    file: config.persistedQueryManifest ?? path.join(config.webDir, 'persisted-query-manifest.json'),
    mode: config.graphqlAnonymous,
    schema: protection.schema,
    validationRules: protection.validationRules,
    logger,
  });
  const apollo = createApolloServer({
    protection,
    logger,
    trustedDocuments,
    plugins: [writes.graphql, reads.graphql, idempotencyPlugin(), graphqlErrorsForUsage, rateLimitReport(protection.schema)],
  });
  await apollo.start();
  const photoRegistry = new PhotoRegistry(db, photos);
  servePhotosFrom(config.photoPublicBaseUrl);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          // The three inline scripts, by hash: the theme applied before the first paint (THEME_BOOT_SCRIPT),
          // the content pages' starter, which starts the app at the first interaction (APP_START_SCRIPT),
          // and the server-rendered app pages' starter, which runs the app once they have painted (APP_AFTER_PAINT_SCRIPT).
          'script-src': ["'self'", ...[THEME_BOOT_SCRIPT, APP_START_SCRIPT, APP_AFTER_PAINT_SCRIPT].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)],
          // Emotion (Chakra's styling engine) injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // The photo CDN, and the bucket private files are redirected to (presigned URLs).
          'img-src': [...new Set(["'self'", 'data:', 'blob:', ...[config.photoPublicBaseUrl && new URL(config.photoPublicBaseUrl).origin, bucketOrigin(config)].filter((origin): origin is string => Boolean(origin))])],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      // Production is served over HTTPS (behind its balancer): browsers then refuse plain HTTP to it for a
      // year. Outside production the site is plain http://localhost, which HSTS would break.
      strictTransportSecurity: config.production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    }),
  );
  // better-auth's own endpoints: only following a sign-in link, signing out and reading the session
  // are open over HTTP; sign-in requests go through the account service (limits, no enumeration).
  const authHandler = toNodeHandler(auth);
  app.all(['/api/auth/magic-link/verify', '/api/auth/sign-out', '/api/auth/get-session'], (req, res) => {
    req.headers['x-marketplace-client-ip'] = req.ip ?? '';
    void authHandler(req, res);
  });
  // Field-data beacons read their own small body (text/plain or JSON) and spend a budget of their own.
  app.use('/api/vitals', vitalsRoutes({ vitals: ready.vitals, db, logger, perMinute: config.fieldVitalsRateLimit, siteUrl: config.siteUrl }));
  app.use(['/api', '/graphql'], express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', refuseCrossSiteWrites(config.siteUrl));
  app.use(['/api', '/graphql'], attachActor(currentActor));
  app.use(['/api', '/graphql'], countKeyUsage(ready.apiKeys, logger));
  app.use('/api', reads.rest);
  // Without a partner's key only the web app's own operations run: refused before Apollo parses anything.
  app.use('/graphql', trustedDocuments.middleware);
  app.get('/api/account/me', async (_req, res) => {
    const actor = actorOf(res);
    res.set('Cache-Control', 'no-store').json({ viewer: viewerJson(actor), unreadNotifications: await ready.notifications.unreadCount(actor) });
  });
  app.use('/api', writes.rest);
  app.post(['/api/projects', '/api/proposals', '/api/contact', '/graphql'], idempotency(db));
  app.use('/api', apiRoutes(ready, db, config, photos, photoRegistry, lifecycle));
  // The token limit holds for GET as for POST (the document read as Apollo reads it).
  app.use('/graphql', rejectOversizedDocuments);
  app.use('/graphql', expressMiddleware(apollo, { context: async ({ req, res }) => withHttp(contextFor(req, res), req, res) }));
  app.use(['/api', '/graphql'], apiErrorHandler(logger));

  // Answers only requests from this machine itself (dev-mailbox.ts).
  if (!config.production && !config.smtpUrl && !config.mailDisabled) app.use('/dev', devMailboxRoutes(db));
  // Server-rendered pages run their queries through this Apollo Server as the visitor, with the same
  // policy and plugins (read limit) as a request to /graphql; one context per page.
  const pageOperations = (req: express.Request, res: express.Response): ExecuteOperation => {
    let context: Promise<GraphQLContext> | undefined;
    return async (request) => {
      context ??= currentActor(req).then((actor) => withHttp(createContext(ready, String(res.getHeader('X-Request-Id')), actor, requestInfo(req), res), req, res));
      const response = await apollo.executeOperation(request, { contextValue: await context });
      if (response.body.kind !== 'single') throw new Error('A server-rendered page asked for an incremental result');
      return response.body.singleResult;
    };
  };
  serveSitemap(app, { webDir: config.webDir, siteUrl: config.siteUrl, entries: () => ready.proDirectory.sitemapEntries(), logger });
  serveWebApp(app, config.webDir, createPageRenderer({ webDir: config.webDir, operationsFor: pageOperations, logger }));
  // A WebSocket's upgrade request seen as Express sees a request (its `get`, and `ip` under TRUST_PROXY).
  const socketRequest = (request: IncomingMessage) =>
    Object.create(app.request, { headers: { value: request.headers }, socket: { value: request.socket }, connection: { value: request.socket } }) as express.Request;
  const sockets: SocketAccess = {
    protection,
    trustedDocuments,
    clientAddress: (request) => socketRequest(request).ip ?? request.socket.remoteAddress ?? 'unknown',
    viewer: async (request) => {
      const [actor, found] = await Promise.all([
        currentActor(socketRequest(request)),
        request.headers.cookie ? auth.api.getSession({ headers: fromNodeHeaders(request.headers) }) : null,
      ]);
      const own = actor.kind === 'user' && found && found.user.id === actor.userId;
      return { actor, session: own ? { id: found.session.id, expiresAt: new Date(found.session.expiresAt) } : null };
    },
    contextFor: (request, actor) => createContext(ready, 'ws', actor, { headers: request.headers, ip: sockets.clientAddress(request) }),
  };
  const stop = async () => {
    await apollo.stop();
    await photos.close();
  };
  return { app, stop, auth, services: ready, photoRegistry, sockets };
}
