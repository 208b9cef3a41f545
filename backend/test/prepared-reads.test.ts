import { Client } from 'pg';
import { sampleProject, startTestServer, type TestServer } from './test-server';

/** Reads run as named prepared statements (src/db/prepared.ts); they must survive lost connections. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
  for (let i = 0; i < 3; i++) await server.rest('POST', '/api/projects', { ...sampleProject, title: `Prepared ${i}` });
});
afterAll(() => server.stop());

const LIST = '{ projects(first: 2) { totalCount nodes { id title proposalCount } } }';

it('gives the same answers on every connection, one statement per read', async () => {
  const first = await server.graphql(LIST);
  expect(first.body.data.projects.totalCount).toBe(3);
  server.resetQueries();
  // More requests than pool connections, at once: each connection prepares the statement itself.
  const answers = await Promise.all(Array.from({ length: 25 }, () => server.graphql(LIST)));
  for (const answer of answers) expect(answer.body).toEqual(first.body);
  expect(server.queries()).toBe(25 * 2); // the page and its COUNT
  const rest = await Promise.all([server.rest('GET', '/api/projects?limit=1'), server.rest('GET', '/api/projects?limit=2&offset=1')]);
  expect(rest.map((r) => r.body.map((p: { title: string }) => p.title))).toEqual([['Prepared 2'], ['Prepared 1', 'Prepared 0']]);
});

it('prepares again on new connections after the database dropped the old ones', async () => {
  const before = await server.rest('GET', '/api/projects');
  const admin = new Client({ connectionString: (server.db.options as { url: string }).url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  } finally {
    await admin.end();
  }
  // A read may land on a connection the pool has not yet seen die: that one answers 503, never 500.
  let answer = await server.rest('GET', '/api/projects');
  for (let i = 0; i < 20 && answer.status !== 200; i++) {
    expect(answer.status).toBe(503);
    answer = await server.rest('GET', '/api/projects');
  }
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(before.body);
  expect((await server.graphql(LIST)).body.data.projects.totalCount).toBe(3);
});

it('keeps reporting bad input as 4xx with its message', async () => {
  const { status, body } = await server.graphql('{ projects(first: 2, after: "bm90LWEtY3Vyc29y") { totalCount } }');
  expect(status).toBe(200);
  expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect((await server.rest('GET', '/api/projects/99999999')).status).toBe(404);
  expect((await server.rest('GET', '/api/projects?limit=abc')).status).toBe(400);
});
