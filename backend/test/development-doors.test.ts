import { networkInterfaces } from 'node:os';
import { storedAuthSecret } from '../src/auth/server-secret';
import { loadConfig } from '../src/config';
import { exposureWarning } from '../src/dev-exposure';
import { UnsubscribeTokens } from '../src/modules/notification/unsubscribe-token';
import { startTestServer, type TestServer } from './test-server';

/** The secret every development server used to sign with, readable in the source of a8cc9ca. */
const OLD_BUILT_IN_SECRET = 'development-only-secret-set-BETTER_AUTH_SECRET-in-production';

/** An address of this machine that is not loopback: a request to it arrives from another interface's address. */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((info) => info && !info.internal && info.family === 'IPv4');
  if (!address) throw new Error('This test needs a non-loopback IPv4 interface (e.g. eth0) to reach the server from outside loopback');
  return address.address;
}

const logged = () => {
  const lines: Record<string, any>[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } };
};

describe('a development server (no SMTP_URL)', () => {
  const log = logged();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ host: '0.0.0.0', logLevel: 'warn' }, { logDestination: log.destination });
  });
  afterAll(() => server?.stop());

  it('shows the development mailbox only to requests from this machine, never through a proxy or from elsewhere', async () => {
    await server.graphql(`mutation { requestSignInLink(email: "mailbox@example.ca") }`);
    await server.mailTo('mailbox@example.ca');
    const local = await fetch(`${server.url.replace('localhost', '127.0.0.1')}/dev/mailbox.json`);
    expect(local.status).toBe(200);
    expect(JSON.stringify(await local.json())).toContain('magic-link/verify');
    expect((await fetch(`http://127.0.0.1:${server.port}/dev/mailbox`)).status).toBe(200);

    for (const path of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=mailbox%40example.ca']) {
      const outside = await fetch(`http://${outsideAddress()}:${server.port}${path}`);
      expect(outside.status).toBe(404);
      // The site's plain not-found answer, as for any path that does not exist: no hint of a mailbox.
      const body = await outside.text();
      expect(body).not.toMatch(/magic-link|Development mailbox|mailbox@/);
      expect(body.replace(path.split('?')[0], '/dev/none')).toBe(await (await fetch(`http://${outsideAddress()}:${server.port}/dev/none`)).text());
      // A reverse proxy on this machine makes every visitor's request come from loopback: refused too.
      for (const header of [['x-forwarded-for', '127.0.0.1'], ['forwarded', 'for=127.0.0.1'], ['x-real-ip', '127.0.0.1']] as [string, string][]) {
        const proxied = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: [header] });
        expect(proxied.status).toBe(404);
        expect(await proxied.text()).not.toContain('magic-link');
      }
    }
  });

  it('warns loudly at start that it listens beyond loopback, and how to stop it', () => {
    const warning = log.lines.find((line) => /WARNING: this development server listens on 0\.0\.0\.0/.test(line.msg));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning!.msg).toContain('HOST=127.0.0.1');
    expect(warning!.msg).toContain('/dev/mailbox');
  });

  it('signs tokens with a random secret kept in the database, shared by every replica, never the old built-in one', async () => {
    const [row] = await server.db.query(`SELECT value FROM server_secret WHERE name = 'auth'`);
    expect(row.value).toMatch(/^[\w-]{43}$/);
    expect(row.value).not.toBe(OLD_BUILT_IN_SECRET);

    await server.createUser('replica@example.ca', 'homeowner');
    const cookie = await server.signIn('replica@example.ca');
    const userId = (await server.rest('GET', '/api/account/me', undefined, { cookie })).body.viewer.id;
    const second = await startTestServer({ databaseUrl: server.databaseUrl });
    try {
      // The other replica reads the session cookie signed by the first, and its unsubscribe links.
      expect((await second.rest('GET', '/api/account/me', undefined, { cookie })).body.viewer).toMatchObject({ email: 'replica@example.ca' });
      const genuine = server.services.notifications.tokens.sign(userId, 'all');
      expect(second.services.notifications.tokens.verify(genuine)).toEqual({ userId, kind: 'all' });
    } finally {
      await second.stop();
    }
    // A token forged with the secret that used to be in the source is refused.
    const forged = new UnsubscribeTokens(OLD_BUILT_IN_SECRET).sign(userId, 'all');
    const refused = await server.rest('POST', `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`, {});
    expect(refused.status).toBe(400);

    // A database without one gets a new random secret, made once: the first writer wins.
    await server.db.query(`DELETE FROM server_secret`);
    const [made, again] = await Promise.all([storedAuthSecret(server.db), storedAuthSecret(server.db)]);
    expect(made).toBe(again);
    expect(made).not.toBe(row.value);
  });

  it('sends no Strict-Transport-Security outside production (plain http://localhost)', async () => {
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('configuration', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });
  const withEnv = (env: Record<string, string | undefined>) => {
    for (const name of ['NODE_ENV', 'SMTP_URL', 'MAIL_DISABLED', 'HOST', 'BETTER_AUTH_SECRET', 'WEBHOOK_SECRET_KEY', 'WEBHOOK_SECRET_KEY_PREVIOUS']) delete process.env[name];
    Object.assign(process.env, env);
    return loadConfig;
  };
  const SECRET = 'x'.repeat(32);
  /** What production needs besides: the key that encrypts webhook signing secrets. */
  const KEY = Buffer.alloc(32, 1).toString('base64');

  it('refuses production without SMTP_URL unless MAIL_DISABLED=true says so', () => {
    expect(withEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET })).toThrow(/SMTP_URL is required in production.*MAIL_DISABLED=true/);
    expect(withEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, WEBHOOK_SECRET_KEY: KEY, MAIL_DISABLED: 'true' })()).toMatchObject({ mailDisabled: true, smtpUrl: undefined });
    expect(withEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, WEBHOOK_SECRET_KEY: KEY, SMTP_URL: 'smtp://mail.example.ca:587' })()).toMatchObject({ mailDisabled: false });
    expect(withEnv({ SMTP_URL: 'smtp://mail.example.ca:587', MAIL_DISABLED: 'true' })).toThrow(/contradict/);
    expect(withEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET is required/);
  });

  it('warns only for a development server that listens beyond loopback', () => {
    const dev = { production: false, port: 4000, smtpUrl: undefined, mailDisabled: false };
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(exposureWarning({ ...dev, host })).toBeUndefined();
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'my-laptop.local']) expect(exposureWarning({ ...dev, host })).toContain('HOST=127.0.0.1');
    expect(exposureWarning({ ...dev, host: '0.0.0.0', production: true })).toBeUndefined();
  });

  it('listens on loopback by default outside production, on every interface in production, and as HOST says', () => {
    expect(withEnv({})()).toMatchObject({ host: '127.0.0.1', authSecret: undefined });
    expect(withEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, WEBHOOK_SECRET_KEY: KEY, MAIL_DISABLED: 'true' })().host).toBe('0.0.0.0');
    expect(withEnv({ HOST: '0.0.0.0' })().host).toBe('0.0.0.0');
  });
});

