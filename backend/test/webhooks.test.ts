/**
 * Partner webhooks end to end: a real receiver on a free loopback port (allowed by the test-only
 * WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS), the real server, PostgreSQL and job queue. The receiver
 * verifies every signature with standardwebhooks' own Webhook.verify.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES } from '@marketplace/shared';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { migrations, openDatabase } from '../src/db/data-source';
import { WebhookSecretsAtRest1766274380000 } from '../src/db/migrations/1766274380000-WebhookSecretsAtRest';
import type { MailQueue } from '../src/mail/mail-queue';
import { reencryptWebhookSecrets, webhookSecretBoxFor, WebhookSecretBox, WebhookSecretKeyError } from '../src/modules/webhook/webhook-secret-box';
import { WEBHOOK_ERRORS } from '../src/modules/webhook/webhook-sender';
import { TEST_SENDS_PER_ENDPOINT_HOUR, TEST_SENDS_PER_PARTNER_HOUR, WebhookService } from '../src/modules/webhook/webhook.service';
import { createTestDatabase } from '../../test-support/database';
import { completeTerms } from './agreement-fixtures';
import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';

interface Received {
  path: string;
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver: any other path answers 204; /flaky answers 500 to the first try of each event; /down always 500; /redirect 302 to the bystander. */
class Receiver {
  readonly received: Received[] = [];
  private readonly seen = new Set<string>();
  server: Server;
  constructor(private readonly redirectTo?: () => string) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        this.received.push({ path: req.url ?? '', id, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (req.url === '/down' || (req.url === '/flaky' && !this.seen.has(id))) {
          this.seen.add(id);
          res.writeHead(500, { 'content-type': 'text/plain' }).end(`Database unavailable ${'x'.repeat(3000)}`);
          return;
        }
        if (req.url === '/redirect' && this.redirectTo) {
          res.writeHead(302, { location: this.redirectTo() }).end();
          return;
        }
        res.writeHead(204).end();
      });
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
  /** Events (de-duplicated on webhook-id, as a receiver should) that reached `path` and verify with `secret`. */
  events(path: string, secret: string): { id: string; type: string; timestamp: string; data: any }[] {
    const unique = new Map<string, Received>();
    for (const request of this.received) if (request.path === path) unique.set(request.id, request);
    return [...unique.values()].map((request) => ({ id: request.id, ...(new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as any) }));
  }
}

async function waitFor<T>(what: string, read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)?.slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CREATE = `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id url enabled events trades { id } cities { slug } } } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $i) { id enabled disabledReason } }`;

let server: TestServer;
const receiver = new Receiver(() => `${bystanderUrl}/never`);
const bystander = new Receiver();
let base = '';
let bystanderUrl = '';
let partner = '';
let operator = '';
const partnerEmail = 'hooks@partner.example.ca';

beforeAll(async () => {
  // Each piece is stopped in afterAll whatever happened here.
  base = await receiver.start();
  bystanderUrl = await bystander.start();
  // No WEBHOOK_SECRET_KEY: the key is made and kept in the database, as on a development machine.
  server = await startTestServer({ webhooksAllowLoopbackForTests: true, webhookRetryBaseMs: 200, webhookPollSeconds: 1, webhookSecretKey: undefined, webhookSecretKeyPrevious: undefined });
  await server.createUser(partnerEmail, 'partner', 'Leads Co');
  await server.createUser('ops@gtahomepros.ca', 'operator', 'Ops');
  partner = await server.signIn(partnerEmail);
  operator = await server.signIn('ops@gtahomepros.ca');
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await receiver.stop();
  await bystander.stop();
});

async function createEndpoint(input: Record<string, unknown>, cookie = partner) {
  const res = await server.graphql(CREATE, { i: input }, { cookie });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
}

/** An operator's post is public at once. */
async function publish(overrides: Partial<typeof sampleProject> & { location?: string }) {
  const res = await server.graphql(`mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }`, { i: { ...sampleProject, ...overrides } }, { cookie: operator });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return Number(res.body.data.createProject.id);
}

