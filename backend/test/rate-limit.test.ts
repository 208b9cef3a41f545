import { sampleProject, startTestServer, type TestServer } from './test-server';

const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
const TOO_MANY = 'Too many changes from this address. Please wait a minute and try again.';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ writeRateLimit: 3 });
});
afterEach(() => server.stop());

it('answers 429 with a clear message once an address exceeds its writes per minute, and never limits reads', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await server.rest('POST', '/api/projects', { ...sampleProject, email: 'limits@example.ca' })).status);
  expect(statuses).toEqual([201, 201, 201, 429]);
  const limited = await server.rest('POST', '/api/contact', { name: 'A', email: 'a@example.ca', subject: 'S', message: 'M' });
  expect(limited.status).toBe(429);
  expect(limited.body.error).toBe(TOO_MANY);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  const mutation = await server.graphql(CREATE, { input: sampleProject });
  expect(mutation.status).toBe(429);
  expect(mutation.body.errors).toEqual([expect.objectContaining({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS' } })]);
  expect((await server.rest('GET', '/api/projects')).status).toBe(200);
  // Three were posted (unconfirmed until their links are opened, so not yet listed).
  expect((await server.db.query('SELECT COUNT(*)::int AS n FROM project'))[0].n).toBe(3);
});

it('limits a mutation picked by operationName from a document that starts with a query', async () => {
  const mixed = `query Q { projects { totalCount } } mutation M($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
  const send = () =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: mixed, operationName: 'M', variables: { input: { ...sampleProject, email: 'mixed@example.ca' } } }),
    });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await send()).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect((await server.db.query(`SELECT COUNT(*)::int AS n FROM project WHERE title = $1`, [sampleProject.title]))[0].n).toBe(3);
});

it('shares one limit between API processes on the same database', async () => {
  const second = await startTestServer({ writeRateLimit: 3, databaseUrl: server.databaseUrl });
  try {
    expect(second.port).not.toBe(server.port);
    const statuses = [];
    for (const api of [server, second, server, second]) statuses.push((await api.rest('POST', '/api/projects', { ...sampleProject, email: 'shared@example.ca' })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await second.graphql(CREATE, { input: { ...sampleProject, email: 'shared@example.ca' } })).status).toBe(429);
  } finally {
    await second.stop();
  }
});

it('limits anonymous GraphQL queries per address and gives partner keys their own, higher limit', async () => {
  const reads = await startTestServer({ readRateLimit: 2, partnerReadRateLimit: 4 });
  try {
    await reads.createUser('keys@gtahomepros.ca', 'operator');
    const operator = await reads.signIn('keys@gtahomepros.ca');
    const { key } = (await reads.graphql(`mutation { createApiKey(name: "Reno Insights") { key } }`, {}, { cookie: operator })).body.data.createApiKey;
    const query = '{ projects(first: 1) { totalCount } }';
    const anonymous = [];
    for (let i = 0; i < 3; i++) anonymous.push(await reads.graphql(query, {}, { cookie: '' }));
    expect(anonymous.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(anonymous[2].body.errors[0]).toMatchObject({ message: 'Too many requests. Please slow down and try again in a minute.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    const partner = [];
    for (let i = 0; i < 5; i++) partner.push((await reads.graphql(query, {}, { cookie: '', 'x-api-key': key })).status);
    expect(partner).toEqual([200, 200, 200, 200, 429]);
  } finally {
    await reads.stop();
  }
});

describe('REST reads', () => {
  let reads: TestServer;
  beforeEach(async () => {
    reads = await startTestServer({ readRateLimit: 3, partnerReadRateLimit: 2 });
  });
  afterEach(() => reads.stop());
  const visitor = { cookie: '' };
  const TOO_MANY_READS = 'Too many requests. Please slow down and try again in a minute.';

  it('count against the same per-client budget as GraphQL queries; probes and images do not', async () => {
    // Health and readiness probes, placeholder images and photos never count.
    for (let i = 0; i < 4; i++) {
      expect((await reads.rest('GET', '/api/health', undefined, visitor)).status).toBe(200);
      expect((await reads.rest('GET', '/api/ready', undefined, visitor)).status).toBe(200);
      expect((await reads.rest('GET', '/api/placeholder/40/30', undefined, visitor)).status).toBe(200);
      expect((await reads.rest('GET', '/api/uploads/00000000-0000-4000-8000-000000000000-800x600.webp', undefined, visitor)).status).toBe(404);
    }
    const spent = [
      (await reads.rest('GET', '/api/projects', undefined, visitor)).status,
      (await reads.graphql('{ projects(first: 1) { totalCount } }', {}, visitor)).status,
      (await reads.rest('GET', '/api/proposals/project/1', undefined, visitor)).status,
    ];
    expect(spent).toEqual([200, 200, 200]);
    const limited = await reads.rest('GET', '/api/projects', undefined, visitor);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: TOO_MANY_READS });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The budget is shared both ways: GraphQL is now refused too, and so is a conditional repeat.
    expect((await reads.graphql('{ projects(first: 1) { totalCount } }', {}, visitor)).status).toBe(429);
    expect((await reads.rest('GET', '/api/projects/1', undefined, visitor)).status).toBe(429);
    expect((await reads.rest('GET', '/api/projects', undefined, { ...visitor, 'If-None-Match': '*' })).status).toBe(429);
    // Probes still answer, and writes are not reads.
    expect((await reads.rest('GET', '/api/ready', undefined, visitor)).status).toBe(200);
    expect((await reads.rest('POST', '/api/contact', { name: 'A', email: 'a@example.ca', subject: 'S', message: 'M' }, visitor)).status).toBe(201);
    // Another address has its own budget (requests arrive through a trusted local proxy).
    expect((await reads.rest('GET', '/api/projects', undefined, { ...visitor, 'X-Forwarded-For': '198.51.100.7' })).status).toBe(200);
    // Another API process on the same database counts from the same budget.
    const second = await startTestServer({ readRateLimit: 3, databaseUrl: reads.databaseUrl });
    try {
      expect((await second.rest('GET', '/api/projects', undefined, visitor)).status).toBe(429);
    } finally {
      await second.stop();
    }
  });

  it('count partner keys against their own limit, shared with their GraphQL queries', async () => {
    await reads.createUser('rest-keys@gtahomepros.ca', 'operator');
    const operator = await reads.signIn('rest-keys@gtahomepros.ca');
    const { key } = (await reads.graphql(`mutation { createApiKey(name: "Reno Insights REST") { key } }`, {}, { cookie: operator })).body.data.createApiKey;
    const partner = { cookie: '', 'x-api-key': key };
    const statuses = [
      (await reads.rest('GET', '/api/projects', undefined, partner)).status,
      (await reads.graphql('{ projects(first: 1) { totalCount } }', {}, partner)).status,
      (await reads.rest('GET', '/api/projects', undefined, partner)).status,
    ];
    expect(statuses).toEqual([200, 200, 429]);
  });
});
