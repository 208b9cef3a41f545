/**
 * Webhook deliveries never reach inside our network. This server runs as production does on that
 * point: loopback NOT allowed (no WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS). Each refused address is logged
 * as a failed delivery, and a receiver listening on loopback is never contacted. The delivery log
 * (the partner's) says only that the address is not allowed or not reachable, never which address or
 * why: the full reason is in the server log.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { WEBHOOK_ERRORS } from '../src/modules/webhook/webhook-sender';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let listener: Server;
let port = 0;
const contacted: string[] = [];
let partner = '';
let operator = '';
/** The server log, as JSON lines. */
const logLines: Record<string, any>[] = [];

beforeAll(async () => {
  // A real receiver on loopback: reaching it would be the breach.
  listener = createServer((req, res) => {
    contacted.push(req.url ?? '');
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
  server = await startTestServer(
    { webhooksAllowLoopbackForTests: false, webhookRetryBaseMs: 60_000, logLevel: 'info' },
    { logDestination: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
  );
  await server.createUser('ssrf@partner.example.ca', 'partner', 'Probe Co');
  await server.createUser('ops@gtahomepros.ca', 'operator', 'Ops');
  partner = await server.signIn('ssrf@partner.example.ca');
  operator = await server.signIn('ops@gtahomepros.ca');
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => listener?.close(resolve));
});

async function endpoint(url: string, cookie = partner): Promise<string> {
  const res = await server.graphql(`mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { endpoint { id } } }`, { i: { url, events: ['project.published'] } }, { cookie });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createWebhookEndpoint.endpoint.id;
}

async function log(id: string) {
  const res = await server.graphql(`query($id: ID!) { webhookDeliveries(endpointId: $id) { nodes { eventType succeeded statusCode error } } }`, { id }, { cookie: partner });
  return res.body.data.webhookDeliveries.nodes as { eventType: string; succeeded: boolean; statusCode: number | null; error: string }[];
}

/** Words of a refusal's cause that would tell a partner something about our network. */
const REVEALING = /127\.0\.0\.1|169\.254|10\.0\.0\.1|::1|ffff|localhost|invalid|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|private|not found|refused/i;

test.each([
  ['loopback', () => `http://127.0.0.1:${port}/hook`],
  ['the cloud metadata address (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
  ['a private network address', () => 'http://10.0.0.1/hook'],
  ['a name that resolves to loopback', () => `http://localhost:${port}/hook`],
  ['IPv6 loopback', () => `http://[::1]:${port}/hook`],
  ['an IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/hook`],
  ['a name that does not exist', () => 'http://billing-db.gta-probe.invalid/hook'],
])('%s is refused and logged as a failed delivery whose reason names no address; the cause goes to the server log only', async (_name, url) => {
  const id = await endpoint(url());
  const sent = await server.graphql(`mutation($id: ID!) { sendTestWebhookEvent(id: $id) { succeeded statusCode error durationMs } }`, { id }, { cookie: partner });
  // A private address, a name not found and a refused connection all read the same: nothing maps our network.
  expect(sent.body.data.sendTestWebhookEvent).toMatchObject({ succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.unreachable });
  expect(await log(id)).toEqual([expect.objectContaining({ eventType: 'webhook.test', succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.unreachable })]);
  const stored = await server.db.query(`SELECT error, response_body FROM webhook_attempt WHERE endpoint_id = $1`, [id]);
  expect(JSON.stringify(stored)).not.toMatch(REVEALING);
  // Operators still learn why, from the server log, by endpoint.
  const logged = logLines.find((line) => line.msg === 'Webhook attempt could not connect' && String(line.endpointId) === id);
  expect(logged?.reason).toMatch(/is not allowed|ENOTFOUND|EAI_AGAIN/);
  expect(contacted).toEqual([]);
  await server.graphql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id }, { cookie: partner });
});

test('events to a refused address are attempted by the worker, logged as failed, and never reach it', async () => {
  const id = await endpoint(`http://localhost:${port}/events`);
  const res = await server.graphql(
    `mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }`,
    { i: { title: 'Roof in Markham', description: 'Reshingle a 1,800 sq ft roof in Markham', category: 'Roofing', budget: '$10,000 - $25,000', timeline: 'Within 1 month', location: 'Markham, ON' } },
    { cookie: operator },
  );
  expect(res.body.errors).toBeUndefined();
  const deadline = Date.now() + 20_000;
  let attempts = await log(id);
  while (attempts.length === 0) {
    if (Date.now() > deadline) throw new Error('No delivery attempt was logged within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
    attempts = await log(id);
  }
  expect(attempts[0]).toMatchObject({ eventType: 'project.published', succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.unreachable });
  expect(contacted).toEqual([]);
});

test('the loopback switch is refused in production', async () => {
  const saved = { ...process.env };
  try {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      WEBHOOK_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      MAIL_DISABLED: 'true',
    });
    expect(() => loadConfig()).toThrow(/WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS is for tests only/);
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
});
