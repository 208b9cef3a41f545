import { sampleProject, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ writeRateLimit: 3 });
});
afterAll(() => server.stop());

it('answers 429 with a clear message once an address exceeds its writes per minute, and never limits reads', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await server.rest('POST', '/api/projects', { ...sampleProject, email: 'limits@example.ca' })).status);
  expect(statuses).toEqual([201, 201, 201, 429]);
  const limited = await server.rest('POST', '/api/contact', { name: 'A', email: 'a@example.ca', subject: 'S', message: 'M' });
  expect(limited.status).toBe(429);
  expect(limited.body.error).toBe('Too many changes from this address. Please wait a minute and try again.');
  const mutation = await server.graphql(`mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`, { input: sampleProject });
  expect(mutation.status).toBe(429);
  expect((await server.rest('GET', '/api/projects')).status).toBe(200);
  // Three were posted (unconfirmed until their links are opened, so not yet listed).
  expect((await server.db.query('SELECT COUNT(*)::int AS n FROM project'))[0].n).toBe(3);
});
