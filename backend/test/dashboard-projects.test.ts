import { sampleProject, startTestServer, type TestServer } from './test-server';

/** The contractor dashboard asks the server for each tab's page and count instead of loading every project. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
});
afterAll(() => server.stop());

async function createProject(title: string, urgency: string, status?: string): Promise<string> {
  const { body } = await server.graphql(`mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`, {
    input: { ...sampleProject, title, urgency },
  });
  expect(body.errors).toBeUndefined();
  const id: string = body.data.createProject.id;
  if (status) {
    const changed = await server.graphql(`mutation($id: ID!, $status: ProjectStatus!) { updateProjectStatus(id: $id, status: $status) { id } }`, { id, status });
    expect(changed.body.errors).toBeUndefined();
  }
  return id;
}

const PAGE = `query($filter: ProjectFilter, $after: String) { projects(first: 2, after: $after, filter: $filter) {
  totalCount pageInfo { hasNextPage endCursor } nodes { title status urgency } } }`;

async function page(filter: Record<string, string> | undefined, after?: string) {
  const { body } = await server.graphql(PAGE, { filter, after });
  expect(body.errors).toBeUndefined();
  return body.data.projects;
}

beforeAll(async () => {
  await createProject('A urgent open', 'HIGH');
  await createProject('B calm open', 'LOW');
  await createProject('C urgent in progress', 'HIGH', 'IN_PROGRESS');
  await createProject('D urgent open', 'HIGH');
  await createProject('E calm cancelled', 'MEDIUM', 'CANCELLED');
  await createProject('F urgent open', 'HIGH');
});

describe('projects for the dashboard tabs', () => {
  it('pages Open for Bids (status OPEN) newest first, with the filtered totalCount on every page', async () => {
    const first = await page({ status: 'OPEN' });
    expect(first.nodes.map((n: { title: string }) => n.title)).toEqual(['F urgent open', 'D urgent open']);
    expect(first).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true } });
    const second = await page({ status: 'OPEN' }, first.pageInfo.endCursor);
    expect(second.nodes.map((n: { title: string }) => n.title)).toEqual(['B calm open', 'A urgent open']);
    expect(second).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: false } });
  });

  it('pages Urgent (urgency HIGH) whatever the status', async () => {
    const first = await page({ urgency: 'HIGH' });
    expect(first.nodes.map((n: { title: string }) => n.title)).toEqual(['F urgent open', 'D urgent open']);
    expect(first.totalCount).toBe(4);
    const second = await page({ urgency: 'HIGH' }, first.pageInfo.endCursor);
    expect(second.nodes.map((n: { title: string }) => n.title)).toEqual(['C urgent in progress', 'A urgent open']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('combines filters and answers every tab count in one request', async () => {
    const both = await page({ status: 'OPEN', urgency: 'HIGH' });
    expect(both.totalCount).toBe(3);
    const { body } = await server.graphql(`{
      all: projects(first: 1) { totalCount }
      open: projects(first: 1, filter: { status: OPEN }) { totalCount }
      urgent: projects(first: 1, filter: { urgency: HIGH }) { totalCount }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ all: { totalCount: 6 }, open: { totalCount: 4 }, urgent: { totalCount: 4 } });
  });
});
