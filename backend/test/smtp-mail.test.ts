/**
 * Real e-mail: an SMTP server (the smtp-server package) runs inside the test, SMTP_URL points at it,
 * and the product's queue delivers to it, including after the SMTP server was down for a while.
 */
import type { ParsedMail } from 'mailparser';
import { freePort, startSmtp, type TestSmtp } from './smtp-test-server';
import { sampleProject, startTestServer, type TestServer } from './test-server';

async function waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await server?.stop();
  await smtp?.close();
  server = smtp = undefined;
});

test('posting e-mails a sign-in link over SMTP; the link signs the homeowner in; approval is e-mailed when the post goes public', async () => {
  const port = await freePort();
  smtp = await startSmtp(port);
  // The queue polls only every minute here, past every wait below: each e-mail leaves because queuing
  // it woke this process's mail worker, not because a poll came round.
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'GTA Home Pros <no-reply@gtahomepros.ca>', mailPollSeconds: 60 });
  const email = 'amara.okafor@example.ca';
  const posted = await server.rest('POST', '/api/projects', { ...sampleProject, email });
  expect(posted.status).toBe(201);

  const mail = await waitFor(() => smtp!.received.find((m) => m.subject?.startsWith('Confirm')), 'the confirmation e-mail');
  expect(mail.from?.text).toContain('no-reply@gtahomepros.ca');
  expect((mail.to as { text: string }).text).toBe(email);
  expect(mail.text).toContain('Leslieville');
  expect(mail.html).toContain('Confirm my e-mail');
  const link = new URL(/http\S+magic-link\/verify\S+/.exec(mail.text ?? '')![0]);
  const opened = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const me = await server.rest('GET', '/api/account/me', undefined, { cookie });
  expect(me.body.viewer).toMatchObject({ email, role: 'homeowner' });
  // Signed in, the homeowner confirms the post waiting under their address: it goes to review.
  const confirmed = await server.graphql(`mutation($id: ID!) { confirmProject(id: $id) { visibility } }`, { id: posted.body.id }, { cookie });
  expect(confirmed.body.data.confirmProject.visibility).toBe('IN_REVIEW');

  // Confirmed but not public until the review team approves it; approval reaches the homeowner by SMTP.
  expect((await server.rest('GET', `/api/projects/${posted.body.id}`)).status).toBe(404);
  await server.createUser('reviews@gtahomepros.ca', 'operator');
  await server.graphql(`mutation { requestSignInLink(email: "reviews@gtahomepros.ca") }`);
  const operatorMail = await waitFor(() => smtp!.received.find((m) => (m.to as { text: string }).text === 'reviews@gtahomepros.ca'), "the operator's sign-in link");
  const operatorLink = new URL(/http\S+magic-link\/verify\S+/.exec(operatorMail.text ?? '')![0]);
  const signedIn = await fetch(`${server.url}${operatorLink.pathname}${operatorLink.search}`, { redirect: 'manual' });
  const operator = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const approved = await server.graphql(`mutation($id: ID!) { approveProject(id: $id) { visibility } }`, { id: posted.body.id }, { cookie: operator });
  expect(approved.body.data.approveProject.visibility).toBe('PUBLISHED');
  expect((await server.rest('GET', `/api/projects/${posted.body.id}`)).status).toBe(200);
  const live = await waitFor(() => smtp!.received.find((m) => m.subject?.endsWith('is live')), 'the approval e-mail');
  expect((live.to as { text: string }).text).toBe(email);
  expect(live.text).toContain(`/project/db-${posted.body.id}`);
});

