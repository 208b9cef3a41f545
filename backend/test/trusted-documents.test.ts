/**
 * Trusted documents (GRAPHQL_ANONYMOUS=persisted, the default): without a partner's API key only the web
 * app's own operations run, named by their id in the build's persisted query manifest, over HTTP and over
 * the WebSocket alike; a document not in the manifest is refused before it is parsed, and runs with a
 * valid key, or for anybody with GRAPHQL_ANONYMOUS=any.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { buildSchema } from '../src/graphql/schema';
import { graphqlProtection } from '../src/graphql/server';
import { loadTrustedDocuments } from '../src/graphql/trusted-documents';
import { createLogger } from '../src/logger';
import { createTestDatabase, type TestDatabase } from '../../test-support/database';
import { waitFor } from './replica-helpers';
import { startTestServer, type TestServer } from './test-server';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const operation = (name: string, type: string, body: string) => ({ id: sha256(body), name, type, body });

/** A manifest as the web app's build writes it (frontend/persisted-query-manifest.config.json). */
const FIGURES = operation('SiteFigures', 'query', 'query SiteFigures {\n  siteFigures {\n    projectsCompleted\n    __typename\n  }\n}');
const NOTIFICATIONS = operation('NotificationAdded', 'subscription', 'subscription NotificationAdded {\n  notificationAdded {\n    id\n    body\n    __typename\n  }\n}');
/** Exactly the text test-server.ts signs in with, so its sign-in runs as one of the app's operations. */
const SIGN_IN = operation('RequestSignInLink', 'mutation', 'mutation($email: String!) { requestSignInLink(email: $email) }');
const ARBITRARY = '{ siteFigures { verifiedContractors } }';

let database: TestDatabase | undefined;
let scratch: string;
/** persisted mode with the manifest; `any` mode on the same database; persisted mode without a manifest. */
let persisted: TestServer;
let open: TestServer;
let bare: TestServer;
const bareLog: string[] = [];
const clients: Client[] = [];
let partnerKey: string;

beforeAll(async () => {
  database = await createTestDatabase();
  scratch = mkdtempSync(path.join(tmpdir(), 'trusted-documents-'));
  const manifest = path.join(scratch, 'persisted-query-manifest.json');
  writeFileSync(manifest, JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [FIGURES, NOTIFICATIONS, SIGN_IN] }));
  persisted = await startTestServer({ databaseUrl: database.url, graphqlAnonymous: 'persisted', persistedQueryManifest: manifest });
  open = await startTestServer({ databaseUrl: database.url, graphqlAnonymous: 'any' });
  bare = await startTestServer(
    { databaseUrl: database.url, graphqlAnonymous: 'persisted', persistedQueryManifest: path.join(scratch, 'missing.json'), logLevel: 'warn' },
    { logDestination: { write: (line: string) => void bareLog.push(line) } },
  );
  await open.createUser('keys.operator@gtahomepros.ca', 'operator');
  const operator = await open.signIn('keys.operator@gtahomepros.ca');
  const created = await open.graphql(`mutation($name: String!) { createApiKey(name: $name) { key } }`, { name: 'Trusted documents partner' }, { cookie: operator });
  partnerKey = created.body.data.createApiKey.key;
}, 90_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  for (const server of [persisted, open, bare]) await server?.stop().catch((error) => console.error('Stopping a server failed', error));
  await database?.drop().catch((error) => console.error('Dropping the database failed', error));
  rmSync(scratch, { recursive: true, force: true });
});

async function post(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

const byId = (op: { id: string; name: string }, variables?: Record<string, unknown>) => ({
  operationName: op.name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: op.id } },
});

