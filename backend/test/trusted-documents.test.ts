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
import fc from 'fast-check';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { buildSchema } from '../src/graphql/schema';
import { MAX_GET_PARAMETERS } from '../src/graphql/http-request';
import { GRAPHQL_LIMITS, graphqlProtection } from '../src/graphql/server';
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

/** A GET to /graphql with this search string (the CSRF preflight header Apollo requires on GET), and its answer. */
async function get(server: TestServer, search: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
  const text = await response.text();
  let body: { data?: any; errors?: any[] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: no data */
  }
  return { status: response.status, body };
}

const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
const idExtensions = (op: { id: string }) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash: op.id } });

describe('over GET, read as Apollo reads it', () => {
  test('the measured exploit: 1,000 junk keys before query= do not hide a document from the gate', async () => {
    const junk = Array.from({ length: 1000 }, () => 'a').join('&');
    const answer = await get(persisted, `${junk}&${param('query', '{ apiLimits { maxCost } }')}`);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([{ message: expect.stringContaining(`at most ${MAX_GET_PARAMETERS} search parameters`), extensions: { code: 'BAD_REQUEST' } }]);
    // Under the cap the junk changes nothing: the document is seen, and refused.
    const few = await get(persisted, `a&b&c&${param('query', '{ apiLimits { maxCost } }')}`);
    expect(few.status).toBe(403);
    expect(few.body.data).toBeUndefined();
  });

  test('without a key a GET carries a manifest id or nothing: no text, not even the app\'s own', async () => {
    const byGet = await get(persisted, param('extensions', idExtensions(FIGURES)));
    expect(byGet.status).toBe(200);
    expect(byGet.body.data.siteFigures.projectsCompleted).toEqual(expect.any(Number));
    for (const search of [param('query', FIGURES.body), `${param('query', ARBITRARY)}&${param('extensions', idExtensions(FIGURES))}`]) {
      const refused = await get(persisted, search);
      expect({ search, status: refused.status, code: refused.body.errors?.[0].extensions.code, data: refused.body.data }).toEqual({ search, status: 403, code: 'PERSISTED_QUERY_ID_REQUIRED', data: undefined });
    }
    // With a key, any document, as over POST.
    const withKey = await get(persisted, param('query', ARBITRARY), { 'x-api-key': partnerKey });
    expect(withKey.status).toBe(200);
    expect(withKey.body.data.siteFigures.verifiedContractors).toEqual(expect.any(Number));
  });

  test('what Apollo would read differently or refuse is refused before it: repeated parameters, extensions that are not a JSON object', async () => {
    const cases: [string, RegExp][] = [
      [`${param('query', FIGURES.body)}&${param('query', ARBITRARY)}`, /'query' search parameter may only be specified once/],
      [`${param('extensions', idExtensions(FIGURES))}&${param('extensions', '{}')}`, /'extensions' search parameter may only be specified once/],
      [`${param('extensions', '{"persistedQuery":')}`, /invalid JSON/],
      [`${param('extensions', '[1]')}`, /JSON-encoded object/],
    ];
    for (const [search, message] of cases) {
      for (const headers of [{}, { 'x-api-key': partnerKey }] as Record<string, string>[]) {
        const answer = await get(persisted, search, headers);
        expect({ search, status: answer.status, data: answer.body.data }).toEqual({ search, status: 400, data: undefined });
        expect(answer.body.errors![0]).toEqual({ message: expect.stringMatching(message), extensions: { code: 'BAD_REQUEST' } });
      }
    }
  });

  test('the token limit holds for GET as for POST', async () => {
    const long = `{ siteFigures { ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'a').join(' ')} } }`;
    for (const answer of [await get(open, param('query', long)), await post(open, { query: long })]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ message: `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded`, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
    }
    expect((await get(open, param('query', '   '))).body.errors![0].message).toBe('The GraphQL query is empty');
  });
});

