/**
 * The WebSocket endpoint at /graphql (graphql-ws) holds HTTP's limits: subscriptions only, the
 * same validation (depth, aliases, cost, introspection switch, masking), limits on subscriptions,
 * connections, message size and connection init; and a socket never outlives its session: the
 * viewer is read again at each subscription, and sign-out, a disabled account and expiry close
 * that session's sockets on every replica (two API processes on one database here).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { INACTIVE_OWNER_API_KEY } from '../src/auth/current-actor';
import { SOCKET_LIMITS, serveSubscriptions } from '../src/graphql/live-updates';
import { buildSchema } from '../src/graphql/schema';
import { graphqlProtection } from '../src/graphql/server';
import type { Actor } from '../src/policy/actor';
import type { NotificationEvent } from '../src/modules/notification/notification.types';
import { createTestDatabase, type TestDatabase } from '../../test-support/database';
import { waitFor } from './replica-helpers';
import { startTestServer, type TestServer } from './test-server';

let database: TestDatabase | undefined;
/** Two replicas; B refuses introspection (GRAPHQL_INTROSPECTION=false). */
let a: TestServer;
let b: TestServer;
const CONNECTS_PER_MINUTE = 20;
const open: WebSocket[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startTestServer({ databaseUrl: database.url, socketConnectRateLimit: CONNECTS_PER_MINUTE });
  b = await startTestServer({ databaseUrl: database.url, socketConnectRateLimit: CONNECTS_PER_MINUTE, introspection: false });
}, 60_000);

