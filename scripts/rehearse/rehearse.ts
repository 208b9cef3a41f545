/**
 * `npm run rehearse`: production across real network hosts, with faults injected (docs/reliability.md).
 *
 * Network namespaces on a bridge make the hosts: a balancer (Caddy, configured from deploy/Caddyfile), three API
 * hosts (the production build, NODE_ENV=production), a database host (the built-in PostgreSQL with WAL archiving),
 * a mail host (a recording SMTP server) and a webhook receiver (a recording HTTPS server). A load generator sends
 * reads and idempotent writes through the balancer while the faults run one after another; then every acknowledged
 * write, e-mail and webhook is checked, and the database host's backup is restored to the middle of the run.
 *
 *   npm run rehearse                   the full rehearsal (about 12 minutes on 2 cores)
 *   npm run rehearse -- --quick        shorter faults, for development (about 3 minutes)
 *   npm run rehearse -- --faults kill,db-restart   only these faults (names: kill, cut, netem, db-restart, mail, webhook)
 *   npm run rehearse -- --no-build     use the existing backend/dist
 *
 * Root only (namespaces, tc). Everything made is removed at the end, also on failure or Ctrl-C.
 */
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { restoreRange } from '../../backend/src/db/backups';
import { restoreToTime, torontoTime } from '../../backend/src/db/restore';
import { API_HOSTS, GATEWAY, HOSTS, SUBNET, WEBHOOK_ADDRESS, createNetwork, impair, teardownNetwork, type Host } from './net';
import { LoadGenerator } from './load';
import { measure, renderTable, type FaultWindow } from './report';

const ROOT = path.resolve(__dirname, '..', '..');
const started = Date.now();
const stamp = () => `[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s]`;
const log = (line: string) => console.log(`${stamp()} ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { values: args } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, faults: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
});
const QUICK = Boolean(args.quick);
const FAULT_NAMES = ['kill', 'cut', 'netem', 'db-restart', 'mail', 'webhook'] as const;
type FaultName = (typeof FAULT_NAMES)[number];
const chosen = new Set<FaultName>((args.faults ? args.faults.split(',').map((name) => name.trim()) : FAULT_NAMES) as FaultName[]);
for (const name of chosen) if (!FAULT_NAMES.includes(name)) throw new Error(`Unknown fault "${name}": choose among ${FAULT_NAMES.join(', ')}`);

/** Seconds: the issue's durations, or short ones for development. */
const D = QUICK
  ? { warmup: 10, killDown: 8, cut: 10, netem: 15, mail: 20, webhook: 60, settle: 8 }
  : { warmup: 20, killDown: 30, cut: 30, netem: 60, mail: 120, webhook: 600, settle: 20 };

const RUN_DIR = path.join(ROOT, '.data', 'rehearse');
const LOGS = path.join(RUN_DIR, 'logs');
const DATA_DIR = path.join(RUN_DIR, 'db', 'pg');
const BACKUP_DIR = path.join(RUN_DIR, 'db', 'backups');
const MAIL_RECORD = path.join(RUN_DIR, 'mail.jsonl');
const HOOK_RECORD = path.join(RUN_DIR, 'webhooks.jsonl');
const SMTP_PORT = 2525;
const HOOK_PORT = 8443;
const API_PORT = 4000;
const SITE_URL = `http://${HOSTS.lb.ip}`;
const DATABASE_URL = `postgres://marketplace:marketplace@${HOSTS.db.ip}:5432/marketplace`;
const RUN_TAG = `R${randomBytes(3).toString('hex')}`;

const children = new Map<string, ChildProcess>();
let tornDown = false;

function teardown(): void {
  if (tornDown) return;
  tornDown = true;
  log('Tearing down: processes, namespaces, links ...');
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
  teardownNetwork((line) => console.log(line));
}

process.on('SIGINT', () => {
  console.log('\nInterrupted.');
  teardown();
  console.log('Rehearsal interrupted: everything it made was removed.');
  process.exit(130);
});

/** Starts `command` inside `host`'s namespace, its output in logs/<name>.log; resolves with the child. */
function startOn(host: Host, name: string, command: string[], env: Record<string, string> = {}): ChildProcess {
  const out = createWriteStream(path.join(LOGS, `${name}.log`), { flags: 'a' });
  const child = spawn('ip', ['netns', 'exec', host.ns, ...command], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true, // Ctrl-C reaches the rehearsal only; it stops the hosts itself
  });
  child.stdout!.pipe(out, { end: false });
  child.stderr!.pipe(out, { end: false });
  children.set(name, child);
  return child;
}