test('project.published reaches matching endpoints only, signed, retried after a 500 with the same id, with public fields only', async () => {
  const filtered = await createEndpoint({ url: `${base}/flaky`, description: 'Plumbing in Mississauga', events: ['project.published'], tradeIds: [8], cities: ['mississauga'] });
  const everything = await createEndpoint({ url: `${base}/all`, events: ['project.published', 'project.closed', 'project.status_changed'] });
  const plumbing = await publish({ title: 'Replace a leaking water heater', category: 'Plumbing', location: 'Port Credit, Mississauga, ON' });
  const kitchen = await publish({ title: 'Kitchen in Leslieville', category: 'Kitchen Renovation', location: 'Toronto, ON' });
  const plumbingInToronto = await publish({ title: 'New shower valve', category: 'Plumbing', location: 'Toronto, ON' });

  const all = await waitFor('three events at the catch-all endpoint', () => receiver.events('/all', everything.secret), (events) => events.length >= 3);
  expect(all.map((event) => Number(event.data.project.id)).sort()).toEqual([plumbing, kitchen, plumbingInToronto].sort());
  // The first try answered 500; the retry carried the same webhook-id, so the receiver sees one event.
  const tries = await waitFor('the retry at the filtered endpoint', () => receiver.received.filter((request) => request.path === '/flaky'), (requests) => requests.length >= 2);
  const filteredEvents = receiver.events('/flaky', filtered.secret);
  expect(new Set(tries.map((request) => request.id)).size).toBe(1);
  expect(filteredEvents).toHaveLength(1);
  const [event] = filteredEvents;
  expect(event).toMatchObject({ type: 'project.published', data: { project: { id: String(plumbing), trade: { id: 8, name: 'Plumbing' }, city: { slug: 'mississauga' }, status: 'open' } } });
  expect(event.id).toMatch(/^msg_/);
  expect(event.data.project.url).toMatch(new RegExp(`/project/db-${plumbing}$`));
  // No personal data: neither the homeowner's name nor anyone's e-mail.
  for (const request of receiver.received) {
    expect(request.body).not.toContain(sampleProject.homeowner);
    expect(request.body).not.toContain('@');
  }
  // The delivery log shows the failed attempt and the retry, each with its status, time and the answer's first 1 KB.
  // The receiver has the retry before its delivery is recorded: wait for both rows.
  const nodes = await waitFor(
    'both attempts in the delivery log',
    async () =>
      (
        await server.graphql(
          `query($id: ID!) { webhookDeliveries(endpointId: $id, first: 10) { totalCount nodes { eventId eventType attempt succeeded statusCode durationMs responseBody } } }`,
          { id: filtered.endpoint.id },
          { cookie: partner },
        )
      ).body.data.webhookDeliveries.nodes as any[],
    (rows) => rows.length >= 2,
  );
  expect(nodes.map((node: any) => [node.attempt, node.succeeded, node.statusCode])).toEqual([
    [2, true, 204],
    [1, false, 500],
  ]);
  expect(nodes[1].responseBody.length).toBeLessThanOrEqual(1024);
  expect(nodes[1].responseBody).toMatch(/^Database unavailable/);
  expect(nodes[0].eventId).toBe(event.id);
});

test('status changes and closing: project.status_changed with both statuses, project.closed with the reason', async () => {
  const endpoint = await createEndpoint({ url: `${base}/lifecycle`, description: 'Lifecycle', events: ['project.closed', 'project.status_changed'], cities: ['brampton'] });
  const id = await publish({ title: 'Deck in Brampton', category: 'Decks', location: 'Brampton, ON' });
  const set = (status: string) => server.graphql(`mutation($id: ID!) { updateProjectStatus(id: $id, status: ${status}) { id } }`, { id }, { cookie: operator });
  await set('PENDING');
  await set('CANCELLED');
  const events = await waitFor('three lifecycle events', () => receiver.events('/lifecycle', endpoint.secret).filter((e) => Number(e.data.project.id) === id), (e) => e.length >= 3);
  expect(events.map((e) => [e.type, e.data.previousStatus ?? null, e.data.status ?? e.data.reason])).toEqual([
    ['project.status_changed', 'open', 'pending'],
    ['project.status_changed', 'pending', 'cancelled'],
    ['project.closed', null, 'cancelled'],
  ]);
});

