import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
});
afterAll(() => server.stop());

async function countProjects(title: string): Promise<number> {
  const [{ count }] = await server.db.query('SELECT COUNT(*)::int AS count FROM project WHERE title = $1', [title]);
  return count;
}

describe('Idempotency-Key', () => {
  it('returns the first answer to a retried REST POST and creates one project', async () => {
    const body = { ...sampleProject, title: 'Idempotent deck in Port Credit' };
    const headers = { 'Idempotency-Key': 'deck-port-credit-1' };
    const first = await server.rest('POST', '/api/projects', body, headers);
    const retry = await server.rest('POST', '/api/projects', body, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await countProjects(body.title)).toBe(1);
  });

  it('creates nothing twice under concurrent retries', async () => {
    const body = { ...sampleProject, title: 'Concurrent roof quote in Brampton' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => server.rest('POST', '/api/projects', body, { 'Idempotency-Key': 'roof-brampton' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countProjects(body.title)).toBe(1);
  });

  it('does the same for GraphQL create mutations', async () => {
    const mutation = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
    const input = { ...sampleProject, title: 'GraphQL idempotent basement in Vaughan' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.graphql(mutation, { input }, { 'Idempotency-Key': 'gql-basement-vaughan' })),
    );
    expect(new Set(answers.map((a) => a.body.data?.createProject.id)).size).toBe(1);
    expect(await countProjects(input.title)).toBe(1);
  });

  it('forgets failed attempts so a corrected retry runs', async () => {
    const project = await server.rest('POST', '/api/projects', sampleProject);
    const headers = { 'Idempotency-Key': 'proposal-retry' };
    const invalid = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.body.id, approach: 'short' }, headers);
    expect(invalid.status).toBe(400);
    const fixed = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.body.id }, headers);
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    const retried = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.body.id }, headers);
    expect(retried.body.id).toBe(fixed.body.id);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with a different body and a malformed key', async () => {
    await server.rest('POST', '/api/contact', { name: 'Li Wei', email: 'li@example.ca', subject: 'Hi', message: 'Quote please' }, { 'Idempotency-Key': 'contact-1' });
    const other = await server.rest('POST', '/api/contact', { name: 'Li Wei', email: 'li@example.ca', subject: 'Other', message: 'Quote please' }, { 'Idempotency-Key': 'contact-1' });
    expect(other.status).toBe(422);
    const bad = await server.rest('POST', '/api/contact', { name: 'x' }, { 'Idempotency-Key': 'has space' });
    expect(bad.status).toBe(400);
  });
});

describe('health and readiness', () => {
  it('reports liveness and readiness with the database up', async () => {
    expect((await server.rest('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    expect(await server.rest('GET', '/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