/** The first JSON line a host prints on stdout that satisfies `ok` (or fails when the process exits first). */
function nextMessage(child: ChildProcess, ok: (message: any) => boolean, what: string, ms = 120_000): Promise<any> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => done(new Error(`Timed out after ${ms / 1000} s waiting for ${what}`)), ms);
    const onExit = () => done(new Error(`The process exited while waiting for ${what} (see .data/rehearse/logs)`));
    const done = (error?: Error, value?: unknown) => {
      clearTimeout(timer);
      lines.close();
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value);
    };
    lines.on('line', (line) => {
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        return;
      }
      if (ok(message)) done(undefined, message);
    });
    child.once('exit', onExit);
  });
}

const TS_NODE = ['node', '--conditions=@marketplace/source', '-r', '@swc-node/register'];
const TS_ENV = { SWC_NODE_PROJECT: path.join(ROOT, 'scripts/rehearse/tsconfig.json') };

async function waitForHttp(url: string, what: string, child?: ChildProcess, ms = 120_000): Promise<number> {
  const from = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode}); see .data/rehearse/logs`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return Date.now() - from;
    } catch {
      /* not yet */
    }
    if (Date.now() - from > ms) throw new Error(`Timed out after ${ms / 1000} s waiting for ${what} (${url})`);
    await sleep(200);
  }
}

const secrets = { auth: randomBytes(32).toString('base64'), webhookKey: randomBytes(32).toString('base64') };

/** The production settings every API host runs with; the rehearsal's choices are commented. */
function apiEnv(): Record<string, string> {
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

const apiProcesses = new Map<string, ChildProcess>();
async function startApi(host: Host): Promise<number> {
  const child = startOn(host, host.ns, ['node', 'backend/dist/main.js'], apiEnv());
  apiProcesses.set(host.ns, child);
  return waitForHttp(`http://${host.ip}:${API_PORT}/api/ready`, `${host.name} to be ready`, child);
}

