/**
 * Message threads per proposal and contact details revealed only after acceptance or sharing:
 * private to the two parties (operators read), notifications to the other side, and the same
 * contact rule over REST and GraphQL.
 */
import { NotificationService } from '../src/modules/notification/notification.service';
import type { NotificationEvent } from '../src/modules/notification/notification.types';
import { png, uploadForm } from './photo-fixtures';
import { startTestServer, type TestServer } from './test-server';

type Person = 'owner' | 'contractor' | 'otherContractor' | 'otherHomeowner' | 'operator';
let server: TestServer;
const cookie = {} as Record<Person, string>;
const ids = {} as Record<Person, string>;
const notified: NotificationEvent[] = [];

const THREAD = `id homeowner { role name } contractor { role name } viewerRole unreadCount contactRevealed contactSharedAt
  viewerCan { send shareContact } messages { hasEarlier nodes { id body images fromViewer sentAt sender { role name } } }
  proposal { id contractorEmail contractorPhone homeownerContact { name email phone } }`;
const thread = (proposalId: number, as: string) =>
  server.graphql(`query($id: ID!) { messageThread(proposalId: $id) { ${THREAD} } }`, { id: proposalId }, { cookie: as });
const send = (input: Record<string, unknown>, as: string) =>
  server.graphql(`mutation($i: SendMessageInput!) { sendMessage(input: $i) { id body images fromViewer sender { role name } } }`, { i: input }, { cookie: as });
const share = (proposalId: number, as: string) =>
  server.graphql(`mutation($id: ID!) { shareContactDetails(proposalId: $id) { id contractorEmail homeownerContact { email } } }`, { id: proposalId }, { cookie: as });
const markRead = (proposalId: number, as: string) =>
  server.graphql(`mutation($id: ID!) { markThreadRead(proposalId: $id) { unreadCount } }`, { id: proposalId }, { cookie: as });
const restProposals = async (projectId: number, as: string) =>
  (await server.rest('GET', `/api/proposals/project/${projectId}`, undefined, { cookie: as })).body as any[];
const gqlProposals = async (projectId: number, as: string) =>
  (await server.graphql(`query($id: ID!) { proposals(projectId: $id) { id contractorEmail contractorPhone homeownerContact { name email phone } } }`, { id: projectId }, { cookie: as }))
    .body.data.proposals as any[];
const messageCount = async () => Number((await server.db.query(`SELECT COUNT(*) AS n FROM proposal_message`))[0].n);
/** A photo uploaded for a message (a private file) by the person with this cookie; its upload name. */
async function privatePhoto(as: string): Promise<string> {
  const response = await fetch(`${server.url}/api/uploads?access=private`, { method: 'POST', body: uploadForm([{ name: 'egress-window.png', bytes: await png(800, 600) }]), headers: { cookie: as } });
  if (response.status !== 201) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { files: { name: string }[] }).files[0].name;
}

