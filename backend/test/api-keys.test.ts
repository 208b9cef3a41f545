import { INVALID_API_KEY } from '../src/auth/current-actor';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let operator: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.createUser('keys@gtahomepros.ca', 'operator');
  operator = await server.signIn('keys@gtahomepros.ca');
});
afterAll(() => server?.stop());

const createKey = async (name: string) => {
  const created = await server.graphql(`mutation($name: String!) { createApiKey(name: $name) { key apiKey { id } } }`, { name }, { cookie: operator });
  return created.body.data.createApiKey as { key: string; apiKey: { id: string } };
};

it('answers a revoked or made-up API key with 401 UNAUTHENTICATED saying so, on GraphQL and REST, never as a visitor', async () => {
  const { key, apiKey } = await createKey('Reno Insights');
  const asPartner = { cookie: '', 'x-api-key': key };
  expect((await server.graphql(`{ projects(first: 1) { totalCount } }`, {}, asPartner)).status).toBe(200);
  expect((await server.rest('GET', '/api/projects?limit=1', undefined, asPartner)).status).toBe(200);
  await server.graphql(`mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, { id: apiKey.id }, { cookie: operator });

  const madeUp = `gta_${'x'.repeat(43)}`;
  for (const bad of [key, madeUp, 'y'.repeat(500)]) {
    const headers = { cookie: '', 'x-api-key': bad };
    const graphql = await server.graphql(`{ projects(first: 1) { totalCount } }`, {}, headers);
    expect(graphql.status).toBe(401);
    expect(graphql.body).toEqual({ errors: [{ message: INVALID_API_KEY, extensions: { code: 'UNAUTHENTICATED' } }] });
    const rest = await server.rest('GET', '/api/projects?limit=1', undefined, headers);
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ error: INVALID_API_KEY, code: 'UNAUTHENTICATED' });
    expect(rest.headers.get('cache-control')).toBe('no-store');
    // A write with a bad key changes nothing.
    const write = await server.rest('POST', '/api/contact', { name: 'A', email: 'a@example.ca', subject: 'S', message: 'M' }, headers);
    expect(write.status).toBe(401);
  }
  expect(INVALID_API_KEY).toMatch(/invalid or has been revoked/);
  expect((await server.db.query(`SELECT COUNT(*)::int AS n FROM contact_message`))[0].n).toBe(0);
  // Without the header the same requests are a visitor's, as before.
  expect((await server.graphql(`{ projects(first: 1) { totalCount } }`, {}, { cookie: '' })).status).toBe(200);
  expect((await server.rest('GET', '/api/projects?limit=1', undefined, { cookie: '' })).status).toBe(200);
});
