import { startTestServer, sampleProject, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

test('a visitor posts with an e-mail; the link signs them in, and they confirm the waiting post into the review queue', async () => {
  const email = 'sam.patel@example.ca';
  const posted = await server.rest('POST', '/api/projects', { ...sampleProject, email });
  expect(posted.status).toBe(201);
  expect(posted.body.visibility).toBe('unconfirmed');
  const list = await server.rest('GET', '/api/projects');
  expect(list.body.map((p: { id: number }) => p.id)).not.toContain(posted.body.id);
  expect((await server.rest('GET', `/api/projects/${posted.body.id}`)).status).toBe(404);

  const mail = await server.mailTo(email);
  expect(mail.subject).toBe('Confirm your e-mail to send your project for review');
  const link = /http\S+magic-link\/verify\S+/.exec(mail.text)![0];
  const url = new URL(link);
  const opened = await fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  expect(opened.headers.get('location')?.endsWith(`/my-projects?posted=${posted.body.id}`)).toBe(true);
  const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  expect(opened.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
  expect(opened.headers.getSetCookie()[0]).toMatch(/SameSite=Lax/i);

  const me = await server.rest('GET', '/api/account/me', undefined, { cookie });
  expect(me.body.viewer).toMatchObject({ email, role: 'homeowner' });
  // Opening the link proves the address only: the post waits in My projects until its owner confirms it.
  expect((await server.rest('GET', `/api/projects/${posted.body.id}`, undefined, { cookie })).body.visibility).toBe('unconfirmed');
  const confirmed = await server.graphql(`mutation($id: ID!) { confirmProject(id: $id) { visibility } }`, { id: posted.body.id }, { cookie });
  expect(confirmed.body.data.confirmProject).toEqual({ visibility: 'IN_REVIEW' });
  // Confirmed, it waits for the review team: still private, and the owner sees where it stands.
  expect((await server.rest('GET', `/api/projects/${posted.body.id}`)).status).toBe(404);
  expect((await server.rest('GET', `/api/projects/${posted.body.id}`, undefined, { cookie })).body.visibility).toBe('in-review');
  const mine = await server.graphql(`{ myProjects { id visibility review { submittedAt } viewerCan { delete statuses } } }`, {}, { cookie });
  expect(mine.body.data.myProjects).toEqual([
    {
      id: String(posted.body.id),
      visibility: 'IN_REVIEW',
      review: { submittedAt: expect.any(String) },
      viewerCan: { delete: true, statuses: ['OPEN', 'AWAITING_ESTIMATION', 'PENDING', 'CANCELLED'] },
    },
  ]);

  // The link works once.
  const again = await fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' });
  expect(again.headers.getSetCookie()).toHaveLength(0);
});

test('sign-in requests answer the same whether or not the account exists', async () => {
  await server.createUser('known@example.ca', 'homeowner');
  const known = await server.graphql(`mutation { requestSignInLink(email: "known@example.ca") }`);
  const unknown = await server.graphql(`mutation { requestSignInLink(email: "nobody-here@example.ca") }`);
  expect(known.body).toEqual(unknown.body);
  expect(known.body).toEqual({ data: { requestSignInLink: true } });
  const bad = await server.graphql(`mutation { requestSignInLink(email: "not-an-email") }`);
  expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { email: 'Valid email is required' } });
});

test('a contractor signs up, opens the link, confirms the details they gave and bids with them', async () => {
  const email = 'office@yorkregionelectric.ca';
  const signUp = await server.graphql(`mutation($input: ContractorSignUpInput!) { signUpContractor(input: $input) }`, {
    input: { businessName: 'York Region Electric', email, phone: '905-555-0160' },
  });
  expect(signUp.body.data.signUpContractor).toBe(true);
  const welcome = await server.mailTo(email);
  expect(welcome.subject).toBe('Confirm your e-mail to start bidding');
  const link = new URL(/http\S+magic-link\/verify\S+/.exec(welcome.text)![0]);
  const opened = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  // The link lands on the settings page, where the details given at sign-up wait for the owner's yes.
  expect(opened.headers.get('location')?.endsWith('/account')).toBe(true);
  const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const before = await server.graphql(`{ viewer { role businessName phone pendingDetails { role businessName phone } } }`, {}, { cookie });
  expect(before.body.data.viewer).toEqual({
    role: 'HOMEOWNER',
    businessName: null,
    phone: null,
    pendingDetails: { role: 'CONTRACTOR', businessName: 'York Region Electric', phone: '905-555-0160' },
  });
  const viewer = await server.graphql(`mutation { confirmPendingAccountDetails { role businessName phone } }`, {}, { cookie });
  expect(viewer.body.data.confirmPendingAccountDetails).toEqual({ role: 'CONTRACTOR', businessName: 'York Region Electric', phone: '905-555-0160' });

  const owner = await server.signIn('owner.for.bids@example.ca');
  const project = await server.rest('POST', '/api/projects', sampleProject, { cookie: owner });
  expect(project.body.visibility).toBe('in-review');
  await server.createUser('reviewer@gtahomepros.ca', 'operator');
  const operator = await server.signIn('reviewer@gtahomepros.ca');
  await server.graphql(`mutation($id: ID!) { approveProject(id: $id) { id } }`, { id: project.body.id }, { cookie: operator });
  const bid = await server.rest(
    'POST',
    '/api/proposals',
    { projectId: project.body.id, bidAmount: '$5,000 - $10,000', timeline: '1 week', approach: 'Panel upgrade to 200 A with ESA permit', experience: 'Licensed electrical contractor (ECRA/ESA) since 2011' },
    { cookie },
  );
  expect(bid.status).toBe(201);
  expect(bid.body).toMatchObject({ contractorName: 'York Region Electric', contractorEmail: email, contractorPhone: '905-555-0160' });
  const publicView = await server.rest('GET', `/api/proposals/project/${project.body.id}`);
  expect(publicView.body[0]).toMatchObject({ contractorName: 'York Region Electric', contractorEmail: null, contractorPhone: null });
  // The homeowner talks in the thread until they accept the proposal (or share their details).
  const ownerView = await server.rest('GET', `/api/proposals/project/${project.body.id}`, undefined, { cookie: owner });
  expect(ownerView.body[0].contractorEmail).toBeNull();
  await server.rest('PATCH', `/api/proposals/${bid.body.id}/status`, { status: 'accepted' }, { cookie: owner });
  const acceptedView = await server.rest('GET', `/api/proposals/project/${project.body.id}`, undefined, { cookie: owner });
  expect(acceptedView.body[0].contractorEmail).toBe(email);
});
