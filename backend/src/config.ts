import path from 'node:path';
import { decodeWebhookKey } from './modules/webhook/webhook-secret-box';

/** Repository root: backend/src (dev) and backend/dist (built) both sit two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** An S3-compatible bucket for photos (S3_* variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself; set for R2, MinIO, Spaces and other S3-compatible stores. */
  endpoint: string | undefined;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted stores need it. */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  /** Interface to listen on (HOST): 127.0.0.1 outside production, 0.0.0.0 in production. */
  host: string;
  /** Unset: the server runs its own embedded PostgreSQL in `embeddedPgDir`. */
  databaseUrl: string | undefined;
  /** A direct (session) route to the same database for live updates' LISTEN, when DATABASE_URL goes through a transaction-mode pooler. */
  databaseListenUrl: string | undefined;
  embeddedPgDir: string;
  embeddedPgPort: number;
  /**
   * The embedded PostgreSQL's backups: WAL archive in `wal/`, base backups in `base/` (belongs on another disk).
   * Default: `backups` beside EMBEDDED_PG_DIR (`.data/backups`).
   */
  backupDir: string;
  /** How many base backups are kept (the WAL older than the oldest kept one is deleted). */
  backupKeep: number;
  /**
   * Where the backups are copied off the machine (docs/backups.md): BACKUP_S3_BUCKET, or else the photos' S3_BUCKET,
   * under BACKUP_S3_PREFIX (`backups/`), with the S3_* connection settings. Unset without a bucket.
   */
  backupBucket: { s3: S3Settings; prefix: string } | undefined;
  /**
   * A monitor's key to GET /api/health/backups (BACKUP_MONITOR_TOKEN), sent as `Authorization: Bearer <token>`;
   * unset: only operators' sessions read it.
   */
  backupMonitorToken: string | undefined;
  uploadDir: string;
  /** Set (S3_BUCKET): photos go to this bucket instead of uploadDir. */
  s3: S3Settings | undefined;
  /** Set: photo URLs point at this CDN origin (serving the same keys) instead of /api/uploads. */
  photoPublicBaseUrl: string | undefined;
  /** Built SPA to serve; absent folder means API only. */
  webDir: string;
  siteUrl: string;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY, Express's `trust proxy`: names such as
   * loopback and uniquelocal, or addresses/CIDRs, comma-separated). Write limits and sign-in limits
   * count per client address, so behind a balancer on another host it must name that balancer.
   */
  trustProxy: string;
  /** Writes per IP per minute on REST writes and GraphQL mutations; 0 turns the limit off. */
  writeRateLimit: number;
  /** Photo upload passes (a visitor's posting form) per client per hour (UPLOAD_PASS_LIMIT_PER_HOUR); 0 turns the limit off. */
  uploadPassLimitPerHour: number;
  /** Reads (GraphQL queries and REST GETs, one budget) per minute for anonymous callers (per IP) and for partners and signed-in people; 0 = off. */
  readRateLimit: number;
  partnerReadRateLimit: number;
  /** New WebSocket (subscription) connections per client address per minute, across replicas; 0 = off. */
  socketConnectRateLimit: number;
  /** Field-data beacons (POST /api/vitals) per client address per minute, a budget of their own; 0 = off. */
  fieldVitalsRateLimit: number;
  introspection: boolean;
  /**
   * What a request without a partner key (X-Api-Key) may run (GRAPHQL_ANONYMOUS): `persisted`, only the web
   * app's own operations from its build's manifest (trusted-documents.ts); `any`, any document, as before.
   */
  graphqlAnonymous: GraphQLAnonymous;
  /** The web app's persisted query manifest (PERSISTED_QUERY_MANIFEST); unset: persisted-query-manifest.json in webDir. */
  persistedQueryManifest: string | undefined;
  dbPoolSize: number;
  /** The longest wait for one statement's answer (DB_QUERY_TIMEOUT_MS, 0 = none; db/data-source.ts). */
  dbQueryTimeoutMs: number;
  /** API processes expected on this database (API_REPLICAS), for the connection budget checked at start. */
  apiReplicas: number;
  /** On SIGTERM, keep serving this long while /api/ready answers 503, so a balancer stops sending first (SHUTDOWN_DRAIN_SECONDS). */
  shutdownDrainMs: number;
  /** NODE_ENV=production: Secure cookies, no development mailbox, a real secret required. */
  production: boolean;
  /**
   * Signs session cookies and tokens (BETTER_AUTH_SECRET). Unset (outside production only): a random
   * secret made once and kept in the database (table server_secret), so every replica shares it.
   */
  authSecret: string | undefined;
  /** SMTP server for outgoing mail; unset keeps mail in the development mailbox (production requires it, or mailDisabled). */
  smtpUrl: string | undefined;
  /** MAIL_DISABLED=true: no e-mail at all (no SMTP, no development mailbox); each message is dropped and logged without its content. */
  mailDisabled: boolean;
  mailFrom: string;
  /** Seconds between the mail worker's polls of the queue. */
  mailPollSeconds: number;
  /** Messages to one person within this many seconds share one e-mail (default 10 minutes). */
  messageEmailWindowSeconds: number;
  /** Contractors alerted per newly public project at most (MATCH_ALERTS_PER_PROJECT). */
  matchAlertsPerProject: number;
  /** Proposals a project takes before it has enough quotes; reopening adds as many (QUOTES_PER_PROJECT). */
  quotesPerProject: number;
  /** Sign-in e-mails allowed in 15 minutes per recipient and client network, and per client IP. */
  signInLimitPerEmail: number;
  signInLimitPerAddress: number;
  /** Sign-in e-mails allowed per recipient per hour from all networks (except those the owner signed in from). */
  signInLimitPerEmailHourly: number;
  /**
   * Webhook deliveries may connect to loopback addresses (127.0.0.0/8, ::1, localhost):
   * WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS=true, for test receivers on this machine only. Production
   * refuses to start with it; private, link-local and metadata addresses stay refused either way.
   */
  webhooksAllowLoopbackForTests: boolean;
  /**
   * The first retry of a failed webhook delivery waits this long, each later one four times longer
   * (at most 12 hours), until 24 hours after the event (WEBHOOK_RETRY_BASE_MS, default 30 s).
   */
  webhookRetryBaseMs: number;
  /**
   * The longest wait between two attempts of one event (WEBHOOK_RETRY_MAX_MS, default 12 hours). A rehearsal of a
   * receiver outage (npm run rehearse) shortens it, so the delivery after recovery comes within seconds, not hours.
   */
  webhookRetryMaxMs: number;
  /** Seconds between the webhook worker's polls of its queue (WEBHOOK_POLL_SECONDS). */
  webhookPollSeconds: number;
  /**
   * Encrypts partners' webhook signing secrets at rest (WEBHOOK_SECRET_KEY: 32 random bytes in base64).
   * Required in production. Unset (outside production only): a random key made once and kept in the
   * database (table server_secret), so every replica shares it.
   */
  webhookSecretKey: string | undefined;
  /** The key before a rotation (WEBHOOK_SECRET_KEY_PREVIOUS): it only decrypts, until the secrets are re-encrypted. */
  webhookSecretKeyPrevious: string | undefined;
  /** Create the demo accounts and projects on start (development). */
  seedDemo: boolean;
  /**
   * Write the built-in sample projects on start (SEED_SHOWCASE; on everywhere, production included: the
   * samples are part of the product). The test suites turn it off to start from an empty marketplace.
   */
  seedShowcase: boolean;
  logSql: boolean;
  logLevel: string;
}