test('project.closed when a hire is recorded and when a bid fills the project', async () => {
  const { cookie } = await newPartner();
  const { secret } = await createEndpoint({ url: `${base}/closing`, events: ['project.closed'], cities: ['brampton'] }, cookie);
  await server.createUser('pro@bramptonplumbing.ca', 'contractor', 'Brampton Plumbing');
  const pro = await server.signIn('pro@bramptonplumbing.ca');
  const bid = async (projectId: number) => {
    const res = await server.graphql(`mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, { i: { ...sampleProposal, projectId } }, { cookie: pro });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.submitProposal.id as string;
  };
  const hiring = await publish({ title: 'Sump pump in Brampton', category: 'Plumbing', location: 'Brampton, ON' });
  const proposal = await bid(hiring);
  await server.graphql(`mutation($id: ID!) { acceptProposal(id: $id, declineOthers: false) { accepted { id } } }`, { id: proposal }, { cookie: operator });
  const filling = await publish({ title: 'Laundry sink in Brampton', category: 'Plumbing', location: 'Brampton, ON' });
  await server.db.query(`UPDATE project SET quote_limit = 1 WHERE id = $1`, [filling]);
  await bid(filling);
  const events = await waitFor('two closings', () => receiver.events('/closing', secret), (e) => e.length >= 2);
  expect(events.map((e) => [Number(e.data.project.id), e.data.reason])).toEqual([
    [hiring, 'hired'],
    [filling, 'quote-limit-reached'],
  ]);
  expect(JSON.stringify(events)).not.toContain(sampleProposal.contractorEmail);
});

test('a disabled endpoint gets no deliveries; enabling it again starts with new events', async () => {
  const quiet = await createEndpoint({ url: `${base}/quiet`, events: ['project.published'], cities: ['markham'] });
  const watcher = await createEndpoint({ url: `${bystanderUrl}/watch`, events: ['project.published'], cities: ['markham'] });
  const disabled = await server.graphql(UPDATE, { id: quiet.endpoint.id, i: { enabled: false } }, { cookie: partner });
  expect(disabled.body.data.updateWebhookEndpoint).toMatchObject({ enabled: false, disabledReason: 'Disabled by you' });
  const first = await publish({ title: 'Fence in Markham', category: 'Fencing', location: 'Markham, ON' });
  await waitFor('the watcher to hear of it', () => bystander.events('/watch', watcher.secret), (events) => events.some((e) => Number(e.data.project.id) === first));
  expect(receiver.events('/quiet', quiet.secret).filter((e) => Number(e.data.project.id) === first)).toEqual([]);
  const [{ count }] = await server.db.query(`SELECT COUNT(*)::int AS count FROM webhook_delivery WHERE endpoint_id = $1`, [quiet.endpoint.id]);
  expect(count).toBe(0);
  await server.graphql(UPDATE, { id: quiet.endpoint.id, i: { enabled: true } }, { cookie: partner });
  const second = await publish({ title: 'Gate in Markham', category: 'Fencing', location: 'Markham, ON' });
  await waitFor('the enabled endpoint to hear of the new project', () => receiver.events('/quiet', quiet.secret), (events) => events.some((e) => Number(e.data.project.id) === second));
});

let partners = 0;
/** Another approved partner, signed in (each has its own five endpoints). */
async function newPartner(): Promise<{ cookie: string; email: string }> {
  const email = `partner${++partners}@leads.example.ca`;
  await server.createUser(email, 'partner', `Partner ${partners}`);
  return { cookie: await server.signIn(email), email };
}

test('rotating the secret: both secrets sign for 24 hours; the test event reports the attempt', async () => {
  const { cookie: partner } = await newPartner();
  const { endpoint, secret } = await createEndpoint({ url: `${base}/rotation`, events: ['project.published'], cities: ['vaughan'] }, partner);
  const rotated = await server.graphql(`mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { previousSecretExpiresAt } } }`, { id: endpoint.id }, { cookie: partner });
  const fresh = rotated.body.data.rotateWebhookSecret;
  expect(fresh.secret).toMatch(/^whsec_/);
  expect(fresh.secret).not.toBe(secret);
  expect(new Date(fresh.endpoint.previousSecretExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  const sent = await server.graphql(`mutation($id: ID!) { sendTestWebhookEvent(id: $id) { eventType succeeded statusCode attempt eventId } }`, { id: endpoint.id }, { cookie: partner });
  expect(sent.body.data.sendTestWebhookEvent).toMatchObject({ eventType: 'webhook.test', succeeded: true, statusCode: 204, attempt: 1 });
  const request = receiver.received.find((r) => r.id === sent.body.data.sendTestWebhookEvent.eventId)!;
  expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
  for (const key of [secret, fresh.secret]) expect(new Webhook(key).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
  // Secrets are never read back.
  const listed = await server.graphql(`{ webhookEndpoints { id url } }`, {}, { cookie: partner });
  expect(JSON.stringify(listed.body)).not.toContain('whsec_');
});

test('a redirect is a failed attempt and is not followed', async () => {
  const { cookie: partner } = await newPartner();
  const { endpoint } = await createEndpoint({ url: `${base}/redirect`, events: ['project.published'], cities: ['toronto'] }, partner);
  const sent = await server.graphql(`mutation($id: ID!) { sendTestWebhookEvent(id: $id) { succeeded statusCode error } }`, { id: endpoint.id }, { cookie: partner });
  expect(sent.body.data.sendTestWebhookEvent).toMatchObject({ succeeded: false, statusCode: 302 });
  expect(sent.body.data.sendTestWebhookEvent.error).toMatch(/Redirects are not followed/);
  expect(bystander.received.filter((r) => r.path === '/never')).toEqual([]);
});

test('an endpoint failing for 3 days is disabled and its owner e-mailed', async () => {
  const { cookie: partner, email: partnerEmail } = await newPartner();
  const { endpoint } = await createEndpoint({ url: `${base}/down`, description: 'Old CRM bridge', events: ['project.published'], cities: ['richmond-hill'] }, partner);
  await server.db.query(`UPDATE webhook_endpoint SET failing_since = now() - interval '3 days 1 minute' WHERE id = $1`, [endpoint.id]);
  const [{ last }] = await server.db.query(`SELECT COALESCE(MAX(id), 0) AS last FROM dev_mailbox`);
  await publish({ title: 'Basement in Richmond Hill', category: 'Basement Finishing', location: 'Richmond Hill, ON' });
  const list = await waitFor(
    'the endpoint to be disabled',
    async () => (await server.graphql(`{ webhookEndpoints { id enabled disabledReason failingSince } }`, {}, { cookie: partner })).body.data.webhookEndpoints.find((e: any) => e.id === endpoint.id),
    (e) => e.enabled === false,
  );
  expect(list.disabledReason).toMatch(/^Every delivery failed for 3 days/);
  const mail = await server.mailTo(partnerEmail, last);
  expect(mail.subject).toBe('We disabled your webhook endpoint after 3 days of failed deliveries');
  expect(mail.text).toContain('"Old CRM bridge"');
  expect(mail.text).toContain('Send test event');
  expect(mail.text).toContain('enable it again');
});

test('bad input gets specific messages and writes nothing', async () => {
  const before = await server.db.query(`SELECT COUNT(*)::int AS count FROM webhook_endpoint`);
  const tryCreate = async (input: Record<string, unknown>) => (await server.graphql(CREATE, { i: { url: `${base}/spare`, events: ['project.published'], ...input } }, { cookie: partner })).body.errors?.[0];
  expect(await tryCreate({ url: 'not a url' })).toMatchObject({ message: WEBHOOK_MESSAGES.url, extensions: { code: 'BAD_USER_INPUT' } });
  expect(await tryCreate({ url: 'ftp://example.com/hook' })).toMatchObject({ message: WEBHOOK_MESSAGES.scheme });
  expect(await tryCreate({ url: 'https://user:pw@example.com/hook' })).toMatchObject({ message: WEBHOOK_MESSAGES.credentials });
  expect(await tryCreate({ events: [] })).toMatchObject({ message: WEBHOOK_MESSAGES.events });
  expect(await tryCreate({ events: ['project.deleted'] })).toMatchObject({ message: WEBHOOK_MESSAGES.unknownEvent });
  expect(await tryCreate({ tradeIds: [999] })).toMatchObject({ message: WEBHOOK_MESSAGES.unknownTrade });
  expect(await tryCreate({ cities: ['atlantis'] })).toMatchObject({ message: WEBHOOK_MESSAGES.unknownCity });
  expect(await tryCreate({ description: 'x'.repeat(201) })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  expect(await server.db.query(`SELECT COUNT(*)::int AS count FROM webhook_endpoint`)).toEqual(before);
  // Endpoints are counted per partner: this one has used its five by now.
  const [{ count }] = await server.db.query(`SELECT COUNT(*)::int AS count FROM webhook_endpoint e JOIN "user" u ON u.id = e.owner_id WHERE u.email = $1`, [partnerEmail]);
  for (let i = count; i < MAX_WEBHOOK_ENDPOINTS; i++) await createEndpoint({ url: `${base}/spare`, events: ['project.closed'], cities: ['vaughan'] });
  expect(await tryCreate({})).toMatchObject({ message: WEBHOOK_MESSAGES.tooMany, extensions: { code: 'BAD_USER_INPUT' } });
});

test('production accepts https endpoints only', async () => {
  const production = await startTestServer({ production: true, mailDisabled: true, authSecret: 'x'.repeat(40) }).catch((error) => error);
  // The test server needs its development mailbox to sign people in: check the rule at the service instead.
  if (production instanceof Error) throw production;
  try {
    await production.createUser('p@partner.example.ca', 'partner');
    const actor = { kind: 'user', userId: (await production.db.query(`SELECT id FROM "user" WHERE email = 'p@partner.example.ca'`))[0].id, role: 'partner' } as never;
    await expect(production.services.webhooks.create(actor, { url: 'http://api.example.com/hook', events: ['project.published'] })).rejects.toMatchObject({ message: WEBHOOK_MESSAGES.httpsOnly });
    await expect(production.services.webhooks.create(actor, { url: 'https://api.example.com/hook', events: ['project.published'] })).resolves.toMatchObject({ secret: expect.stringMatching(/^whsec_/) });
  } finally {
    await production.stop();
  }
});

const SEND_TEST = `mutation($id: ID!) { sendTestWebhookEvent(id: $id) { succeeded statusCode error } }`;

test('a port nothing listens on reads like any address not reached: the delivery log never says refused or not found', async () => {
  const { cookie } = await newPartner();
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const { endpoint } = await createEndpoint({ url: `http://127.0.0.1:${closedPort}/hook`, events: ['project.published'], cities: ['vaughan'] }, cookie);
  const sent = await server.graphql(SEND_TEST, { id: endpoint.id }, { cookie });
  expect(sent.body.data.sendTestWebhookEvent).toEqual({ succeeded: false, statusCode: null, error: WEBHOOK_ERRORS.unreachable });
});

