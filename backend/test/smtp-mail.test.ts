/**
 * Real e-mail: an SMTP server (the smtp-server package) runs inside the test, SMTP_URL points at it,
 * and the product's queue delivers to it, including after the SMTP server was down for a while.
 */
import { createServer as createNetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { sampleProject, startTestServer, type TestServer } from './test-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** An SMTP server that keeps what it receives. */
async function startSmtp(port: number) {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

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
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await server?.stop();
  await smtp?.close();
  server = smtp = undefined;
});

test('posting e-mails a sign-in link over SMTP; the link signs the homeowner in; approval is e-mailed when the post goes public', async () => {
  const port = await freePort();
  smtp = await startSmtp(port);
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'GTA Home Pros <no-reply@gtahomepros.ca>' });
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
  expect(live.text).toContain(`/project/${posted.body.id}`);
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
