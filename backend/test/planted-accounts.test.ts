/**
 * Planted accounts: a visitor's post and the contractor sign-up take any e-mail address, so what
 * they say about that address's owner (name, phone, contractor role, business name) waits until
 * the owner, signed in by a link e-mailed there, confirms it. Also: the settings every account has,
 * and posts waiting under an address until its owner confirms them.
 */
import { ACCOUNT_SETTINGS_MESSAGES } from '@marketplace/shared';
import { sampleProject, startTestServer, type TestServer } from './test-server';

let server: TestServer;
let operator = '';
let contractorId = '';
beforeAll(async () => {
  server = await startTestServer();
  await server.createUser('review.team@gtahomepros.ca', 'operator', 'Review team');
  operator = await server.signIn('review.team@gtahomepros.ca');
  contractorId = await server.createUser('bids@mapleleafreno.ca', 'contractor', 'Maple Leaf Renovations', '647-555-0188');
}, 60_000);
afterAll(() => server?.stop());

const VIEWER = `{ viewer { name phone role businessName pendingDetails { name phone role businessName requestedAt } } }`;
const viewer = async (cookie: string) => (await server.graphql(VIEWER, {}, { cookie })).body.data.viewer;
/** The account as it was before pending details existed (what the plant used to change). */
const account = async (cookie: string) => (await server.graphql(`{ viewer { name phone role businessName } }`, {}, { cookie })).body.data.viewer;
const signUp = (input: Record<string, unknown>) =>
  server.graphql(`mutation($input: ContractorSignUpInput!) { signUpContractor(input: $input) }`, { input }, { cookie: '' });
const SETTINGS = `mutation($input: AccountSettingsInput!) { updateAccountSettings(input: $input) { name phone role } }`;

/** A published project of the owner's with a pending proposal from Maple Leaf, as the proposal list shows it to the owner. */
async function ownerContactOnProposal(ownerId: string, cookie: string) {
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ('Basement finishing', 'Finish a 900 sq ft basement in Scarborough.', 'Basement', '$40,000 - $60,000', 'Within 3 months', 'Owner', 'open', $1, 'published') RETURNING id`,
    [ownerId],
  );
  await server.db.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience)
     VALUES ($1, $2, 'Maple Leaf Renovations', 'bids@mapleleafreno.ca', '647-555-0188', '$45,000', '7 weeks', 'Permit first, then framing.', 'Sixty basements since 2012.')`,
    [project.id, contractorId],
  );
  const read = await server.graphql(`query($id: ID!) { proposals(projectId: $id) { homeownerContact { name phone } } }`, { id: project.id }, { cookie });
  return read.body.data.proposals[0].homeownerContact;
}

test("a name and phone given with someone else's address stay pending: not on their account, not on their proposals' contact details", async () => {
  const email = 'amara.okafor@example.ca';
  const planted = await server.rest('POST', '/api/projects', { ...sampleProject, title: 'Planted post', email, homeowner: 'Not Amara', phone: '999-555-0100' });
  expect(planted.status).toBe(201);

  // Amara signs in for her own reasons: the planted details are not hers until she says so.
  const cookie = await server.signIn(email);
  expect(await account(cookie)).toEqual({ name: 'amara.okafor', phone: null, role: 'HOMEOWNER', businessName: null });
  const [{ id: ownerId }] = await server.db.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
  expect(await ownerContactOnProposal(ownerId, cookie)).toEqual({ name: 'amara.okafor', phone: null });
  const me = await viewer(cookie);
  expect(me.pendingDetails).toEqual({ name: 'Not Amara', phone: '999-555-0100', role: null, businessName: null, requestedAt: expect.any(String) });
  expect((await server.rest('GET', '/api/account/me', undefined, { cookie })).body.viewer).toMatchObject({ phone: null, name: 'amara.okafor' });
  // Signing in did not send the post to review: it waits for her in My projects.
  const mine = await server.graphql(`{ myProjects { id visibility } }`, {}, { cookie });
  expect(mine.body.data.myProjects).toContainEqual({ id: String(planted.body.id), visibility: 'UNCONFIRMED' });
  const queue = await server.graphql(`{ reviewQueue { items { project { id } } } }`, {}, { cookie: operator });
  expect(queue.body.data.reviewQueue.items).toEqual([]);

  // She discards the details and the post; her account is as it was.
  const discarded = await server.graphql(`mutation { discardPendingAccountDetails { name phone pendingDetails { name } } }`, {}, { cookie });
  expect(discarded.body.data.discardPendingAccountDetails).toEqual({ name: 'amara.okafor', phone: null, pendingDetails: null });
  expect((await server.graphql(`mutation($id: ID!) { deleteProject(id: $id) }`, { id: planted.body.id }, { cookie })).body.data.deleteProject).toBe(String(planted.body.id));
});