function makeCertificates(): void {
  const dir = path.join(RUN_DIR, 'tls');
  mkdirSync(dir, { recursive: true });
  const openssl = (...rest: string[]) => execFileSync('openssl', rest, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Rehearsal authority', '-keyout', 'ca.key', '-out', 'ca.pem');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${WEBHOOK_ADDRESS}`, '-keyout', 'hook.key', '-out', 'hook.csr');
  writeFileSync(path.join(dir, 'ext.cnf'), `subjectAltName=IP:${WEBHOOK_ADDRESS}\n`);
  openssl('x509', '-req', '-in', 'hook.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'ext.cnf', '-out', 'hook.pem');
}

/** deploy/Caddyfile with the rehearsal's three API hosts as its upstreams: the same health checks and retries. */
function caddyfile(): string {
  const source = readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
  const upstreams = API_HOSTS.map((host) => `${host.ip}:${API_PORT}`).join(' ');
  const adapted = source.replace(/reverse_proxy [^{]+\{/, `reverse_proxy ${upstreams} {`);
  if (adapted === source) throw new Error('deploy/Caddyfile has no reverse_proxy line to adapt');
  return `{\n\tadmin off\n}\n${adapted}`;
}

const mailRecord = () => (existsSync(MAIL_RECORD) ? readFileSync(MAIL_RECORD, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);
const hookRecord = () => (existsSync(HOOK_RECORD) ? readFileSync(HOOK_RECORD, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);

async function graphql(query: string, variables: object, cookie = ''): Promise<any> {
  const response = await fetch(`${SITE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as any;
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return body.data;
}

/** Signs in as a person does: asks for a link, reads it from the mail host's record, follows it through the balancer. */
async function signIn(email: string): Promise<string> {
  const before = mailRecord().length;
  await graphql('mutation($email: String!) { requestSignInLink(email: $email) }', { email });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mail = mailRecord().slice(before).find((m) => m.to.includes(email));
    const link = mail && /https?:\/\/\S+magic-link\/verify\S+/.exec(mail.text)?.[0];
    if (link) {
      const url = new URL(link);
      const response = await fetch(`${SITE_URL}${url.pathname}${url.search}`, { redirect: 'manual' });
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      if (!cookies.length) throw new Error(`Following the sign-in link for ${email} set no cookie (${response.status})`);
      return cookies.join('; ');
    }
    if (Date.now() > deadline) throw new Error(`No sign-in e-mail for ${email} reached the mail host within 60 s`);
    await sleep(200);
  }
}

function createAccount(email: string): void {
  execFileSync('node', ['backend/dist/cli/create-operator.js', email], { cwd: ROOT, env: { ...process.env, ...apiEnv() }, stdio: ['ignore', 'ignore', 'pipe'] });
}

async function main(): Promise<number> {
  if (process.getuid?.() !== 0) throw new Error('The rehearsal makes network namespaces: run it as root.');
  // One rehearsal at a time: a second one would tear down the first's hosts.
  const lock = path.join(ROOT, '.data', 'rehearse.pid');
  const holder = existsSync(lock) ? Number(readFileSync(lock, 'utf8')) : 0;
  if (holder && holder !== process.pid && spawnSync('kill', ['-0', String(holder)]).status === 0) {
    tornDown = true; // its hosts are not ours to remove
    throw new Error(`Another rehearsal (process ${holder}) is running; wait for it to finish.`);
  }
  mkdirSync(path.dirname(lock), { recursive: true });
  writeFileSync(lock, String(process.pid));
  log(`Rehearsal ${RUN_TAG}${QUICK ? ' (quick)' : ''}: faults ${[...chosen].join(', ')}; ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);

  // 1. Tools and build.
  if (spawnSync('caddy', ['version'], { stdio: 'ignore' }).status !== 0) {
    log('Caddy is missing: installing Debian\'s caddy package with apt ...');
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'caddy'], { stdio: 'inherit' });
  }
  log(`Balancer: ${execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim().split(' ')[0]}`);
  if (!args['no-build']) {
    log('Building the production server (rules, backend) ...');
    execFileSync('npm', ['run', 'build', '-w', 'rules', '-w', 'backend', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  // 2. A clean slate: what an earlier run left, then the hosts.
  log('Removing what an earlier run may have left ...');
  teardownNetwork((line) => console.log(line));
  tornDown = false;
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  mkdirSync(apiEnv().UPLOAD_DIR, { recursive: true });
  log(`Creating the hosts on bridge ${SUBNET} (this machine is ${GATEWAY}) ...`);
  createNetwork((line) => console.log(line));
  makeCertificates();

  // 3. The database, mail and webhook hosts.
  log('Database host: the built-in PostgreSQL with WAL archiving ...');
  const db = startOn(HOSTS.db, 'database', [...TS_NODE, 'scripts/rehearse/hosts/db-host.ts', DATA_DIR, BACKUP_DIR, HOSTS.db.ip, SUBNET], TS_ENV);
  const dbReady = await nextMessage(db, (m) => 'ready' in m, 'the database host');
  if (!dbReady.ready) throw new Error(`The database host did not start: ${dbReady.error}`);
  const dbCommand = async (command: string) => {
    const reply = nextMessage(db, (m) => m.command === command, `the database host to ${command}`, 300_000);
    db.stdin!.write(`${command}\n`);
    const answer = await reply;
    if (!answer.ok) throw new Error(`The database host could not ${command}: ${answer.error}`);
    return answer;
  };
  const startMail = async () => {
    const mail = startOn(HOSTS.mail, 'mail', [...TS_NODE, 'scripts/rehearse/hosts/mail-host.ts', MAIL_RECORD, String(SMTP_PORT)], TS_ENV);
    await nextMessage(mail, (m) => m.ready, 'the mail host');
    return mail;
  };
  const startHook = async () => {
    const tls = path.join(RUN_DIR, 'tls');
    const hook = startOn(HOSTS.hook, 'webhooks', [...TS_NODE, 'scripts/rehearse/hosts/webhook-host.ts', HOOK_RECORD, String(HOOK_PORT), path.join(tls, 'hook.key'), path.join(tls, 'hook.pem')], TS_ENV);
    await nextMessage(hook, (m) => m.ready, 'the webhook receiver');
    return hook;
  };
  let mailHost = await startMail();
  let hookHost = await startHook();
  log(`Mail host (SMTP on ${HOSTS.mail.ip}:${SMTP_PORT}) and webhook receiver (https://${WEBHOOK_ADDRESS}:${HOOK_PORT}) are up`);

  // 4. The API hosts (the first runs the migrations) and the balancer.
  log(`API host ${API_HOSTS[0].name}: production build, migrations ...`);
  log(`  ready in ${((await startApi(API_HOSTS[0])) / 1000).toFixed(1)} s`);
  log(`API hosts ${API_HOSTS.slice(1).map((h) => h.name).join(', ')} ...`);
  await Promise.all(API_HOSTS.slice(1).map((host) => startApi(host)));
  writeFileSync(path.join(RUN_DIR, 'Caddyfile'), caddyfile());
  const balancer = startOn(HOSTS.lb, 'balancer', ['caddy', 'run', '--adapter', 'caddyfile', '--config', path.join(RUN_DIR, 'Caddyfile')], { HOME: RUN_DIR, XDG_DATA_HOME: RUN_DIR, XDG_CONFIG_HOME: RUN_DIR });
  await waitForHttp(`${SITE_URL}/api/ready`, 'the balancer', balancer);
  log(`Balancer (Caddy, deploy/Caddyfile's health checks on /api/ready) answers at ${SITE_URL}`);

  // 5. People: an operator who posts projects (published at once), a partner with a webhook endpoint.
  log('Accounts: an operator, and a partner with a webhook endpoint (signed in by e-mailed links) ...');
  const operatorEmail = 'operations@gtahomepros.ca';
  const partnerEmail = 'integrations@leadsnorth.ca';
  createAccount(operatorEmail);
  createAccount(partnerEmail);
  const control = new Client({ connectionString: DATABASE_URL });
  await control.connect();
  control.on('error', () => {});
  // The partner programme's approval is exercised elsewhere (partners.test.ts): here the account is simply made one.
  await control.query(`UPDATE "user" SET role = 'partner' WHERE email = $1`, [partnerEmail]);
  const operatorCookie = await signIn(operatorEmail);
  const partnerCookie = await signIn(partnerEmail);
  await graphql(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } secret } }',
    { input: { url: `https://${WEBHOOK_ADDRESS}:${HOOK_PORT}/hooks/gta-home-pros`, events: ['project.published'], description: 'Leads North intake' } },
    partnerCookie,
  );
  await control.end();

  // 6. A base backup before the load: the restore at the end starts from it.
  log('Database host: a base backup (non-exclusive low-level API) ...');
  const backup = await dbCommand('backup');
  log(`  base backup ${backup.name} taken in ${(backup.ms / 1000).toFixed(1)} s`);

  // 7. Load and faults.
  const load = new LoadGenerator({ baseUrl: SITE_URL, siteUrl: SITE_URL, operatorCookie, runTag: RUN_TAG, clients: 6, pauseMs: 150, writeDeadlineMs: 90_000 });
  const windows: FaultWindow[] = [];
  const loadStart = Date.now();
  load.start();
  log(`Load: 6 clients through the balancer (6 reads, 3 visitor posts, 1 operator post per 10 requests); warming up ${D.warmup} s ...`);
  await sleep(D.warmup * 1000);

  /** `run` makes the fault and ends it; it gives the moment the fault took effect when its set-up takes a while. */
  const fault = async (name: FaultName, label: string, run: () => Promise<{ start?: number; end: number; note?: string }>) => {
    if (!chosen.has(name)) return;
    log(`Fault: ${label} ...`);
    const asked = Date.now();
    const result = await run();
    const { end, note } = result;
    const start = result.start ?? asked;
    log(`  over after ${((end - start) / 1000).toFixed(1)} s${note ? ` (${note})` : ''}; watching ${D.settle} s more`);
    await sleep(Math.max(0, end + D.settle * 1000 - Date.now()));
    windows.push({ name, label, start, end, until: Date.now() });
  };

  // The receiver outage is long: it runs beside the others, from the start.
  let webhookOutage: Promise<void> = Promise.resolve();
  if (chosen.has('webhook')) {
    const start = Date.now();
    log(`Fault (beside the others): webhook receiver down for ${D.webhook} s`);
    hookHost.kill('SIGKILL');
    webhookOutage = (async () => {
      await sleep(D.webhook * 1000);
      hookHost = await startHook();
      const end = Date.now();
      log(`  webhook receiver back after ${((end - start) / 1000).toFixed(0)} s; watching ${D.settle} s more`);
      await sleep(D.settle * 1000);
      windows.push({ name: 'webhook', label: `webhook receiver down ${D.webhook} s (beside the others)`, start, end, until: Date.now() });
    })();
  }

  await fault('kill', `kill -9 of ${API_HOSTS[0].name} under load, restarted after ${D.killDown} s`, async () => {
    apiProcesses.get(API_HOSTS[0].ns)!.kill('SIGKILL');
    await sleep(D.killDown * 1000);
    const end = Date.now();
    const readyMs = await startApi(API_HOSTS[0]);
    return { end, note: `back and ready ${(readyMs / 1000).toFixed(1)} s after its restart` };
  });
  const linkFault = (host: Host, destinations: string[], delayMs: number, lossPercent: number) =>
    impair(host, destinations, delayMs, lossPercent, (on, command) => startOn(on, `link-fault-${on.ns}`, command));
  await fault('cut', `${API_HOSTS[1].name} cut off from the database for ${D.cut} s`, async () => {
    // Every packet between the two is lost, both ways: a partition, not a refusal (nothing answers at all).
    const faults = [await linkFault(API_HOSTS[1], [HOSTS.db.ip], 0, 100), await linkFault(HOSTS.db, [API_HOSTS[1].ip], 0, 100)];
    const start = Date.now();
    await sleep(D.cut * 1000);
    for (const one of faults) one.clear();
    return { start, end: Date.now() };
  });
  await fault('netem', `20 % loss and 200 ms delay between the API hosts and the database for ${D.netem} s`, async () => {
    // Each direction: 200 ms and 20 % loss on the way out of every API host to the database, and back.
    const faults = [...(await Promise.all(API_HOSTS.map((api) => linkFault(api, [HOSTS.db.ip], 200, 20)))), await linkFault(HOSTS.db, API_HOSTS.map((api) => api.ip), 200, 20)];
    const start = Date.now();
    await sleep(D.netem * 1000);
    for (const one of faults) one.clear();
    return { start, end: Date.now() };
  });
  await fault('db-restart', 'database restart under load', async () => {
    const answer = await dbCommand('restart');
    return { end: Date.now(), note: `down ${(answer.downMs / 1000).toFixed(1)} s` };
  });
  await fault('mail', `mail host down for ${D.mail} s`, async () => {
    mailHost.kill('SIGKILL');
    await sleep(D.mail * 1000);
    mailHost = await startMail();
    return { end: Date.now() };
  });
  await webhookOutage;

  log('Stopping the load (writes under way finish or run out of time) ...');
  await load.stop();
  const loadEnd = Date.now();

  // 8. E-mails and webhooks after recovery: wait for each one due, then a moment for any repeat.
  const ackedVisitors = load.writes.filter((w) => w.kind === 'visitor-post' && w.ackAt);
  const ackedOperator = load.writes.filter((w) => w.kind === 'operator-post' && w.ackAt);
  log(`Waiting for ${ackedVisitors.length} confirmation e-mails and ${ackedOperator.length} webhook events ...`);
  const deliveryDeadline = Date.now() + (QUICK ? 120_000 : 300_000);
  for (;;) {
    const mailed = new Set(mailRecord().flatMap((m) => m.to));
    const hooked = new Set(hookRecord().map((h) => Number(JSON.parse(h.body)?.data?.project?.id)));
    const missingMail = ackedVisitors.filter((w) => !mailed.has(w.email!)).length;
    const missingHooks = ackedOperator.filter((w) => !hooked.has(w.id!)).length;
    if (!missingMail && !missingHooks) break;
    if (Date.now() > deliveryDeadline) {
      log(`  still missing after the wait: ${missingMail} e-mail(s), ${missingHooks} webhook event(s)`);
      break;
    }
    await sleep(1000);
  }
  await sleep(5000);

  // 9. What the database holds.
  log('Checking every acknowledged write in the database ...');
  const check = new Client({ connectionString: DATABASE_URL });
  await check.connect();
  const { rows: projects } = await check.query<{ id: number; title: string }>(`SELECT id, title FROM project WHERE title LIKE $1`, [`%(${RUN_TAG}-%`]);
  await check.end();

  // 10. The restore: the database host's backup to the middle of the run.
  const target = new Date(Math.round((loadStart + loadEnd) / 2 / 1000) * 1000);
  log(`Restore: the database host's backup to ${torontoTime(target)} (Toronto), the middle of the run ...`);
  const archiveDeadline = Date.now() + 120_000;
  while (((await restoreRange(BACKUP_DIR))?.to.getTime() ?? 0) < target.getTime()) {
    if (Date.now() > archiveDeadline) throw new Error('The WAL archive did not reach the restore target within 2 minutes');
    await sleep(1000);
  }
  const restored = await restoreToTime({
    backupDir: BACKUP_DIR,
    liveDataDir: DATA_DIR,
    target,
    into: path.join(RUN_DIR, 'db', 'pg-restored'),
    progress: (line) => log(`  ${line}`),
    inspect: async (client) => (await client.query<{ id: number }>(`SELECT id FROM project WHERE title LIKE $1`, [`%(${RUN_TAG}-%`])).rows.map((row) => Number(row.id)),
  });
  const restoredIds = new Set(restored.inspected ?? []);
  const dueAtTarget = load.writes.filter((w) => w.ackAt && w.ackAt < target.getTime());
  const missingAfterRestore = dueAtTarget.filter((w) => !restoredIds.has(w.id!));
  log(`  ${dueAtTarget.length - missingAfterRestore.length} of ${dueAtTarget.length} writes acknowledged before ${torontoTime(target)} are in the restored copy`);

  // 11. The table.
  const results = measure({ windows, attempts: load.attempts, writes: load.writes, projects, mail: mailRecord(), hooks: hookRecord(), loadStart, loadEnd });
  const table = renderTable(results);
  const summary = {
    tag: RUN_TAG,
    quick: QUICK,
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    caddy: execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim(),
    restore: { target: target.toISOString(), acknowledgedBefore: dueAtTarget.length, missing: missingAfterRestore.length, stoppedAtTarget: restored.stoppedAtTarget },
    results,
  };
  writeFileSync(path.join(RUN_DIR, 'results.json'), JSON.stringify(summary, null, 2));
  writeFileSync(path.join(RUN_DIR, 'table.md'), `${table}\n`);
  writeFileSync(path.join(RUN_DIR, 'writes.json'), JSON.stringify(load.writes, null, 1));
  writeFileSync(path.join(RUN_DIR, 'attempts.json'), JSON.stringify(load.attempts));
  console.log(`\n${table}\n`);
  const total = results.find((row) => row.name === 'whole run')!;
  const ok = results.every((row) => row.lost === 0 && row.duplicated === 0 && row.mailProblems === 0 && row.hookProblems === 0) && missingAfterRestore.length === 0;
  teardown();
  console.log(
    `Rehearsal ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60000).toFixed(1)} min: ${total.requests} requests, ${total.acked} acknowledged writes, ` +
      `${total.lost} lost, ${total.duplicated} duplicated, e-mail problems ${total.mailProblems}, webhook problems ${total.hookProblems}; ` +
      `restore to the middle of the run: ${dueAtTarget.length - missingAfterRestore.length}/${dueAtTarget.length} present (table in .data/rehearse/table.md).`,
  );
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    teardown();
    process.exit(code);
  },
  (error: unknown) => {
    console.error(`\n${stamp()} The rehearsal failed: ${(error as Error).message}`);
    teardown();
    console.error('Rehearsal failed before its table: logs in .data/rehearse/logs; everything it made was removed.');
    process.exit(1);
  },
);
