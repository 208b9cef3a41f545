import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
});
afterAll(() => server.stop());

async function postProject(extra: Record<string, unknown> = {}) {
  const { status, body } = await server.rest('POST', '/api/projects', {
    ...sampleProject,
    urgency: 'high',
    location: 'Scarborough, ON',
    images: [],
    requirements: ['Licensed plumber (Ontario 306A)'],
    status: 'open',
    ...extra,
  });
  expect(status).toBe(201);
  return body;
}

describe('projects', () => {
  it('creates from the post form\'s payload and lists newest first with kebab-case status', async () => {
    const first = await postProject({ title: 'First' });
    const second = await postProject({ title: 'Second' });
    const { status, body } = await server.rest('GET', '/api/projects');
    expect(status).toBe(200);
    expect(body.map((p: any) => p.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(body[0]).toMatchObject({
      title: 'Second',
      status: 'open',
      urgency: 'high',
      homeowner: sampleProject.homeowner,
      location: 'Scarborough, ON',
      proposalCount: 0,
      images: [],
      requirements: ['Licensed plumber (Ontario 306A)'],
      estimatedCost: null,
      contractorNotes: null,
    });
    for (const key of ['postedDate', 'createdAt', 'budget', 'timeline', 'category', 'description']) {
      expect(body[0]).toHaveProperty(key);
    }
  });

  it('supports optional limit and offset', async () => {
    await postProject({ title: 'Limit A' });
    await postProject({ title: 'Limit B' });
    const { body } = await server.rest('GET', '/api/projects?limit=1&offset=1');
    expect(body).toHaveLength(1);
    expect(body[0].title).toBe('Limit A');
    expect((await server.rest('GET', '/api/projects?limit=abc')).status).toBe(400);
  });

  it('refuses a new project that is not open', async () => {
    const { status, body } = await server.rest('POST', '/api/projects', { ...sampleProject, status: 'completed' });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ status: 'A new project always starts as open' });
  });

  it('validates with field errors, rejects unknown fields and never writes half a record', async () => {
    const before = (await server.rest('GET', '/api/projects')).body.length;
    const { status, body } = await server.rest('POST', '/api/projects', { title: 42, description: '', isAdmin: true });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      title: 'Project title is required',
      description: 'Project description is required',
      category: 'Category is required',
      budget: 'Budget range is required',
      timeline: 'Timeline is required',
      isAdmin: 'Unknown field "isAdmin"',
    });
    expect(typeof body.error).toBe('string');
    expect((await server.rest('GET', '/api/projects')).body.length).toBe(before);
  });

  it('updates by PUT with the status side effects and accepts a db- prefix', async () => {
    const project = await postProject();
    const started = await server.rest('PUT', `/api/projects/db-${project.id}`, { status: 'in-progress' });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('in-progress');
    expect(started.body.startDate).not.toBeNull();
    // Dates sent by a client are ignored: the server stamps them from the status change.
    const when = '2020-05-01T13:00:00.000Z';
    const edited = await server.rest('PUT', `/api/projects/${project.id}`, {
      estimatedCost: '$15,000 - $20,000',
      timeline: '2-3 weeks',
      contractorNotes: 'Needs a City of Toronto building permit',
      status: 'completed',
      startDate: when,
      completionDate: when,
    });
    expect(edited.body).toMatchObject({ estimatedCost: '$15,000 - $20,000', timeline: '2-3 weeks', status: 'completed' });
    expect(edited.body.startDate).toBe(started.body.startDate);
    expect(Date.now() - Date.parse(edited.body.completionDate)).toBeLessThan(60_000);
    const bad = await server.rest('PUT', `/api/projects/${project.id}`, { status: 'done', startDate: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      status: 'Status must be one of: open, awaiting-estimation, estimated, in-progress, pending, completed, cancelled',
    });
  });

  it('answers 404 for unknown ids and 400 for non-numeric ones', async () => {
    expect((await server.rest('PUT', '/api/projects/987654', { timeline: '1 week' })).status).toBe(404);
    expect((await server.rest('DELETE', '/api/projects/987654')).status).toBe(404);
    expect((await server.rest('GET', '/api/projects/987654')).status).toBe(404);
    const bad = await server.rest('DELETE', '/api/projects/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ id: 'Must be a positive whole number' });
  });

  it('deletes', async () => {
    const project = await postProject();
    const deleted = await server.rest('DELETE', `/api/projects/${project.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { success: true, id: project.id } });
    expect((await server.rest('GET', `/api/projects/${project.id}`)).status).toBe(404);
  });
});

describe('proposals', () => {
  it('submits, lists and changes status', async () => {
    const project = await postProject();
    const created = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.id, materials: '', warranty: '2 years labour' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ projectId: project.id, status: 'pending', materials: null, warranty: '2 years labour' });
    expect(created.body.submittedDate).toBeTruthy();
    const list = await server.rest('GET', `/api/proposals/project/${project.id}`);
    expect(list.body.map((p: any) => p.id)).toEqual([created.body.id]);
    const accepted = await server.rest('PATCH', `/api/proposals/${created.body.id}/status`, { status: 'accepted' });
    expect(accepted.body.status).toBe('accepted');
    const declined = await server.rest('PATCH', `/api/proposals/${created.body.id}/status`, { status: 'declined' });
    expect(declined.body.status).toBe('declined');
    expect((await server.rest('GET', '/api/projects')).body.find((p: any) => p.id === project.id).proposalCount).toBe(1);
  });

  it('returns an empty list for a project without proposals', async () => {
    expect((await server.rest('GET', '/api/proposals/project/55555')).body).toEqual([]);
  });

  it('puts the server text of every failed rule into the error message', async () => {
    const project = await postProject();
    const { status, body } = await server.rest('POST', '/api/proposals', { projectId: project.id, contractorEmail: 'bad' }, { cookie: '' });
    expect(status).toBe(400);
    expect(body.error).toContain('Contractor name is required');
    expect(body.error).toContain('Valid email is required');
    expect(body.fieldErrors.approach).toBe('Please provide a detailed approach (minimum 10 characters)');
  });

  it('rejects unknown proposal ids and bad statuses', async () => {
    expect((await server.rest('PATCH', '/api/proposals/99999/status', { status: 'accepted' })).status).toBe(404);
    const project = await postProject();
    const created = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: String(project.id) });
    expect(created.status).toBe(201);
    const bad = await server.rest('PATCH', `/api/proposals/${created.body.id}/status`, { status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ status: 'Status must be accepted, declined or pending' });
  });
});

describe('contact', () => {
  it('stores a message and validates', async () => {
    const ok = await server.rest('POST', '/api/contact', { name: 'Aisha Khan', email: 'aisha@example.ca', phone: '', subject: 'Basement', message: 'Quote for underpinning in East York' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ success: true });
    const bad = await server.rest('POST', '/api/contact', { name: 'A', email: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['email', 'message', 'subject']);
  });
});

describe('transport errors', () => {
  it('answers 400 for malformed JSON and a non-object body', async () => {
    const malformed = await server.rest('POST', '/api/projects', '{"title": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Malformed JSON body');
    const array = await server.rest('POST', '/api/contact', '[1,2]');
    expect(array.status).toBe(400);
  });

  it('answers 413 for oversized bodies', async () => {
    const huge = await server.rest('POST', '/api/projects', { ...sampleProject, description: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });

  it('answers 404 JSON for unknown API paths', async () => {
    const { status, body } = await server.rest('GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(body.error).toMatch(/No API route/);
  });

  it('sends security headers and a request id', async () => {
    const { headers } = await server.rest('GET', '/api/health');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('placeholder and health', () => {
  it('serves an SVG of the asked size', async () => {
    const response = await fetch(`${server.url}/api/placeholder/640/480`);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('width="640"');
    expect(svg).toContain('height="480"');
    expect((await fetch(`${server.url}/api/placeholder/0/99999`)).status).toBe(400);
  });

  it('reports the database as up', async () => {
    expect(await server.rest('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
  });
});

describe('the list of every project, cheap to repeat', () => {
  const list = (headers: Record<string, string> = {}) => server.rest('GET', '/api/projects', undefined, headers);
  const tagNow = async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    return answer.headers.get('etag')!;
  };
  const unchanged = async (etag: string) => (await list({ 'If-None-Match': etag })).status === 304;

  it('answers a repeat that sends its ETag back with 304 and no body, without reading the list', async () => {
    await postProject({ title: 'Listed before the ETag checks' });
    const first = await list();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"projects-.+"$/);
    // Checked on every use, never served stale; the same answer for every caller.
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await list({ cookie: '' })).headers.get('etag')).toBe(etag);
    // The count is of every statement the server runs: let the new project's lead alerts and the
    // clock's jobs finish first (a CI run counted 3 for the 304 once they ran alongside).
    await server.jobsIdle();
    server.resetQueries();
    const full = await list();
    const fullQueries = server.queries();
    server.resetQueries();
    const repeat = await list({ 'If-None-Match': etag });
    expect(repeat.status).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers.get('etag')).toBe(etag);
    expect(server.queries()).toBeLessThan(fullQueries);
    expect(full.body.length).toBe(first.body.length);
    // A paged request is validated by the same fingerprint, per URL.
    const page = await server.rest('GET', '/api/projects?limit=1', undefined, { 'If-None-Match': etag });
    expect(page.status).toBe(304);
  });

  it('changes its ETag when a project is published, changed, bid on, hidden or deleted', async () => {
    let etag = await tagNow();
    const changedBy = async (what: string, change: () => Promise<unknown>) => {
      await change();
      expect({ what, unchanged: await unchanged(etag) }).toEqual({ what, unchanged: false });
      const next = await tagNow();
      expect(next).not.toBe(etag);
      expect(await unchanged(next)).toBe(true);
      etag = next;
    };
    let project: { id: number } = { id: 0 };
    await changedBy('a post published (operators publish at once)', async () => {
      project = await postProject({ title: 'ETag: deck in Mississauga' });
    });
    await changedBy('an edit', () => server.rest('PUT', `/api/projects/${project.id}`, { timeline: '3 weeks' }));
    await changedBy('a bid (its proposal count)', () => server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.id }));
    await changedBy('a change that leaves updated_at alone', () => server.db.query(`UPDATE project SET title = 'ETag: deck in Malton' WHERE id = $1`, [project.id]));
    await changedBy('a post taken off the list', () => server.db.query(`UPDATE project SET visibility = 'rejected' WHERE id = $1`, [project.id]));
    const other = await postProject({ title: 'ETag: fence in Ajax' });
    etag = await tagNow();
    await changedBy('a deletion', () => server.rest('DELETE', `/api/projects/${other.id}`));
  });
});
