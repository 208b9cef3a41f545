/**
 * Notifications: the in-app list and badge, e-mails with their deep link and RFC 8058 unsubscribe,
 * grouped message e-mails, the daily summary, and live updates over graphql-ws.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { NotificationEvent } from '../src/modules/notification/notification.types';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let homeownerId: string;
let homeowner: string;
const HOMEOWNER = 'priya.natarajan@example.ca';

const proposalEvent = (title: string): NotificationEvent => ({
  recipientId: homeownerId,
  kind: 'new-proposal',
  title,
  body: 'Maple Leaf Renovations bid $15,000 - $20,000 with a timeline of 3 weeks.',
  link: '/project/1#proposals',
  actionLabel: 'Compare proposals',
});
const messageEvent = (body: string): NotificationEvent => ({
  recipientId: homeownerId,
  kind: 'new-message',
  title: 'New message from Maple Leaf Renovations about "Basement finishing in Leslieville"',
  body,
  link: '/proposals/1/messages',
  actionLabel: 'Reply',
});

async function mailbox(to: string): Promise<{ id: number; subject: string; text: string; headers: Record<string, string> }[]> {
  return server.db.query(`SELECT id, subject, text, headers FROM dev_mailbox WHERE "to" = $1 ORDER BY id`, [to]);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  homeownerId = await server.createUser(HOMEOWNER, 'homeowner', 'Priya Natarajan');
  homeowner = await server.signIn(HOMEOWNER);
}, 60_000);
afterAll(() => server?.stop());

const LIST = `query { notifications { unreadCount nextCursor notifications { id kind title link actionLabel read } } unreadNotificationCount }`;

test('an event shows in the app, unread, and its e-mail links straight to the screen with a one-click unsubscribe', async () => {
  const before = (await mailbox(HOMEOWNER)).length;
  await server.services.notifications.notify(proposalEvent('New proposal for "Basement finishing in Leslieville"'));
  const listed = await server.graphql(LIST, {}, { cookie: homeowner });
  expect(listed.body.data.unreadNotificationCount).toBe(1);
  expect(listed.body.data.notifications.notifications[0]).toMatchObject({ kind: 'NEW_PROPOSAL', read: false, link: '/project/1#proposals', actionLabel: 'Compare proposals' });

  const mails = await waitFor(() => mailbox(HOMEOWNER), (rows) => rows.length > before, 'the e-mail');
  const mail = mails[mails.length - 1];
  expect(mail.subject).toBe('New proposal for "Basement finishing in Leslieville"');
  expect(mail.text).toContain('Hi Priya,');
  expect(mail.text).toMatch(/^Compare proposals: http:\/\/localhost:\d+\/project\/1#proposals$/m);
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?token=.+>$/);

  const read = await server.graphql(`mutation { markNotificationsRead }`, {}, { cookie: homeowner });
  expect(read.body.data.markNotificationsRead).toBe(0);
});

test('visitors have no notifications and cannot read anyone else\'s', async () => {
  const res = await server.graphql(LIST, {}, { cookie: '' });
  expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  const count = await server.graphql(`query { unreadNotificationCount }`, {}, { cookie: '' });
  expect(count.body.data.unreadNotificationCount).toBe(0);
});

test('the one-click unsubscribe works signed out, at once, and only for that kind of e-mail', async () => {
  await server.services.notifications.notify(proposalEvent('New proposal for "Kitchen refresh in Etobicoke"'));
  const mails = await waitFor(() => mailbox(HOMEOWNER), (rows) => rows.some((row) => row.subject.includes('Etobicoke')), 'the e-mail');
  const header = mails.find((row) => row.subject.includes('Etobicoke'))!.headers['List-Unsubscribe'];
  const url = new URL(header.slice(1, -1));

  // What a mail client does (RFC 8058): POST with the form body, no cookie.
  const response = await fetch(`${server.url}${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ unsubscribed: ['New proposals'] });

  const count = (await mailbox(HOMEOWNER)).length;
  await server.services.notifications.notify(proposalEvent('New proposal for "Deck in Scarborough"'));
  await server.services.notifications.notify(messageEvent('Could we start on the 14th?'));
  await waitFor(() => mailbox(HOMEOWNER), (rows) => rows.some((row) => row.text.includes('Could we start on the 14th?')), 'the message e-mail');
  expect((await mailbox(HOMEOWNER)).filter((row) => row.subject.includes('Scarborough'))).toHaveLength(0);
  expect((await mailbox(HOMEOWNER)).length).toBe(count + 1);
  const listed = await server.graphql(LIST, {}, { cookie: homeowner });
  expect(listed.body.data.notifications.notifications.map((n: { title: string }) => n.title)).toContain('New proposal for "Deck in Scarborough"');

  const settings = await server.graphql(`query { notificationSettings { kind email } }`, {}, { cookie: homeowner });
  expect(settings.body.data.notificationSettings).toContainEqual({ kind: 'NEW_PROPOSAL', email: 'OFF' });

  const forged = await server.rest('POST', `/api/notifications/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token')!.replace(/.$/, 'x'))}`);
  expect(forged.status).toBe(400);
  expect(forged.body.fieldErrors?.token ?? forged.body.error).toMatch(/not valid/);
  const get = await server.rest('GET', `${url.pathname}${url.search}`);
  expect(get.status).toBe(404);
});

test('messages within the window share one e-mail: the first goes at once, the rest together', async () => {
  await server.graphql(`mutation { updateNotificationSetting(kind: NEW_MESSAGE, email: IMMEDIATE) { email } }`, {}, { cookie: homeowner });
  // Start from a clean window for this person.
  await server.db.query(`DELETE FROM pgboss.job WHERE name = 'notification-email'`);
  const before = (await mailbox(HOMEOWNER)).length;
  await server.services.notifications.notify(messageEvent('The permit from the City of Toronto came through.'));
  await waitFor(() => mailbox(HOMEOWNER), (rows) => rows.length === before + 1, 'the first message e-mail');
  await server.services.notifications.notify(messageEvent('We can start Monday at 8 am.'));
  await server.services.notifications.notify(messageEvent('Please clear the basement storage room first.'));
  // The window has not passed: nothing more yet. Then move the queue's clock to the window's end.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect((await mailbox(HOMEOWNER)).length).toBe(before + 1);
  await server.db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'notification-email' AND state = 'created'`);
  const mails = await waitFor(() => mailbox(HOMEOWNER), (rows) => rows.length === before + 2, 'the grouped e-mail');
  const grouped = mails[mails.length - 1];
  expect(grouped.subject).toBe('2 new messages on GTA Home Pros');
  expect(grouped.text).toContain('We can start Monday at 8 am.');
  expect(grouped.text).toContain('Please clear the basement storage room first.');
});

test('a daily choice waits for the summary, which carries an unsubscribe from all notification e-mails', async () => {
  const set = await server.graphql(`mutation { updateNotificationSetting(kind: PROJECT_STATUS, email: DAILY) { kind email label } }`, {}, { cookie: homeowner });
  expect(set.body.data.updateNotificationSetting).toEqual({ kind: 'PROJECT_STATUS', email: 'DAILY', label: 'Project updates' });
  const before = (await mailbox(HOMEOWNER)).length;
  await server.services.notifications.notify({
    recipientId: homeownerId,
    kind: 'project-status',
    title: '"Basement finishing in Leslieville" is now In progress',
    body: 'Maple Leaf Renovations started work on your project.',
    link: '/project/1',
    actionLabel: 'See my project',
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await mailbox(HOMEOWNER)).length).toBe(before);
  expect(await server.services.notifications.sendDailyDigests()).toBe(1);
  const mails = await waitFor(() => mailbox(HOMEOWNER), (rows) => rows.length === before + 1, 'the summary');
  expect(mails[mails.length - 1].subject).toBe('Your daily summary: 1 update on GTA Home Pros');
  expect(mails[mails.length - 1].text).toContain('Stop all notification e-mails');
  expect(await server.services.notifications.sendDailyDigests()).toBe(0);
});

test('a setting outside the person\'s kinds is refused with a clear message', async () => {
  const res = await server.graphql(`mutation { updateNotificationSetting(kind: PROPOSAL_DECISION, email: OFF) { kind } }`, {}, { cookie: homeowner });
  expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(res.body.errors[0].message).toMatch(/kinds of e-mail listed/);
});

describe('live updates', () => {
  const wsUrl = () => server.url.replace('http', 'ws') + '/graphql';
  const subscribe = (cookie: string, origin?: string) => {
    const client = createClient({
      url: wsUrl(),
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie, ...(origin && { origin }) } });
        }
      },
      retryAttempts: 0,
    });
    const received: any[] = [];
    const done = new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'subscription { notificationAdded { title kind } }' }, { next: (value) => received.push(value), error: resolve, complete: () => resolve(null) });
    });
    return { client, received, done };
  };

  test('a signed-in person receives their own notification as it is committed', async () => {
    const { client, received } = subscribe(homeowner);
    try {
      // The subscription is live once a notification sent after it arrives; resend until then.
      await waitFor(
        async () => {
          await server.services.notifications.notify(messageEvent('Live: the tile arrived.'));
          return received.length;
        },
        (count) => count > 0,
        'the live notification',
      );
      expect(received[0].data.notificationAdded).toEqual({ title: expect.stringContaining('New message'), kind: 'NEW_MESSAGE' });
    } finally {
      await client.dispose();
    }
  });

  test('visitors are refused, and so is a page from another site', async () => {
    const visitor = subscribe('');
    await visitor.done;
    expect(JSON.stringify(visitor.received)).toMatch(/sign in/i);
    expect(visitor.received[0].data ?? null).toBeNull();
    await visitor.client.dispose();
    const foreign = subscribe(homeowner, 'https://evil.example');
    await expect(foreign.done).resolves.toBeDefined();
    expect(foreign.received).toHaveLength(0);
    await foreign.client.dispose();
  });
});

test('opening a thread reads its message notifications: the bell drops them', async () => {
  const contractorId = await server.createUser('bids@beachesbuild.ca', 'contractor', 'Beaches Build Co.', '416-555-0190');
  const contractor = await server.signIn('bids@beachesbuild.ca');
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ('Porch rebuild in the Beaches', 'Rebuild a front porch on a 1920s semi: footings, framing and a cedar deck.', 'Decks', '$10,000 - $25,000', 'Within 3 months', 'Priya', 'open', $1, 'published') RETURNING id`,
    [homeownerId],
  );
  const [proposal] = await server.db.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience)
     VALUES ($1, $2, 'Beaches Build Co.', 'bids@beachesbuild.ca', '416-555-0190', '$14,000', '3 weeks', 'Helical piles, then framing and cedar decking.', 'Porches in the Beaches since 2010.') RETURNING id`,
    [project.id, contractorId],
  );
  const unread = async () => (await server.graphql(`query { unreadNotificationCount }`, {}, { cookie: homeowner })).body.data.unreadNotificationCount;
  await server.graphql(`mutation { markNotificationsRead }`, {}, { cookie: homeowner });
  const sent = await server.graphql(
    `mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }`,
    { input: { proposalId: String(proposal.id), body: 'Could we see the porch this Saturday morning?' } },
    { cookie: contractor },
  );
  expect(sent.body.errors).toBeUndefined();
  expect(await unread()).toBe(1);
  await server.graphql(`mutation($id: ID!) { markThreadRead(proposalId: $id) { unreadCount } }`, { id: String(proposal.id) }, { cookie: homeowner });
  expect(await unread()).toBe(0);
});