test(`test events: ${TEST_SENDS_PER_ENDPOINT_HOUR} an hour per endpoint and ${TEST_SENDS_PER_PARTNER_HOUR} per partner, counted in PostgreSQL, with a clear message`, async () => {
  const { cookie } = await newPartner();
  const endpointAt = async (path: string) => (await createEndpoint({ url: `${base}${path}`, events: ['project.published'], cities: ['vaughan'] }, cookie)).endpoint.id;
  const send = (id: string) => server.graphql(SEND_TEST, { id }, { cookie });
  const sendDelivered = async (id: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await send(id)).body.data?.sendTestWebhookEvent).toMatchObject({ succeeded: true, statusCode: 204 });
  };
  const refused = async (id: string) => {
    const res = await send(id);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(res.body.errors[0].message).toMatch(/^Test events are limited to 10 an hour per endpoint \(30 per partner account\)\. Try again in \d+ minutes?\.$/);
  };
  const first = await endpointAt('/tests-first');
  await sendDelivered(first, TEST_SENDS_PER_ENDPOINT_HOUR);
  await refused(first);
  // The refused one reached nobody and logged nothing.
  expect(receiver.received.filter((request) => request.path === '/tests-first')).toHaveLength(TEST_SENDS_PER_ENDPOINT_HOUR);
  const [{ count }] = await server.db.query(`SELECT COUNT(*)::int AS count FROM webhook_attempt WHERE endpoint_id = $1`, [first]);
  expect(count).toBe(TEST_SENDS_PER_ENDPOINT_HOUR);
  // The count is a row in PostgreSQL (every API process reads it); an hour later, moved there, the endpoint may send again.
  const [moved] = await server.db.query(`UPDATE write_rate_limit SET expire = (extract(epoch FROM now()) * 1000)::bigint - 1 WHERE key = $1 RETURNING key`, [`webhook-test-endpoint:${first}`]);
  expect(moved).toHaveLength(1);
  await sendDelivered(first, 1);
  // Deleting and adding endpoints does not reset the partner's own budget: 11 so far, 19 more, then refused.
  await sendDelivered(await endpointAt('/tests-second'), 10);
  const third = await endpointAt('/tests-third');
  await sendDelivered(third, TEST_SENDS_PER_PARTNER_HOUR - 21);
  await refused(third);
});

