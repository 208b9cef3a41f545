/**
 * The hire: a review can only land on the contractor who was hired and finished the job. Accepting
 * a proposal records the hire on the project; a project with a hire takes no new bids; closed
 * projects (completed, cancelled) take no decisions; reviews read the recorded hire, one per hire.
 * Every rule is a row of the lifecycle table (policy/lifecycle.ts), held on GraphQL and REST alike.
 */
import { ProjectHire1764892800000 } from '../src/db/migrations/1764892800000-ProjectHire';
import { ProTrackRecord1765800000000 } from '../src/db/migrations/1765800000000-ProTrackRecord';
import { CONTRACTOR_REVIEW_ACTIONS, PROJECT_ACTIONS, PROPOSAL_STATUS_TRANSITIONS } from '../src/policy/lifecycle';
import { unmetCondition } from '../src/policy/policy';
import { sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
type Person = 'homeowner' | 'otherHomeowner' | 'lakeshore' | 'danforth' | 'rouge' | 'operator';
const cookie = {} as Record<Person | 'visitor', string>;
const id = {} as Record<Person, string>;

const HIRED = 'This project has already hired a contractor: it no longer takes proposals.';
const COMPLETED_DECISION = 'This project has been completed: its proposals can no longer be accepted or declined.';
const CANCELLED_DECISION = 'This project was cancelled: its proposals can no longer be accepted or declined.';
const ANOTHER_HIRE = 'This project already has a hired contractor. Decline their proposal first to accept another one.';

const code = (res: { body: any }) => res.body.errors?.[0]?.extensions?.code;
const message = (res: { body: any }) => res.body.errors?.[0]?.message;
const origin = () => server.url;

const bidGraphql = (projectId: number, as: string) =>
  server.graphql(
    `mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`,
    { i: { ...sampleProposal, projectId: String(projectId), bidAmount: '$10,000 - $15,000' } },
    { cookie: as },
  );
const bidRest = (projectId: number, as: string) =>
  server.rest('POST', '/api/proposals', { ...sampleProposal, projectId, bidAmount: '$10,000 - $15,000' }, { cookie: as, origin: origin() });
const acceptGraphql = (proposalId: number, as: string, declineOthers = false) =>
  server.graphql(`mutation($id: ID!, $d: Boolean!) { acceptProposal(id: $id, declineOthers: $d) { accepted { id status } } }`, { id: String(proposalId), d: declineOthers }, { cookie: as });
const setProposalGraphql = (proposalId: number, status: 'PENDING' | 'ACCEPTED' | 'DECLINED', as: string) =>
  server.graphql(`mutation($id: ID!, $s: ProposalStatus!) { updateProposalStatus(id: $id, status: $s) { id status } }`, { id: String(proposalId), s: status }, { cookie: as });
const setProposalRest = (proposalId: number, status: string, as: string) =>
  server.rest('PATCH', `/api/proposals/${proposalId}/status`, { status }, { cookie: as, origin: origin() });
const setProject = (projectId: number, status: string, as: string) =>
  server.graphql(`mutation($id: ID!, $s: ProjectStatus!) { updateProjectStatus(id: $id, status: $s) { id status } }`, { id: String(projectId), s: status }, { cookie: as });
const review = (projectId: number, as: string) =>
  server.graphql(
    `mutation($i: SubmitReviewInput!) { submitReview(input: $i) { id contractorId } }`,
    { i: { projectId: String(projectId), quality: 5, punctuality: 5, communication: 5, value: 5, text: 'Dry basement after the spring storms, tidy site, clear paperwork.' } },
    { cookie: as },
  );
const viewerCan = async (projectId: number, as: string) =>
  (
    await server.graphql(
      `query($id: ID!) { project(id: $id) { viewerCan { submitProposal decideProposals } proposals { id viewerCan { decide accept } } } }`,
      { id: String(projectId) },
      { cookie: as },
    )
  ).body.data.project;
const hireOf = async (projectId: number): Promise<number | null> =>
  (await server.db.query(`SELECT hired_proposal_id FROM project WHERE id = $1`, [projectId]))[0].hired_proposal_id;
const proposalRows = async (projectId: number) =>
  JSON.stringify(await server.db.query(`SELECT id, status, decline_note FROM proposal WHERE project_id = $1 ORDER BY id`, [projectId]));

let count = 0;
/** A published, open project of the homeowner. */
async function project(status = 'open'): Promise<number> {
  count++;
  const [row] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Water comes in along the north wall after heavy rain', 'Basement Finishing', '$10,000 - $25,000', 'Within 1 month',
       'Priya Raman', $2, $3, 'published') RETURNING id`,
    [`Basement waterproofing in Etobicoke ${count}`, status, id.homeowner],
  );
  return row.id;
}

/** A project with a pending bid from each contractor, sent through the API. */
async function projectWithBids(): Promise<{ projectId: number; lakeshore: number; danforth: number }> {
  const projectId = await project();
  const a = await bidGraphql(projectId, cookie.lakeshore);
  const b = await bidRest(projectId, cookie.danforth);
  expect([a.body.errors, b.status]).toEqual([undefined, 201]);
  return { projectId, lakeshore: Number(a.body.data.submitProposal.id), danforth: b.body.id };
}

beforeAll(async () => {
  server = await startTestServer();
  const accounts: [Person, string, 'homeowner' | 'contractor' | 'operator', string][] = [
    ['homeowner', 'priya@example.ca', 'homeowner', 'Priya Raman'],
    ['otherHomeowner', 'sam@example.ca', 'homeowner', 'Sam Patel'],
    ['lakeshore', 'bids@lakeshore.example.ca', 'contractor', 'Lakeshore Basements'],
    ['danforth', 'office@danforth.example.ca', 'contractor', 'Danforth Renovations'],
    // A contractor who has not bid: one proposal each, so only they show whether bidding is open.
    ['rouge', 'quotes@rougevalley.example.ca', 'contractor', 'Rouge Valley Builders'],
    ['operator', 'ops@gtahomepros.ca', 'operator', 'Operations'],
  ];
  for (const [person, email, role, name] of accounts) {
    id[person] = await server.createUser(email, role, name);
    cookie[person] = await server.signIn(email);
  }
  cookie.visitor = '';
}, 60_000);
afterAll(() => server?.stop());

test('the measured exploit: a bidder who did no work cannot be hired on a finished job, and the review lands on the contractor who did it', async () => {
  const { projectId, lakeshore, danforth } = await projectWithBids();
  expect(code(await acceptGraphql(lakeshore, cookie.homeowner))).toBeUndefined();
  expect(await hireOf(projectId)).toBe(lakeshore);
  // 1. Danforth bids again on the job Lakeshore is doing.
  const bid = await bidGraphql(projectId, cookie.danforth);
  expect([code(bid), message(bid)]).toEqual(['FORBIDDEN', HIRED]);
  // 2. Lakeshore marks it completed.
  expect((await setProject(projectId, 'COMPLETED', cookie.lakeshore)).body.data.updateProjectStatus.status).toBe('COMPLETED');
  // 3. The homeowner accepts Danforth's old bid on the completed job: refused on both doors.
  const late = await acceptGraphql(danforth, cookie.homeowner);
  expect([code(late), message(late)]).toEqual(['FORBIDDEN', COMPLETED_DECISION]);
  const lateRest = await setProposalRest(danforth, 'accepted', cookie.homeowner);
  expect([lateRest.status, lateRest.body.error]).toEqual([403, COMPLETED_DECISION]);
  // 4. The review lands on Lakeshore, who did the work.
  const posted = await review(projectId, cookie.homeowner);
  expect(posted.body.errors).toBeUndefined();
  expect(posted.body.data.submitReview.contractorId).toBe(id.lakeshore);
  const [row] = await server.db.query(`SELECT proposal_id FROM contractor_review WHERE id = $1`, [posted.body.data.submitReview.id]);
  expect(row.proposal_id).toBe(lakeshore);
});

test('a project with a hire takes no new proposals, on GraphQL and REST, and the bid button goes', async () => {
  const { projectId, lakeshore } = await projectWithBids();
  expect((await viewerCan(projectId, cookie.rouge)).viewerCan.submitProposal).toBe(true);
  expect((await setProposalRest(lakeshore, 'accepted', cookie.homeowner)).status).toBe(200);
  expect(await hireOf(projectId)).toBe(lakeshore);
  const before = await proposalRows(projectId);
  for (const as of [cookie.danforth, cookie.lakeshore]) {
    expect((await viewerCan(projectId, as)).viewerCan.submitProposal).toBe(false);
    const graphql = await bidGraphql(projectId, as);
    expect([code(graphql), message(graphql)]).toEqual(['FORBIDDEN', HIRED]);
    const rest = await bidRest(projectId, as);
    expect([rest.status, rest.body.error]).toEqual([403, HIRED]);
  }
  // Put back to open, it keeps its contractor: still no bids.
  expect(code(await setProject(projectId, 'OPEN', cookie.homeowner))).toBeUndefined();
  expect(message(await bidGraphql(projectId, cookie.danforth))).toBe(HIRED);
  expect(await proposalRows(projectId)).toBe(before);
});

test('closed projects take no decisions from anyone: accept, decline or reset, on GraphQL and REST', async () => {
  for (const [status, refusal] of [
    ['completed', COMPLETED_DECISION],
    ['cancelled', CANCELLED_DECISION],
  ] as const) {
    const { projectId, lakeshore, danforth } = await projectWithBids();
    expect(code(await acceptGraphql(lakeshore, cookie.homeowner))).toBeUndefined();
    await server.db.query(`UPDATE project SET status = $2 WHERE id = $1`, [projectId, status]);
    const before = await proposalRows(projectId);
    for (const as of [cookie.homeowner, cookie.operator]) {
      expect((await viewerCan(projectId, as)).viewerCan.decideProposals).toBe(false);
      expect((await viewerCan(projectId, as)).proposals.map((p: any) => p.viewerCan)).toEqual([
        { decide: false, accept: false },
        { decide: false, accept: false },
      ]);
      for (const [proposalId, decision] of [
        [danforth, 'ACCEPTED'],
        [lakeshore, 'DECLINED'],
        [lakeshore, 'PENDING'],
      ] as const) {
        const graphql = await setProposalGraphql(proposalId, decision, as);
        expect([status, decision, code(graphql), message(graphql)]).toEqual([status, decision, 'FORBIDDEN', refusal]);
        const rest = await setProposalRest(proposalId, decision.toLowerCase(), as);
        expect([status, decision, rest.status, rest.body.error]).toEqual([status, decision, 403, refusal]);
      }
      expect(message(await acceptGraphql(danforth, as, true))).toBe(refusal);
    }
    expect(await proposalRows(projectId)).toBe(before);
    expect(await hireOf(projectId)).toBe(lakeshore);
  }
});

test('the hire is recorded on acceptance, released by declining or resetting it, and one at a time', async () => {
  const { projectId, lakeshore, danforth } = await projectWithBids();
  expect(await hireOf(projectId)).toBeNull();
  expect(code(await setProposalGraphql(lakeshore, 'ACCEPTED', cookie.homeowner))).toBeUndefined();
  expect(await hireOf(projectId)).toBe(lakeshore);
  // The hired contractor may move the project along; the other bidder may not.
  expect(code(await setProject(projectId, 'IN_PROGRESS', cookie.lakeshore))).toBeUndefined();
  expect(code(await setProject(projectId, 'ESTIMATED', cookie.danforth))).toBe('FORBIDDEN');

  // Another acceptance waits for the hire to be released, on both doors; the screens say so.
  expect((await viewerCan(projectId, cookie.homeowner)).proposals.map((p: any) => p.viewerCan)).toEqual([
    { decide: true, accept: true },
    { decide: true, accept: false },
  ]);
  const second = await acceptGraphql(danforth, cookie.homeowner);
  expect([code(second), message(second)]).toEqual(['FORBIDDEN', ANOTHER_HIRE]);
  const secondRest = await setProposalRest(danforth, 'accepted', cookie.homeowner);
  expect([secondRest.status, secondRest.body.error]).toEqual([403, ANOTHER_HIRE]);
  expect(await hireOf(projectId)).toBe(lakeshore);
  // Accepting the hire again changes nothing.
  expect(code(await setProposalGraphql(lakeshore, 'ACCEPTED', cookie.homeowner))).toBeUndefined();

  // Declining the hired proposal releases it: its contractor loses the project, bids are open again.
  expect(code(await setProposalGraphql(lakeshore, 'DECLINED', cookie.homeowner))).toBeUndefined();
  expect(await hireOf(projectId)).toBeNull();
  expect(code(await setProject(projectId, 'COMPLETED', cookie.lakeshore))).toBe('FORBIDDEN');
  expect((await viewerCan(projectId, cookie.otherHomeowner)).viewerCan.submitProposal).toBe(false);
  expect((await viewerCan(projectId, cookie.rouge)).viewerCan.submitProposal).toBe(true);

  // Accepting another hires them; resetting it to pending releases it too.
  expect((await setProposalRest(danforth, 'accepted', cookie.homeowner)).status).toBe(200);
  expect(await hireOf(projectId)).toBe(danforth);
  expect((await setProposalRest(danforth, 'pending', cookie.homeowner)).status).toBe(200);
  expect(await hireOf(projectId)).toBeNull();
  // Accept-and-decline-the-others records the hire in the same transaction.
  expect(code(await acceptGraphql(danforth, cookie.operator, true))).toBeUndefined();
  expect(await hireOf(projectId)).toBe(danforth);
});

test('two acceptances at once end with one hire', async () => {
  const { projectId, lakeshore, danforth } = await projectWithBids();
  const answers = await Promise.all([acceptGraphql(lakeshore, cookie.homeowner), acceptGraphql(danforth, cookie.homeowner)]);
  expect(answers.map(code).sort()).toEqual(['FORBIDDEN', undefined]);
  const accepted = await server.db.query(`SELECT id FROM proposal WHERE project_id = $1 AND status = 'accepted'`, [projectId]);
  expect(accepted).toEqual([{ id: await hireOf(projectId) }]);
});

test('reviews and the hired relation read the recorded hire, never the latest accepted proposal', async () => {
  // Data from before hires were recorded: two accepted proposals, the hire the older one.
  const projectId = await project('completed');
  const insert = `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, status)
    VALUES ($1, $2, $3, $4, '$10,000 - $15,000', '2 weeks', 'Weeping tile and a sump pit', 'Basements since 2009', 'accepted') RETURNING id`;
  const [older] = await server.db.query(insert, [projectId, id.lakeshore, 'Lakeshore Basements', 'bids@lakeshore.example.ca']);
  await server.db.query(insert, [projectId, id.danforth, 'Danforth Renovations', 'office@danforth.example.ca']);
  await server.db.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [older.id, projectId]);
  // Only the hired contractor may reopen the work.
  expect(code(await setProject(projectId, 'IN_PROGRESS', cookie.danforth))).toBe('FORBIDDEN');
  expect(code(await setProject(projectId, 'IN_PROGRESS', cookie.lakeshore))).toBeUndefined();
  expect(code(await setProject(projectId, 'COMPLETED', cookie.lakeshore))).toBeUndefined();
  const posted = await review(projectId, cookie.homeowner);
  expect(posted.body.data.submitReview.contractorId).toBe(id.lakeshore);
});

test('one review per hire: the database refuses a second, and two at once answer one 409, never a 500', async () => {
  const { projectId, lakeshore } = await projectWithBids();
  expect(code(await acceptGraphql(lakeshore, cookie.homeowner, true))).toBeUndefined();
  expect(code(await setProject(projectId, 'COMPLETED', cookie.lakeshore))).toBeUndefined();
  const answers = await Promise.all([review(projectId, cookie.homeowner), review(projectId, cookie.homeowner)]);
  expect(answers.map((answer) => [answer.status, code(answer) ?? 'OK']).sort()).toEqual([
    [200, 'CONFLICT'],
    [200, 'OK'],
  ]);
  expect(Number((await server.db.query(`SELECT count(*) FROM contractor_review WHERE project_id = $1`, [projectId]))[0].count)).toBe(1);
  // Even a write around the service cannot add a second review of the same hire.
  await expect(
    server.db.query(
      `INSERT INTO contractor_review (project_id, proposal_id, contractor_id, author_id, quality, punctuality, communication, value, text)
       SELECT project_id, proposal_id, $2, author_id, 1, 1, 1, 1, 'A second review of the same hire' FROM contractor_review WHERE project_id = $1`,
      [projectId, id.danforth],
    ),
  ).rejects.toThrow(/uq_contractor_review_proposal/);
});

test('the migration records existing hires: the reviewed contractor first, else the newest accepted from an account', async () => {
  const migration = new ProjectHire1764892800000();
  // A later view reads the hire: it goes first and comes back last, as migrating down and up would do.
  const trackRecord = new ProTrackRecord1765800000000();
  const runner = server.db.createQueryRunner();
  try {
    await trackRecord.down(runner);
    await migration.down(runner);
    const insert = `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience, status)
      VALUES ($1, $2, $3, 'x@example.ca', '$10,000', '2 weeks', 'Weeping tile and a sump pit', 'Basements since 2009', $4) RETURNING id`;
    // Reviewed: Lakeshore's older acceptance wins over Danforth's newer one.
    const reviewed = await project('completed');
    const [lakeshoreBid] = await runner.query(insert, [reviewed, id.lakeshore, 'Lakeshore Basements', 'accepted']);
    await runner.query(insert, [reviewed, id.danforth, 'Danforth Renovations', 'accepted']);
    await runner.query(
      `INSERT INTO contractor_review (project_id, contractor_id, author_id, quality, punctuality, communication, value, text)
       VALUES ($1, $2, $3, 5, 5, 5, 5, 'Dry basement after the spring storms, tidy site.')`,
      [reviewed, id.lakeshore, id.homeowner],
    );
    // Not reviewed: the newest acceptance from an account, not a newer one sent without an account.
    const unreviewed = await project('in-progress');
    await runner.query(insert, [unreviewed, id.lakeshore, 'Lakeshore Basements', 'accepted']);
    const [danforthBid] = await runner.query(insert, [unreviewed, id.danforth, 'Danforth Renovations', 'accepted']);
    await runner.query(insert, [unreviewed, null, 'Walk-in Reno', 'accepted']);
    // Nothing accepted: no hire.
    const open = await project('open');
    await runner.query(insert, [open, id.danforth, 'Danforth Renovations', 'pending']);

    await migration.up(runner);
    await trackRecord.up(runner);
    expect(await hireOf(reviewed)).toBe(lakeshoreBid.id);
    expect(await hireOf(unreviewed)).toBe(danforthBid.id);
    expect(await hireOf(open)).toBeNull();
    const [backfilled] = await runner.query(`SELECT proposal_id FROM contractor_review WHERE project_id = $1`, [reviewed]);
    expect(backfilled.proposal_id).toBe(lakeshoreBid.id);
    // A hire must be a proposal of its own project.
    await expect(runner.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [danforthBid.id, open])).rejects.toThrow(/fk_project_hired_proposal/);
    // Deleting a project with a hire (its proposals go with it) still works.
    await runner.query(`DELETE FROM project WHERE id = $1`, [reviewed]);
  } finally {
    await runner.release();
  }
});

test('a project read without its hire fails closed: no bid, no acceptance, no review', () => {
  const project = { id: 1, ownerId: 'owner', visibility: 'published', status: 'completed', hiredProposalId: undefined } as never;
  const open = { ...(project as object), status: 'open' } as never;
  const contractor = new Set(['contractor'] as const);
  expect(unmetCondition(PROJECT_ACTIONS.submitProposal, open, contractor)).toBe('unlessHired');
  expect(unmetCondition(PROPOSAL_STATUS_TRANSITIONS.accepted, open, new Set(['owner'] as const), 7)).toBe('unlessHired');
  expect(unmetCondition(CONTRACTOR_REVIEW_ACTIONS.write, project, new Set(['owner'] as const))).toBe('whenHired');
});
