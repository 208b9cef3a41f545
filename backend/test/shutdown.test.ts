import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../src/logger';
import { Lifecycle, drainableHttp, type DrainableHttp } from '../src/shutdown';

/** The HTTP part of the graceful stop, on a bare server: what keeps a close open and what does not. */
let http: Server;
let drain: DrainableHttp;
let lifecycle: Lifecycle;
let release: () => void = () => {};
let agent: Agent;
let port: number;

beforeEach(async () => {
  lifecycle = new Lifecycle();
  http = createServer();
  http.keepAliveTimeout = 60_000; // long: a close that waited for idle keep-alive connections would time the test out
  drain = drainableHttp(http, lifecycle, createLogger('silent'));
  const held = new Promise<void>((resolve) => (release = resolve));
  http.on('request', (req, res) => {
    if (req.url === '/slow') void held.then(() => res.end('slow done'));
    else res.end('ok');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
  agent = new Agent({ keepAlive: true });
});
afterEach(() => {
  release();
  agent.destroy();
  http.closeAllConnections();
  http.close();
});

function get(path: string): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
}

it('closes idle keep-alive connections at once instead of waiting for their timeout', async () => {
  expect(await get('/')).toMatchObject({ status: 200, connection: 'keep-alive' });
  await drain.close(5_000); // would hang for keepAliveTimeout (60 s) if the idle connection held it
});

it('lets a request under way finish, closes its connection after the answer and refuses new ones', async () => {
  const slow = get('/slow');
  await new Promise<void>((resolve) => http.once('request', () => resolve()));
  lifecycle.shuttingDown = true;
  const closed = drain.close(5_000);
  await expect(get('/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  release();
  expect(await slow).toEqual({ status: 200, connection: 'close', body: 'slow done' });
  await closed;
});

it('cuts requests still running after the grace period', async () => {
  const slow = get('/slow').then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );
  await new Promise<void>((resolve) => http.once('request', () => resolve()));
  await drain.close(100);
  expect(await slow).toBe('ECONNRESET');
});