let projectCount = 0;
/** A published basement project of the owner, with a pending proposal from the contractor. */
async function fixture(): Promise<{ projectId: number; proposalId: number }> {
  projectCount++;
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Finish a 900 sq ft basement in a Scarborough bungalow: framing, insulation, drywall, a 3-piece bath.', 'Basement', '$40,000 - $60,000', 'Within 3 months', 'Amara Okafor', 'open', $2, 'published') RETURNING id`,
    [`Basement finishing ${projectCount}`, ids.owner],
  );
  const [proposal] = await server.db.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience)
     VALUES ($1, $2, 'Maple Leaf Renovations', 'bids@mapleleafreno.ca', '647-555-0188', '$45,000 - $52,000', '7 weeks', 'Permit first, then framing and rough-ins.', 'Sixty basements in Scarborough since 2012.') RETURNING id`,
    [project.id, ids.contractor],
  );
  return { projectId: project.id, proposalId: proposal.id };
}

beforeAll(async () => {
  server = await startTestServer();
  const people: [Person, string, 'homeowner' | 'contractor' | 'operator', string, string?][] = [
    ['owner', 'amara.okafor@example.ca', 'homeowner', 'Amara Okafor', '416-555-0123'],
    ['contractor', 'bids@mapleleafreno.ca', 'contractor', 'Maple Leaf Renovations', '647-555-0188'],
    ['otherContractor', 'quotes@rougevalleybuild.ca', 'contractor', 'Rouge Valley Builders'],
    ['otherHomeowner', 'neighbour@example.ca', 'homeowner', 'Dev Patel'],
    ['operator', 'ops@gtahomepros.ca', 'operator', 'Operations'],
  ];
  for (const [person, email, role, name, phone] of people) {
    ids[person] = await server.createUser(email, role, name, phone);
    cookie[person] = await server.signIn(email);
  }
  jest.spyOn(NotificationService.prototype, 'notify').mockImplementation(async (event) => {
    notified.push(event);
  });
}, 60_000);
afterAll(() => server?.stop());

test('the homeowner and the contractor talk in the thread; the other side is notified', async () => {
  const { proposalId } = await fixture();
  const empty = await thread(proposalId, cookie.contractor);
  expect(empty.body.errors).toBeUndefined();
  expect(empty.body.data.messageThread).toMatchObject({
    homeowner: { role: 'HOMEOWNER', name: 'Amara' },
    contractor: { role: 'CONTRACTOR', name: 'Maple Leaf Renovations' },
    viewerRole: 'CONTRACTOR',
    unreadCount: 0,
    viewerCan: { send: true, shareContact: false },
    messages: { hasEarlier: false, nodes: [] },
  });

  const photo = await privatePhoto(cookie.contractor);
  const sent = await send({ proposalId: String(proposalId), body: '  Is the egress window already permitted, or should we include it in the drawings?  ', images: [photo] }, cookie.contractor);
  expect(sent.body.errors).toBeUndefined();
  expect(sent.body.data.sendMessage).toMatchObject({
    body: 'Is the egress window already permitted, or should we include it in the drawings?',
    images: [`/api/uploads/private/${photo}`],
    fromViewer: true,
    sender: { role: 'CONTRACTOR', name: 'Maple Leaf Renovations' },
  });
  expect(notified.at(-1)).toMatchObject({
    recipientId: ids.owner,
    kind: 'new-message',
    title: 'New message from Maple Leaf Renovations about "Basement finishing 1"',
    body: 'Is the egress window already permitted, or should we include it in the drawings?',
    link: `/proposals/${proposalId}/messages`,
    actionLabel: 'Reply',
  });

  const ownerView = (await thread(proposalId, cookie.owner)).body.data.messageThread;
  expect(ownerView.unreadCount).toBe(1);
  expect(ownerView.viewerCan).toEqual({ send: true, shareContact: true });
  expect(ownerView.messages.nodes[0]).toMatchObject({ fromViewer: false, sender: { name: 'Maple Leaf Renovations' } });
  expect((await markRead(proposalId, cookie.owner)).body.data.markThreadRead.unreadCount).toBe(0);

  const long = 'We would like the window included. '.repeat(10);
  const reply = await send({ proposalId, body: long }, cookie.owner);
  expect(reply.body.errors).toBeUndefined();
  expect(notified.at(-1)).toMatchObject({ recipientId: ids.contractor, title: 'New message from Amara about "Basement finishing 1"' });
  expect(notified.at(-1)!.body.length).toBeLessThanOrEqual(140);

  const contractorView = (await thread(proposalId, cookie.contractor)).body.data.messageThread;
  expect(contractorView.unreadCount).toBe(1);
  expect(contractorView.messages.nodes.map((m: any) => m.sender.role)).toEqual(['CONTRACTOR', 'HOMEOWNER']);

  // Operators read it, but do not write in it.
  const operatorView = (await thread(proposalId, cookie.operator)).body.data.messageThread;
  expect(operatorView).toMatchObject({ viewerRole: null, unreadCount: 0, viewerCan: { send: false, shareContact: false } });
  expect(operatorView.messages.nodes).toHaveLength(2);
});

test('the thread is private: other contractors, other homeowners and visitors are refused and write nothing', async () => {
  const { projectId, proposalId } = await fixture();
  await send({ proposalId, body: 'When could you start?' }, cookie.owner);
  const before = await messageCount();
  for (const [as, code] of [
    [cookie.otherContractor, 'FORBIDDEN'],
    [cookie.otherHomeowner, 'FORBIDDEN'],
    ['', 'UNAUTHENTICATED'],
  ] as const) {
    expect((await thread(proposalId, as)).body.errors[0].extensions.code).toBe(code);
    expect((await send({ proposalId, body: 'Hello from outside' }, as)).body.errors[0].extensions.code).toBe(code);
    expect((await markRead(proposalId, as)).body.errors[0].extensions.code).toBe(code);
    expect((await share(proposalId, as)).body.errors[0].extensions.code).toBe(code);
    // The proposal list shows no thread to them either.
    const listed = await server.graphql(`query($id: ID!) { proposals(projectId: $id) { messageThread { id } } }`, { id: projectId }, { cookie: as });
    expect(listed.body.data.proposals).toEqual([{ messageThread: null }]);
  }
  const operatorSend = await send({ proposalId, body: 'Operator note' }, cookie.operator);
  expect(operatorSend.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(await messageCount()).toBe(before);
  const mine = await server.graphql(`query($id: ID!) { proposals(projectId: $id) { messageThread { id unreadCount } } }`, { id: projectId }, { cookie: cookie.contractor });
  expect(mine.body.data.proposals).toEqual([{ messageThread: { id: String(proposalId), unreadCount: 1 } }]);
  expect((await thread(999999, cookie.owner)).body.errors[0].extensions.code).toBe('NOT_FOUND');
});

test('bad messages get a clear error naming the field', async () => {
  const { proposalId } = await fixture();
  const fieldError = async (input: Record<string, unknown>) => {
    const res = await send({ proposalId, ...input }, cookie.owner);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    return res.body.errors[0].extensions.fieldErrors;
  };
  expect(await fieldError({ body: '   ' })).toEqual({ body: 'Write a message' });
  expect(await fieldError({ body: 'x'.repeat(2001) })).toEqual({ body: 'Keep your message to 2000 characters' });
  expect(await fieldError({ body: 'Bad\u0000text' })).toEqual({ body: 'Must not contain the null character (U+0000)' });
  const names = Array.from({ length: 6 }, (_, i) => `0f8fad5b-d9cb-469f-a165-70867728950${i}.png`);
  expect(await fieldError({ body: 'Photos', images: names })).toEqual({ images: 'Attach at most 5 photos to one message' });
  expect(await fieldError({ body: 'Photo', images: ['../../etc/passwd'] })).toEqual({ images: 'Upload the photo again: that file name is not one of ours' });
  expect((await send({ proposalId, body: 'x'.repeat(2000) }, cookie.owner)).body.errors).toBeUndefined();

  // A proposal sent before accounts existed has no thread.
  const [legacy] = await server.db.query(
    `INSERT INTO proposal (project_id, contractor_name, contractor_email, bid_amount, timeline, approach, experience)
     SELECT project_id, 'Old Firm', 'old@example.ca', '$1', '1 week', 'Old approach text', 'Old experience text' FROM proposal WHERE id = $1 RETURNING id`,
    [proposalId],
  );
  expect((await thread(legacy.id, cookie.operator)).body.data.messageThread).toBeNull();
  expect((await send({ proposalId: legacy.id, body: 'Hello' }, cookie.owner)).body.errors[0]).toMatchObject({
    message: 'This proposal was sent before accounts existed, so it has no message thread.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

describe('contact details', () => {
  const hidden = { contractorEmail: null, contractorPhone: null, homeownerContact: null };
  const contractorDetails = { contractorEmail: 'bids@mapleleafreno.ca', contractorPhone: '647-555-0188' };
  const homeownerDetails = { homeownerContact: { name: 'Amara Okafor', email: 'amara.okafor@example.ca', phone: '416-555-0123' } };

  test('hidden from the other side before acceptance, shown after (REST and GraphQL)', async () => {
    const { projectId, proposalId } = await fixture();
    for (const read of [restProposals, gqlProposals]) {
      expect((await read(projectId, cookie.owner))[0]).toMatchObject({ contractorEmail: null, contractorPhone: null, ...homeownerDetails });
      expect((await read(projectId, cookie.contractor))[0]).toMatchObject({ ...contractorDetails, homeownerContact: null });
      expect((await read(projectId, cookie.otherContractor))[0]).toMatchObject(hidden);
      expect((await read(projectId, ''))[0]).toMatchObject(hidden);
      expect((await read(projectId, cookie.operator))[0]).toMatchObject({ ...contractorDetails, ...homeownerDetails });
    }
    const accepted = await server.graphql(`mutation($id: ID!) { updateProposalStatus(id: $id, status: ACCEPTED) { contractorEmail homeownerContact { email } } }`, { id: proposalId }, { cookie: cookie.owner });
    expect(accepted.body.data.updateProposalStatus).toEqual({ contractorEmail: 'bids@mapleleafreno.ca', homeownerContact: { email: 'amara.okafor@example.ca' } });
    for (const read of [restProposals, gqlProposals]) {
      expect((await read(projectId, cookie.owner))[0]).toMatchObject({ ...contractorDetails, ...homeownerDetails });
      expect((await read(projectId, cookie.contractor))[0]).toMatchObject({ ...contractorDetails, ...homeownerDetails });
      expect((await read(projectId, cookie.otherContractor))[0]).toMatchObject(hidden);
      expect((await read(projectId, ''))[0]).toMatchObject(hidden);
    }
    const view = (await thread(proposalId, cookie.contractor)).body.data.messageThread;
    expect(view).toMatchObject({ contactRevealed: true, proposal: { ...contractorDetails, ...homeownerDetails } });
  });

  test('shown to both sides once the homeowner shares them; only the homeowner may share', async () => {
    const { projectId, proposalId } = await fixture();
    const before = notified.length;
    expect((await share(proposalId, cookie.contractor)).body.errors[0]).toMatchObject({
      message: "Only the project's homeowner can share their contact details.",
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await share(proposalId, cookie.operator)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await thread(proposalId, cookie.contractor)).body.data.messageThread).toMatchObject({ contactRevealed: false, contactSharedAt: null });

    const shared = await share(proposalId, cookie.owner);
    expect(shared.body.errors).toBeUndefined();
    expect(shared.body.data.shareContactDetails).toMatchObject({ contractorEmail: 'bids@mapleleafreno.ca', homeownerContact: { email: 'amara.okafor@example.ca' } });
    expect(notified.slice(before)).toEqual([
      expect.objectContaining({ recipientId: ids.contractor, kind: 'new-message', link: `/proposals/${proposalId}/messages`, title: 'Amara shared their contact details about "Basement finishing 5"' }),
    ]);
    expect(notified.at(-1)!.body).not.toContain('amara.okafor@example.ca');
    for (const read of [restProposals, gqlProposals]) {
      expect((await read(projectId, cookie.owner))[0]).toMatchObject(contractorDetails);
      expect((await read(projectId, cookie.contractor))[0]).toMatchObject(homeownerDetails);
      expect((await read(projectId, cookie.otherContractor))[0]).toMatchObject(hidden);
    }
    const ownerView = (await thread(proposalId, cookie.owner)).body.data.messageThread;
    expect(ownerView).toMatchObject({ contactRevealed: true, viewerCan: { send: true, shareContact: false } });
    expect(ownerView.contactSharedAt).not.toBeNull();
    // Sharing again changes nothing and tells no one twice.
    expect((await share(proposalId, cookie.owner)).body.errors).toBeUndefined();
    expect(notified.length).toBe(before + 1);
  });
});

test('photos in a thread reach only its two parties and operators, with private caching; only their uploader attaches them', async () => {
  const { proposalId } = await fixture();
  const photo = await privatePhoto(cookie.owner);
  const sent = await send({ proposalId, body: 'Here is the window well now.', images: [photo] }, cookie.owner);
  expect(sent.body.errors).toBeUndefined();
  const [url] = sent.body.data.sendMessage.images;
  expect(url).toBe(`/api/uploads/private/${photo}`);
  for (const [who, as, status] of [
    ['the homeowner', cookie.owner, 200],
    ['the contractor', cookie.contractor, 200],
    ['an operator', cookie.operator, 200],
    ['another contractor', cookie.otherContractor, 404],
    ['another homeowner', cookie.otherHomeowner, 404],
    ['a visitor', '', 404],
  ] as const) {
    for (const address of [url, `/api/uploads/private/480/${photo}`]) {
      const response = await fetch(`${server.url}${address}`, { headers: { cookie: as } });
      await response.arrayBuffer();
      expect([who, address, response.status]).toEqual([who, address, status]);
      expect(response.headers.get('cache-control')).toBe(status === 200 ? 'private, max-age=300' : 'private, no-store');
    }
  }
  // Not under the public addresses (nor through a photo CDN).
  expect((await fetch(`${server.url}/api/uploads/${photo}`)).status).toBe(404);
  // Nobody attaches someone else's file (and so gains it in a thread of theirs), nor a public photo as a private one.
  const stolen = await send({ proposalId, body: 'Look at this', images: [photo] }, cookie.contractor);
  expect(stolen.body.errors[0].extensions.fieldErrors).toEqual({ images: 'Upload the photo again: that file name is not one of ours' });
  const publicUpload = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: uploadForm([{ name: 'deck.png', bytes: await png(200, 100) }]), headers: { cookie: cookie.contractor } });
  const publicName = ((await publicUpload.json()) as { files: { name: string }[] }).files[0].name;
  const notPrivate = await send({ proposalId, body: 'Our deck', images: [publicName] }, cookie.contractor);
  expect(notPrivate.body.errors[0].extensions.fieldErrors).toEqual({ images: 'Upload the photo again: that file name is not one of ours' });
});
