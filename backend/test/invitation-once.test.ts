/**
 * Invitations that cannot be turned into a mail cannon, over real e-mail (an SMTP server, the
 * smtp-server package, receives what the product sends): a pro hears of a project once, however
 * often the homeowner invites and withdraws them and whether a lead alert told them first; a pro who
 * paused new work or had their alerts for the day is invited without a notice; and one account
 * invites at most INVITATIONS_PER_DAY pros a day (Toronto time), counted in PostgreSQL.
 */
import type { ParsedMail } from 'mailparser';
import { INVITATION_MESSAGES, INVITATIONS_PER_DAY } from '@marketplace/shared';
import { projectMatchFacts } from '../src/modules/matching/project-facts';
import { signInBySmtp, startMailingServer, type MailingServer, type TestSmtp } from './smtp-test-server';
import { waitFor } from './replica-helpers';
import type { TestServer } from './test-server';

const to = (mail: ParsedMail) => (mail.to as { text: string }).text;
const INVITED_SUBJECT = /^You're invited to quote/;

let server: TestServer;
let smtp: TestSmtp;
let ownerId: string;
let owner: string;

const INVITE = `mutation($p: ID!, $c: ID!) { inviteToQuote(projectId: $p, contractorId: $c) { invitations { contractor { id } notifiedAt } } }`;
const WITHDRAW = `mutation($p: ID!, $c: ID!) { withdrawInvitation(projectId: $p, contractorId: $c) { invitations { contractor { id } } } }`;
const MATCHED = `{ matchedProjects { nodes { invited project { id } } } }`;

/** Signs in through the sign-in link the SMTP server received; answers the Cookie header. */
const signIn = (email: string) => signInBySmtp(server, smtp, email);

let pros = 0;
/** A Mississauga plumber taking work now (or as given), with instant e-mails for new leads. */
async function pro(profile: { availability?: 'paused'; maxAlerts?: number } = {}): Promise<{ id: string; email: string }> {
  const n = ++pros;
  const email = `quotes@plumber${n}.ca`;
  const id = await server.createUser(email, 'contractor', `Peel Plumbing ${n}`);
  await server.db.query(`INSERT INTO contractor_profile (user_id, trades, service_areas, availability, max_alerts_per_day) VALUES ($1, '{8}', '{mississauga}', $2, $3)`, [
    id,
    profile.availability ?? 'now',
    profile.maxAlerts ?? 10,
  ]);
  return { id, email };
}

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

/** The "You're invited to quote" e-mails each address received, once every e-mail job has run. */
async function invitationMails(): Promise<string[]> {
  await server.jobsIdle();
  return smtp.received.filter((mail) => INVITED_SUBJECT.test(mail.subject ?? '')).map(to);
}

const notices = async (projectId: number, contractorId: string): Promise<number> =>
  (await server.db.query(`SELECT count(*)::int AS n FROM notification WHERE project_id = $1 AND recipient_id = $2`, [projectId, contractorId]))[0].n;

let suite: MailingServer<'owner'>;
beforeAll(async () => {
  suite = await startMailingServer({ owner: { email: 'amara.okafor@example.ca', role: 'homeowner', name: 'Amara Okafor' } });
  ({ server, smtp } = suite);
  ownerId = suite.id.owner;
  owner = suite.cookie.owner;
});
afterAll(async () => {
  await suite?.stop();
});
beforeEach(async () => {
  // Each test starts with a fresh day's allowance of invitations for the homeowner (the only one who invites).
  await server.db.query(`UPDATE project_invitation SET invited_at = invited_at - interval '2 days'`);
});

