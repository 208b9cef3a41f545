import { NotificationService } from '../src/modules/notification/notification.service';
import type { NotificationEvent } from '../src/modules/notification/notification.types';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
type Person = 'homeowner' | 'otherHomeowner' | 'hired' | 'otherContractor' | 'operator';
const cookie = {} as Record<Person | 'visitor', string>;
const id = {} as Record<Person, string>;
const notified: NotificationEvent[] = [];

const REVIEW = `id projectId projectTitle contractorId rating quality punctuality communication value text authorName createdAt
  reply { text createdAt } hidden hiddenReason viewerCan { reply hide }`;
const goodReview = {
  quality: 5,
  punctuality: 4,
  communication: 5,
  value: 4,
  text: 'Finished our Etobicoke basement on budget, kept the site tidy and explained every permit step.',
};
const submit = (projectId: number, as: string, input: Record<string, unknown> = goodReview) =>
  server.graphql(`mutation($i: SubmitReviewInput!) { submitReview(input: $i) { ${REVIEW} } }`, { i: { projectId: String(projectId), ...input } }, { cookie: as });
const reply = (reviewId: string, text: string, as: string) =>
  server.graphql(`mutation($id: ID!, $t: String!) { replyToReview(id: $id, text: $t) { ${REVIEW} } }`, { id: reviewId, t: text }, { cookie: as });
const hide = (reviewId: string, reason: string, as: string) =>
  server.graphql(`mutation($id: ID!, $r: String!) { hideReview(id: $id, reason: $r) { ${REVIEW} } }`, { id: reviewId, r: reason }, { cookie: as });
const setStatus = (projectId: number, status: string, as: string) =>
  server.graphql(`mutation($id: ID!, $s: ProjectStatus!) { updateProjectStatus(id: $id, status: $s) { id status } }`, { id: String(projectId), s: status }, { cookie: as });
const profile = async (as = cookie.visitor) =>
  (
    await server.graphql(
      `query($id: ID!) { contractorProfile(id: $id) { rating { average count } reviews(first: 10) { totalCount nodes { ${REVIEW} } } } }`,
      { id: id.hired },
      { cookie: as },
    )
  ).body.data.contractorProfile;
const code = (res: { body: any }) => res.body.errors?.[0]?.extensions?.code;
const reviewCount = async () => Number((await server.db.query(`SELECT count(*) FROM contractor_review`))[0].count);