describe('over HTTP', () => {
  test("the web app's operation runs by its id without a key, and so does its exact text", async () => {
    const answer = await post(persisted, byId(FIGURES));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.siteFigures).toEqual({ projectsCompleted: expect.any(Number), __typename: 'SiteFigures' });
    const text = await post(persisted, { query: FIGURES.body });
    expect(text.status).toBe(200);
    expect(text.body.data.siteFigures.projectsCompleted).toEqual(expect.any(Number));
  });

  test('an id that is not in the manifest is refused with PERSISTED_QUERY_NOT_FOUND', async () => {
    const answer = await post(persisted, byId({ id: sha256('query Unknown { viewer { id } }'), name: 'Unknown' }));
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual([{ message: expect.stringMatching(/not one of the web app's operations/), extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
  });

  test('a document not in the manifest is refused without a key, before it is parsed, for visitors and signed-in people alike', async () => {
    const refused = await post(persisted, { query: ARBITRARY });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: [{ message: expect.stringContaining('X-Api-Key'), extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } }] });
    expect(refused.body.errors![0].message).toContain('/developers');
    // Not even parsed: a syntax error gets the same answer, not a parse error.
    expect((await post(persisted, { query: '{ siteFigures { ' })).body.errors![0].extensions.code).toBe('PERSISTED_QUERY_ID_REQUIRED');
    // The text of an app operation with an id of its own choosing is refused too (as APQ registration would be).
    expect((await post(persisted, { query: ARBITRARY, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(ARBITRARY) } } })).status).toBe(403);
    // A signed-in person's browser runs the app too: the same rule.
    await persisted.createUser('trusted.homeowner@example.ca', 'homeowner');
    const cookie = await persisted.signIn('trusted.homeowner@example.ca');
    const signedIn = await post(persisted, { query: '{ viewer { id } }' }, { cookie });
    expect(signedIn.status).toBe(403);
    expect(signedIn.body.errors![0].extensions.code).toBe('PERSISTED_QUERY_ID_REQUIRED');
    // GET is a door too.
    const viaGet = await fetch(`${persisted.url}/graphql?query=${encodeURIComponent(ARBITRARY)}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(viaGet.status).toBe(403);
  });

  test('the same document runs with a valid API key, and a bad key is refused as before', async () => {
    const answer = await post(persisted, { query: ARBITRARY }, { 'x-api-key': partnerKey });
    expect(answer.status).toBe(200);
    expect(answer.body.data.siteFigures.verifiedContractors).toEqual(expect.any(Number));
    // The limits still hold for partners.
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: siteFigures { projectsCompleted }`).join(' ')} }`;
    const tooMany = await post(persisted, { query: aliases }, { 'x-api-key': partnerKey });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors![0].message).toMatch(/alias/i);
    const bad = await post(persisted, { query: ARBITRARY }, { 'x-api-key': 'ghp_not-a-key' });
    expect(bad.status).toBe(401);
  });

  test('GRAPHQL_ANONYMOUS=any runs any document without a key, and the manifest ids are unknown there', async () => {
    const answer = await post(open, { query: ARBITRARY });
    expect(answer.status).toBe(200);
    expect(answer.body.data.siteFigures.verifiedContractors).toEqual(expect.any(Number));
  });

  test('without a manifest the log says so, and in persisted mode nothing runs without a key', async () => {
    expect(bareLog.join('\n')).toMatch(/No persisted query manifest at .*missing\.json: without an API key no GraphQL document can run/);
    expect((await post(bare, { query: ARBITRARY })).status).toBe(403);
    expect((await post(bare, byId(FIGURES))).status).toBe(404);
    expect((await post(bare, { query: ARBITRARY }, { 'x-api-key': partnerKey })).status).toBe(200);
  });

  test('a bad GRAPHQL_ANONYMOUS stops the server from starting, naming the variable', () => {
    const before = process.env.GRAPHQL_ANONYMOUS;
    process.env.GRAPHQL_ANONYMOUS = 'everything';
    try {
      expect(() => loadConfig()).toThrow(/GRAPHQL_ANONYMOUS must be persisted .* or any .*\(got "everything"\)/);
    } finally {
      if (before === undefined) delete process.env.GRAPHQL_ANONYMOUS;
      else process.env.GRAPHQL_ANONYMOUS = before;
    }
  });
});

test("the manifest's queries and mutations are parsed and validated once, at start (Apollo's document store serves them)", async () => {
  const protection = graphqlProtection({ schema: buildSchema(), introspection: true });
  const file = path.join(scratch, 'start.json');
  const broken = operation('Broken', 'query', 'query Broken { noSuchField }');
  writeFileSync(file, JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [FIGURES, NOTIFICATIONS, broken] }));
  const trusted = loadTrustedDocuments({ file, mode: 'persisted', schema: protection.schema, validationRules: protection.validationRules, logger: createLogger('silent') });
  // Apollo asks with its schema hash before the id (or the text's hash).
  expect((await trusted.documentStore.get(`schema-hash:${FIGURES.id}`))?.kind).toBe('Document');
  // Subscriptions are refused over HTTP by validation, and a document that does not validate is checked when asked for.
  expect(await trusted.documentStore.get(`schema-hash:${NOTIFICATIONS.id}`)).toBeUndefined();
  expect(await trusted.documentStore.get(`schema-hash:${broken.id}`)).toBeUndefined();
  expect(await trusted.persistedQueries.cache.get(`apq:${broken.id}`)).toBe(broken.body);
});

describe('over the WebSocket', () => {
  const socket = (server: TestServer, headers: Record<string, string> = {}) => {
    const created = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
    });
    clients.push(created);
    return created;
  };
  /** The first answer to one subscription: a result, or the errors it was refused with. */
  const first = (client: Client, payload: { query: string; extensions?: Record<string, unknown>; operationName?: string }, poke?: () => Promise<void>) =>
    new Promise<{ data?: any; errors?: any[] }>((resolve, reject) => {
      let done = false;
      const stop = client.subscribe(payload, {
        next: (result) => {
          done = true;
          stop();
          resolve(result as { data?: any; errors?: any[] });
        },
        error: (error) => {
          done = true;
          if (Array.isArray(error)) resolve({ errors: error });
          else reject(error instanceof Error ? error : new Error(String((error as { reason?: string }).reason ?? error)));
        },
        complete: () => resolve({}),
      });
      if (poke) void waitFor('the subscription to deliver', async () => done || (await poke(), false)).catch(reject);
    });

  test("a person's browser subscribes by the manifest id; a document not in the manifest or an unknown id is refused", async () => {
    const id = await persisted.createUser('trusted.socket@example.ca', 'homeowner');
    const cookie = await persisted.signIn('trusted.socket@example.ca');
    const client = socket(persisted, { cookie });
    const notify = () =>
      persisted.services.notifications.notify({ recipientId: id, kind: 'new-message', title: 'New message', body: 'Hello over the socket', link: '/proposals/1/messages', actionLabel: 'Reply' }).then(() => undefined);
    const live = await first(client, { query: '', operationName: NOTIFICATIONS.name, extensions: { persistedQuery: { version: 1, sha256Hash: NOTIFICATIONS.id } } }, notify);
    expect(live.errors).toBeUndefined();
    expect(live.data.notificationAdded).toMatchObject({ body: 'Hello over the socket', __typename: 'Notification' });

    const refused = await first(client, { query: 'subscription { notificationAdded { id } }' });
    expect(refused.errors).toEqual([{ message: expect.stringContaining('X-Api-Key'), extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } }]);
    const unknown = await first(client, { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: sha256('nope') } } });
    expect(unknown.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  test('with a valid API key the same document passes the door, and in any mode without one', async () => {
    const withKey = await first(socket(persisted, { 'x-api-key': partnerKey }), { query: 'subscription { notificationAdded { id } }' });
    // A partner has no notifications of its own: the service answers, not the door.
    expect(JSON.stringify(withKey)).not.toMatch(/PERSISTED_QUERY/);
    const anyMode = await first(socket(open), { query: 'subscription { notificationAdded { id } }' });
    expect(JSON.stringify(anyMode)).not.toMatch(/PERSISTED_QUERY/);
  });
});