it('invite, withdraw and invite again 20 times: the pro gets one e-mail, and the lead alerts do not tell them again', async () => {
  const { id, email } = await pro();
  const projectId = await post('published');
  for (let round = 0; round < 20; round++) {
    const invited = await server.graphql(INVITE, { p: projectId, c: id }, { cookie: owner });
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data.inviteToQuote.invitations).toEqual([{ contractor: { id }, notifiedAt: expect.any(String) }]);
    const withdrawn = await server.graphql(WITHDRAW, { p: projectId, c: id }, { cookie: owner });
    expect(withdrawn.body.data.withdrawInvitation.invitations).toEqual([]);
  }
  expect((await server.graphql(INVITE, { p: projectId, c: id }, { cookie: owner })).body.errors).toBeUndefined();
  await waitFor('the invitation e-mail', async () => smtp.received.some((mail) => to(mail) === email));
  expect(await invitationMails()).toEqual([email]);
  expect(await notices(projectId, id)).toBe(1);
  // One invitation, standing, seen by the pro; it took one of the homeowner's invitations of the day.
  expect(await server.db.query(`SELECT withdrawn_at FROM project_invitation WHERE project_id = $1`, [projectId])).toEqual([{ withdrawn_at: null }]);
  expect((await server.graphql(MATCHED, {}, { cookie: await signIn(email) })).body.data.matchedProjects.nodes).toEqual([{ invited: true, project: { id: String(projectId) } }]);

  // The project's lead alerts (a retry of its job, say) leave them out, withdrawn again or not.
  await server.graphql(WITHDRAW, { p: projectId, c: id }, { cookie: owner });
  expect(await server.services.leadAlerts.run(projectId)).not.toContain(id);
  expect(await invitationMails()).toEqual([email]);
  expect(await notices(projectId, id)).toBe(1);
});

it('a pro who had a lead alert for the project is not told again when invited to it', async () => {
  const { id, email } = await pro();
  const projectId = await post('published', 'Kitchen sink and dishwasher hook-up in Clarkson');
  expect(await server.services.leadAlerts.run(projectId)).toContain(id);
  await waitFor('the lead alert e-mail', async () => smtp.received.some((mail) => to(mail) === email));
  expect((await server.graphql(INVITE, { p: projectId, c: id }, { cookie: owner })).body.errors).toBeUndefined();
  await server.jobsIdle();
  expect(smtp.received.filter((mail) => to(mail) === email).map((mail) => mail.subject)).toEqual(['New lead: "Kitchen sink and dishwasher hook-up in Clarkson"']);
  expect(await notices(projectId, id)).toBe(1);
  // The invitation stands all the same: the project is marked invited in their matches.
  expect((await server.graphql(MATCHED, {}, { cookie: await signIn(email) })).body.data.matchedProjects.nodes).toContainEqual({ invited: true, project: { id: String(projectId) } });
});

it('a pro who paused new work is invited without a notice, whether the project is public or published later', async () => {
  const paused = await pro({ availability: 'paused' });
  const now = await post('published', 'Water heater swap in Meadowvale');
  const later = await post('in-review', 'Backwater valve in Streetsville');
  const invited = await server.graphql(INVITE, { p: now, c: paused.id }, { cookie: owner });
  expect(invited.body.data.inviteToQuote.invitations).toEqual([{ contractor: { id: paused.id }, notifiedAt: expect.any(String) }]);
  expect((await server.graphql(INVITE, { p: later, c: paused.id }, { cookie: owner })).body.errors).toBeUndefined();
  await server.db.query(`UPDATE project SET visibility = 'published' WHERE id = $1`, [later]);
  await server.services.leadAlerts.run(later);

  expect(await invitationMails()).not.toContain(paused.email);
  expect(await notices(now, paused.id)).toBe(0);
  expect(await notices(later, paused.id)).toBe(0);
  // Both wait at the top of their matches, marked invited.
  const matched = await server.graphql(MATCHED, {}, { cookie: await signIn(paused.email) });
  expect(matched.body.data.matchedProjects.nodes).toEqual([
    { invited: true, project: { id: String(later) } },
    { invited: true, project: { id: String(now) } },
  ]);
});

