/**
 * Comparing quotes: bids stored as numbers beside their text, the homeowner accepting one and
 * declining the others in one transaction, the decline note reaching only its contractor, and the
 * notifications each step sends (inside the same transaction).
 */
import type { EntityManager } from 'typeorm';
import type { UserActor } from '../src/policy/actor';
import { AuditLog } from '../src/modules/audit/audit-log';
import type { NotificationEvent, Notifier } from '../src/modules/notification/notification.types';
import { ProposalService } from '../src/modules/proposal/proposal.service';
import { BID_AMOUNT_MESSAGES, PROPOSAL_MESSAGES } from '@marketplace/shared';
import { sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
const cookie: Record<'owner' | 'neighbour' | 'operator' | 'a' | 'b' | 'c', string> = {} as never;
const ids: Record<string, string> = {};
const NOTE = 'Thank you for your proposal for Basement finishing in Scarborough. I have decided to go with another contractor for this project. I appreciate the time you took to prepare your quote.';

const PROPOSAL = `id status bidAmount bidMinCents bidMaxCents declineNote contractorName`;
const accept = (id: string, declineOthers: boolean, message: string | null, as: string) =>
  server.graphql(
    `mutation($id: ID!, $d: Boolean!, $m: String) { acceptProposal(id: $id, declineOthers: $d, message: $m) { accepted { ${PROPOSAL} } declined { ${PROPOSAL} } } }`,
    { id, d: declineOthers, m: message },
    { cookie: as },
  );
const proposalsOf = async (projectId: number, as: string) =>
  (await server.graphql(`query($id: ID!) { proposals(projectId: $id) { ${PROPOSAL} } }`, { id: String(projectId) }, { cookie: as })).body.data.proposals;
const snapshot = async () => JSON.stringify(await server.db.query(`SELECT * FROM proposal ORDER BY id`));

/** A published project of the owner with three pending bids from contractors a, b and c. */
async function projectWithThreeBids(): Promise<{ projectId: number; proposalIds: string[] }> {
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ('Basement finishing in Scarborough', 'Finish a 900 sq ft basement with a bathroom', 'Renovation', '$25,000 - $50,000', 'Within 3 months', 'Amara Okafor', 'open', $1, 'published') RETURNING id`,
    [ids.owner],
  );
  const proposalIds: string[] = [];
  for (const [who, bid] of [['a', '$30,000 - $40,000'], ['b', '$28,500'], ['c', '$45,000+']] as const) {
    const res = await server.graphql(
      `mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { ${PROPOSAL} } }`,
      { i: { ...sampleProposal, projectId: String(project.id), bidAmount: bid } },
      { cookie: cookie[who] },
    );
    expect(res.body.errors).toBeUndefined();
    proposalIds.push(res.body.data.submitProposal.id);
  }
  return { projectId: project.id, proposalIds };
}

beforeAll(async () => {
  server = await startTestServer();
  const people: [keyof typeof cookie, string, 'homeowner' | 'contractor' | 'operator', string][] = [
    ['owner', 'amara@example.ca', 'homeowner', 'Amara Okafor'],
    ['neighbour', 'neighbour@example.ca', 'homeowner', 'Neighbour'],
    ['operator', 'ops@gtahomepros.ca', 'operator', 'Operations'],
    ['a', 'quotes@scarbororeno.ca', 'contractor', 'Scarborough Reno'],
    ['b', 'bids@eastendbasements.ca', 'contractor', 'East End Basements'],
    ['c', 'office@guildwoodbuild.ca', 'contractor', 'Guildwood Build'],
  ];
  for (const [key, email, role, name] of people) {
    ids[key] = await server.createUser(email, role, name);
    cookie[key] = await server.signIn(email);
  }
}, 60_000);
afterAll(() => server?.stop());

test('bids are stored as cents beside their text, on GraphQL and REST', async () => {
  const { projectId } = await projectWithThreeBids();
  const list = await proposalsOf(projectId, cookie.owner);
  expect(list.map((p: any) => [p.bidAmount, p.bidMinCents, p.bidMaxCents])).toEqual([
    ['$30,000 - $40,000', 3_000_000, 4_000_000],
    ['$28,500', 2_850_000, 2_850_000],
    ['$45,000+', 4_500_000, null],
  ]);
  const rest = await server.rest('GET', `/api/proposals/project/${projectId}`, undefined, { cookie: cookie.owner });
  expect(rest.body.map((p: any) => [p.bidMinCents, p.bidMaxCents])).toEqual([[3_000_000, 4_000_000], [2_850_000, 2_850_000], [4_500_000, null]]);
});

test("a bid without an amount gets a clear message; an empty one is told 'Bid amount is required'", async () => {
  const { projectId } = await projectWithThreeBids();
  const send = (bidAmount: string) =>
    server.rest('POST', '/api/proposals', { ...sampleProposal, projectId, bidAmount }, { cookie: cookie.a, origin: server.url });
  const unreadable = await send('Depends on what we find behind the drywall');
  expect(unreadable.status).toBe(400);
  expect(unreadable.body.fieldErrors).toEqual({ bidAmount: BID_AMOUNT_MESSAGES.noAmount });
  const empty = await send('');
  expect(empty.status).toBe(400);
  expect(empty.body.fieldErrors).toEqual({ bidAmount: PROPOSAL_MESSAGES.bidAmount });
  const reversed = await server.graphql(
    `mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`,
    { i: { ...sampleProposal, projectId: String(projectId), bidAmount: '$40,000 - $30,000' } },
    { cookie: cookie.a },
  );
  expect(reversed.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { bidAmount: BID_AMOUNT_MESSAGES.reversed } });
});

test('the homeowner accepts one and declines the others with a note, in one step', async () => {
  const { projectId, proposalIds } = await projectWithThreeBids();
  const [first, second, third] = proposalIds;
  const res = await accept(second, true, NOTE, cookie.owner);
  expect(res.body.errors).toBeUndefined();
  const { accepted, declined } = res.body.data.acceptProposal;
  expect(accepted).toMatchObject({ id: second, status: 'ACCEPTED', declineNote: null });
  expect(declined.map((p: any) => [p.id, p.status, p.declineNote])).toEqual([
    [first, 'DECLINED', NOTE],
    [third, 'DECLINED', NOTE],
  ]);
  // The note: the homeowner and the contractor it was for read it; other contractors and neighbours do not.
  const asA = await proposalsOf(projectId, cookie.a);
  expect(asA.find((p: any) => p.id === first).declineNote).toBe(NOTE);
  expect(asA.find((p: any) => p.id === third).declineNote).toBeNull();
  expect((await proposalsOf(projectId, cookie.neighbour)).every((p: any) => p.declineNote === null)).toBe(true);
  const mine = await server.graphql(`{ myProposals { id status declineNote } }`, {}, { cookie: cookie.c });
  expect(mine.body.data.myProposals.find((p: any) => p.id === third)).toEqual({ id: third, status: 'DECLINED', declineNote: NOTE });
  const rest = await server.rest('GET', `/api/proposals/project/${projectId}`, undefined, { cookie: '' });
  expect(rest.body.every((p: any) => p.declineNote === null)).toBe(true);
});

test('accepting without declining the others leaves them pending; the plain status change still works', async () => {
  const { projectId, proposalIds } = await projectWithThreeBids();
  const res = await accept(proposalIds[0], false, 'ignored without declineOthers', cookie.owner);
  expect(res.body.data.acceptProposal.declined).toEqual([]);
  expect((await proposalsOf(projectId, cookie.owner)).map((p: any) => p.status)).toEqual(['ACCEPTED', 'PENDING', 'PENDING']);
  const patched = await server.rest('PATCH', `/api/proposals/${proposalIds[1]}/status`, { status: 'declined' }, { cookie: cookie.owner, origin: server.url });
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({ status: 'declined', bidMinCents: 2_850_000, declineNote: null });
});

test('people who may not decide are refused and nothing changes', async () => {
  const { proposalIds } = await projectWithThreeBids();
  const before = await snapshot();
  for (const as of [cookie.neighbour, cookie.a, '']) {
    const res = await accept(proposalIds[1], true, NOTE, as);
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(res.body.errors[0].extensions.code);
  }
  expect(await snapshot()).toBe(before);
  const tooLong = await accept(proposalIds[1], true, 'x'.repeat(2001), cookie.owner);
  expect(tooLong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  const nul = await accept(proposalIds[1], true, 'Thanks\u0000', cookie.owner);
  expect(nul.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(await snapshot()).toBe(before);
  const unknown = await accept('999999', true, NOTE, cookie.owner);
  expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
});

test('an operator may accept; the audit log records each change', async () => {
  const { proposalIds } = await projectWithThreeBids();
  const res = await accept(proposalIds[2], true, NOTE, cookie.operator);
  expect(res.body.data.acceptProposal.declined).toHaveLength(2);
  const entries = await server.db.query(`SELECT subject_id, after->>'status' AS status FROM audit_log WHERE action = 'proposal.status' AND subject_id = ANY($1) ORDER BY id`, [proposalIds]);
  expect(entries.map((e: any) => e.status).sort()).toEqual(['accepted', 'declined', 'declined']);
});

describe('notifications, sent inside the transaction', () => {
  const events: NotificationEvent[] = [];
  const managers: (EntityManager | undefined)[] = [];
  let failNext = false;
  const notifier: Notifier = {
    async notify(event, manager) {
      if (failNext) throw new Error('notifier down');
      events.push(event);
      managers.push(manager);
    },
    async markProposalRead() {},
  };
  const actorFor = (userId: string, role: UserActor['role'], name: string, email: string): UserActor => ({
    kind: 'user',
    userId,
    role,
    name,
    email,
    phone: null,
    businessName: role === 'contractor' ? name : null,
    hiredProjectIds: async () => new Set(),
    bidProjectIds: async () => new Set(),
  });

  test('new proposal to the homeowner; decisions to each contractor, the note in the declined ones', async () => {
    const service = new ProposalService(server.db, new AuditLog(server.db), notifier);
    const { projectId, proposalIds } = await projectWithThreeBids();
    const contractor = actorFor(ids.a, 'contractor', 'Scarborough Reno', 'quotes@scarbororeno.ca');
    const owner = actorFor(ids.owner, 'homeowner', 'Amara Okafor', 'amara@example.ca');
    const [project] = await server.db.query(`INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
      VALUES ('Deck in Markham', 'A cedar deck', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Amara Okafor', 'open', $1, 'published') RETURNING id`, [ids.owner]);
    const sent = await service.submit(contractor, { ...sampleProposal, projectId: project.id, bidAmount: '$12,000 - $14,000' });
    expect(events.pop()).toEqual({
      recipientId: ids.owner,
      kind: 'new-proposal',
      title: 'New proposal for "Deck in Markham"',
      body: expect.stringContaining('Scarborough Reno bid $12,000 - $14,000'),
      link: `/project/db-${project.id}#proposal-${sent.id}`,
      actionLabel: 'Compare proposals',
      projectId: project.id,
      proposalId: sent.id,
    });
    expect(managers.pop()).toBeDefined();

    events.length = 0;
    await service.accept(owner, Number(proposalIds[0]), { declineOthers: true, message: NOTE });
    expect(events.map((e) => [e.recipientId, e.kind, e.link])).toEqual([
      [ids.a, 'proposal-decision', `/project/db-${projectId}#proposal-${proposalIds[0]}`],
      [ids.b, 'proposal-decision', `/contractor-dashboard?tab=proposals#proposal-${proposalIds[1]}`],
      [ids.c, 'proposal-decision', `/contractor-dashboard?tab=proposals#proposal-${proposalIds[2]}`],
    ]);
    expect(events[0].title).toBe('Your proposal for "Basement finishing in Scarborough" was accepted');
    expect(events[1].body).toContain(NOTE);

    // Changing the hire takes two decisions (decline the hired proposal, accept another), each told to its contractor.
    events.length = 0;
    await service.updateStatus(owner, Number(proposalIds[0]), 'declined');
    await service.updateStatus(owner, Number(proposalIds[1]), 'accepted');
    expect(events.map((e) => [e.recipientId, e.kind])).toEqual([
      [ids.a, 'proposal-decision'],
      [ids.b, 'proposal-decision'],
    ]);
  });

  test('a failing notification rolls the decision back', async () => {
    const service = new ProposalService(server.db, new AuditLog(server.db), notifier);
    const { proposalIds } = await projectWithThreeBids();
    const owner = actorFor(ids.owner, 'homeowner', 'Amara Okafor', 'amara@example.ca');
    const before = await snapshot();
    failNext = true;
    await expect(service.accept(owner, Number(proposalIds[0]), { declineOthers: true, message: NOTE })).rejects.toThrow('notifier down');
    failNext = false;
    expect(await snapshot()).toBe(before);
  });
});