describe('a production server with MAIL_DISABLED=true', () => {
  const log = logged();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ production: true, mailDisabled: true, logLevel: 'info' }, { logDestination: log.destination });
  });
  afterAll(() => server?.stop());

  it('never logs a live sign-in link: it logs that a message was dropped, recipient redacted', async () => {
    const asked = await server.graphql(`mutation { requestSignInLink(email: "priya.raman@example.ca") }`);
    expect(asked.body).toEqual({ data: { requestSignInLink: true } });
    await server.jobsIdle();
    const dropped = log.lines.find((line) => line.msg?.startsWith('E-mail not sent'));
    expect(dropped).toMatchObject({ level: 40, to: 'p***@example.ca', subject: expect.any(String) });
    const all = JSON.stringify(log.lines);
    expect(all).not.toContain('magic-link/verify');
    expect(all).not.toContain('priya.raman@');
    expect((await server.db.query(`SELECT COUNT(*)::int AS n FROM dev_mailbox`))[0].n).toBe(0);
    expect((await fetch(`http://127.0.0.1:${server.port}/dev/mailbox.json`)).status).toBe(404);
    // Listening on loopback in production: no development warning.
    expect(all).not.toContain('WARNING: this development server');
  });

  it('sends Strict-Transport-Security', async () => {
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