export const GRAPHQL_ANONYMOUS_VALUES = ['persisted', 'any'] as const;
export type GraphQLAnonymous = (typeof GRAPHQL_ANONYMOUS_VALUES)[number];

class ConfigError extends Error {}

function anonymousDocuments(): GraphQLAnonymous {
  const raw = process.env.GRAPHQL_ANONYMOUS;
  if (raw === undefined || raw === '') return 'persisted';
  if (!(GRAPHQL_ANONYMOUS_VALUES as readonly string[]).includes(raw)) {
    throw new ConfigError(
      `GRAPHQL_ANONYMOUS must be persisted (requests without an API key run only the web app's own operations) or any (they may send any document) (got "${raw}"). See .env.example.`,
    );
  }
  return raw as GraphQLAnonymous;
}

/** The default of DB_QUERY_TIMEOUT_MS: a third of the 30 s after which an idempotent request is taken over. */
export const DEFAULT_DB_QUERY_TIMEOUT_MS = 10_000;

function int(name: string, fallback: number, min = 0, max = 65535): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}"). See .env.example.`);
  }
  return value;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}"). See .env.example.`);
}

function url(name: string, fallback: string | undefined): string | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}"). See .env.example.`);
  }
  return raw;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function level(name: string, fallback: string): string {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!LEVELS.includes(raw)) throw new ConfigError(`${name} must be one of ${LEVELS.join(', ')} (got "${raw}"). See .env.example.`);
  return raw;
}

function dir(name: string, fallback: string): string {
  return path.resolve(REPO_ROOT, process.env[name] || fallback);
}

function s3(): S3Settings | undefined {
  const bucket = process.env.S3_BUCKET;
  return bucket ? s3Connection(bucket) : undefined;
}

