import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { createLogger } from '../src/logger';
import { requestLogging } from '../src/rest/request-logging';
import { startTestServer, type TestServer } from './test-server';

async function logsOf(setup: (app: express.Express) => void, headers: Record<string, string> = {}, path = '/x') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level: 'info' }, stream)));
  setup(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });
  await response.text();
  await new Promise((resolve) => server.close(resolve));
  return { lines, response };
}

it('logs one line per request with its id, status and duration, and echoes the id', async () => {
  const { lines, response } = await logsOf((app) => app.get('/x', (_req, res) => void res.status(404).json({})), {
    'X-Request-Id': 'abc-123',
  });
  expect(response.headers.get('x-request-id')).toBe('abc-123');
  expect(lines).toEqual([
    expect.objectContaining({ level: 40, msg: 'request', reqId: 'abc-123', req: { method: 'GET', url: '/x' }, res: { status: 404 }, ms: expect.any(Number) }),
  ]);
});

it('replaces an unsafe request id and adds the role and user id once the caller is known', async () => {
  const { lines, response } = await logsOf(
    (app) => {
      app.use((req, _res, next) => {
        Object.assign(req, { actor: { role: 'contractor', userId: 'u1' } });
        next();
      });
      app.get('/x', (_req, res) => void res.json({}));
    },
    { 'X-Request-Id': 'bad id with spaces' },
  );
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(lines[0]).toMatchObject({ level: 30, role: 'contractor', userId: 'u1', res: { status: 200 } });
});

it('logs a database error by its message and code, without the connection pg attaches to it', () => {
  const lines: Record<string, any>[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const error = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    client: { connectionParameters: { user: 'marketplace', database: 'marketplace' }, processID: 28187, secretKey: -913436712 },
  });
  logger.warn({ err: error }, 'Idle database connection lost');
  expect(lines[0].err).toMatchObject({ type: 'Error', message: 'terminating connection due to administrator command', code: '57P01' });
  expect(lines[0].err).not.toHaveProperty('client');
});

it('redacts sign-in and unsubscribe tokens from logged URLs, in the query and in the path', async () => {
  const cases: [string, string][] = [
    ['/api/auth/magic-link/verify?token=SIGNINSECRET&callbackURL=%2Fmy-projects', '/api/auth/magic-link/verify?token=[REDACTED]&callbackURL=%2Fmy-projects'],
    ['/api/notifications/unsubscribe?token=UNSUBSECRET.sig', '/api/notifications/unsubscribe?token=[REDACTED]'],
    ['/notifications/unsubscribe?a=1&Token=UNSUBSECRET', '/notifications/unsubscribe?a=1&Token=[REDACTED]'],
    ['/unsubscribe/UNSUBSECRET?x=1', '/unsubscribe/[REDACTED]?x=1'],
  ];
  for (const [path, logged] of cases) {
    const { lines } = await logsOf((app) => app.use((_req, res) => void res.json({})), {}, path);
    expect(lines).toEqual([expect.objectContaining({ req: { method: 'GET', url: logged } })]);
    expect(JSON.stringify(lines)).not.toMatch(/SIGNINSECRET|UNSUBSECRET/);
  }
});

describe('the running server', () => {
  const lines: string[] = [];
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  it('never logs a sign-in link or an unsubscribe token, while a person signs in and unsubscribes', async () => {
    server = await startTestServer({ logLevel: 'info' }, { logDestination: { write: (line: string) => void lines.push(line) } });
    await server.createUser('logs@example.ca', 'homeowner');
    const cookie = await server.signIn('logs@example.ca');
    const mail = await server.mailTo('logs@example.ca');
    const signInToken = new URL(/https?:\/\/\S+magic-link\/verify\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const me = await server.rest('GET', '/api/account/me', undefined, { cookie });
    const unsubscribeToken = server.services.notifications.tokens.sign(me.body.viewer.id, 'all');
    const unsubscribed = await server.rest('POST', `/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(unsubscribed.status).toBe(200);
    await fetch(`${server.url}/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`);
    await server.jobsIdle();

    const log = lines.join('');
    expect(log).toContain('/api/auth/magic-link/verify?token=[REDACTED]');
    expect(log).toContain('/api/notifications/unsubscribe?token=[REDACTED]');
    expect(log).toContain('E-mail kept in the development mailbox');
    for (const token of [signInToken, unsubscribeToken, encodeURIComponent(unsubscribeToken)]) expect(log).not.toContain(token);
  });
});
