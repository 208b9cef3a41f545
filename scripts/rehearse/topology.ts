/**
 * The rehearsal's hosts as processes: starting one in its namespace and reading what it says, the API
 * hosts, the database, mail and webhook hosts, the balancer's configuration, signing in through the
 * balancer, and tearing everything down (rehearse.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { API_HOSTS, HOSTS, SUBNET, WEBHOOK_ADDRESS, teardownNetwork, type Host } from './net';
import {
  API_PORT,
  BACKUP_DIR,
  DATA_DIR,
  HOOK_PORT,
  HOOK_RECORD,
  LOGS,
  MAIL_RECORD,
  ROOT,
  RUN_DIR,
  SITE_URL,
  SMTP_PORT,
  TS_ENV,
  TS_NODE,
  apiEnv,
  log,
  sleep,
} from './settings';

const children = new Map<string, ChildProcess>();
let tornDown = false;

/** Whether the end of the run removes the hosts: not another rehearsal's (true), again after the clean slate (false). */
export function markTornDown(value: boolean): void {
  tornDown = value;
}

export function teardown(): void {
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
export function startOn(host: Host, name: string, command: string[], env: Record<string, string> = {}): ChildProcess {
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
export function nextMessage(child: ChildProcess, ok: (message: any) => boolean, what: string, ms = 120_000): Promise<any> {
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

export async function waitForHttp(url: string, what: string, child?: ChildProcess, ms = 120_000): Promise<number> {
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

export const apiProcesses = new Map<string, ChildProcess>();
export async function startApi(host: Host): Promise<number> {
  const child = startOn(host, host.ns, ['node', 'backend/dist/main.js'], apiEnv());
  apiProcesses.set(host.ns, child);
  return waitForHttp(`http://${host.ip}:${API_PORT}/api/ready`, `${host.name} to be ready`, child);
}

export function makeCertificates(): void {
  const dir = path.join(RUN_DIR, 'tls');
  mkdirSync(dir, { recursive: true });
  const openssl = (...rest: string[]) => execFileSync('openssl', rest, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Rehearsal authority', '-keyout', 'ca.key', '-out', 'ca.pem');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${WEBHOOK_ADDRESS}`, '-keyout', 'hook.key', '-out', 'hook.csr');
  writeFileSync(path.join(dir, 'ext.cnf'), `subjectAltName=IP:${WEBHOOK_ADDRESS}\n`);
  openssl('x509', '-req', '-in', 'hook.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'ext.cnf', '-out', 'hook.pem');
}

/** deploy/Caddyfile with the rehearsal's three API hosts as its upstreams: the same health checks and retries. */
export function caddyfile(): string {
  const source = readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
  const upstreams = API_HOSTS.map((host) => `${host.ip}:${API_PORT}`).join(' ');
  const adapted = source.replace(/reverse_proxy [^{]+\{/, `reverse_proxy ${upstreams} {`);
  if (adapted === source) throw new Error('deploy/Caddyfile has no reverse_proxy line to adapt');
  return `{\n\tadmin off\n}\n${adapted}`;
}

export const mailRecord = () => (existsSync(MAIL_RECORD) ? readFileSync(MAIL_RECORD, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);
export const hookRecord = () => (existsSync(HOOK_RECORD) ? readFileSync(HOOK_RECORD, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);

export async function graphql(query: string, variables: object, cookie = ''): Promise<any> {
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
export async function signIn(email: string): Promise<string> {
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

export function createAccount(email: string): void {
  execFileSync('node', ['backend/dist/cli/create-operator.js', email], { cwd: ROOT, env: { ...process.env, ...apiEnv() }, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Starts the database host; resolves with what sends it a command (backup, restart) and waits for its answer. */
export async function startDatabase(): Promise<(command: string) => Promise<any>> {
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
  return dbCommand;
}

export async function startMail(): Promise<ChildProcess> {
  const mail = startOn(HOSTS.mail, 'mail', [...TS_NODE, 'scripts/rehearse/hosts/mail-host.ts', MAIL_RECORD, String(SMTP_PORT)], TS_ENV);
  await nextMessage(mail, (m) => m.ready, 'the mail host');
  return mail;
}

export async function startHook(): Promise<ChildProcess> {
  const tls = path.join(RUN_DIR, 'tls');
  const hook = startOn(HOSTS.hook, 'webhooks', [...TS_NODE, 'scripts/rehearse/hosts/webhook-host.ts', HOOK_RECORD, String(HOOK_PORT), path.join(tls, 'hook.key'), path.join(tls, 'hook.pem')], TS_ENV);
  await nextMessage(hook, (m) => m.ready, 'the webhook receiver');
  return hook;
}