/** A bucket with the S3_* connection settings (region, endpoint, keys, path style). */
function s3Connection(bucket: string): S3Settings {
  const accessKeyId = process.env.S3_ACCESS_KEY_ID;
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither. See .env.example.');
  }
  return {
    bucket,
    region: process.env.S3_REGION || 'us-east-1',
    endpoint: url('S3_ENDPOINT', undefined),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
  };
}

/** The bucket the backups are copied to: their own (BACKUP_S3_BUCKET) or the photos', under a prefix. */
function backupBucket(photos: S3Settings | undefined): { s3: S3Settings; prefix: string } | undefined {
  const own = process.env.BACKUP_S3_BUCKET;
  const settings = own ? { ...(photos ?? s3Connection(own)), bucket: own } : photos;
  if (!settings) return undefined;
  const prefix = (process.env.BACKUP_S3_PREFIX ?? 'backups/').replace(/^\/+/, '');
  if (prefix && !/^[\w.\-/]{1,200}$/.test(prefix)) throw new ConfigError('BACKUP_S3_PREFIX takes letters, digits, dots, dashes, underscores and slashes (e.g. backups/). See .env.example.');
  return { s3: settings, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix };
}

/** Unset outside production: the server uses a random secret kept in the database (auth/server-secret.ts). */
function secret(production: boolean): string | undefined {
  const raw = process.env.BETTER_AUTH_SECRET;
  if (raw) {
    if (raw.length < 32) throw new ConfigError('BETTER_AUTH_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`). See .env.example.');
    return raw;
  }
  if (production) throw new ConfigError('BETTER_AUTH_SECRET is required in production (e.g. `openssl rand -base64 32`). See .env.example.');
  return undefined;
}

/**
 * Production mails sign-in links: without SMTP_URL nobody could sign in, and the links must never go
 * to a log instead. MAIL_DISABLED=true is the explicit choice of a site without e-mail.
 */
function mail(production: boolean): { smtpUrl: string | undefined; mailDisabled: boolean } {
  const smtpUrl = url('SMTP_URL', undefined);
  const mailDisabled = bool('MAIL_DISABLED', false);
  if (smtpUrl && mailDisabled) throw new ConfigError('SMTP_URL and MAIL_DISABLED=true contradict each other: set one of them. See .env.example.');
  if (production && !smtpUrl && !mailDisabled) {
    throw new ConfigError(
      'SMTP_URL is required in production, so sign-in links reach their owners (e.g. smtp://user:pass@smtp.example.com:587). ' +
        'To run without any e-mail (nobody can then sign in by link), set MAIL_DISABLED=true. See .env.example.',
    );
  }
  return { smtpUrl, mailDisabled };
}

/** Loopback webhook receivers are for tests on one machine: a production server must never reach its own host. */
function webhookLoopback(production: boolean): boolean {
  const allowed = bool('WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS', false);
  if (allowed && production) throw new ConfigError('WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS is for tests only: production never delivers webhooks to loopback addresses. Unset it. See .env.example.');
  return allowed;
}

/**
 * WEBHOOK_SECRET_KEY and WEBHOOK_SECRET_KEY_PREVIOUS, checked: each 32 bytes in base64, the first
 * required in production. The migration that encrypts secrets already stored reads them here too.
 */
export function webhookSecretKeys(production: boolean): Pick<Config, 'webhookSecretKey' | 'webhookSecretKeyPrevious'> {
  const current = process.env.WEBHOOK_SECRET_KEY?.trim() || undefined;
  const previous = process.env.WEBHOOK_SECRET_KEY_PREVIOUS?.trim() || undefined;
  for (const [name, raw] of [['WEBHOOK_SECRET_KEY', current], ['WEBHOOK_SECRET_KEY_PREVIOUS', previous]] as const) {
    if (raw && !decodeWebhookKey(raw)) throw new ConfigError(`${name} must be 32 random bytes in base64 (e.g. \`openssl rand -base64 32\`). See .env.example.`);
  }
  if (production && !current) {
    throw new ConfigError("WEBHOOK_SECRET_KEY is required in production: it encrypts partners' webhook signing secrets at rest (e.g. `openssl rand -base64 32`). See .env.example.");
  }
  return { webhookSecretKey: current, webhookSecretKeyPrevious: previous };
}

/** A monitoring key long enough not to be guessed (e.g. `openssl rand -base64 32`). */
function monitorToken(): string | undefined {
  const raw = process.env.BACKUP_MONITOR_TOKEN?.trim();
  if (!raw) return undefined;
  if (raw.length < 24 || /\s/.test(raw)) throw new ConfigError('BACKUP_MONITOR_TOKEN must be at least 24 characters without spaces (e.g. `openssl rand -base64 32`). See .env.example.');
  return raw;
}