test('production refuses to start without WEBHOOK_SECRET_KEY, and refuses a key that is not 32 bytes of base64', () => {
  const saved = { ...process.env };
  const withEnv = (env: Record<string, string>) => {
    for (const key of ['WEBHOOK_SECRET_KEY', 'WEBHOOK_SECRET_KEY_PREVIOUS', 'WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS']) delete process.env[key];
    Object.assign(process.env, { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), MAIL_DISABLED: 'true' }, env);
    return loadConfig;
  };
  try {
    expect(withEnv({})).toThrow(/WEBHOOK_SECRET_KEY is required in production.*openssl rand -base64 32/);
    expect(withEnv({ WEBHOOK_SECRET_KEY: 'correct horse battery staple' })).toThrow(/WEBHOOK_SECRET_KEY must be 32 random bytes in base64/);
    expect(withEnv({ WEBHOOK_SECRET_KEY: randomBytes(16).toString('base64') })).toThrow(/WEBHOOK_SECRET_KEY must be 32 random bytes/);
    const key = randomBytes(32).toString('base64');
    expect(withEnv({ WEBHOOK_SECRET_KEY: key, WEBHOOK_SECRET_KEY_PREVIOUS: 'short' })).toThrow(/WEBHOOK_SECRET_KEY_PREVIOUS must be 32 random bytes/);
    expect(withEnv({ WEBHOOK_SECRET_KEY: key })()).toMatchObject({ webhookSecretKey: key, webhookSecretKeyPrevious: undefined });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
});

