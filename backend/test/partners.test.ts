import { PARTNER_MESSAGES } from '@marketplace/shared';
import { sampleProject, startTestServer, type TestServer } from './test-server';
import { waitFor } from './replica-helpers';

let server: TestServer;
let operator: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.createUser('partners.ops@gtahomepros.ca', 'operator');
  operator = await server.signIn('partners.ops@gtahomepros.ca');
});
afterAll(() => server?.stop());

const lastMailId = async (): Promise<number> => (await server.db.query(`SELECT COALESCE(MAX(id), 0)::int AS id FROM dev_mailbox`))[0].id;

const APPLICATION = {
  organisation: 'RenoLedger Inc.',
  website: 'https://renoledger.ca',
  useCase: 'A budgeting app for Toronto homeowners that lists open renovation projects by trade and city.',
};
const APPLY = `mutation($input: PartnerApplicationInput!) { applyForPartnerAccess(input: $input) { id status organisation applicant { email } } }`;
const KEYS = `query($partnerId: ID) { apiKeys(partnerId: $partnerId) { id name lastUsedAt revokedAt usage(days: 14) { day requests errors throttled } } }`;
const CREATE_KEY = `mutation($name: String!) { createApiKey(name: $name) { key apiKey { id name } } }`;

/** A new account signed in by link, applied and approved: its cookie, now a partner's. */
async function approvedPartner(email: string): Promise<{ cookie: string; userId: string }> {
  const cookie = await server.signIn(email);
  const applied = await server.graphql(APPLY, { input: APPLICATION }, { cookie });
  expect(applied.body.errors).toBeUndefined();
  const approved = await server.graphql(`mutation($id: ID!) { approvePartnerApplication(id: $id) { status applicant { id } } }`, { id: applied.body.data.applyForPartnerAccess.id }, { cookie: operator });
  expect(approved.body.data.approvePartnerApplication.status).toBe('APPROVED');
  return { cookie, userId: approved.body.data.approvePartnerApplication.applicant.id };
}

