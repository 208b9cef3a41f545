/**
 * Invitations to quote and the pro directory: a homeowner sees the best matches for their project,
 * invites up to five pros (the sixth is refused), invitations made before the project is public go out
 * when it is published, and the invited pro finds it first in "Matched for you", marked invited. The
 * directory finds pros by trade, city and words (typos in names forgiven), verified and best rated first.
 */
import { projectMatchFacts } from '../src/modules/matching/project-facts';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let owner: string;
let ownerId: string;
const pros: { id: string; cookie: string; name: string }[] = [];

async function post(visibility: 'published' | 'in-review', title = 'Basement bathroom rough-in in Port Credit'): Promise<number> {
  const facts = projectMatchFacts({ category: 'Plumbing', location: 'Port Credit, Mississauga, ON', budget: '$5,000 - $10,000' });
  const [{ id }] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, status, owner_id, visibility, trade_id, city, budget_min_cents, budget_max_cents)
     VALUES ($6, 'Rough-in for a three-piece bathroom in an unfinished basement, with a sewage ejector pit.', 'Plumbing',
       '$5,000 - $10,000', 'Within 1 month', 'medium', 'Amara Okafor', 'Port Credit, Mississauga, ON', 'open', $1, $7, $2, $3, $4, $5) RETURNING id`,
    [ownerId, facts.tradeId, facts.city, facts.budgetMinCents, facts.budgetMaxCents, title, visibility],
  );
  return id;
}

const SUGGESTED = `query($id: ID!) { suggestedPros(projectId: $id) { score reasons invited contractor { id businessName completedProjects typicalResponse } } }`;
const INVITE = `mutation($p: ID!, $c: ID!) { inviteToQuote(projectId: $p, contractorId: $c) { id invitations { contractor { id businessName } notifiedAt } } }`;
const MATCHED = `{ matchedProjects { nodes { invited reasons project { id } } } }`;
const PROS = `query($trade: Int, $city: String, $search: String, $verifiedOnly: Boolean, $first: Int, $after: String) {
  pros(trade: $trade, city: $city, search: $search, verifiedOnly: $verifiedOnly, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { businessName badges { kind } rating { average count } }
  }
}`;

beforeAll(async () => {
  server = await startTestServer();
  ownerId = await server.createUser('amara.okafor@example.ca', 'homeowner', 'Amara Okafor');
  owner = await server.signIn('amara.okafor@example.ca');
  const names = ['Port Credit Plumbing', 'Cooksville Plumbing', 'Erindale Plumbing', 'Malton Plumbing', 'Clarkson Plumbing', 'Lakeview Plumbing & Drains', 'Streetsville Rooter'];
  for (const [n, name] of names.entries()) {
    const email = `leads@pro${n}.ca`;
    const id = await server.createUser(email, 'contractor', name);
    await server.db.query(`UPDATE "user" SET "businessName" = $2 WHERE id = $1`, [id, name]);
    await server.db.query(`INSERT INTO contractor_profile (user_id, trades, service_areas, bio) VALUES ($1, '{8}', $2, $3)`, [
      id,
      n === 6 ? '{toronto}' : '{mississauga,toronto}',
      n === 5 ? 'Drain camera inspections, backwater valves and sump pumps across Peel.' : 'Licensed plumbers for GTA homes.',
    ]);
    pros.push({ id, cookie: await server.signIn(email), name });
  }
  // Cooksville is verified (WSIB clearance, unexpired) and has a five-star review: it ranks first in the directory.
  await server.db.query(
    `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, status, submitted_at, reviewed_at)
     VALUES ($1, 'wsib-clearance', 'WSIB-204-118', 'WSIB Ontario', now() + interval '200 days', 'verified', now(), now())`,
    [pros[1].id],
  );
});
afterAll(async () => {
  await server?.stop();
});

it('suggests the best matches, invites up to five (the sixth is refused), and tells them when the project is published', async () => {
  const projectId = await post('in-review');
  const suggested = await server.graphql(SUGGESTED, { id: projectId }, { cookie: owner });
  expect(suggested.body.errors).toBeUndefined();
  const suggestions = suggested.body.data.suggestedPros;
  expect(suggestions).toHaveLength(5);
  // Streetsville serves Toronto only: never suggested for a Mississauga job.
  expect(suggestions.map((s: { contractor: { businessName: string } }) => s.contractor.businessName)).not.toContain('Streetsville Rooter');
  expect(suggestions[0].contractor.businessName).toBe('Cooksville Plumbing');
  expect(suggestions[0].reasons).toEqual(expect.arrayContaining(['Plumbing', 'serves Mississauga']));
  expect(suggestions[0].contractor.completedProjects).toBe(0);

  // A stranger, a contractor and a visitor may not see them.
  expect((await server.graphql(SUGGESTED, { id: projectId }, { cookie: pros[0].cookie })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  expect((await server.graphql(SUGGESTED, { id: projectId })).body.errors[0].extensions.code).toBe('NOT_FOUND');

  for (const pro of pros.slice(0, 5)) {
    const invited = await server.graphql(INVITE, { p: projectId, c: pro.id }, { cookie: owner });
    expect(invited.body.errors).toBeUndefined();
  }
  // Twice changes nothing; a sixth is refused and not written.
  expect((await server.graphql(INVITE, { p: projectId, c: pros[0].id }, { cookie: owner })).body.errors).toBeUndefined();
  const sixth = await server.graphql(INVITE, { p: projectId, c: pros[5].id }, { cookie: owner });
  expect(sixth.body.errors[0]).toMatchObject({ message: 'You can invite up to 5 pros to quote on one project.', extensions: { code: 'CONFLICT' } });
  const [{ count }] = await server.db.query(`SELECT count(*)::int AS count FROM project_invitation WHERE project_id = $1`, [projectId]);
  expect(count).toBe(5);

  // Not public yet: nobody has been told, and nobody sees it.
  expect(await server.db.query(`SELECT 1 FROM notification WHERE project_id = $1`, [projectId])).toHaveLength(0);
  expect((await server.graphql(MATCHED, {}, { cookie: pros[0].cookie })).body.data.matchedProjects.nodes).toEqual([]);

  // Published: the job tells the five invited pros (as invitations, not lead alerts as well) and alerts the sixth match.
  await server.db.query(`UPDATE project SET visibility = 'published' WHERE id = $1`, [projectId]);
  const alerted = await server.services.leadAlerts.run(projectId);
  expect(alerted).toEqual([pros[5].id]);
  const told: { recipient_id: string; title: string }[] = await server.db.query(`SELECT recipient_id, title FROM notification WHERE project_id = $1 ORDER BY id`, [projectId]);
  expect(told.filter((row) => row.title.startsWith("You're invited to quote")).map((row) => row.recipient_id).sort()).toEqual(pros.slice(0, 5).map((pro) => pro.id).sort());
  expect(told).toHaveLength(6);
  // A retry tells nobody again.
  expect(await server.services.leadAlerts.run(projectId)).toEqual([]);
  expect(await server.db.query(`SELECT 1 FROM notification WHERE project_id = $1`, [projectId])).toHaveLength(6);

  const matched = await server.graphql(MATCHED, {}, { cookie: pros[0].cookie });
  expect(matched.body.data.matchedProjects.nodes[0]).toMatchObject({ invited: true, project: { id: String(projectId) } });
  expect(matched.body.data.matchedProjects.nodes[0].reasons[0]).toBe('Invited by the homeowner');
});

it('tells an invited pro at once when the project is already public, and only its homeowner sees who was invited', async () => {
  const projectId = await post('published', 'Kitchen sink and dishwasher hook-up in Clarkson');
  const invited = await server.graphql(INVITE, { p: projectId, c: pros[4].id }, { cookie: owner });
  expect(invited.body.data.inviteToQuote.invitations).toEqual([{ contractor: { id: pros[4].id, businessName: 'Clarkson Plumbing' }, notifiedAt: expect.any(String) }]);
  expect(await server.db.query(`SELECT 1 FROM notification WHERE project_id = $1 AND recipient_id = $2`, [projectId, pros[4].id])).toHaveLength(1);
  // Someone else's project: refused, nothing written.
  const stranger = await server.graphql(INVITE, { p: projectId, c: pros[3].id }, { cookie: pros[0].cookie });
  expect(stranger.body.errors[0].extensions.code).toBe('FORBIDDEN');
  const seen = await server.graphql(`query($id: ID!) { project(id: $id) { invitations { notifiedAt } viewerInvited } }`, { id: projectId }, { cookie: pros[4].cookie });
  expect(seen.body.data.project).toEqual({ invitations: null, viewerInvited: true });
  const withdrawn = await server.graphql(`mutation($p: ID!, $c: ID!) { withdrawInvitation(projectId: $p, contractorId: $c) { invitations { notifiedAt } } }`, { p: projectId, c: pros[4].id }, { cookie: owner });
  expect(withdrawn.body.data.withdrawInvitation.invitations).toEqual([]);
});

it('finds pros by trade, city and words, typos forgiven, verified and best rated first, a page at a time', async () => {
  const all = await server.graphql(PROS, { trade: 8, city: 'mississauga', first: 4 });
  expect(all.body.errors).toBeUndefined();
  expect(all.body.data.pros.totalCount).toBe(6);
  expect(all.body.data.pros.nodes[0]).toMatchObject({ businessName: 'Cooksville Plumbing', badges: [{ kind: 'VERIFIED_BUSINESS' }, { kind: 'WSIB_CLEARED' }] });
  const next = await server.graphql(PROS, { trade: 8, city: 'mississauga', first: 4, after: all.body.data.pros.pageInfo.endCursor });
  expect(next.body.data.pros.nodes).toHaveLength(2);
  expect(next.body.data.pros.pageInfo.hasNextPage).toBe(false);

  const names = async (variables: Record<string, unknown>) => (await server.graphql(PROS, variables)).body.data.pros.nodes.map((node: { businessName: string }) => node.businessName);
  expect(await names({ search: 'Erindle' })).toEqual(['Erindale Plumbing']);
  expect(await names({ search: 'sump pumps' })).toEqual(['Lakeview Plumbing & Drains']);
  expect(await names({ search: 'plumber', city: 'toronto' })).toHaveLength(7);
  expect(await names({ verifiedOnly: true })).toEqual(['Cooksville Plumbing']);
  expect(await names({ trade: 9 })).toEqual([]);

  const bad = await server.graphql(PROS, { city: 'ottawa' });
  expect(bad.body.errors[0]).toMatchObject({ message: 'Choose a city from the list', extensions: { code: 'BAD_USER_INPUT' } });
});