test('while the SMTP server is down, the sign-in link waits in the queue and arrives once when it is back', async () => {
  const port = await freePort();
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
  const asked = await server.graphql(`mutation { requestSignInLink(email: "late.mail@example.ca") }`);
  expect(asked.body.data.requestSignInLink).toBe(true);
  // Nothing listens yet: the first delivery attempt fails and is retried with backoff.
  const failedOnce = async () => {
    const [row] = await server!.db.query(`SELECT retry_count FROM pgboss.job WHERE name = 'send-email' ORDER BY created_on DESC LIMIT 1`);
    return row && row.retry_count > 0 ? true : undefined;
  };
  const deadline = Date.now() + 15_000;
  while (!(await failedOnce())) {
    if (Date.now() > deadline) throw new Error('The first delivery never failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  smtp = await startSmtp(port);
  await waitFor(() => (smtp!.received.length > 0 ? true : undefined), 'the delayed e-mail', 30_000);
  expect(smtp.received[0].subject).toBe('Your GTA Home Pros sign-in link');
  // Once the queue records the job as done there is nothing left to retry: exactly one e-mail.
  const done = Date.now() + 10_000;
  for (;;) {
    const [row] = await server.db.query(`SELECT state FROM pgboss.job WHERE name = 'send-email' ORDER BY created_on DESC LIMIT 1`);
    if (row?.state === 'completed') break;
    if (Date.now() > done) throw new Error(`The job did not complete (state ${row?.state})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(smtp.received).toHaveLength(1);
});

test('every notification e-mail of a hire arrives over SMTP, links straight to its screen and carries a one-click unsubscribe', async () => {
  const port = await freePort();
  smtp = await startSmtp(port);
  // As in the first test, a minute between polls: the notification e-mails, queued inside the delivery
  // job's transaction, leave when it commits.
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailPollSeconds: 60 });
  const homeownerEmail = 'lucia.ferreira@example.ca';
  const contractorEmail = 'office@danforthplumbing.ca';
  const homeownerId = await server.createUser(homeownerEmail, 'homeowner', 'Lucia Ferreira');
  const contractorId = await server.createUser(contractorEmail, 'contractor', 'Danforth Plumbing', '416-555-0177');
  const to = (mail: ParsedMail) => (mail.to as { text: string }).text;
  const signIn = async (email: string) => {
    const before = smtp!.received.length;
    await server!.graphql(`mutation($email: String!) { requestSignInLink(email: $email) }`, { email });
    const mail = await waitFor(() => smtp!.received.slice(before).find((m) => to(m) === email && /magic-link\/verify/.test(m.text ?? '')), `the sign-in link for ${email}`);
    const link = new URL(/http\S+magic-link\/verify\S+/.exec(mail.text ?? '')![0]);
    const opened = await fetch(`${server!.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    return opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  };
  const homeowner = await signIn(homeownerEmail);
  const contractor = await signIn(contractorEmail);
  const gql = async (query: string, variables: Record<string, unknown>, cookie: string) => {
    const res = await server!.graphql(query, variables, { cookie });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data;
  };
  /** The next e-mail to `email` whose subject matches, with the screen its button opens. */
  const expectMail = async (email: string, subject: RegExp, path: string) => {
    const mail = await waitFor(() => smtp!.received.find((m) => to(m) === email && subject.test(m.subject ?? '')), `"${subject.source}" to ${email}`);
    expect(mail.text).toMatch(new RegExp(`: http://localhost:\\d+${path.replace(/[?#]/g, '\\$&')}$`, 'm'));
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(mail.text).toMatch(/Stop e-mails about .+: http:\/\/localhost:\d+\/notifications\/unsubscribe\?token=/);
    return mail;
  };

  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ('Basement bathroom rough-in in Leslieville', 'Rough-in for a 3-piece bathroom in a Leslieville basement', 'Plumbing', '$10,000 - $25,000', 'Within 1 month', 'Lucia Ferreira', 'open', $1, 'published') RETURNING id`,
    [homeownerId],
  );
  const bid = await gql(
    `mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`,
    { i: { projectId: String(project.id), bidAmount: '$12,000 - $14,000', timeline: '2 weeks', approach: 'Permit, rough-in, inspection by the City of Toronto, then close-up.', experience: 'Twenty years of basement bathrooms in the east end.' } },
    contractor,
  );
  const proposalId = bid.submitProposal.id;
  await expectMail(homeownerEmail, /^New proposal/, `/project/db-${project.id}#proposal-${proposalId}`);

  await gql(`mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }`, { i: { proposalId, body: 'Is the backwater valve included?' } }, homeowner);
  await expectMail(contractorEmail, /^New message/, `/proposals/${proposalId}/messages`);

  await gql(`mutation($id: ID!) { acceptProposal(id: $id, declineOthers: true) { accepted { id } } }`, { id: proposalId }, homeowner);
  await expectMail(contractorEmail, /accepted/i, `/project/db-${project.id}#proposal-${proposalId}`);

  await gql(`mutation($id: ID!) { updateProjectStatus(id: $id, status: IN_PROGRESS) { id } }`, { id: String(project.id) }, contractor);
  await expectMail(homeownerEmail, /is now In progress/, `/project/db-${project.id}`);
  await gql(`mutation($id: ID!) { updateProjectStatus(id: $id, status: COMPLETED) { id } }`, { id: String(project.id) }, contractor);
  await expectMail(homeownerEmail, /^How did Danforth Plumbing do/, `/project/db-${project.id}/review`);

  const posted = await gql(
    `mutation($i: SubmitReviewInput!) { submitReview(input: $i) { id } }`,
    { i: { projectId: String(project.id), quality: 5, punctuality: 5, communication: 4, value: 5, text: 'Danforth Plumbing roughed in our basement bathroom on schedule and passed inspection first time.' } },
    homeowner,
  );
  const review = await expectMail(contractorEmail, /review/i, `/contractor/${contractorId}#review-${posted.submitReview.id}`);

  // The contractor's mail client uses the header's one-click unsubscribe: no more review e-mails.
  const oneClick = new URL(/<([^>]+)>/.exec(review.headerLines.find((line) => line.key === 'list-unsubscribe')!.line)![1]);
  const unsubscribed = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(await unsubscribed.json()).toEqual({ unsubscribed: ['New reviews'] });
  const settings = await gql(`{ notificationSettings { kind email } }`, {}, contractor);
  expect(settings.notificationSettings).toContainEqual({ kind: 'REVIEW_RECEIVED', email: 'OFF' });
});
