/** The rehearsal's settings: its options, durations, places, addresses and the API hosts' environment (rehearse.ts). */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOSTS } from './net';

export const ROOT = path.resolve(__dirname, '..', '..');
export const started = Date.now();
export const stamp = () => `[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s]`;
export const log = (line: string) => console.log(`${stamp()} ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const { values: args } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, faults: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
});
export const QUICK = Boolean(args.quick);
export const FAULT_NAMES = ['kill', 'cut', 'netem', 'db-restart', 'mail', 'webhook'] as const;
export type FaultName = (typeof FAULT_NAMES)[number];
export const chosen = new Set<FaultName>((args.faults ? args.faults.split(',').map((name) => name.trim()) : FAULT_NAMES) as FaultName[]);
for (const name of chosen) if (!FAULT_NAMES.includes(name)) throw new Error(`Unknown fault "${name}": choose among ${FAULT_NAMES.join(', ')}`);

/** Seconds: the durations, or short ones for development. */
export const D = QUICK
  ? { warmup: 10, killDown: 8, cut: 10, netem: 15, mail: 20, webhook: 60, settle: 8 }
  : { warmup: 20, killDown: 30, cut: 30, netem: 60, mail: 120, webhook: 600, settle: 20 };

export const RUN_DIR = path.join(ROOT, '.data', 'rehearse');
export const LOGS = path.join(RUN_DIR, 'logs');
export const DATA_DIR = path.join(RUN_DIR, 'db', 'pg');
export const BACKUP_DIR = path.join(RUN_DIR, 'db', 'backups');
export const MAIL_RECORD = path.join(RUN_DIR, 'mail.jsonl');
export const HOOK_RECORD = path.join(RUN_DIR, 'webhooks.jsonl');
export const SMTP_PORT = 2525;
export const HOOK_PORT = 8443;
export const API_PORT = 4000;
export const SITE_URL = `http://${HOSTS.lb.ip}`;
export const DATABASE_URL = `postgres://marketplace:marketplace@${HOSTS.db.ip}:5432/marketplace`;
export const RUN_TAG = `R${randomBytes(3).toString('hex')}`;

export const TS_NODE = ['node', '--conditions=@marketplace/source', '-r', '@swc-node/register'];
export const TS_ENV = { SWC_NODE_PROJECT: path.join(ROOT, 'scripts/rehearse/tsconfig.json') };

const secrets = { auth: randomBytes(32).toString('base64'), webhookKey: randomBytes(32).toString('base64') };

/** The production settings every API host runs with; the rehearsal's choices are commented. */
export function apiEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: String(API_PORT),
    DATABASE_URL,
    API_REPLICAS: '3',
    SITE_URL,
    TRUST_PROXY: HOSTS.lb.ip,
    BETTER_AUTH_SECRET: secrets.auth,
    WEBHOOK_SECRET_KEY: secrets.webhookKey,
    SMTP_URL: `smtp://${HOSTS.mail.ip}:${SMTP_PORT}`,
    MAIL_POLL_SECONDS: '1',
    // One load generator is one client address: the per-client limits would measure themselves, not the faults.
    WRITE_RATE_LIMIT: '0',
    READ_RATE_LIMIT: '0',
    SIGN_IN_LIMIT_PER_ADDRESS: '100000',
    SIGN_IN_LIMIT_PER_EMAIL: '10000',
    // The setup signs in and adds a webhook endpoint with documents of its own (as bench:api does).
    GRAPHQL_ANONYMOUS: 'any',
    // The receiver outage is rehearsed in minutes, not the 24 hours of real retries: short waits between attempts.
    WEBHOOK_RETRY_BASE_MS: '1000',
    WEBHOOK_RETRY_MAX_MS: '15000',
    // The receiver's certificate is signed by the rehearsal's own authority.
    NODE_EXTRA_CA_CERTS: path.join(RUN_DIR, 'tls', 'ca.pem'),
    WEB_DIR: path.join(RUN_DIR, 'no-web'),
    UPLOAD_DIR: path.join(RUN_DIR, 'uploads'),
    LOG_LEVEL: 'warn',
  };
}