test('a contractor sign-up for an address does not make its owner a contractor or put a phone on their proposals', async () => {
  // Someone signs up "as" a contractor who has not joined yet, with a phone of their own.
  const email = 'office@yorkregionelectric.ca';
  expect((await signUp({ businessName: 'York Region Electric', email, phone: '999-555-0101' })).body.data.signUpContractor).toBe(true);

  // The owner of the address signs in: still a homeowner, nothing of the request applied.
  const cookie = await server.signIn(email);
  expect(await account(cookie)).toEqual({ name: 'office', phone: null, role: 'HOMEOWNER', businessName: null });
  expect(await viewer(cookie)).toEqual({
    name: 'office',
    phone: null,
    role: 'HOMEOWNER',
    businessName: null,
    pendingDetails: { name: null, phone: '999-555-0101', role: 'CONTRACTOR', businessName: 'York Region Electric', requestedAt: expect.any(String) },
  });

  // The owner decides: here they take the contractor account, and put their own phone in settings.
  const confirmed = await server.graphql(`mutation { confirmPendingAccountDetails { role businessName phone pendingDetails { role } } }`, {}, { cookie });
  expect(confirmed.body.data.confirmPendingAccountDetails).toEqual({ role: 'CONTRACTOR', businessName: 'York Region Electric', phone: '999-555-0101', pendingDetails: null });
  // The phone that came with the request was confirmed here by the owner; they change it in settings.
  await server.graphql(SETTINGS, { input: { name: 'Dana Whitby', phone: '905-555-0160' } }, { cookie });

  const owner = await server.signIn('owner.for.bids@example.ca');
  const project = await server.rest('POST', '/api/projects', sampleProject, { cookie: owner });
  await server.graphql(`mutation($id: ID!) { approveProject(id: $id) { id } }`, { id: project.body.id }, { cookie: operator });
  const bid = await server.rest(
    'POST',
    '/api/proposals',
    { projectId: project.body.id, bidAmount: '$5,000 - $10,000', timeline: '1 week', approach: 'Panel upgrade to 200 A with ESA permit', experience: 'Licensed electrical contractor (ECRA/ESA) since 2011' },
    { cookie },
  );
  expect(bid.status).toBe(201);
  expect(bid.body).toMatchObject({ contractorName: 'York Region Electric', contractorPhone: '905-555-0160' });
});