describe('refused over POST (held, kept so)', () => {
  test('a batch, extensions sent as a string, and a manifest id with other text are refused and run nothing', async () => {
    const batch = await post(persisted, [byId(FIGURES), { query: ARBITRARY }]);
    expect(batch.status).toBe(400);
    expect(batch.body).not.toHaveProperty('data');
    for (const body of [{ query: ARBITRARY, extensions: idExtensions(FIGURES) }, { extensions: idExtensions(FIGURES) }]) {
      const answer = await post(persisted, body);
      expect({ body, status: answer.status, data: answer.body.data }).toEqual({ body, status: 400, data: undefined });
    }
    const otherText = await post(persisted, { query: ARBITRARY, extensions: { persistedQuery: { version: 1, sha256Hash: FIGURES.id } } });
    expect(otherText.status).toBe(403);
    expect(otherText.body).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } })] });
  });
});

describe('every way a request can carry a document', () => {
  /** What is sent: a manifest id, the manifest's text, or a document not in the manifest (some with the manifest's id). */
  type Sent = { kind: 'id' | 'text' | 'other'; query?: string; extensions?: string };
  const sent = fc.constantFrom<Sent>(
    { kind: 'id', extensions: idExtensions(FIGURES) },
    { kind: 'text', query: FIGURES.body },
    { kind: 'other', query: ARBITRARY },
    { kind: 'other', query: 'query SiteFigures { siteFigures { verifiedContractors } }' },
    { kind: 'other', query: `${FIGURES.body}\n` },
    { kind: 'other', query: '{ siteFigures { verifiedContractors } } # + & = % ; ? \u00e9' },
    { kind: 'other', query: ARBITRARY, extensions: idExtensions(FIGURES) },
  );
  /** Ways of writing a search parameter's name and value: the codec browsers, forms and scripts use. */
  const hex = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  const encoders: Record<string, (text: string) => string> = {
    component: encodeURIComponent,
    form: (text) => new URLSearchParams([['', text]]).toString().slice(1),
    everyByte: hex,
    upperHex: (text) => hex(text).toUpperCase(),
  };
  const nameEncoders: Record<string, (name: string) => string> = {
    plain: (name) => name,
    firstByte: (name) => `${hex(name[0])}${name.slice(1)}`,
    everyByte: hex,
  };
  /** Parameters that qs and URLSearchParams name differently, or that are one parameter to both. */
  const decoys = fc.constantFrom(`query[]=${encodeURIComponent(ARBITRARY)}`, `query[0]=${encodeURIComponent(ARBITRARY)}`, `Query=${encodeURIComponent(ARBITRARY)}`, `x;query=${encodeURIComponent(ARBITRARY)}`, `query%00=${encodeURIComponent(ARBITRARY)}`);
  const getCarriage = fc.record({
    junkBefore: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 995, max: 1005 })),
    junkAfter: fc.integer({ min: 0, max: 3 }),
    decoys: fc.array(decoys, { maxLength: 2 }),
    value: fc.constantFrom(...Object.keys(encoders)),
    name: fc.constantFrom(...Object.keys(nameEncoders)),
    /** The same field again, with a document not in the manifest. */
    repeat: fc.constantFrom(undefined, 'query', 'extensions', 'operationName'),
    separator: fc.constantFrom('&', '&&'),
  });
  const postCarriage = fc.record({
    junk: fc.oneof(fc.constant(0), fc.integer({ min: 1000, max: 1100 })),
    /** An earlier `query` key the later one overrides (JSON.parse keeps the last, for the gate and Apollo alike). */
    shadowed: fc.boolean(),
    escaped: fc.boolean(),
    extensionsAsString: fc.boolean(),
    batch: fc.boolean(),
  });

  async function sendByGet(what: Sent, carriage: typeof getCarriage extends fc.Arbitrary<infer C> ? C : never, headers: Record<string, string>) {
    const value = encoders[carriage.value];
    const name = nameEncoders[carriage.name];
    const entries = [
      ...Array.from({ length: carriage.junkBefore }, (_, i) => `j${i}`),
      ...carriage.decoys,
      ...(what.query !== undefined ? [`${name('query')}=${value(what.query)}`] : []),
      ...(what.extensions !== undefined ? [`${name('extensions')}=${value(what.extensions)}`] : []),
      ...Array.from({ length: carriage.junkAfter }, (_, i) => `k${i}=${i}`),
    ];
    // A field sent twice, the second time with something else (only a field the request already has).
    const repeated = carriage.repeat === 'operationName' || (carriage.repeat === 'query' && what.query !== undefined) || (carriage.repeat === 'extensions' && what.extensions !== undefined);
    if (carriage.repeat === 'operationName') entries.push('operationName=SiteFigures', 'operationName=Other');
    else if (repeated) entries.push(`${name(carriage.repeat!)}=${value(carriage.repeat === 'query' ? ARBITRARY : '{}')}`);
    const readable = entries.length <= MAX_GET_PARAMETERS && !repeated;
    return { answer: await get(persisted, entries.join(carriage.separator), headers), readable };
  }

  async function sendByPost(what: Sent, carriage: typeof postCarriage extends fc.Arbitrary<infer C> ? C : never, headers: Record<string, string>) {
    const string = (text: string) => (carriage.escaped ? `"${[...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"` : JSON.stringify(text));
    const members = [
      ...Array.from({ length: carriage.junk }, (_, i) => `"j${i}":${i}`),
      ...(carriage.shadowed ? [`"query":${string(ARBITRARY)}`] : []),
      ...(what.query !== undefined ? [`"query":${string(what.query)}`] : carriage.shadowed ? ['"query":null'] : []),
      ...(what.extensions !== undefined ? [`"extensions":${carriage.extensionsAsString ? string(what.extensions) : what.extensions}`] : []),
    ];
    const object = `{${members.join(',')}}`;
    const response = await fetch(`${persisted.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: carriage.batch ? `[${object}]` : object });
    const answer = { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
    return { answer, readable: !carriage.batch && !(carriage.extensionsAsString && what.extensions !== undefined) };
  }

  test("the gate's answer and Apollo's agree: without a key a document not in the manifest never runs, the manifest id always does", async () => {
    await fc.assert(
      fc.asyncProperty(sent, fc.oneof(getCarriage.map((get) => ({ get })), postCarriage.map((post) => ({ post }))), fc.boolean(), async (what, carriage, withKey) => {
        const headers: Record<string, string> = withKey ? { 'x-api-key': partnerKey } : {};
        const { answer, readable } = 'get' in carriage ? await sendByGet(what, carriage.get, headers) : await sendByPost(what, carriage.post, headers);
        const seen = JSON.stringify({ what, carriage, withKey, status: answer.status, body: answer.body }).slice(0, 600);
        const ran = answer.body.data !== undefined && answer.body.data !== null;
        // Never: a document that is not the app's, run without a key, whatever the carriage.
        if (!withKey && what.kind === 'other' && ran) throw new Error(`A document not in the manifest ran without a key: ${seen}`);
        if (!readable) {
          if (answer.status !== 400 || ran) throw new Error(`An unreadable request was not refused with 400: ${seen}`);
          return;
        }
        const runs = what.kind === 'id' || (withKey && what.extensions === undefined) || (what.kind === 'text' && 'post' in carriage);
        if (runs && (answer.status !== 200 || !ran)) throw new Error(`Expected it to run: ${seen}`);
        if (!runs && !withKey && (answer.status !== 403 || answer.body.errors?.[0]?.extensions?.code !== 'PERSISTED_QUERY_ID_REQUIRED')) throw new Error(`Expected the gate to refuse it: ${seen}`);
        if (!runs && withKey && answer.status !== 400) throw new Error(`Expected Apollo to refuse a text with another's id: ${seen}`);
      }),
      { numRuns: 100 },
    );
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
