import { PROPOSAL_MESSAGES } from '@marketplace/shared';
import { Client } from 'pg';
import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
});
afterAll(() => server.stop());

const PROJECT_FIELDS = `id title description category budget timeline urgency homeowner location images imageUrls
  requirements status postedDate createdAt updatedAt estimatedCost contractorNotes startDate completionDate proposalCount`;

async function createProject(input: Record<string, unknown> = {}) {
  const { body } = await server.graphql(
    `mutation($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`,
    { input: { ...sampleProject, ...input } },
  );
  expect(body.errors).toBeUndefined();
  return body.data.createProject;
}

async function submitProposal(projectId: string, input: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return server.graphql(
    `mutation($input: SubmitProposalInput!) { submitProposal(input: $input) { id projectId status submittedDate contractorName project { id title } } }`,
    { input: { ...sampleProposal, projectId, ...input } },
    headers,
  );
}

describe('createProject', () => {
  it('creates an open project with the defaults: medium urgency, Toronto, homeowner Unknown, no photos', async () => {
    const project = await createProject({ homeowner: undefined });
    expect(project).toMatchObject({
      title: sampleProject.title,
      status: 'OPEN',
      urgency: 'MEDIUM',
      location: 'Toronto, ON',
      homeowner: 'Unknown',
      proposalCount: 0,
      images: [],
      imageUrls: ['/api/placeholder/800/600'],
      requirements: [],
      estimatedCost: null,
      startDate: null,
    });
    expect(new Date(project.postedDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gives the posted, started and completed days on Toronto\'s calendar, as REST does', async () => {
    const project = await createProject();
    const db = new Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      // 02:30 UTC on March 2 is still March 1 in Toronto; the start and completion dates are stamped by status changes.
      await db.query(`UPDATE project SET created_at = '2026-03-02T02:30:00Z', start_date = '2026-07-04T03:59:00Z', completion_date = '2026-07-04T04:00:00Z' WHERE id = $1`, [Number(project.id)]);
    } finally {
      await db.end();
    }
    const { body } = await server.graphql(`query($id: ID!) { project(id: $id) { postedDate postedOn startedOn completedOn } }`, { id: project.id });
    expect(body.data.project).toEqual({ postedDate: '2026-03-02T02:30:00.000Z', postedOn: '2026-03-01', startedOn: '2026-07-03', completedOn: '2026-07-04' });
    const rest = await server.rest('GET', `/api/projects/${project.id}`);
    expect(rest.body).toMatchObject({ postedOn: '2026-03-01', startedOn: '2026-07-03', completedOn: '2026-07-04' });
    const fresh = await createProject();
    expect((await server.graphql(`query($id: ID!) { project(id: $id) { startedOn completedOn } }`, { id: fresh.id })).body.data.project).toEqual({ startedOn: null, completedOn: null });
  });

  it('keeps given urgency, location, images and requirements', async () => {
    const project = await createProject({
      urgency: 'HIGH',
      location: 'Mississauga, ON',
      images: ['0b9f5f6e-aaaa-4bbb-8ccc-123456789abc.jpg'],
      requirements: ['ESA permit for the new circuits', 'Work only on weekdays'],
    });
    expect(project).toMatchObject({
      urgency: 'HIGH',
      location: 'Mississauga, ON',
      images: ['0b9f5f6e-aaaa-4bbb-8ccc-123456789abc.jpg'],
      imageUrls: ['/api/uploads/0b9f5f6e-aaaa-4bbb-8ccc-123456789abc.jpg'],
      requirements: ['ESA permit for the new circuits', 'Work only on weekdays'],
    });
  });

  it('rejects blank required fields with per-field messages', async () => {
    const { body } = await server.graphql(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      { input: { ...sampleProject, title: '   ', budget: '' } },
    );
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.fieldErrors).toEqual({
      title: 'Project title is required',
      budget: 'Budget range is required',
    });
  });

  it('rejects path-like image names and more than 10 photos', async () => {
    const { body } = await server.graphql(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      { input: { ...sampleProject, images: ['../../etc/passwd'] } },
    );
    expect(body.errors[0].extensions.fieldErrors.images).toMatch(/file name returned by the upload/);
    const many = Array.from({ length: 11 }, (_, i) => `photo${i}.png`);
    const tooMany = await server.graphql(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      { input: { ...sampleProject, images: many } },
    );
    expect(tooMany.body.errors[0].extensions.fieldErrors.images).toBe('Up to 10 photos per project');
  });

  it('rejects over-long text', async () => {
    const { body } = await server.graphql(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      { input: { ...sampleProject, title: 'x'.repeat(201) } },
    );
    expect(body.errors[0].extensions.fieldErrors.title).toBe('Must be at most 200 characters');
  });
});

describe('projects query', () => {
  it('pages newest first with cursors and totalCount', async () => {
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await createProject({ title: `Paging project ${i}`, category: 'Paging' }));
    const query = `query($after: String) { projects(first: 2, after: $after, filter: { category: "Paging" }) {
      totalCount pageInfo { hasNextPage hasPreviousPage endCursor startCursor } nodes { title } edges { cursor node { id } } } }`;
    const first = (await server.graphql(query)).body.data.projects;
    expect(first.totalCount).toBe(5);
    expect(first.nodes.map((n: any) => n.title)).toEqual(['Paging project 4', 'Paging project 3']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (await server.graphql(query, { after: first.pageInfo.endCursor })).body.data.projects;
    expect(second.nodes.map((n: any) => n.title)).toEqual(['Paging project 2', 'Paging project 1']);
    const third = (await server.graphql(query, { after: second.pageInfo.endCursor })).body.data.projects;
    expect(third.nodes.map((n: any) => n.title)).toEqual(['Paging project 0']);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('filters by status, urgency, category and free text', async () => {
    const urgent = await createProject({ title: 'Burst pipe under the sink in Etobicoke', urgency: 'HIGH', category: 'Plumbing' });
    const filtered = await server.graphql(`{ projects(first: 50, filter: { urgency: HIGH, category: "Plumbing" }) { nodes { id } } }`);
    expect(filtered.body.data.projects.nodes.map((n: any) => n.id)).toEqual([urgent.id]);
    const search = await server.graphql(`{ projects(filter: { search: "burst PIPE" }) { totalCount nodes { id } } }`);
    expect(search.body.data.projects.nodes.map((n: any) => n.id)).toEqual([urgent.id]);
    const wildcard = await server.graphql(`{ projects(filter: { search: "%" }) { totalCount } }`);
    expect(wildcard.body.data.projects.totalCount).toBe(0);
    await server.graphql(`mutation { updateProjectStatus(id: "${urgent.id}", status: CANCELLED) { id } }`);
    const cancelled = await server.graphql(`{ projects(filter: { status: CANCELLED }) { nodes { id status } } }`);
    expect(cancelled.body.data.projects.nodes).toEqual([{ id: urgent.id, status: 'CANCELLED' }]);
  });

  it('rejects a bad page size and a forged cursor', async () => {
    const big = await server.graphql(`{ projects(first: 1000) { totalCount } }`);
    expect(big.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { first: 'Must be between 1 and 100' } });
    const forged = await server.graphql(`{ projects(after: "bm9wZQ") { totalCount } }`);
    expect(forged.body.errors[0].extensions.fieldErrors).toEqual({ after: 'Invalid cursor' });
  });

  it('loads proposals and counts for a page in a bounded number of queries (no N+1)', async () => {
    // One proposal per contractor: the second bid on each project comes from a second contractor.
    await server.createUser('second.bidder@example.ca', 'contractor', 'Second Bidder Ltd.');
    const second = { cookie: await server.signIn('second.bidder@example.ca') };
    for (let i = 0; i < 8; i++) {
      const project = await createProject({ title: `Batch ${i}`, category: 'Batch' });
      await submitProposal(project.id);
      await submitProposal(project.id, {}, second);
    }
    const query = `{ projects(first: 8, filter: { category: "Batch" }) { nodes { id proposalCount proposals { id project { id } } } } }`;
    // Each proposal notifies by e-mail in the background; let that finish so only this request is counted.
    await server.jobsIdle();
    server.resetQueries();
    const { body } = await server.graphql(query);
    const statements = server.queries();
    expect(body.data.projects.nodes).toHaveLength(8);
    for (const node of body.data.projects.nodes) {
      expect(node.proposalCount).toBe(2);
      expect(node.proposals.every((p: any) => p.project.id === node.id)).toBe(true);
    }
    // page + total + proposals batch + projects batch, however many projects are on the page
    expect(statements).toBeLessThanOrEqual(4);
  });
});

describe('project, updates and deletion', () => {
  it('returns null for an unknown project and BAD_USER_INPUT for a non-numeric id', async () => {
    expect((await server.graphql(`{ project(id: "99999") { id } }`)).body.data.project).toBeNull();
    const bad = await server.graphql(`{ project(id: "abc") { id } }`);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('updates the contractor fields', async () => {
    const project = await createProject();
    const { body } = await server.graphql(
      `mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`,
      { id: project.id, input: { estimatedCost: '$15,000 - $20,000', timeline: '2-3 weeks', contractorNotes: 'Permit drawings ready', status: 'ESTIMATED' } },
    );
    expect(body.data.updateProject).toMatchObject({
      estimatedCost: '$15,000 - $20,000',
      timeline: '2-3 weeks',
      contractorNotes: 'Permit drawings ready',
      status: 'ESTIMATED',
      startDate: null,
    });
  });

  it('stamps startDate on IN_PROGRESS and completionDate on COMPLETED', async () => {
    const project = await createProject();
    const started = await server.graphql(`mutation { updateProjectStatus(id: "${project.id}", status: IN_PROGRESS) { status startDate completionDate } }`);
    expect(started.body.data.updateProjectStatus.status).toBe('IN_PROGRESS');
    expect(Date.now() - Date.parse(started.body.data.updateProjectStatus.startDate)).toBeLessThan(60_000);
    expect(started.body.data.updateProjectStatus.completionDate).toBeNull();
    const done = await server.graphql(`mutation { updateProjectStatus(id: "${project.id}", status: COMPLETED) { status startDate completionDate } }`);
    expect(done.body.data.updateProjectStatus.completionDate).not.toBeNull();
    expect(done.body.data.updateProjectStatus.startDate).toBe(started.body.data.updateProjectStatus.startDate);
  });

  it('answers NOT_FOUND for updates of a missing project', async () => {
    const { body } = await server.graphql(`mutation { updateProjectStatus(id: "424242", status: OPEN) { id } }`);
    expect(body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('deletes a project with its proposals', async () => {
    const project = await createProject();
    const proposal = (await submitProposal(project.id)).body.data.submitProposal;
    const deleted = await server.graphql(`mutation { deleteProject(id: "${project.id}") }`);
    expect(deleted.body.data.deleteProject).toBe(project.id);
    expect((await server.graphql(`{ project(id: "${project.id}") { id } }`)).body.data.project).toBeNull();
    const status = await server.graphql(`mutation { updateProposalStatus(id: "${proposal.id}", status: ACCEPTED) { id } }`);
    expect(status.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const again = await server.graphql(`mutation { deleteProject(id: "${project.id}") }`);
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('proposals', () => {
  it('submits a pending proposal and counts it', async () => {
    const project = await createProject();
    const { body } = await submitProposal(project.id);
    expect(body.data.submitProposal).toMatchObject({ projectId: project.id, status: 'PENDING', contractorName: sampleProposal.contractorName, project: { id: project.id } });
    const list = await server.graphql(`{ proposals(projectId: "${project.id}") { id bidAmount contractorEmail } project(id: "${project.id}") { proposalCount } }`);
    expect(list.body.data.proposals).toHaveLength(1);
    expect(list.body.data.project.proposalCount).toBe(1);
  });

  it('gives each invalid field of a proposal its message', async () => {
    const project = await createProject();
    const { body } = await submitProposal(project.id, {
      contractorName: '',
      contractorEmail: 'not-an-email',
      bidAmount: '',
      timeline: '',
      approach: 'too short',
      experience: 'short',
    }, { cookie: '' }); // as a visitor: a contractor's name and e-mail come from their account
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.fieldErrors).toEqual({
      contractorName: PROPOSAL_MESSAGES.contractorName,
      contractorEmail: PROPOSAL_MESSAGES.contractorEmail,
      bidAmount: PROPOSAL_MESSAGES.bidAmount,
      timeline: PROPOSAL_MESSAGES.timeline,
      approach: 'Please provide a detailed approach (minimum 10 characters)',
      experience: 'Please describe your relevant experience (minimum 10 characters)',
    });
  });

  it('rejects a proposal for a missing project', async () => {
    const { body } = await submitProposal('777777');
    expect(body.errors[0].extensions.fieldErrors.projectId).toBe('Project 777777 does not exist');
  });

  it('accepts and declines', async () => {
    const project = await createProject();
    const proposal = (await submitProposal(project.id)).body.data.submitProposal;
    for (const status of ['ACCEPTED', 'DECLINED', 'PENDING']) {
      const { body } = await server.graphql(`mutation { updateProposalStatus(id: "${proposal.id}", status: ${status}) { status } }`);
      expect(body.data.updateProposalStatus.status).toBe(status);
    }
  });
});

describe('contact messages', () => {
  it('stores a message', async () => {
    const { body } = await server.graphql(
      `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id name email phone subject createdAt } }`,
      { input: { name: 'Marco Silva', email: 'marco@example.ca', subject: 'Deck in Oakville', message: 'Looking for a cedar deck quote.' } },
    );
    expect(body.data.sendContactMessage).toMatchObject({ name: 'Marco Silva', email: 'marco@example.ca', phone: null });
  });

  it('requires name, valid email, subject and message', async () => {
    const { body } = await server.graphql(
      `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`,
      { input: { name: '', email: 'nope', subject: '', message: ' ' } },
    );
    expect(body.errors[0].extensions.fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
});

describe('hardening', () => {
  it('rejects documents deeper than the limit', async () => {
    const { body } = await server.graphql(
      `{ projects { nodes { proposals { project { proposals { project { proposals { project { id } } } } } } } } }`,
    );
    expect(body.errors?.[0].message).toMatch(/depth/i);
    expect(body.data).toBeUndefined();
  });

  it('counts the depth of the fields a document reaches, not its fragment spreads', async () => {
    // Eight levels of fields, written through three nested fragments: the same depth as written inline.
    const fragments = `
      fragment Outer on Project { proposals { ...Middle } }
      fragment Middle on Proposal { project { ...Inner } }
      fragment Inner on Project { proposals { project { proposals { id } } } }`;
    const atLimit = await server.graphql(`{ projects { nodes { ...Outer } } } ${fragments}`);
    expect(atLimit.body.errors).toBeUndefined();
    const inline = await server.graphql(`{ projects { nodes { proposals { project { proposals { project { proposals { project { id } } } } } } } } }`);
    expect(inline.body.errors?.[0].message).toMatch(/depth limit of 8 exceeded, found 9/i);
    const overLimit = await server.graphql(`{ projects { nodes { proposals { project { ...Outer } } } } } ${fragments}`);
    expect(overLimit.body.errors?.[0].message).toMatch(/depth limit of 8 exceeded, found 10/i);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: project(id: "1") { id }`).join(' ');
    const { body } = await server.graphql(`{ ${aliases} }`);
    expect(body.errors?.[0].message).toMatch(/alias/i);
  });

  it('rejects documents over the token limit and blank or broken documents with a 400', async () => {
    const huge = await server.graphql(`{ ${'__typename '.repeat(2100)} }`);
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0].message).toBe('Token limit of 2000 exceeded');
    expect((await server.graphql('   ')).status).toBe(400);
    const broken = await server.graphql('{ projects {');
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const subscription = await server.graphql('subscription { projects { totalCount } }');
    expect(subscription.status).toBe(400);
  });

  it('hides field suggestions', async () => {
    const { body } = await server.graphql(`{ projectz { totalCount } }`);
    expect(body.errors[0].message).not.toMatch(/Did you mean/);
  });

  it('keeps CSRF prevention on for GET requests', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ projects { totalCount } }')}`);
    expect(response.status).toBe(400);
    const withHeader = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ projects { totalCount } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(withHeader.status).toBe(200);
  });

  it('answers introspection (partners rely on it)', async () => {
    const { body } = await server.graphql(`{ __type(name: "ProjectStatus") { enumValues { name } } }`);
    expect(body.data.__type.enumValues.map((v: any) => v.name)).toEqual([
      'OPEN', 'AWAITING_ESTIMATION', 'ESTIMATED', 'IN_PROGRESS', 'PENDING', 'COMPLETED', 'CANCELLED',
    ]);
  });
});