describe('signing secrets at rest', () => {
  test("the database holds only AES-256-GCM ciphertext, never a secret; deliveries still verify with the partner's secrets", async () => {
    const { cookie } = await newPartner();
    const { endpoint, secret } = await createEndpoint({ url: `${base}/sealed`, events: ['project.published'], cities: ['vaughan'] }, cookie);
    const rotated = await server.graphql(`mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`, { id: endpoint.id }, { cookie });
    const fresh: string = rotated.body.data.rotateWebhookSecret.secret;
    const [row] = await server.db.query(`SELECT * FROM webhook_endpoint WHERE id = $1`, [endpoint.id]);
    expect(row.secret).toMatch(/^enc1:[0-9a-f]{8}:[\w-]{16}:[\w-]+:[\w-]{22}$/);
    expect(row.previous_secret).toMatch(/^enc1:/);
    const stored = JSON.stringify(row);
    for (const plain of [secret, fresh]) {
      expect(stored).not.toContain(plain);
      // Nor the key inside it (the base64 after whsec_), in any encoding.
      const key = plain.slice('whsec_'.length);
      for (const form of [key, Buffer.from(key, 'base64').toString('hex'), Buffer.from(key, 'base64').toString('base64url')]) expect(stored).not.toContain(form);
    }
    // The database itself refuses a secret in plain text.
    await expect(server.db.query(`UPDATE webhook_endpoint SET secret = $2 WHERE id = $1`, [endpoint.id, fresh])).rejects.toThrow(/chk_webhook_endpoint_secrets_encrypted/);
    const sent = await server.graphql(`mutation($id: ID!) { sendTestWebhookEvent(id: $id) { succeeded eventId } }`, { id: endpoint.id }, { cookie });
    expect(sent.body.data.sendTestWebhookEvent.succeeded).toBe(true);
    const request = receiver.received.find((r) => r.id === sent.body.data.sendTestWebhookEvent.eventId)!;
    for (const key of [secret, fresh]) expect(new Webhook(key).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
  });

  test('a wrong key fails clearly: no test event goes out unsigned or badly signed, the server log says which key to set, and rotating recovers', async () => {
    const { cookie, email } = await newPartner();
    const { endpoint } = await createEndpoint({ url: `${base}/wrong-key`, events: ['project.published'], cities: ['vaughan'] }, cookie);
    const lines: Record<string, any>[] = [];
    const wrong = new WebhookSecretBox(randomBytes(32));
    const misconfigured = new WebhookService({
      db: server.db,
      jobs: (server.mail as MailQueue).jobs,
      production: false,
      allowLoopback: true,
      secretBox: wrong,
      logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) }),
    });
    const [user] = await server.db.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
    const actor = { kind: 'user', userId: user.id, role: 'partner' } as never;
    await expect(misconfigured.sendTest(actor, endpoint.id)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/^Test events cannot be signed right now/) });
    expect(receiver.received.filter((request) => request.path === '/wrong-key')).toEqual([]);
    const logged = lines.find((line) => line.msg?.startsWith('A webhook signing secret cannot be decrypted'));
    expect(logged?.err.message).toMatch(new RegExp(`encrypted with key [0-9a-f]{8}, which is neither the current key \\(${wrong.currentKeyId}, WEBHOOK_SECRET_KEY\\) nor WEBHOOK_SECRET_KEY_PREVIOUS`));
    // The server's own key still signs it.
    expect((await server.graphql(SEND_TEST, { id: endpoint.id }, { cookie })).body.data.sendTestWebhookEvent.succeeded).toBe(true);
    // A lost key: rotating needs no old key; the unreadable secret is dropped, and the new one signs.
    const { secret } = await misconfigured.rotateSecret(actor, endpoint.id);
    const [row] = await server.db.query(`SELECT previous_secret, previous_secret_expires_at FROM webhook_endpoint WHERE id = $1`, [endpoint.id]);
    expect(row).toEqual({ previous_secret: null, previous_secret_expires_at: null });
    const attempt = await misconfigured.sendTest(actor, endpoint.id);
    const request = receiver.received.find((r) => r.id === attempt.eventId)!;
    expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  test('the migration encrypts secrets kept in plain text and clears internal addresses from the delivery log; rotating the key re-encrypts them', async () => {
    const database = await createTestDatabase({ empty: true });
    const saved = { ...process.env };
    const keyA = randomBytes(32);
    let after: DataSource | undefined;
    try {
      // The schema as it was before the migration, with what the old code stored.
      const before = new DataSource({ type: 'postgres', url: database.url, migrations: migrations.slice(0, migrations.indexOf(WebhookSecretsAtRest1766274380000)) });
      await before.initialize();
      await before.runMigrations({ transaction: 'each' });
      await before.query(`INSERT INTO "user" (id, name, email, "emailVerified", role) VALUES ('p1', 'Old Partner', 'old@partner.example.ca', true, 'partner')`);
      const plain = { secret: `whsec_${randomBytes(24).toString('base64')}`, previous: `whsec_${randomBytes(24).toString('base64')}` };
      const [{ id }] = await before.query(
        `INSERT INTO webhook_endpoint (owner_id, url, events, secret, previous_secret, previous_secret_expires_at)
         VALUES ('p1', 'https://hooks.example.ca/in', '{project.published}', $1, $2, now() + interval '1 hour') RETURNING id`,
        [plain.secret, plain.previous],
      );
      await before.query(`INSERT INTO webhook_event (id, type, payload) VALUES ('msg_1', 'webhook.test', '{}')`);
      const logged = [
        [null, 'Refused: the address is not on the public internet (DNS lookup 10.20.0.7(family:4, host:billing.internal) is not allowed. Because, It is private IP address.)'],
        [null, 'getaddrinfo ENOTFOUND vault.corp.internal'],
        [null, 'connect ECONNREFUSED 52.1.2.3:8443'],
        [null, WEBHOOK_ERRORS.timeout],
        [500, 'Answered 500: only 2xx counts as delivered'],
      ];
      for (const [attempt, [status, error]] of logged.entries()) {
        await before.query(`INSERT INTO webhook_attempt (endpoint_id, event_id, event_type, attempt, succeeded, status_code, duration_ms, error) VALUES ($1, 'msg_1', 'webhook.test', $2, false, $3, 5, $4)`, [
          id,
          attempt + 1,
          status,
          error,
        ]);
      }
      await before.destroy();

      // The migration, as a production start runs it: the key from the environment.
      process.env.WEBHOOK_SECRET_KEY = keyA.toString('base64');
      after = await openDatabase({ url: database.url, poolSize: 2 });
      const boxA = new WebhookSecretBox(keyA);
      const read = async () => (await after!.query(`SELECT secret, previous_secret AS "previous" FROM webhook_endpoint WHERE id = $1`, [id]))[0] as { secret: string; previous: string };
      const sealed = await read();
      expect(JSON.stringify(sealed)).not.toContain('whsec_');
      expect([boxA.keyIdOf(sealed.secret), boxA.keyIdOf(sealed.previous)]).toEqual([boxA.currentKeyId, boxA.currentKeyId]);
      expect({ secret: boxA.open(sealed.secret), previous: boxA.open(sealed.previous) }).toEqual(plain);
      const errors = (await after.query(`SELECT error FROM webhook_attempt ORDER BY attempt`)).map((row: { error: string }) => row.error);
      expect(errors).toEqual([WEBHOOK_ERRORS.unreachable, WEBHOOK_ERRORS.unreachable, WEBHOOK_ERRORS.unreachable, WEBHOOK_ERRORS.timeout, 'Answered 500: only 2xx counts as delivered']);

      // A key that did not seal them says so, and names the variable that would open them.
      const keyB = randomBytes(32);
      expect(() => new WebhookSecretBox(keyB).open(sealed.secret)).toThrow(WebhookSecretKeyError);
      expect(() => new WebhookSecretBox(keyB).open(sealed.secret)).toThrow(new RegExp(`encrypted with key ${boxA.currentKeyId}, which is neither the current key .* nor WEBHOOK_SECRET_KEY_PREVIOUS \\(unset\\)`));
      // An altered value fails its integrity check rather than signing with garbage.
      const altered = sealed.secret.replace(/:([\w-])([\w-]*):([\w-]{22})$/, (_m, c: string, rest: string, tag: string) => `:${c === 'A' ? 'B' : 'A'}${rest}:${tag}`);
      expect(() => boxA.open(altered)).toThrow(/fails its integrity check/);
      // Re-encrypting without the old key changes nothing.
      await expect(reencryptWebhookSecrets(after, new WebhookSecretBox(keyB))).rejects.toThrow(WebhookSecretKeyError);
      expect(await read()).toEqual(sealed);
      // The rotation: new key current, old key previous; every secret moves to the new key, once.
      expect(await reencryptWebhookSecrets(after, new WebhookSecretBox(keyB, keyA))).toEqual({ reencrypted: 1, endpoints: 1 });
      expect(await reencryptWebhookSecrets(after, new WebhookSecretBox(keyB, keyA))).toEqual({ reencrypted: 0, endpoints: 1 });
      const moved = await read();
      const boxB = new WebhookSecretBox(keyB);
      expect({ secret: boxB.open(moved.secret), previous: boxB.open(moved.previous) }).toEqual(plain);
      expect(() => boxA.open(moved.secret)).toThrow(WebhookSecretKeyError);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
      await after?.destroy();
      await database.drop();
    }
  });

  test('without WEBHOOK_SECRET_KEY (outside production) the key is made once and kept in the database, the same for every replica', async () => {
    const unset = { webhookSecretKey: undefined, webhookSecretKeyPrevious: undefined };
    const [one, two] = await Promise.all([webhookSecretBoxFor(unset, server.db), webhookSecretBoxFor(unset, server.db)]);
    expect(one.currentKeyId).toBe(two.currentKeyId);
    const [row] = await server.db.query(`SELECT secret FROM webhook_endpoint ORDER BY id LIMIT 1`);
    expect(one.keyIdOf(row.secret)).toBe(one.currentKeyId);
    expect(one.open(row.secret)).toMatch(/^whsec_/);
  });
});