let projectCount = 0;
/** A published project of the homeowner with the hired contractor's accepted proposal recorded as its hire, in `status`. */
async function hiredProject(status = 'in-progress', title = 'Basement finishing in Etobicoke'): Promise<number> {
  projectCount++;
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Finish a 900 sq ft basement: framing, drywall, pot lights and a 3-piece bathroom', 'Basement Finishing',
       '$50,000 - $100,000', 'Within 3 months', 'Priya Raman', $2, $3, 'published') RETURNING id`,
    [`${title} ${projectCount}`, status, id.homeowner],
  );
  const insert = `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, status)
    VALUES ($1, $2, $3, $4, '$60,000 - $70,000', '10 weeks', 'Frame, insulate, drywall and finish with permits', 'Basements across Etobicoke since 2009', $5)
    RETURNING id`;
  const [hired] = await server.db.query(insert, [project.id, id.hired, 'Lakeshore Basements', 'bids@lakeshore.example.ca', 'accepted']);
  await server.db.query(insert, [project.id, id.otherContractor, 'Other Reno', 'bids@other.example.ca', 'declined']);
  // The hire, as accepting the proposal records it.
  await server.db.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [hired.id, project.id]);
  return project.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const accounts: [Person, string, 'homeowner' | 'contractor' | 'operator', string][] = [
    ['homeowner', 'priya@example.ca', 'homeowner', 'Priya Raman'],
    ['otherHomeowner', 'sam@example.ca', 'homeowner', 'Sam Patel'],
    ['hired', 'bids@lakeshore.example.ca', 'contractor', 'Lakeshore Basements'],
    ['otherContractor', 'bids@other.example.ca', 'contractor', 'Other Reno'],
    ['operator', 'ops@gtahomepros.ca', 'operator', 'Operations'],
  ];
  for (const [person, email, role, name] of accounts) {
    id[person] = await server.createUser(email, role, name);
    cookie[person] = await server.signIn(email);
  }
  cookie.visitor = '';
  jest.spyOn(NotificationService.prototype, 'notify').mockImplementation(async (event) => {
    notified.push(event);
  });
}, 60_000);
afterAll(() => server?.stop());
beforeEach(() => {
  notified.length = 0;
});

test('completing a hire invites the homeowner; status changes by others notify them, their own do not', async () => {
  const projectId = await hiredProject('estimated');
  expect((await setStatus(projectId, 'IN_PROGRESS', cookie.hired)).body.data.updateProjectStatus.status).toBe('IN_PROGRESS');
  expect(notified).toEqual([
    expect.objectContaining({ recipientId: id.homeowner, kind: 'project-status', title: `"Basement finishing in Etobicoke ${projectCount}" is now In progress`, link: `/project/db-${projectId}`, actionLabel: 'See my project' }),
  ]);
  notified.length = 0;
  await setStatus(projectId, 'PENDING', cookie.homeowner);
  expect(notified).toEqual([]);
  await setStatus(projectId, 'COMPLETED', cookie.hired);
  expect(notified.map((event) => event.kind)).toEqual(['project-status', 'review-invite']);
  expect(notified[1]).toMatchObject({
    recipientId: id.homeowner,
    link: `/project/db-${projectId}/review`,
    actionLabel: 'Review Lakeshore Basements',
  });
  // A transition without the notify-homeowner effect (an operator reopening bids) tells no one.
  notified.length = 0;
  await setStatus(projectId, 'OPEN', cookie.operator);
  expect(notified).toEqual([]);
});

test('only the hiring homeowner may review, only after completion, only once', async () => {
  const projectId = await hiredProject('in-progress');
  const canReview = async (as: string) =>
    (await server.graphql(`query($id: ID!) { project(id: $id) { viewerCanReview } }`, { id: String(projectId) }, { cookie: as })).body.data.project.viewerCanReview;
  expect(code(await submit(projectId, cookie.homeowner))).toBe('FORBIDDEN');
  expect((await submit(projectId, cookie.homeowner)).body.errors[0].message).toBe('You can review the contractor once the project is marked completed.');
  expect(await canReview(cookie.homeowner)).toBe(false);
  await setStatus(projectId, 'COMPLETED', cookie.hired);
  expect(await canReview(cookie.homeowner)).toBe(true);

  expect(code(await submit(projectId, cookie.visitor))).toBe('UNAUTHENTICATED');
  for (const person of ['otherHomeowner', 'otherContractor', 'hired', 'operator'] as const) {
    expect([person, code(await submit(projectId, cookie[person]))]).toEqual([person, 'FORBIDDEN']);
    expect(await canReview(cookie[person])).toBe(false);
  }
  expect(await reviewCount()).toBe(0);

  const bad = await submit(projectId, cookie.homeowner, { quality: 0, punctuality: 6, communication: 3, value: 3, text: 'Great job!' });
  expect(bad.body.errors[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fieldErrors: {
      quality: 'Rate the quality of the work from 1 to 5 stars',
      punctuality: 'Rate punctuality from 1 to 5 stars',
      text: 'Tell other homeowners how it went, in at least 30 characters',
    },
  });
  const padded = await submit(projectId, cookie.homeowner, { ...goodReview, text: `Good${' '.repeat(40)}` });
  expect(padded.body.errors[0].extensions.fieldErrors.text).toBe('Tell other homeowners how it went, in at least 30 characters');
  const long = await submit(projectId, cookie.homeowner, { ...goodReview, text: 'x'.repeat(2001) });
  expect(long.body.errors[0].extensions.fieldErrors.text).toBe('Keep your review to 2000 characters');
  const nul = await submit(projectId, cookie.homeowner, { ...goodReview, text: `${goodReview.text}\u0000` });
  expect(code(nul)).toBe('BAD_USER_INPUT');
  expect(await reviewCount()).toBe(0);

  const posted = await submit(projectId, cookie.homeowner);
  expect(posted.body.errors).toBeUndefined();
  expect(posted.body.data.submitReview).toMatchObject({
    projectId: String(projectId),
    contractorId: id.hired,
    rating: 4.5,
    authorName: 'Priya R.',
    reply: null,
    hidden: null,
    viewerCan: { reply: false, hide: false },
  });
  expect(notified.find((event) => event.kind === 'review-received')).toMatchObject({
    recipientId: id.hired,
    title: `New review from Priya R. for "Basement finishing in Etobicoke ${projectCount}"`,
    link: `/contractor/${id.hired}#review-${posted.body.data.submitReview.id}`,
  });
  expect(await canReview(cookie.homeowner)).toBe(false);
  const again = await submit(projectId, cookie.homeowner);
  expect(code(again)).toBe('CONFLICT');
  expect(again.body.errors[0].message).toBe('You have already reviewed this contractor for this project. A review cannot be changed once posted.');
  expect(await reviewCount()).toBe(1);
  // Reviews are final even for the application.
  await expect(server.db.query(`UPDATE contractor_review SET quality = 1`)).rejects.toThrow(/cannot be edited/);
});

