/**
 * A cap on quotes: a project takes QUOTES_PER_PROJECT proposals (5), one per contractor; the sixth is
 * refused on both APIs with a code of its own, full projects leave contractors' matched lists, and the
 * homeowner can reopen the project for as many more.
 */
import { projectMatchFacts } from '../src/modules/matching/project-facts';
import { sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
let projectId: number;
const cookies: string[] = [];
let homeowner: string;

const SUBMIT = `mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`;
const bid = (as: string) => server.graphql(SUBMIT, { i: { ...sampleProposal, projectId } }, { cookie: as });
const PROJECT = `query($id: ID!) { project(id: $id) { proposalCount quoteLimit acceptingQuotes viewerCan { submitProposal reopenForQuotes } } }`;

beforeAll(async () => {
  server = await startTestServer();
  const ownerId = await server.createUser('amara.okafor@example.ca', 'homeowner', 'Amara Okafor');
  homeowner = await server.signIn('amara.okafor@example.ca');
  const facts = projectMatchFacts({ category: 'Plumbing', location: 'Port Credit, Mississauga, ON', budget: '$5,000 - $10,000' });
  [{ id: projectId }] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, status, owner_id, visibility, trade_id, city, budget_min_cents, budget_max_cents)
     VALUES ('Basement bathroom rough-in in Port Credit', 'Rough-in for a three-piece bathroom in an unfinished basement, with a sewage ejector pit.', 'Plumbing',
       '$5,000 - $10,000', 'Within 1 month', 'medium', 'Amara Okafor', 'Port Credit, Mississauga, ON', 'open', $1, 'published', $2, $3, $4, $5) RETURNING id`,
    [ownerId, facts.tradeId, facts.city, facts.budgetMinCents, facts.budgetMaxCents],
  );
  for (let n = 1; n <= 9; n++) {
    const email = `leads${n}@peelplumbing${n}.ca`;
    const id = await server.createUser(email, 'contractor', `Peel Plumbing ${n}`);
    await server.db.query(`INSERT INTO contractor_profile (user_id, trades, service_areas) VALUES ($1, '{8}', '{mississauga}')`, [id]);
    cookies.push(await server.signIn(email));
  }
});
afterAll(async () => {
  await server?.stop();
});

it('takes five quotes, one per contractor; the sixth is refused with QUOTE_LIMIT_REACHED (REST 409) and the project leaves matched lists', async () => {
  for (const cookie of cookies.slice(0, 4)) expect((await bid(cookie)).body.errors).toBeUndefined();

  // A contractor who already bid changes nothing by bidding again.
  const again = await bid(cookies[0]);
  expect(again.body.errors[0]).toMatchObject({ message: 'You have already sent a proposal for this project: one proposal per contractor.', extensions: { code: 'CONFLICT' } });
  const againRest = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId }, { cookie: cookies[0] });
  expect(againRest.status).toBe(409);

  expect((await bid(cookies[4])).body.errors).toBeUndefined();
  const full = await server.graphql(PROJECT, { id: projectId }, { cookie: cookies[5] });
  expect(full.body.data.project).toEqual({ proposalCount: 5, quoteLimit: 5, acceptingQuotes: false, viewerCan: { submitProposal: false, reopenForQuotes: false } });

  const sixth = await bid(cookies[5]);
  expect(sixth.body.errors[0]).toMatchObject({ message: 'This project has enough quotes: it takes no more proposals for now.', extensions: { code: 'QUOTE_LIMIT_REACHED' } });
  const sixthRest = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId }, { cookie: cookies[5] });
  expect(sixthRest.status).toBe(409);
  expect(sixthRest.body.error).toBe('This project has enough quotes: it takes no more proposals for now.');
  const [{ count }] = await server.db.query(`SELECT COUNT(*)::int AS count FROM proposal WHERE project_id = $1`, [projectId]);
  expect(count).toBe(5);

  const matched = await server.graphql(`{ matchedProjects { totalCount } }`, {}, { cookie: cookies[5] });
  expect(matched.body.data.matchedProjects.totalCount).toBe(0);
});

it('lets only its homeowner (or staff) reopen a full project, for as many quotes again', async () => {
  const byContractor = await server.graphql(`mutation($id: ID!) { reopenProjectForQuotes(id: $id) { quoteLimit } }`, { id: projectId }, { cookie: cookies[5] });
  expect(byContractor.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect((await server.graphql(PROJECT, { id: projectId }, { cookie: homeowner })).body.data.project.viewerCan.reopenForQuotes).toBe(true);

  const reopened = await server.graphql(`mutation($id: ID!) { reopenProjectForQuotes(id: $id) { quoteLimit acceptingQuotes } }`, { id: projectId }, { cookie: homeowner });
  expect(reopened.body.data.reopenProjectForQuotes).toEqual({ quoteLimit: 10, acceptingQuotes: true });
  const notFull = await server.graphql(`mutation($id: ID!) { reopenProjectForQuotes(id: $id) { quoteLimit } }`, { id: projectId }, { cookie: homeowner });
  expect(notFull.body.errors[0]).toMatchObject({ message: 'This project still takes quotes: there is nothing to reopen.', extensions: { code: 'CONFLICT' } });

  expect((await server.graphql(`{ matchedProjects { totalCount } }`, {}, { cookie: cookies[5] })).body.data.matchedProjects.totalCount).toBe(1);
  expect((await bid(cookies[5])).body.errors).toBeUndefined();
});

it('counts bids sent at the same moment one at a time, under the project lock', async () => {
  const count = async () => (await server.db.query(`SELECT COUNT(*)::int AS count FROM proposal WHERE project_id = $1`, [projectId]))[0].count;
  const codes = (answers: { body: { errors?: any } }[]) => answers.map((res) => res.body.errors?.[0]?.extensions?.code ?? 'OK').sort();
  // Room for more: of two bids from one contractor at once, one is taken.
  await server.db.query(`UPDATE project SET quote_limit = 20 WHERE id = $1`, [projectId]);
  expect(codes(await Promise.all([bid(cookies[6]), bid(cookies[6])]))).toEqual(['CONFLICT', 'OK']);
  expect(await count()).toBe(7);
  // One place left: of two contractors bidding at once, one gets it.
  await server.db.query(`UPDATE project SET quote_limit = 8 WHERE id = $1`, [projectId]);
  expect(codes(await Promise.all([bid(cookies[7]), bid(cookies[8])]))).toEqual(['OK', 'QUOTE_LIMIT_REACHED']);
  expect(await count()).toBe(8);
});

it('lets a contractor change their own pending proposal instead of sending another; nobody else, and not once decided', async () => {
  const UPDATE = `mutation($id: ID!, $i: UpdateProposalInput!) { updateProposal(id: $id, input: $i) { id bidAmount timeline } }`;
  const terms = { bidAmount: '$7,500', timeline: '10 days', approach: 'Rough-in with a sewage ejector, inspected before the slab is patched.', experience: 'Two hundred basements in Peel since 2012.' };
  const [own] = await server.db.query(`SELECT p.id FROM proposal p JOIN "user" u ON u.id = p.contractor_id WHERE p.project_id = $1 AND u.email = 'leads1@peelplumbing1.ca'`, [projectId]);
  const changed = await server.graphql(UPDATE, { id: own.id, i: terms }, { cookie: cookies[0] });
  expect(changed.body.data.updateProposal).toEqual({ id: String(own.id), bidAmount: '$7,500', timeline: '10 days' });
  const [row] = await server.db.query(`SELECT bid_min_cents FROM proposal WHERE id = $1`, [own.id]);
  expect(Number(row.bid_min_cents)).toBe(750_000);
  const told = await server.db.query(`SELECT title FROM notification WHERE kind = 'new-proposal' AND proposal_id = $1 ORDER BY id DESC LIMIT 1`, [own.id]);
  expect(told[0].title).toBe('Changed proposal for "Basement bathroom rough-in in Port Credit"');

  // Another contractor, or the homeowner, cannot change it; bad terms get the form's messages.
  expect((await server.graphql(UPDATE, { id: own.id, i: terms }, { cookie: cookies[1] })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect((await server.graphql(UPDATE, { id: own.id, i: terms }, { cookie: homeowner })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  const bad = await server.graphql(UPDATE, { id: own.id, i: { ...terms, approach: 'Soon' } }, { cookie: cookies[0] });
  expect(bad.body.errors[0].extensions.fieldErrors).toEqual({ approach: 'Please provide a detailed approach (minimum 10 characters)' });

  // Once the homeowner has decided, it stays as decided.
  await server.graphql(`mutation($id: ID!) { updateProposalStatus(id: $id, status: DECLINED) { id } }`, { id: own.id }, { cookie: homeowner });
  const late = await server.graphql(UPDATE, { id: own.id, i: terms }, { cookie: cookies[0] });
  expect(late.body.errors[0]).toMatchObject({ message: 'The homeowner has already decided on this proposal: it can no longer be changed.', extensions: { code: 'CONFLICT' } });
});