afterEach(async () => {
  for (const ws of open.splice(0)) ws.terminate();
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

afterAll(async () => {
  for (const server of [a, b]) await server?.stop().catch((error) => console.error('Stopping a replica failed', error));
  await database?.drop().catch((error) => console.error('Dropping the database failed', error));
});

const wsUrl = (server: TestServer) => `${server.url.replace('http', 'ws')}/graphql`;
/** Each test speaks from its own client address (X-Forwarded-For from loopback is believed, as HTTP does). */
let addresses = 0;
const newAddress = () => `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;

interface RawSocket {
  ws: WebSocket;
  messages: any[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

/** A raw graphql-transport-ws socket (close codes and oversized frames are visible), acknowledged unless `init` is false. */
async function rawSocket(server: TestServer, headers: Record<string, string>, init = true): Promise<RawSocket> {
  const ws = new WebSocket(wsUrl(server), 'graphql-transport-ws', { headers });
  open.push(ws);
  const messages: any[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const socket = { ws, messages, closed, send: (message: unknown) => ws.send(JSON.stringify(message)) };
  if (init) {
    socket.send({ type: 'connection_init' });
    await waitFor('the connection to be acknowledged', async () => messages.some((m) => m.type === 'connection_ack'));
  }
  return socket;
}

/** A graphql-ws client, as the browser uses. */
function client(server: TestServer, headers: Record<string, string>): Client {
  const created = createClient({
    url: wsUrl(server),
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
  });
  clients.push(created);
  return created;
}

/** The first answer to one operation over the socket: its result (data or errors) or the error message's errors. */
function once(socket: Client, query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: any[] }> {
  return new Promise((resolve) => {
    const stop = socket.subscribe(
      { query, variables },
      {
        next: (result) => {
          stop();
          resolve(result as { data?: any; errors?: any[] });
        },
        error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ message: String((error as { reason?: string }).reason ?? error), extensions: { code: 'CLOSED' } }] }),
        complete: () => resolve({}),
      },
    );
  });
}

const projectsPage = (first: string) =>
  `projects(first: ${first}) { nodes { id title description category budget timeline status createdAt proposals { id contractorName bidAmount timeline approach experience status submittedDate } } }`;
/** About 2,200 per page of 100 with its proposals: three such pages are over the cost limit of 5,000. */
const COSTLY = `query($n: Int) { a: ${projectsPage('$n')} b: ${projectsPage('$n')} c: ${projectsPage('$n')} }`;

const messageEvent = (recipientId: string, body: string): NotificationEvent => ({
  recipientId,
  kind: 'new-message',
  title: 'New message from Maple Leaf Renovations',
  body,
  link: '/proposals/1/messages',
  actionLabel: 'Reply',
});

let people = 0;
/** A fresh homeowner signed in on `server`: their id and Cookie header. */
async function person(server: TestServer): Promise<{ id: string; cookie: string }> {
  const email = `socket.person.${++people}@example.ca`;
  const id = await server.createUser(email, 'homeowner', `Socket Person ${people}`);
  return { id, cookie: await server.signIn(email) };
}

/** Subscribes on a raw socket and waits until a notification sent after it arrives (the subscription is live). */
async function liveSubscription(socket: RawSocket, server: TestServer, userId: string, id = 'live'): Promise<void> {
  socket.send({ id, type: 'subscribe', payload: { query: 'subscription { notificationAdded { body } }' } });
  await waitFor('the subscription to deliver', async () => {
    if (socket.messages.some((m) => m.id === id && m.type !== 'next')) throw new Error(`Refused: ${JSON.stringify(socket.messages)}`);
    if (socket.messages.some((m) => m.id === id && m.type === 'next')) return true;
    await server.services.notifications.notify(messageEvent(userId, 'Are you there?'));
    return false;
  });
}

describe('the socket serves subscriptions only, under the limits of HTTP', () => {
  test('80 mutations in one message execute none; a single mutation or query is refused with a clear error', async () => {
    const count = async () => (await a.db.query(`SELECT count(*)::int AS n FROM contact_message`))[0].n as number;
    const before = await count();
    const socket = client(a, { 'x-forwarded-for': newAddress() });
    const contact = (i: number) => `m${i}: sendContactMessage(input: { name: "Jo", email: "jo@example.ca", subject: "Hi ${i}", message: "Deck quote in Ajax" }) { id }`;
    const many = await once(socket, `mutation { ${Array.from({ length: 80 }, (_, i) => contact(i)).join(' ')} }`);
    expect(many.data).toBeUndefined();
    expect(many.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const one = await once(socket, `mutation { ${contact(0)} }`);
    expect(one.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/subscriptions only.*POST \/graphql/), extensions: { code: 'BAD_REQUEST' } })]);
    const query = await once(socket, '{ projects { totalCount } }');
    expect(query.errors?.[0].extensions.code).toBe('BAD_REQUEST');
    expect(await count()).toBe(before);
  });

  test('500 aliases, a depth-14 fragment chain and a costly list are refused as over HTTP', async () => {
    const socket = client(a, { 'x-forwarded-for': newAddress() });
    const aliases = await once(socket, `subscription { notificationAdded { ${Array.from({ length: 500 }, (_, i) => `a${i}: id`).join(' ')} } }`);
    expect(aliases.errors?.[0]).toMatchObject({ message: expect.stringMatching(/alias/i) });
    expect(aliases.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    const fragments = Array.from({ length: 7 }, (_, i) => `fragment F${i} on Project { proposals { project { ${i < 6 ? `...F${i + 1}` : 'id'} } } }`).join(' ');
    const deep = await once(socket, `query { projects { nodes { ...F0 } } } ${fragments}`);
    expect(deep.errors?.[0]).toMatchObject({ message: expect.stringMatching(/depth/i), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const refused = await once(socket, COSTLY, { n: 100 });
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/cost limit/i) });
    expect(refused.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  test('introspection is refused on the socket when it is switched off, and schema suggestions stay hidden', async () => {
    const socket = client(b, { 'x-forwarded-for': newAddress() });
    const introspection = await once(socket, '{ __schema { types { name } } }');
    expect(introspection.data).toBeUndefined();
    expect(introspection.errors?.[0]).toMatchObject({ message: expect.stringMatching(/introspection/i), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const typo = await once(socket, 'subscription { notificationAdded { titl } }');
    expect(typo.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean|"title"/);
    // HTTP answers the same rules.
    const http = await b.graphql('{ __schema { types { name } } }');
    expect(http.status).toBe(400);
    expect(http.body.errors[0].message).toMatch(/introspection/i);
  });

  test(`at most ${SOCKET_LIMITS.subscriptionsPerConnection} subscriptions are open on one connection`, async () => {
    const viewer = await person(a);
    const socket = await rawSocket(a, { cookie: viewer.cookie, 'x-forwarded-for': newAddress() });
    const ids = Array.from({ length: SOCKET_LIMITS.subscriptionsPerConnection }, (_, i) => `s${i}`);
    for (const id of ids) socket.send({ id, type: 'subscribe', payload: { query: 'subscription { notificationAdded { body } }' } });
    await waitFor('every subscription to deliver', async () => {
      if (ids.every((id) => socket.messages.some((m) => m.id === id && m.type === 'next'))) return true;
      await a.services.notifications.notify(messageEvent(viewer.id, 'Are you there?'));
      return false;
    });
    socket.send({ id: 'one-too-many', type: 'subscribe', payload: { query: 'subscription { notificationAdded { id } }' } });
    await waitFor('the refusal', async () => socket.messages.some((m) => m.id === 'one-too-many'));
    expect(socket.messages.find((m) => m.id === 'one-too-many')).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'TOO_MANY_REQUESTS' } }] });
  });

  test('a socket that does not initialise in time is closed', async () => {
    const socket = await rawSocket(a, { 'x-forwarded-for': newAddress() }, false);
    const opened = Date.now();
    expect((await socket.closed).code).toBe(4408);
    // graphql-ws's own default waits 3 s.
    expect(Date.now() - opened).toBeLessThan(SOCKET_LIMITS.connectionInitWaitMs + 700);
  });

  test('an oversized message closes the socket before it is read', async () => {
    // graphql-ws prints the error ws raises for it (Max payload size exceeded) to stderr.
    const printed = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const socket = await rawSocket(a, { 'x-forwarded-for': newAddress() });
      socket.send({ id: 'big', type: 'subscribe', payload: { query: `subscription { notificationAdded { id } } # ${'x'.repeat(SOCKET_LIMITS.maxPayloadBytes)}` } });
      expect((await socket.closed).code).toBe(1009);
      expect(socket.messages.filter((m) => m.id === 'big')).toEqual([]);
      expect(printed.mock.calls.map((call) => String(call[1]))).toEqual([expect.stringMatching(/Max payload size exceeded/)]);
    } finally {
      printed.mockRestore();
    }
  });

  test('a client holds a bounded number of sockets at once, and of new ones per minute across replicas', async () => {
    const crowded = newAddress();
    const held = [];
    for (let i = 0; i < SOCKET_LIMITS.connectionsPerClient; i++) held.push(await rawSocket(a, { 'x-forwarded-for': crowded }));
    await expect(rawSocket(a, { 'x-forwarded-for': crowded }, false)).rejects.toThrow(/429/);
    // Another address is not affected, and closing one makes room again.
    await rawSocket(a, { 'x-forwarded-for': newAddress() });
    held[0].ws.close();
    await held[0].closed;
    await waitFor('room for one more socket', async () => rawSocket(a, { 'x-forwarded-for': crowded }, false).then(() => true, () => false));

    // New connections per minute are counted in PostgreSQL: replica B refuses once A has used them up.
    const hasty = newAddress();
    for (let i = 0; i < CONNECTS_PER_MINUTE; i++) {
      const socket = await rawSocket(a, { 'x-forwarded-for': hasty }, false);
      socket.ws.terminate();
    }
    await expect(rawSocket(b, { 'x-forwarded-for': hasty }, false)).rejects.toThrow(/429/);
  });
});