test('a completed project nobody was hired for has nothing to review', async () => {
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ('Fence in Scarborough', 'Replace 30 m of cedar fence', 'Fencing', '$5,000 - $10,000', 'Within 1 month', 'Priya', 'completed', $1, 'published') RETURNING id`,
    [id.homeowner],
  );
  const res = await submit(project.id, cookie.homeowner);
  expect(res.body.errors[0].message).toBe('This project has no hired contractor to review.');
});

test('the reviewed contractor replies once; operators hide with an audit entry and the average follows', async () => {
  await server.db.query(`DELETE FROM contractor_review`);
  const first = await hiredProject('completed');
  const second = await hiredProject('completed');
  const a = (await submit(first, cookie.homeowner)).body.data.submitReview; // 4.5
  const b = (await submit(second, cookie.homeowner, { ...goodReview, quality: 2, punctuality: 2, communication: 3, value: 2 })).body.data.submitReview; // 2.3
  expect(await profile()).toMatchObject({ rating: { average: 3.4, count: 2 }, reviews: { totalCount: 2 } });
  const proposals = await server.graphql(`query($id: ID!) { proposals(projectId: $id) { contractorName contractorRating { average count } } }`, { id: String(first) });
  expect(proposals.body.data.proposals).toEqual([
    { contractorName: 'Lakeshore Basements', contractorRating: { average: 3.4, count: 2 } },
    { contractorName: 'Other Reno', contractorRating: { average: null, count: 0 } },
  ]);

  const replyText = 'Thank you, Priya. It was a pleasure to finish your basement before the holidays.';
  expect(code(await reply(a.id, replyText, cookie.visitor))).toBe('UNAUTHENTICATED');
  for (const person of ['homeowner', 'otherHomeowner', 'otherContractor', 'operator'] as const) {
    expect([person, code(await reply(a.id, replyText, cookie[person]))]).toEqual([person, 'FORBIDDEN']);
  }
  expect((await reply(a.id, 'x'.repeat(1001), cookie.hired)).body.errors[0].extensions.fieldErrors.text).toBe('Keep your reply to 1000 characters');
  expect((await reply(a.id, '   ', cookie.hired)).body.errors[0].extensions.fieldErrors.text).toBe('Write your reply');
  const replied = await reply(a.id, replyText, cookie.hired);
  expect(replied.body.data.replyToReview).toMatchObject({ reply: { text: replyText }, viewerCan: { reply: false } });
  expect(code(await reply(a.id, 'One more thing about the bathroom fan.', cookie.hired))).toBe('CONFLICT');

  const reason = 'Names a crew member in full and includes their phone number.';
  expect(code(await hide(b.id, reason, cookie.visitor))).toBe('UNAUTHENTICATED');
  for (const person of ['homeowner', 'otherHomeowner', 'hired', 'otherContractor'] as const) {
    expect([person, code(await hide(b.id, reason, cookie[person]))]).toEqual([person, 'FORBIDDEN']);
  }
  expect((await hide(b.id, 'rude', cookie.operator)).body.errors[0].extensions.fieldErrors.reason).toBe(
    'Say which rule the review breaks, in at least 10 characters',
  );
  const hidden = await hide(b.id, reason, cookie.operator);
  expect(hidden.body.data.hideReview).toMatchObject({ hidden: true, hiddenReason: reason, viewerCan: { hide: false } });
  expect(code(await hide(b.id, reason, cookie.operator))).toBe('CONFLICT');
  const [entry] = await server.db.query(`SELECT action, actor_email AS "actorEmail", note FROM audit_log WHERE subject_type = 'contractor_review' AND subject_id = $1`, [b.id]);
  expect(entry).toEqual({ action: 'review.hide', actorEmail: 'ops@gtahomepros.ca', note: reason });

  const seen = await profile();
  expect(seen.rating).toEqual({ average: 4.5, count: 1 });
  expect(seen.reviews.nodes.map((review: { id: string }) => review.id)).toEqual([a.id]);
  expect(seen.reviews.nodes[0].hidden).toBeNull();
  const staff = await profile(cookie.operator);
  expect(staff.reviews.nodes.map((review: { id: string; hidden: boolean }) => [review.id, review.hidden])).toEqual([
    [b.id, true],
    [a.id, false],
  ]);
  // Hidden reviews do not exist for anyone but operators, the contractor included.
  expect(code(await reply(b.id, replyText, cookie.hired))).toBe('NOT_FOUND');
  const projectView = await server.graphql(`query($id: ID!) { project(id: $id) { hireReview { id } } }`, { id: String(second) }, { cookie: cookie.homeowner });
  expect(projectView.body.data.project.hireReview).toBeNull();
});

test('Project.hire names the recorded hire even when a later proposal was also accepted', async () => {
  const projectId = await hiredProject('completed');
  // A second accepted proposal, newer than the hire: the screens once took the last accepted one for the hire.
  await server.db.query(`UPDATE proposal SET status = 'accepted' WHERE project_id = $1 AND contractor_id = $2`, [projectId, id.otherContractor]);
  const hire = async (as: string) =>
    (await server.graphql(`query($id: ID!) { project(id: $id) { hire { contractorName contractorProfileId } proposals { status } } }`, { id: String(projectId) }, { cookie: as })).body.data.project;
  const seen = await hire(cookie.homeowner);
  expect(seen.proposals.map((proposal: { status: string }) => proposal.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
  expect(seen.hire).toEqual({ contractorName: 'Lakeshore Basements', contractorProfileId: id.hired });
  const before = await hiredProject('open');
  // Project.hired says whether there is a hire, to everyone (who it is stays Project.hire's).
  const hired = async (projectId: number) => (await server.graphql(`query($id: ID!) { project(id: $id) { hired } }`, { id: String(projectId) })).body.data.project.hired;
  expect(await hired(before)).toBe(true);
  await server.db.query(`UPDATE project SET hired_proposal_id = NULL WHERE id = $1`, [before]);
  expect((await server.graphql(`query($id: ID!) { project(id: $id) { hire { id } } }`, { id: String(before) }, { cookie: cookie.homeowner })).body.data.project.hire).toBeNull();
  expect(await hired(before)).toBe(false);
});