test('agreement.signed reaches a subscribed endpoint with ids and states only, never the parties’ names, addresses or amounts', async () => {
  // A fresh endpoint of the partner's (earlier tests may have used up its five).
  await server.db.query(`DELETE FROM webhook_endpoint WHERE owner_id = (SELECT id FROM "user" WHERE email = $1)`, [partnerEmail]);
  const endpoint = await createEndpoint({ url: `${base}/agreements`, events: ['agreement.signed', 'agreement.cancelled', 'change_order.signed', 'invoice.issued'] });
  const homeownerId = await server.createUser('priya.hooks@example.ca', 'homeowner', 'Priya Raman');
  const contractorId = await server.createUser('marco.hooks@lakeshorereno.example.ca', 'contractor', 'Marco Bianchi');
  const contractor = await server.signIn('marco.hooks@lakeshorereno.example.ca');
  const projectId = await publish({ title: 'Basement finish in Birch Cliff', category: 'Basement Finishing', location: 'Toronto, ON' });
  await server.db.query(`UPDATE project SET owner_id = $2 WHERE id = $1`, [projectId, homeownerId]);
  const [proposal] = await server.db.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, status)
     VALUES ($1, $2, 'Lakeshore Renovations Inc.', 'marco.hooks@lakeshorereno.example.ca', '$25,000', '2 months', 'Frame, insulate, drywall and finish', '15 years of basements', 'accepted') RETURNING id`,
    [projectId, contractorId],
  );
  await server.db.query(`UPDATE project SET hired_proposal_id = $2 WHERE id = $1`, [projectId, proposal.id]);
  // Sent and signed by the homeowner: the contractor's signature brings it into force.
  const hash = 'a'.repeat(64);
  const [agreement] = await server.db.query(
    `INSERT INTO agreement (project_id, proposal_id, homeowner_id, contractor_id, status, terms, document_sha256, sent_at) VALUES ($1, $2, $3, $4, 'signed-by-one', $5, $6, now()) RETURNING id`,
    [projectId, proposal.id, homeownerId, contractorId, JSON.stringify(completeTerms()), hash],
  );
  await server.db.query(
    `INSERT INTO agreement_signature (agreement_id, party, user_id, full_name, consented, ip_address, user_agent, document_sha256) VALUES ($1, 'homeowner', $2, 'Priya Raman', true, '203.0.113.24', 'Test', $3)`,
    [agreement.id, homeownerId, hash],
  );
  const signed = await server.graphql(`mutation($id: ID!) { signAgreement(id: $id, input: { fullName: "Marco Bianchi", consent: true }) { status } }`, { id: String(agreement.id) }, { cookie: contractor });
  expect(signed.body.data?.signAgreement.status).toBe('IN_FORCE');
  const [event] = await waitFor('agreement.signed', () => receiver.events('/agreements', endpoint.secret), (events) => events.length >= 1);
  expect(event.type).toBe('agreement.signed');
  expect(event.data).toEqual({ agreementId: String(agreement.id), projectId: String(projectId), status: 'in-force' });
  const raw = receiver.received.find((request) => request.path === '/agreements')!.body;
  for (const personal of ['Priya', 'Raman', 'Birchmount', 'Lakeshore', '416-555', '@', '27,704']) expect([personal, raw.includes(personal)]).toEqual([personal, false]);

  // An invoice on it: ids, states and amounts in cents, never who, where or what.
  const [{ today }] = await server.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') AS today`);
  const invoice = await server.graphql(
    `mutation($id: ID!, $i: IssueInvoiceInput!) { issueInvoice(agreementId: $id, input: $i) { id } }`,
    { id: String(agreement.id), i: { milestone: 'Deposit', description: 'Deposit on signing', periodStart: today, periodEnd: today, amountCents: 250_000, paymentContact: { name: 'Lakeshore Reno', phone: '416-555-0142', address: '1200 Lakeshore Blvd W, Toronto, ON M6K 1E1' } } },
    { cookie: contractor },
  );
  expect(invoice.body.errors).toBeUndefined();
  const issued = await waitFor('invoice.issued', async () => (await receiver.events('/agreements', endpoint.secret)).filter((each: { type: string }) => each.type === 'invoice.issued'), (events) => events.length >= 1);
  expect(issued[0].data).toEqual({
    projectId: String(projectId),
    agreementId: String(agreement.id),
    invoiceId: invoice.body.data.issueInvoice.id,
    kind: 'work',
    status: 'issued',
    totalCents: 282_500,
    payableNowCents: 254_250,
    keptBackCents: 28_250,
  });
  const rawInvoice = receiver.received.filter((request) => request.path === '/agreements').map((request) => request.body).find((body) => body.includes('invoice.issued'))!;
  for (const personal of ['Priya', 'Raman', 'Birchmount', 'Lakeshore', '416-555', '@', 'Deposit on signing']) expect([personal, rawInvoice.includes(personal)]).toEqual([personal, false]);
});
