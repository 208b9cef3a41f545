/**
 * The built-in sample projects as rows (issue 41, "One path for projects"): written at every start
 * (db/seed-showcase.ts, SEED_SHOWCASE), each under its fixed public number, read through the same
 * Project type as any project, listed only when a list asks for them, and changed by nobody: every
 * write on one is refused by the policy, for every role, with the same words, and changes nothing.
 * (The authorization matrix tries every lifecycle write on a showcase project too.)
 */
import { SHOWCASE_REFUSED } from '../src/policy/lifecycle';
import { seedShowcaseContractors, seedShowcaseProjects } from '../src/db/seed-showcase';
import { SHOWCASE_CONTRACTORS } from '../src/db/showcase-contractors';
import { SHOWCASE_PROJECTS } from '../src/db/showcase-content';
import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
const cookies: Record<'owner' | 'contractor' | 'operator', string> = { owner: '', contractor: '', operator: '' };
let postedId = 0;

beforeAll(async () => {
  server = await startTestServer({ seedShowcase: true });
  await server.createUser('operator@gtahomepros.example.ca', 'operator', 'Olivia Operator');
  await server.createUser('priya@example.ca', 'homeowner', 'Priya Raman');
  await server.createUser(sampleProposal.contractorEmail, 'contractor', sampleProposal.contractorName);
  cookies.operator = await server.signIn('operator@gtahomepros.example.ca');
  cookies.owner = await server.signIn('priya@example.ca');
  cookies.contractor = await server.signIn(sampleProposal.contractorEmail);
  // An operator's post is public at once: one posted project beside the samples.
  const posted = await server.rest('POST', '/api/projects', sampleProject, { cookie: cookies.operator });
  expect(posted.status).toBe(201);
  postedId = posted.body.id;
}, 60_000);
afterAll(() => server?.stop());

const SHOWCASE_FIELDS = `id title status showcase showcaseNumber proposalCount
  viewerCan { statuses fields delete decideProposals submitProposal reopenForQuotes invitePros }
  showcaseDetails { contractorName price rating reviewCount featured projectScope statedProposalCount testimonials { name rating comment date } }`;

