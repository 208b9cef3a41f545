import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { createLogger } from '../src/logger';
import { requestLogging } from '../src/rest/request-logging';

async function logsOf(setup: (app: express.Express) => void, headers: Record<string, string> = {}) {
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
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, { headers });
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