test("the real contractor's own sign-up replaces a planted one; the planted phone never reaches a proposal", async () => {
  const email = 'quotes@scarboroughroofing.ca';
  await signUp({ businessName: 'Scarborough Roofing', email, phone: '999-555-0102' });
  await signUp({ businessName: 'Scarborough Roofing Ltd.', email, phone: '416-555-0177' });
  const cookie = await server.signIn(email);
  // What waits is the real contractor's own request; they confirm it.
  const confirmed = await server.graphql(`mutation { confirmPendingAccountDetails { role businessName phone } }`, {}, { cookie });
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, visibility) VALUES ('Roof', 'Re-shingle a bungalow roof', 'Roofing', '$10,000 - $25,000', 'Within 1 month', 'Owner', 'open', 'published') RETURNING id`,
  );
  const bid = await server.rest('POST', '/api/proposals', { projectId: project.id, bidAmount: '$12,000', timeline: '3 days', approach: 'Tear-off to the deck, new underlayment', experience: 'Roofing in Scarborough since 2005' }, { cookie });
  expect(bid.body).toMatchObject({ contractorName: 'Scarborough Roofing Ltd.', contractorPhone: '416-555-0177' });
  expect(confirmed.body.data.confirmPendingAccountDetails).toEqual({ role: 'CONTRACTOR', businessName: 'Scarborough Roofing Ltd.', phone: '416-555-0177' });
});

test("a contractor sign-up for a homeowner who has not signed in yet leaves the role to them", async () => {
  const email = 'rosa.lima@example.ca';
  const own = await server.rest('POST', '/api/projects', { ...sampleProject, title: 'Rosa: fence in Weston', email, homeowner: 'Rosa Lima', phone: '416-555-0111' });
  await signUp({ businessName: 'Weston Fencing', email, phone: '999-555-0105' });
  const cookie = await server.signIn(email);
  expect(await account(cookie)).toMatchObject({ role: 'HOMEOWNER', businessName: null, phone: null });
  const me = await viewer(cookie);
  // The newest request is what waits; the owner refuses it and stays a homeowner with her post.
  expect(me.pendingDetails).toMatchObject({ role: 'CONTRACTOR', businessName: 'Weston Fencing' });
  await server.graphql(`mutation { discardPendingAccountDetails { id } }`, {}, { cookie });
  expect(await viewer(cookie)).toMatchObject({ role: 'HOMEOWNER', pendingDetails: null });
  const confirmed = await server.graphql(`mutation($id: ID!) { confirmProject(id: $id) { visibility } }`, { id: own.body.id }, { cookie });
  expect(confirmed.body.data.confirmProject).toEqual({ visibility: 'IN_REVIEW' });
});

test('a confirmed account is never changed by a request from someone else', async () => {
  const email = 'leila.haddad@example.ca';
  await server.createUser(email, 'homeowner', 'Leila Haddad', '416-555-0123');
  await signUp({ businessName: 'Fake Renovations', email, phone: '999-555-0103' });
  await server.rest('POST', '/api/projects', { ...sampleProject, email, homeowner: 'Not Leila', phone: '999-555-0104' });
  const cookie = await server.signIn(email);
  expect(await viewer(cookie)).toEqual({ name: 'Leila Haddad', phone: '416-555-0123', role: 'HOMEOWNER', businessName: null, pendingDetails: null });
  // With nothing waiting, confirming changes nothing.
  const confirmed = await server.graphql(`mutation { confirmPendingAccountDetails { name phone role } }`, {}, { cookie });
  expect(confirmed.body.data.confirmPendingAccountDetails).toEqual({ name: 'Leila Haddad', phone: '416-555-0123', role: 'HOMEOWNER' });
});

test('the poster confirms a waiting post into the review queue; only the owner can, and only once', async () => {
  const email = 'sam.patel@example.ca';
  const posted = await server.rest('POST', '/api/projects', { ...sampleProject, title: 'Porch in Riverdale', email });
  const cookie = await server.signIn(email);
  const other = await server.signIn('neighbour@example.ca');
  const confirm = (as: string) => server.graphql(`mutation($id: ID!) { confirmProject(id: $id) { id visibility review { submittedAt } } }`, { id: posted.body.id }, { cookie: as });

  expect((await confirm(other)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  expect((await confirm('')).body.errors[0].extensions.code).toBe('NOT_FOUND');
  const done = await confirm(cookie);
  expect(done.body.data.confirmProject).toEqual({ id: String(posted.body.id), visibility: 'IN_REVIEW', review: { submittedAt: expect.any(String) } });
  const again = await confirm(cookie);
  expect(again.body.errors[0]).toMatchObject({ message: ACCOUNT_SETTINGS_MESSAGES.notWaiting, extensions: { code: 'CONFLICT' } });
  const queue = await server.graphql(`{ reviewQueue { items { project { id } } } }`, {}, { cookie: operator });
  expect(queue.body.data.reviewQueue.items).toContainEqual({ project: { id: String(posted.body.id) } });
});

describe('account settings', () => {
  test('name and phone are saved for the signed-in person only, over GraphQL and REST', async () => {
    const cookie = await server.signIn('priya.raman@example.ca');
    const otherId = await server.createUser('someone.else@example.ca', 'homeowner', 'Someone Else', '416-555-0999');
    const saved = await server.graphql(SETTINGS, { input: { name: '  Priya Raman ', phone: '(416) 555-0199' } }, { cookie });
    expect(saved.body.data.updateAccountSettings).toEqual({ name: 'Priya Raman', phone: '(416) 555-0199', role: 'HOMEOWNER' });
    const rest = await server.rest('PATCH', '/api/account/me', { name: 'Priya R.', phone: '' }, { cookie });
    expect(rest.status).toBe(200);
    expect(rest.body.viewer).toMatchObject({ name: 'Priya R.', phone: null, email: 'priya.raman@example.ca' });
    expect((await server.rest('GET', '/api/account/me', undefined, { cookie })).body.viewer).toMatchObject({ name: 'Priya R.', phone: null });
    const [others] = await server.db.query(`SELECT name, phone FROM "user" WHERE id = $1`, [otherId]);
    expect(others).toEqual({ name: 'Someone Else', phone: '416-555-0999' });
  });

  test('bad input gets the messages the form shows; visitors are asked to sign in', async () => {
    const cookie = await server.signIn('bad.input@example.ca');
    const blank = await server.graphql(SETTINGS, { input: { name: '  ', phone: '12' } }, { cookie });
    expect(blank.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: ACCOUNT_SETTINGS_MESSAGES.name, phone: ACCOUNT_SETTINGS_MESSAGES.phone },
    });
    const long = await server.rest('PATCH', '/api/account/me', { name: 'x'.repeat(121), phone: 'call me' }, { cookie });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ fieldErrors: { name: 'Must be at most 120 characters', phone: ACCOUNT_SETTINGS_MESSAGES.phone } });
    const extra = await server.rest('PATCH', '/api/account/me', { name: 'Ok', role: 'operator' }, { cookie });
    expect(extra.status).toBe(400);
    expect((await viewer(cookie)).role).toBe('HOMEOWNER');

    expect((await server.graphql(SETTINGS, { input: { name: 'Visitor' } }, { cookie: '' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await server.rest('PATCH', '/api/account/me', { name: 'Visitor' }, { cookie: '' })).status).toBe(401);
  });
});