describe('a socket never outlives its session', () => {
  test('the viewer is read again when a subscription starts: an expired session cannot subscribe on a socket opened before', async () => {
    const viewer = await person(a);
    const socket = await rawSocket(a, { cookie: viewer.cookie, 'x-forwarded-for': newAddress() });
    // The session ends without any sign-out (no NOTIFY): only a fresh read can tell.
    await a.db.query(`UPDATE "session" SET "expiresAt" = now() - interval '1 minute' WHERE "userId" = $1`, [viewer.id]);
    socket.send({ id: 'late', type: 'subscribe', payload: { query: 'subscription { notificationAdded { body } }' } });
    expect((await socket.closed).code).toBe(4401);
    expect(socket.messages.filter((m) => m.id === 'late' && m.type === 'next')).toEqual([]);
  });

  test('signing out through replica A closes the socket replica B holds for that session', async () => {
    const viewer = await person(a);
    const other = await person(a);
    const socket = await rawSocket(b, { cookie: viewer.cookie, 'x-forwarded-for': newAddress() });
    const bystander = await rawSocket(b, { cookie: other.cookie, 'x-forwarded-for': newAddress() });
    await liveSubscription(socket, b, viewer.id);
    await liveSubscription(bystander, b, other.id);
    expect((await a.graphql('mutation { signOut }', {}, { cookie: viewer.cookie })).body.data.signOut).toBe(true);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Signed out' });
    // Someone else's socket stays open and live.
    const received = bystander.messages.length;
    await a.services.notifications.notify(messageEvent(other.id, 'Still here'));
    await waitFor('the other person\'s notification', async () => bystander.messages.length > received);
    expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
  });

  test('signing out through better-auth\'s own route closes the socket too', async () => {
    const viewer = await person(a);
    const socket = await rawSocket(b, { cookie: viewer.cookie, 'x-forwarded-for': newAddress() });
    await liveSubscription(socket, b, viewer.id);
    const response = await fetch(`${a.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie: viewer.cookie, origin: a.url, 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Signed out' });
  });

  test('an operator disabling the account closes its sockets on every replica', async () => {
    const viewer = await person(a);
    await a.createUser('socket.operator@gtahomepros.ca', 'operator', 'Operations');
    const operator = await a.signIn('socket.operator@gtahomepros.ca');
    const onA = await rawSocket(a, { cookie: viewer.cookie, 'x-forwarded-for': newAddress() });
    const onB = await rawSocket(b, { cookie: viewer.cookie, 'x-forwarded-for': newAddress() });
    await liveSubscription(onB, b, viewer.id);
    const disabled = await b.graphql(`mutation($id: ID!) { disableAccount(id: $id, reason: "Fake listings") { disabled } }`, { id: viewer.id }, { cookie: operator });
    expect(disabled.body.data.disableAccount.disabled).toBe(true);
    expect((await onA.closed).code).toBe(4403);
    expect((await onB.closed).code).toBe(4403);
  });

  test('a made-up API key is refused at connect with the reason, as over HTTP', async () => {
    const socket = await rawSocket(a, { 'x-api-key': 'gtahp_made_up_key', 'x-forwarded-for': newAddress() }, false);
    socket.send({ type: 'connection_init' });
    const closed = await socket.closed;
    expect(closed.code).toBe(4401);
    expect(closed.reason).toMatch(/API key is invalid or has been revoked/);
  });

  test('a change of role closes the person\'s sockets, so they reconnect as who they are now', async () => {
    const viewer = await person(a);
    const socket = await rawSocket(b, { cookie: viewer.cookie, 'x-forwarded-for': newAddress() });
    await a.db.query(`UPDATE "user" SET role = 'contractor' WHERE id = $1`, [viewer.id]);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Account changed; reconnect' });
  });

  test('a socket closes when its session expires, after following a session renewed meanwhile', async () => {
    // The endpoint alone over a bare HTTP server, with a session ending in a moment: a real session
    // is renewed by every read (better-auth's sliding sessions), so it would last 30 days here.
    const http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const sessions = [1_000, 600, -1].map((ms) => (ms < 0 ? null : { id: 'session-1', expiresAt: new Date(Date.now() + ms) }));
    let reads = 0;
    const user = { kind: 'user', userId: 'user-1', role: 'homeowner', name: 'Ana', email: 'ana@example.ca', phone: null, businessName: null, hiredProjectIds: async () => new Set<number>(), bidProjectIds: async () => new Set<number>() } as Actor;
    const endpoint = serveSubscriptions({
      http,
      siteUrl: 'http://localhost',
      access: {
        protection: graphqlProtection({ schema: buildSchema(), introspection: true }),
        trustedDocuments: { admit: ({ query }) => ({ query: query as string }) },
        viewer: async () => {
          const session = sessions[Math.min(reads++, sessions.length - 1)];
          if (session && reads === 2) session.expiresAt = new Date(Date.now() + 600);
          return { actor: session ? user : { kind: 'visitor' }, session };
        },
        contextFor: () => ({}) as never,
        clientAddress: (request) => request.socket.remoteAddress ?? '',
      },
      logger: a.logger,
    });
    try {
      const port = (http.address() as AddressInfo).port;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
      open.push(ws);
      const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(JSON.stringify({ type: 'connection_init' }));
      expect(await closed).toEqual({ code: 4401, reason: 'Session expired' });
      // Read at connect, at the first expiry (renewed), and at the renewed expiry (gone).
      expect(reads).toBe(3);
    } finally {
      await endpoint.stop();
      await new Promise((resolve) => http.close(resolve));
    }
  });
});

describe('a partner\'s API keys end with its account, on every door of every replica', () => {
  let partners = 0;
  let operator = '';
  beforeAll(async () => {
    await a.createUser('socket.keys.operator@gtahomepros.ca', 'operator', 'Operations');
    operator = await a.signIn('socket.keys.operator@gtahomepros.ca');
  });
  /** A partner account with a key of its own (made in its console on A): its id and the key. */
  async function partnerWithKey(): Promise<{ id: string; key: string }> {
    const email = `socket.partner.${++partners}@example.ca`;
    const id = await a.createUser(email, 'partner', `Socket Partner ${partners}`);
    const created = await a.graphql(`mutation { createApiKey(name: "Production") { key } }`, {}, { cookie: await a.signIn(email) });
    return { id, key: created.body.data.createApiKey.key };
  }

  /** The statuses `server` answers the key with on GraphQL and REST, and the GraphQL error's message. */
  async function served(server: TestServer, key: string): Promise<{ graphql: number; rest: number; message?: string }> {
    const headers = { cookie: '', 'x-api-key': key, 'x-forwarded-for': newAddress() };
    const graphql = await server.graphql('{ projects(first: 1) { totalCount } }', {}, headers);
    const rest = await server.rest('GET', '/api/projects?limit=1', undefined, headers);
    return { graphql: graphql.status, rest: rest.status, ...(graphql.body.errors ? { message: graphql.body.errors[0].message } : {}) };
  }

  /** When each socket closed, and how (waits at most 5 s, so a socket left open fails plainly). */
  const closings = (sockets: RawSocket[]) =>
    Promise.all(
      sockets.map((socket) =>
        Promise.race([
          socket.closed.then((closed) => ({ ...closed, at: Date.now() })),
          new Promise<{ code: number; reason: string; at: number }>((resolve) =>
            AbortSignal.timeout(5_000).addEventListener('abort', () => resolve({ code: 0, reason: 'still open after 5 s', at: Infinity })),
          ),
        ]),
      ),
    );

  /**
   * Opens the partner's key on a socket of each replica, plus a key an operator made on B, checks
   * all work, runs `end` through A, and answers what both replicas say and when the sockets closed.
   */
  async function endAndObserve(end: (partnerId: string) => Promise<void>) {
    const partner = await partnerWithKey();
    const unowned = (await a.graphql(`mutation { createApiKey(name: "Hand-made") { key } }`, {}, { cookie: operator })).body.data.createApiKey.key;
    const sockets = [
      await rawSocket(a, { 'x-api-key': partner.key, 'x-forwarded-for': newAddress() }),
      await rawSocket(b, { 'x-api-key': partner.key, 'x-forwarded-for': newAddress() }),
    ];
    const bystander = await rawSocket(b, { 'x-api-key': unowned, 'x-forwarded-for': newAddress() });
    for (const server of [a, b]) expect(await served(server, partner.key)).toEqual({ graphql: 200, rest: 200 });
    const closed = closings(sockets);
    const started = Date.now();
    await end(partner.id);
    const answers = await Promise.all([a, b].map((server) => served(server, partner.key)));
    const refusedWithin = Date.now() - started;
    const ends = await closed;
    // The key an operator made by hand has no owner: it keeps working, and its socket stays open.
    expect(await served(b, unowned)).toEqual({ graphql: 200, rest: 200 });
    expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
    return { answers, refusedWithin, closes: ends.map(({ code, reason, at }) => ({ code, reason, within: at - started })) };
  }

  test('disabling the partner account refuses its key on GraphQL and REST at once and closes its sockets within a second, on both replicas', async () => {
    const seen = await endAndObserve(async (partnerId) => {
      const disabled = await a.graphql(`mutation($id: ID!) { disableAccount(id: $id, reason: "Resold our data") { disabled } }`, { id: partnerId }, { cookie: operator });
      expect(disabled.body.data.disableAccount.disabled).toBe(true);
    });
    expect(seen.answers).toEqual([0, 1].map(() => ({ graphql: 401, rest: 401, message: INACTIVE_OWNER_API_KEY })));
    expect(seen.refusedWithin).toBeLessThan(1_000);
    for (const close of seen.closes) expect(close).toEqual({ code: 4403, reason: 'Account disabled', within: expect.any(Number) });
    for (const close of seen.closes) expect(close.within).toBeLessThan(1_000);
  });

  test('taking the partner role away refuses its key on GraphQL and REST at once and closes its sockets within a second, on both replicas', async () => {
    // No operation takes the role away; the database does, as a support fix would.
    const seen = await endAndObserve(async (partnerId) => {
      await a.db.query(`UPDATE "user" SET role = 'homeowner' WHERE id = $1`, [partnerId]);
    });
    expect(seen.answers).toEqual([0, 1].map(() => ({ graphql: 401, rest: 401, message: INACTIVE_OWNER_API_KEY })));
    expect(seen.refusedWithin).toBeLessThan(1_000);
    for (const close of seen.closes) expect(close).toEqual({ code: 4401, reason: 'Account changed; reconnect', within: expect.any(Number) });
    for (const close of seen.closes) expect(close.within).toBeLessThan(1_000);
  });
  test('revoking a key closes its sockets on both replicas within a second, leaving the account\'s other key open; deleting the account closes that one too', async () => {
    const partner = await partnerWithKey();
    const cookie = await a.signIn(`socket.partner.${partners}@example.ca`);
    const second = (await a.graphql(`mutation { createApiKey(name: "Staging") { key } }`, {}, { cookie })).body.data.createApiKey.key;
    const keys = (await a.graphql(`{ apiKeys { id prefix } }`, {}, { cookie })).body.data.apiKeys;
    const revoked = keys.find((key: { prefix: string }) => partner.key.startsWith(key.prefix));
    const sockets = [
      await rawSocket(a, { 'x-api-key': partner.key, 'x-forwarded-for': newAddress() }),
      await rawSocket(b, { 'x-api-key': partner.key, 'x-forwarded-for': newAddress() }),
    ];
    const other = await rawSocket(b, { 'x-api-key': second, 'x-forwarded-for': newAddress() });
    const closed = closings(sockets);
    const started = Date.now();
    expect((await a.graphql(`mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, { id: String(revoked.id) }, { cookie })).body.data.revokeApiKey.revokedAt).toBeTruthy();
    for (const close of await closed) expect({ code: close.code, reason: close.reason, soon: close.at - started < 1_000 }).toEqual({ code: 4401, reason: 'API key revoked', soon: true });
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
    // An account deleted from the database takes its keys with it (ON DELETE CASCADE), and their sockets.
    const otherClosed = closings([other]);
    await a.db.query(`DELETE FROM "user" WHERE id = $1`, [partner.id]);
    expect((await otherClosed).map(({ code, reason }) => ({ code, reason }))).toEqual([{ code: 4401, reason: 'API key revoked' }]);
  });
});

describe('the cost limit counts list sizes', () => {
  test('three pages of 100 projects with their proposals are refused, whether the sizes come as variables, defaults or literals', async () => {
    for (const [query, variables] of [
      [COSTLY, { n: 100 }],
      [COSTLY.replace('($n: Int)', '($n: Int = 100)'), {}],
      [COSTLY.replace('($n: Int)', '').replaceAll('first: $n', 'first: 100'), {}],
    ] as const) {
      const res = await a.graphql(query, variables);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/cost limit of 5000 exceeded/i), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    }
    // The same document with pages of 20 is an ordinary request.
    const small = await a.graphql(COSTLY, { n: 20 });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });
});