it('takes an application from a signed-in account, queues it for operators and, once approved, makes the account a partner and e-mails them', async () => {
  const cookie = await server.signIn('api@renoledger.ca');
  const bad = await server.graphql(APPLY, { input: { organisation: ' ', website: 'http://renoledger.ca', useCase: 'short' } }, { cookie });
  expect(bad.body.errors[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fieldErrors: { organisation: PARTNER_MESSAGES.organisation, website: PARTNER_MESSAGES.website, useCase: PARTNER_MESSAGES.useCase },
  });
  const applied = await server.graphql(APPLY, { input: APPLICATION }, { cookie });
  expect(applied.body.data.applyForPartnerAccess).toMatchObject({ status: 'PENDING', organisation: 'RenoLedger Inc.', applicant: { email: 'api@renoledger.ca' } });
  const id = applied.body.data.applyForPartnerAccess.id;

  // Still an ordinary account: no console, no keys.
  expect((await server.graphql(KEYS, {}, { cookie })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  const queue = await server.graphql(`{ partnerApplications(status: PENDING) { id organisation useCase applicant { email } } }`, {}, { cookie: operator });
  expect(queue.body.data.partnerApplications).toEqual([expect.objectContaining({ id, applicant: { email: 'api@renoledger.ca' } })]);

  const before = await lastMailId();
  const approved = await server.graphql(`mutation($id: ID!) { approvePartnerApplication(id: $id) { status decidedAt } }`, { id }, { cookie: operator });
  expect(approved.body.data.approvePartnerApplication.status).toBe('APPROVED');
  const mail = await server.mailTo('api@renoledger.ca', before);
  expect(mail.subject).toBe('Your GTA Home Pros API access is approved');
  expect(mail.text).toContain('/developers/console');
  const viewer = await server.graphql(`{ viewer { role } myPartnerApplication { status } }`, {}, { cookie });
  expect(viewer.body.data).toEqual({ viewer: { role: 'PARTNER' }, myPartnerApplication: { status: 'APPROVED' } });
  const [audit] = await server.db.query(`SELECT action, actor_email FROM audit_log WHERE subject_type = 'partner_application' AND subject_id = $1`, [id]);
  expect(audit).toEqual({ action: 'partner.approve', actor_email: 'partners.ops@gtahomepros.ca' });

  // Deciding twice is refused, and changes nothing.
  const again = await server.graphql(`mutation($id: ID!) { declinePartnerApplication(id: $id, note: "Duplicate") { status } }`, { id }, { cookie: operator });
  expect(again.body.errors[0]).toMatchObject({ message: PARTNER_MESSAGES.alreadyDecided, extensions: { code: 'CONFLICT' } });
});

it('declines with a note the applicant receives, and lets them send the application again', async () => {
  const cookie = await server.signIn('dev@permitwatch.ca');
  const { body } = await server.graphql(APPLY, { input: { ...APPLICATION, organisation: 'PermitWatch' } }, { cookie });
  const id = body.data.applyForPartnerAccess.id;
  const noNote = await server.graphql(`mutation($id: ID!) { declinePartnerApplication(id: $id, note: " ") { status } }`, { id }, { cookie: operator });
  expect(noNote.body.errors[0].extensions.fieldErrors).toEqual({ note: PARTNER_MESSAGES.declineNote });
  const note = 'Please tell us which projects data you would show, and where.';
  const before = await lastMailId();
  await server.graphql(`mutation($id: ID!, $note: String!) { declinePartnerApplication(id: $id, note: $note) { status } }`, { id, note }, { cookie: operator });
  const mail = await server.mailTo('dev@permitwatch.ca', before);
  expect(mail.subject).toBe('About your GTA Home Pros API application');
  expect(mail.text).toContain(note);
  const mine = await server.graphql(`{ myPartnerApplication { status decisionNote } viewer { role } }`, {}, { cookie });
  expect(mine.body.data).toEqual({ myPartnerApplication: { status: 'DECLINED', decisionNote: note }, viewer: { role: 'HOMEOWNER' } });
  const resent = await server.graphql(APPLY, { input: { ...APPLICATION, organisation: 'PermitWatch', useCase: 'Open renovation projects in Etobicoke and Mississauga, shown beside permit data.' } }, { cookie });
  expect(resent.body.data.applyForPartnerAccess.status).toBe('PENDING');
});

it('refuses applications from contractors, staff and visitors', async () => {
  await server.createUser('bids@humberdecks.ca', 'contractor');
  const contractor = await server.signIn('bids@humberdecks.ca');
  const refused = await server.graphql(APPLY, { input: APPLICATION }, { cookie: contractor });
  expect(refused.body.errors[0]).toMatchObject({ message: PARTNER_MESSAGES.ownAccountNeeded, extensions: { code: 'FORBIDDEN' } });
  expect((await server.graphql(APPLY, { input: APPLICATION }, { cookie: operator })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect((await server.graphql(APPLY, { input: APPLICATION }, { cookie: '' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  expect((await server.db.query(`SELECT count(*)::int AS n FROM partner_application a JOIN "user" u ON u.id = a.user_id WHERE u.email = 'bids@humberdecks.ca'`))[0].n).toBe(0);
});

describe('approval checks the rules of applying again, as they stand when the operator approves', () => {
  const APPROVE = `mutation($id: ID!) { approvePartnerApplication(id: $id) { status } }`;
  /** The application now, the applicant's role, and whether anything of an approval was written (audit row, e-mail). */
  async function afterRefusal(id: string, email: string, mailBefore: number) {
    const [application] = await server.db.query(`SELECT a.status, u.role FROM partner_application a JOIN "user" u ON u.id = a.user_id WHERE a.id = $1`, [id]);
    const [{ audits }] = await server.db.query(`SELECT count(*)::int AS audits FROM audit_log WHERE subject_type = 'partner_application' AND subject_id = $1`, [id]);
    // The approval e-mail is queued in the approval's transaction: once the queue is idle, none was sent.
    await server.jobsIdle();
    const [{ mails }] = await server.db.query(`SELECT count(*)::int AS mails FROM dev_mailbox WHERE id > $1 AND lower("to") = $2`, [mailBefore, email]);
    return { ...application, audits, mails };
  }

  it('refuses to make a partner of an applicant who has posted a project since applying, saying why, and writes nothing', async () => {
    const email = 'apply.then.post@example.ca';
    const cookie = await server.signIn(email);
    const { body } = await server.graphql(APPLY, { input: APPLICATION }, { cookie });
    const id = body.data.applyForPartnerAccess.id;
    // Applying checked "no posted projects"; a post made afterwards must not slip through approval.
    const posted = await server.graphql(`mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }`, { i: sampleProject }, { cookie });
    expect(posted.body.errors).toBeUndefined();
    const mailBefore = await lastMailId();
    const approved = await server.graphql(APPROVE, { id }, { cookie: operator });
    expect(approved.body.errors?.[0]).toMatchObject({ message: PARTNER_MESSAGES.approvalHasProjects, extensions: { code: 'CONFLICT' } });
    expect(await afterRefusal(id, email, mailBefore)).toEqual({ status: 'pending', role: 'homeowner', audits: 0, mails: 0 });
    // The operator can still decline it, with a note.
    const declined = await server.graphql(`mutation($id: ID!) { declinePartnerApplication(id: $id, note: "Please apply with another e-mail address.") { status } }`, { id }, { cookie: operator });
    expect(declined.body.data.declinePartnerApplication.status).toBe('DECLINED');
  });

  it('refuses to mark approved an applicant who has become a contractor since applying, instead of leaving the role as it was', async () => {
    const email = 'apply.then.contract@example.ca';
    // A contractor sign-up for the address waits for its owner to confirm it; meanwhile the account is a plain one, and applies.
    const signedUp = await server.graphql(`mutation($input: ContractorSignUpInput!) { signUpContractor(input: $input) }`, { input: { businessName: 'Apply Then Contract Ltd.', email } }, { cookie: '' });
    expect(signedUp.body.data.signUpContractor).toBe(true);
    const cookie = await server.signIn(email);
    const { body } = await server.graphql(APPLY, { input: APPLICATION }, { cookie });
    const id = body.data.applyForPartnerAccess.id;
    // Then the owner takes the contractor account.
    const confirmed = await server.graphql(`mutation { confirmPendingAccountDetails { role } }`, {}, { cookie });
    expect(confirmed.body.data.confirmPendingAccountDetails.role).toBe('CONTRACTOR');
    const mailBefore = await lastMailId();
    const approved = await server.graphql(APPROVE, { id }, { cookie: operator });
    expect(approved.body.errors?.[0]).toMatchObject({ message: PARTNER_MESSAGES.approvalNotPlainAccount, extensions: { code: 'CONFLICT' } });
    expect(await afterRefusal(id, email, mailBefore)).toEqual({ status: 'pending', role: 'contractor', audits: 0, mails: 0 });
  });
});

it('gives a partner up to 3 live keys of their own, and no view of anyone else’s', async () => {
  const first = await approvedPartner('keys@homefixapi.ca');
  const second = await approvedPartner('keys@torontorenodata.ca');
  const made = [];
  for (const name of ['Production', 'Staging', 'Laptop']) {
    const created = await server.graphql(CREATE_KEY, { name }, { cookie: first.cookie });
    expect(created.body.data.createApiKey.key).toMatch(/^gta_/);
    made.push(created.body.data.createApiKey.apiKey);
  }
  const fourth = await server.graphql(CREATE_KEY, { name: 'One more' }, { cookie: first.cookie });
  expect(fourth.body.errors[0].extensions.fieldErrors).toEqual({ name: PARTNER_MESSAGES.keyLimit });
  await server.graphql(`mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, { id: made[2].id }, { cookie: first.cookie });
  expect((await server.graphql(CREATE_KEY, { name: 'Replacement' }, { cookie: first.cookie })).body.data.createApiKey.apiKey.name).toBe('Replacement');

  // The other partner sees none of them, cannot revoke them, cannot ask for them by id.
  expect((await server.graphql(KEYS, {}, { cookie: second.cookie })).body.data.apiKeys).toEqual([]);
  const revokeOther = await server.graphql(`mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, { id: made[0].id }, { cookie: second.cookie });
  expect(revokeOther.body.errors[0].extensions.code).toBe('NOT_FOUND');
  expect((await server.graphql(KEYS, { partnerId: first.userId }, { cookie: second.cookie })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  // Operators see one partner's keys.
  const forOperator = await server.graphql(KEYS, { partnerId: first.userId }, { cookie: operator });
  expect(forOperator.body.data.apiKeys.map((key: { name: string }) => key.name)).toEqual(['Replacement', 'Laptop', 'Staging', 'Production']);
  expect((await server.db.query(`SELECT count(*)::int AS n FROM api_key WHERE revoked_at IS NULL AND owner_id = $1`, [first.userId]))[0].n).toBe(3);
});

it('counts each key’s requests, errors and 429s per day, and reports the limits in headers and the cost in extensions', async () => {
  const limited = await startTestServer({ partnerReadRateLimit: 5, readRateLimit: 0 });
  try {
    await limited.createUser('ops@limits.gtahomepros.ca', 'operator');
    const ops = await limited.signIn('ops@limits.gtahomepros.ca');
    const partner = await limited.signIn('api@quoteradar.ca');
    const { body } = await limited.graphql(APPLY, { input: APPLICATION }, { cookie: partner });
    await limited.graphql(`mutation($id: ID!) { approvePartnerApplication(id: $id) { status } }`, { id: body.data.applyForPartnerAccess.id }, { cookie: ops });
    const created = await limited.graphql(CREATE_KEY, { name: 'Production' }, { cookie: partner });
    const headers = { cookie: '', 'x-api-key': created.body.data.createApiKey.key };

    const response = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ projects(first: 10) { totalCount nodes { id title } } }' }),
    });
    expect(response.headers.get('ratelimit-policy')).toBe('"reads";q=5;w=60');
    expect(response.headers.get('ratelimit')).toMatch(/^"reads";r=4;t=\d+$/);
    const answer = (await response.json()) as { extensions: { rateLimit: { cost: number } } };
    expect(answer.extensions.rateLimit).toEqual({ cost: expect.any(Number), maxCost: 5000, limit: 5, remaining: 4, resetAt: expect.any(String) });
    expect(answer.extensions.rateLimit.cost).toBeGreaterThan(10);

    const rest = await limited.rest('GET', '/api/projects?limit=1', undefined, headers);
    expect(rest.headers.get('ratelimit')).toMatch(/^"reads";r=3;t=\d+$/);
    const failed = await limited.graphql(`{ projects(first: 1000) { totalCount } }`, {}, headers);
    expect(failed.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    await limited.graphql(`{ projects(first: 1) { totalCount } }`, {}, headers);
    await limited.graphql(`{ projects(first: 1) { totalCount } }`, {}, headers);
    const over = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ projects(first: 1) { totalCount } }' }),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit')).toMatch(/^"reads";r=0;t=\d+$/);

    // Six requests: one error (the unknown project), one 429; counted in one row for the day.
    const usageOf = async () => {
      const keys = await limited.graphql(KEYS, {}, { cookie: partner });
      return keys.body.data.apiKeys[0].usage as { requests: number; errors: number; throttled: number }[];
    };
    await waitFor('six requests counted', async () => (await usageOf()).at(-1)?.requests === 6);
    const usage = await usageOf();
    expect(usage).toHaveLength(14);
    expect(usage.at(-1)).toMatchObject({ requests: 6, errors: 1, throttled: 1 });
    expect(usage.slice(0, -1).every((day) => day.requests === 0)).toBe(true);
    expect((await limited.db.query(`SELECT count(*)::int AS n FROM api_key_usage`))[0].n).toBe(1);
  } finally {
    await limited.stop();
  }
});

it('counts usage correctly when two API processes serve the same key', async () => {
  const { cookie } = await approvedPartner('replicas@gtaleads.ca');
  const key = (await server.graphql(CREATE_KEY, { name: 'Replicas' }, { cookie })).body.data.createApiKey.key;
  const other = await startTestServer({ databaseUrl: server.databaseUrl });
  try {
    const headers = { cookie: '', 'x-api-key': key };
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? server : other).graphql(`{ projects(first: 1) { totalCount } }`, {}, headers)),
    );
    const counted = async () =>
      ((await server.db.query(`SELECT requests FROM api_key_usage u JOIN api_key k ON k.id = u.key_id WHERE k.name = 'Replicas'`))[0]?.requests ?? 0) as number;
    await waitFor('40 requests counted', async () => (await counted()) === 40);
  } finally {
    await other.stop();
  }
});