/** Reads the environment once; throws a ConfigError naming the bad variable. */
export function loadConfig(): Config {
  const port = int('PORT', 4000);
  const production = process.env.NODE_ENV === 'production';
  return {
    port,
    // Outside production only this machine can reach the server unless HOST says otherwise (server.ts warns).
    host: process.env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: url('DATABASE_URL', undefined),
    databaseListenUrl: url('DATABASE_LISTEN_URL', undefined),
    embeddedPgDir: dir('EMBEDDED_PG_DIR', '.data/pg'),
    embeddedPgPort: int('EMBEDDED_PG_PORT', 54329, 1),
    // Beside the data folder unless set: a data folder elsewhere (a test's, a benchmark's) never archives into .data/backups.
    backupDir: dir('BACKUP_DIR', path.join(path.dirname(dir('EMBEDDED_PG_DIR', '.data/pg')), 'backups')),
    backupKeep: int('BACKUP_KEEP', 7, 1, 1000),
    backupBucket: backupBucket(s3()),
    backupMonitorToken: monitorToken(),
    uploadDir: dir('UPLOAD_DIR', '.data/uploads'),
    s3: s3(),
    photoPublicBaseUrl: url('PHOTO_PUBLIC_BASE_URL', undefined)?.replace(/\/+$/, ''),
    webDir: dir('WEB_DIR', 'frontend/dist'),
    siteUrl: (url('SITE_URL', `http://localhost:${port}`) as string).replace(/\/$/, ''),
    trustProxy: process.env.TRUST_PROXY?.trim() || 'loopback',
    writeRateLimit: int('WRITE_RATE_LIMIT', 60, 0, 1_000_000),
    uploadPassLimitPerHour: int('UPLOAD_PASS_LIMIT_PER_HOUR', 20, 0, 1_000_000),
    readRateLimit: int('READ_RATE_LIMIT', 300, 0, 1_000_000),
    partnerReadRateLimit: int('PARTNER_READ_RATE_LIMIT', 3000, 0, 1_000_000),
    socketConnectRateLimit: int('SOCKET_CONNECT_RATE_LIMIT', 60, 0, 1_000_000),
    fieldVitalsRateLimit: int('FIELD_VITALS_RATE_LIMIT', 20, 0, 1_000_000),
    introspection: bool('GRAPHQL_INTROSPECTION', true),
    graphqlAnonymous: anonymousDocuments(),
    persistedQueryManifest: process.env.PERSISTED_QUERY_MANIFEST ? dir('PERSISTED_QUERY_MANIFEST', '') : undefined,
    dbPoolSize: int('DB_POOL_SIZE', 10, 1, 200),
    // At most 20 s: it must end a cut-off attempt well before a retry may take its Idempotency-Key over (30 s).
    dbQueryTimeoutMs: int('DB_QUERY_TIMEOUT_MS', DEFAULT_DB_QUERY_TIMEOUT_MS, 0, 20_000),
    apiReplicas: int('API_REPLICAS', 1, 1, 1000),
    shutdownDrainMs: int('SHUTDOWN_DRAIN_SECONDS', 0, 0, 5) * 1000,
    production,
    authSecret: secret(production),
    ...mail(production),
    mailFrom: process.env.MAIL_FROM || 'GTA Home Pros <no-reply@gtahomepros.ca>',
    mailPollSeconds: int('MAIL_POLL_SECONDS', 2, 1, 60),
    messageEmailWindowSeconds: int('MESSAGE_EMAIL_WINDOW_SECONDS', 600, 1, 86_400),
    matchAlertsPerProject: int('MATCH_ALERTS_PER_PROJECT', 10, 1, 100),
    quotesPerProject: int('QUOTES_PER_PROJECT', 5, 1, 100),
    signInLimitPerEmail: int('SIGN_IN_LIMIT_PER_EMAIL', 5, 1, 10_000),
    signInLimitPerAddress: int('SIGN_IN_LIMIT_PER_ADDRESS', 30, 1, 100_000),
    signInLimitPerEmailHourly: int('SIGN_IN_LIMIT_PER_EMAIL_HOURLY', 10, 1, 10_000),
    webhooksAllowLoopbackForTests: webhookLoopback(production),
    webhookRetryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 30_000, 1, 3_600_000),
    webhookRetryMaxMs: int('WEBHOOK_RETRY_MAX_MS', 12 * 3_600_000, 1, 12 * 3_600_000),
    webhookPollSeconds: int('WEBHOOK_POLL_SECONDS', 1, 1, 60),
    ...webhookSecretKeys(production),
    seedDemo: bool('SEED_DEMO', !production),
    seedShowcase: bool('SEED_SHOWCASE', true),
    logSql: bool('LOG_SQL', false),
    logLevel: level('LOG_LEVEL', 'info'),
  };
}

export function isConfigError(error: unknown): error is Error {
  return error instanceof ConfigError;
}