async function showcaseProject(number: number, cookie = '') {
  const res = await server.graphql(`query($n: Int!) { showcaseProject(number: $n) { ${SHOWCASE_FIELDS} } }`, { n: number }, { cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.showcaseProject;
}

const rowCount = async () => (await server.db.query(`SELECT count(*)::int AS n FROM project WHERE showcase`))[0].n as number;

test('every sample is a row under its public number, written once however often the server starts', async () => {
  expect(await rowCount()).toBe(SHOWCASE_PROJECTS.length);
  const numbers: { n: number }[] = await server.db.query(`SELECT showcase_number AS n FROM project WHERE showcase ORDER BY 1`);
  expect(numbers.map((row) => row.n)).toEqual(SHOWCASE_PROJECTS.map((sample) => sample.number).sort((a, b) => a - b));
  expect(numbers.map((row) => row.n)).toEqual(expect.arrayContaining([1, 12, 101, 1101, 2001, 2501]));
  // A second start finds nothing to write.
  expect(await seedShowcaseProjects(server.db)).toEqual({ written: 0, removed: 0 });
  expect(await rowCount()).toBe(SHOWCASE_PROJECTS.length);
});

test('a changed sample is rewritten in place, and a sample taken out of the content goes', async () => {
  const [first, ...rest] = SHOWCASE_PROJECTS;
  const [{ id }] = await server.db.query(`SELECT id FROM project WHERE showcase_number = $1`, [first.number]);
  expect(await seedShowcaseProjects(server.db, undefined, [{ ...first, title: `${first.title} (updated)` }, ...rest])).toEqual({ written: 1, removed: 0 });
  const [changed] = await server.db.query(`SELECT id, title FROM project WHERE showcase_number = $1`, [first.number]);
  expect(changed).toEqual({ id, title: `${first.title} (updated)` });
  expect(await seedShowcaseProjects(server.db, undefined, rest)).toEqual({ written: 0, removed: 1 });
  expect(await rowCount()).toBe(SHOWCASE_PROJECTS.length - 1);
  // Back as it ships (a new row: its number is what links to it, not its id).
  expect(await seedShowcaseProjects(server.db)).toEqual({ written: 1, removed: 0 });
  expect((await showcaseProject(first.number)).title).toBe(first.title);
});

test('a sample reads like any project, with what it shows beyond a post, and the viewer may do nothing with it', async () => {
  const open = await showcaseProject(2001, cookies.contractor);
  expect(open).toMatchObject({ title: 'Kitchen and Main-Floor Refresh in a Danforth Semi', status: 'OPEN', showcase: true, showcaseNumber: 2001, proposalCount: 0 });
  expect(open.showcaseDetails).toMatchObject({ statedProposalCount: 3, contractorName: null, testimonials: [] });
  const finished = await showcaseProject(5, cookies.operator);
  expect(finished).toMatchObject({ title: 'Cold-Climate Heat Pump Retrofit in Unionville', status: 'COMPLETED', showcase: true });
  expect(finished.showcaseDetails).toMatchObject({ contractorName: 'Northline Mechanical', price: '$14,000 - $19,000', rating: 4.9, reviewCount: 44, featured: true });
  expect(finished.showcaseDetails.testimonials[0]).toMatchObject({ name: 'Kevin C.', rating: 5, date: '2025-01-12' });
  for (const project of [open, finished]) {
    expect(project.viewerCan).toEqual({ statuses: [], fields: [], delete: false, decideProposals: false, submitProposal: false, reopenForQuotes: false, invitePros: false });
  }
  // Its id is an ordinary project id: project(id) and the REST read answer with it.
  const byId = await server.graphql(`query($id: ID!) { project(id: $id) { showcaseNumber title } }`, { id: open.id });
  expect(byId.body.data.project).toEqual({ showcaseNumber: 2001, title: open.title });
  const rest = await server.rest('GET', `/api/projects/${open.id}`);
  expect(rest.status).toBe(200);
  expect(rest.body.title).toBe(open.title);
  expect(await showcaseProject(2999)).toBeNull();
  const bad = await server.graphql(`{ showcaseProject(number: 0) { id } }`);
  expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
});

test('lists hold posted projects unless they ask for the samples; the site figures count posted work only', async () => {
  const list = async (showcase?: string) => {
    const res = await server.graphql(`query($f: ProjectFilter) { projects(first: 100, filter: $f) { totalCount nodes { id showcase } } }`, { f: showcase ? { showcase } : null });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.projects;
  };
  const posted = await list();
  expect(posted.totalCount).toBe(1);
  expect(posted.nodes).toEqual([{ id: String(postedId), showcase: false }]);
  expect((await list('EXCLUDE')).totalCount).toBe(1);
  const only = await list('ONLY');
  expect(only.totalCount).toBe(SHOWCASE_PROJECTS.length);
  expect(only.nodes.every((node: { showcase: boolean }) => node.showcase)).toBe(true);
  const both = await list('INCLUDE');
  expect(both.totalCount).toBe(SHOWCASE_PROJECTS.length + 1);
  // Filters apply to the samples like to any project.
  const openOnes = await server.graphql(`{ projects(first: 100, filter: { showcase: ONLY, status: OPEN }) { totalCount } }`);
  expect(openOnes.body.data.projects.totalCount).toBe(SHOWCASE_PROJECTS.filter((sample) => sample.status === 'open').length);
  // The home page asks for the featured samples; posted projects are never featured.
  const featured = await server.graphql(`{ projects(first: 100, filter: { showcase: INCLUDE, featured: true }) { nodes { showcaseNumber } } }`);
  const featuredNumbers = SHOWCASE_PROJECTS.filter((sample) => sample.details.kind === 'finished' && sample.details.featured).map((sample) => sample.number);
  expect(featuredNumbers.length).toBeGreaterThan(0);
  expect(featured.body.data.projects.nodes.map((node: { showcaseNumber: number }) => node.showcaseNumber).sort((a: number, b: number) => a - b)).toEqual(featuredNumbers.sort((a, b) => a - b));
  const notFeatured = await server.graphql(`{ projects(first: 100, filter: { showcase: INCLUDE, featured: false }) { totalCount } }`);
  expect(notFeatured.body.data.projects.totalCount).toBe(SHOWCASE_PROJECTS.length + 1 - featuredNumbers.length);
  // Our Projects asks for its samples: the 12 core finished ones and the open ones; posted projects are never among them.
  const portfolio = await server.graphql(`{ projects(first: 100, filter: { showcase: INCLUDE, portfolio: true }) { nodes { showcaseNumber status } } }`);
  const portfolioNumbers = SHOWCASE_PROJECTS.filter((sample) => sample.number <= 12 || sample.number > 2000).map((sample) => sample.number);
  expect(portfolioNumbers.length).toBe(12 + SHOWCASE_PROJECTS.filter((sample) => sample.details.kind === 'open').length);
  expect(portfolio.body.data.projects.nodes.map((node: { showcaseNumber: number }) => node.showcaseNumber).sort((a: number, b: number) => a - b)).toEqual(portfolioNumbers.sort((a, b) => a - b));
  const notPortfolio = await server.graphql(`{ projects(first: 100, filter: { showcase: INCLUDE, portfolio: false }) { totalCount } }`);
  expect(notPortfolio.body.data.projects.totalCount).toBe(SHOWCASE_PROJECTS.length + 1 - portfolioNumbers.length);
  // The REST list is what people posted, as before.
  const restList = await server.rest('GET', '/api/projects');
  expect(restList.body.map((project: { id: number }) => project.id)).toEqual([postedId]);
  await server.services.siteFigures.refresh();
  const figures = await server.graphql(`{ siteFigures { projectsCompleted } }`);
  expect(figures.body.data.siteFigures.projectsCompleted).toBe(0);
});

test('every write on a sample is refused for every role with the same words, and changes nothing', async () => {
  const open = await showcaseProject(2001);
  const finished = await showcaseProject(1);
  const before = await server.db.query(`SELECT id, title, status, updated_at FROM project WHERE showcase ORDER BY id`);
  const people = { visitor: '', ...cookies };
  const writes: [string, string, Record<string, unknown>][] = [
    ['updateProject', `mutation($id: ID!) { updateProject(id: $id, input: { timeline: "Within 1 week" }) { id } }`, { id: open.id }],
    ['updateProjectStatus', `mutation($id: ID!) { updateProjectStatus(id: $id, status: CANCELLED) { id } }`, { id: open.id }],
    ['deleteProject', `mutation($id: ID!) { deleteProject(id: $id) }`, { id: finished.id }],
    ['reopenProjectForQuotes', `mutation($id: ID!) { reopenProjectForQuotes(id: $id) { id } }`, { id: open.id }],
    ['submitProposal', `mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, { i: { ...sampleProposal, projectId: open.id } }],
  ];
  for (const [who, cookie] of Object.entries(people)) {
    for (const [name, query, variables] of writes) {
      const res = await server.graphql(query, variables, { cookie });
      expect({ who, name, code: res.body.errors?.[0]?.extensions?.code, message: res.body.errors?.[0]?.message }).toEqual({ who, name, code: 'FORBIDDEN', message: SHOWCASE_REFUSED });
    }
    for (const [method, url, body] of [
      ['PUT', `/api/projects/${open.id}`, { status: 'cancelled' }],
      ['DELETE', `/api/projects/${finished.id}`, undefined],
    ] as const) {
      const res = await server.rest(method, url, body, { cookie });
      expect({ who, method, status: res.status }).toEqual({ who, method, status: 403 });
    }
  }
  expect(await server.db.query(`SELECT id, title, status, updated_at FROM project WHERE showcase ORDER BY id`)).toEqual(before);
  expect((await server.db.query(`SELECT count(*)::int AS n FROM proposal`))[0].n).toBe(0);
});

describe('the sample contractors', () => {
  const contractor = async (number: number) => {
    const res = await server.graphql(
      `query($n: Int!) { showcaseContractor(number: $n) { number name imageUrl rating reviewCount specialties location verified yearsExperience completedProjects responseTime availableNow bio } }`,
      { n: number },
    );
    expect(res.body.errors).toBeUndefined();
    return res.body.data.showcaseContractor;
  };

  test('are rows under their public numbers, written once, read with what their content states', async () => {
    // The server started with SEED_SHOWCASE: a second start finds nothing to write.
    expect(await seedShowcaseContractors(server.db)).toEqual({ written: 0, removed: 0 });
    expect(await contractor(2)).toEqual({
      number: 2,
      name: 'Northline Mechanical',
      imageUrl: null,
      rating: 4.8,
      reviewCount: 143,
      specialties: expect.arrayContaining(['Heat Pumps', 'Gas Fitting']),
      location: 'Markham, ON',
      verified: true,
      yearsExperience: 14,
      completedProjects: 968,
      responseTime: 'Within 1 hour',
      availableNow: false,
      bio: expect.stringContaining('TSSA'),
    });
    for (const number of [0, 4, -1, 100_000]) expect(await contractor(number)).toBeNull();
  });

  test('a changed one is rewritten, one taken out of the content goes, and neither the directory nor the figures count them', async () => {
    const [first, ...rest] = SHOWCASE_CONTRACTORS;
    expect(await seedShowcaseContractors(server.db, undefined, [{ ...first, completedProjects: first.completedProjects + 1 }, ...rest])).toEqual({ written: 1, removed: 0 });
    expect((await contractor(first.id)).completedProjects).toBe(first.completedProjects + 1);
    expect(await seedShowcaseContractors(server.db, undefined, rest)).toEqual({ written: 0, removed: 1 });
    expect(await contractor(first.id)).toBeNull();
    // Its samples' cards no longer link to a profile that is gone.
    const linked = await server.graphql(`{ projects(first: 100, filter: { showcase: ONLY }) { nodes { showcaseNumber showcaseDetails { contractorNumber } } } }`);
    expect(linked.body.data.projects.nodes.find((node: { showcaseNumber: number }) => node.showcaseNumber === 1).showcaseDetails.contractorNumber).toBeNull();
    expect(await seedShowcaseContractors(server.db)).toEqual({ written: 1, removed: 0 });
    const pros = await server.graphql(`{ pros(first: 50) { nodes { businessName } } }`);
    expect(pros.body.data.pros.nodes.map((pro: { businessName: string }) => pro.businessName)).not.toEqual(expect.arrayContaining([first.name]));
  });

  test("a finished sample links to its contractor's number only when it is a sample contractor", async () => {
    const res = await server.graphql(`{ projects(first: 100, filter: { showcase: ONLY }) { nodes { showcaseNumber showcaseDetails { contractorName contractorNumber } } } }`);
    const byNumber = new Map(res.body.data.projects.nodes.map((node: { showcaseNumber: number; showcaseDetails: unknown }) => [node.showcaseNumber, node.showcaseDetails]));
    expect(byNumber.get(1)).toEqual({ contractorName: 'Riverdale Renovation Co.', contractorNumber: 1 });
    expect(byNumber.get(2001)).toEqual({ contractorName: null, contractorNumber: null });
    const others = [...byNumber.values()].filter((details: any) => details.contractorName && !SHOWCASE_CONTRACTORS.some((c) => c.name === details.contractorName));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((details: any) => details.contractorNumber === null)).toBe(true);
    // Matched by name without regard to case; a firm that is none of them gets no number, never another's.
    expect(await server.services.contractors.showcaseNumbers(['riverdale renovation co.', 'Spotless GTA Cleaning', 'Northline Mechanical'])).toEqual([1, null, 2]);
  });
});