it("a pro at their daily cap is invited without a notice; the next day's invitation reaches them", async () => {
  const capped = await pro({ maxAlerts: 1 });
  const earlier = await post('published', 'Earlier job');
  await server.db.query(`INSERT INTO lead_alert (project_id, contractor_id, score, reasons) VALUES ($1, $2, 50, '{}')`, [earlier, capped.id]);
  const today = await post('published', 'Sump pump in Lakeview');
  expect((await server.graphql(INVITE, { p: today, c: capped.id }, { cookie: owner })).body.errors).toBeUndefined();
  expect(await invitationMails()).not.toContain(capped.email);
  expect(await notices(today, capped.id)).toBe(0);
  expect(await server.db.query(`SELECT 1 FROM project_invitation WHERE project_id = $1 AND contractor_id = $2 AND notified_at IS NOT NULL`, [today, capped.id])).toHaveLength(1);

  // The next day (the alert moved back 25 hours in the database: a Toronto day is 23 to 25 hours long), a
  // new invitation is told at once.
  await server.db.query(`UPDATE lead_alert SET created_at = created_at - interval '25 hours' WHERE contractor_id = $1`, [capped.id]);
  const tomorrow = await post('published', 'Kitchen rough-in in Erin Mills');
  expect((await server.graphql(INVITE, { p: tomorrow, c: capped.id }, { cookie: owner })).body.errors).toBeUndefined();
  await waitFor('the invitation e-mail', async () => smtp.received.some((mail) => to(mail) === capped.email));
  expect((await invitationMails()).filter((address) => address === capped.email)).toHaveLength(1);
  expect(await notices(tomorrow, capped.id)).toBe(1);
});

it(`one homeowner invites at most ${INVITATIONS_PER_DAY} pros a day, withdrawn ones counted, and more the next day`, async () => {
  const five = [await pro(), await pro(), await pro(), await pro(), await pro()];
  const projects: number[] = [];
  for (let n = 0; n < INVITATIONS_PER_DAY / 5 + 1; n++) projects.push(await post('in-review', `Plumbing job ${n + 1}`));
  const invite = (projectId: number, contractorId: string) => server.graphql(INVITE, { p: projectId, c: contractorId }, { cookie: owner });
  // Up to the last one of the day, each withdrawn at once: withdrawing gives no invitation back.
  for (let n = 0; n < INVITATIONS_PER_DAY - 1; n++) {
    const [projectId, contractorId] = [projects[Math.floor(n / 5)], five[n % 5].id];
    expect((await invite(projectId, contractorId)).body.errors).toBeUndefined();
    await server.graphql(WITHDRAW, { p: projectId, c: contractorId }, { cookie: owner });
  }
  // The last one, asked for twice at once on two projects: one is written, the other refused.
  const last = projects[INVITATIONS_PER_DAY / 5];
  const both = await Promise.all([invite(projects[INVITATIONS_PER_DAY / 5 - 1], five[4].id), invite(last, five[0].id)]);
  expect(both.filter((answer) => !answer.body.errors)).toHaveLength(1);
  const refused = both.find((answer) => answer.body.errors)!;
  expect(refused.body.errors[0]).toMatchObject({ message: INVITATION_MESSAGES.daily, extensions: { code: 'TOO_MANY_REQUESTS' } });
  expect(INVITATION_MESSAGES.daily).toBe(`You have invited ${INVITATIONS_PER_DAY} pros today, the most for one day. You can invite more tomorrow.`);
  const invitedToday = async () =>
    (await server.db.query(`SELECT count(*)::int AS n FROM project_invitation WHERE invited_at > now() - interval '1 hour'`))[0].n;
  expect(await invitedToday()).toBe(INVITATIONS_PER_DAY);
  // Another pro is refused too; inviting again a pro withdrawn today is not a new invitation and is allowed.
  expect((await invite(last, five[1].id)).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  expect((await invite(projects[0], five[0].id)).body.errors).toBeUndefined();
  expect(await invitedToday()).toBe(INVITATIONS_PER_DAY);

  // The next day (the invitations moved back 25 hours in the database) they may invite again.
  await server.db.query(`UPDATE project_invitation SET invited_at = invited_at - interval '25 hours'`);
  expect((await invite(last, five[1].id)).body.errors).toBeUndefined();
});
