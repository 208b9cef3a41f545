import { runCredentialExpiry } from '../src/jobs/credential-expiry';
import { addDays, torontoDate } from '../src/shared/toronto-date';
import { sampleProject, startTestServer, type TestServer } from './test-server';

let server: TestServer;
const cookie: Record<'operator' | 'contractor' | 'other' | 'homeowner', string> = {} as never;
let contractorId = '';
const today = torontoDate();
const day = (offset: number) => addDays(today, offset);
/** Noon in Toronto on a day, as the daily job would see it. */
const at = (date: string) => new Date(`${date}T17:00:00Z`);

const PROFILE = `id businessName trades { id name } serviceAreas { slug name } yearsInBusiness bio logoUrl
  badges { kind label } missingLicences { trade { name } kind }`;
const CREDENTIAL = `id kind number issuer coverageAmount expiresOn status rejectionReason reviewedAt`;
const submit = (input: Record<string, unknown>, as = cookie.contractor) =>
  server.graphql(`mutation($i: SubmitCredentialInput!) { submitCredential(input: $i) { ${CREDENTIAL} } }`, { i: input }, { cookie: as });
const verify = (id: string, as = cookie.operator) => server.graphql(`mutation($id: ID!) { verifyCredential(id: $id) { ${CREDENTIAL} } }`, { id }, { cookie: as });
const reject = (id: string, reason: string) =>
  server.graphql(`mutation($id: ID!, $r: String!) { rejectCredential(id: $id, reason: $r) { ${CREDENTIAL} } }`, { id, r: reason }, { cookie: cookie.operator });
const publicProfile = async (id = contractorId) =>
  (await server.graphql(`query($id: ID!) { contractorProfile(id: $id) { ${PROFILE} credentials { id } } }`, { id }, { cookie: '' })).body.data.contractorProfile;
const labels = async () => (await publicProfile()).badges.map((badge: { label: string }) => badge.label);
const auditFor = (id: string) => server.db.query(`SELECT action, actor_email AS "actorEmail", before, after, note FROM audit_log WHERE subject_type = 'credential' AND subject_id = $1 ORDER BY id`, [id]);
const lastMailId = async (): Promise<number> => (await server.db.query(`SELECT COALESCE(MAX(id), 0) AS id FROM dev_mailbox`))[0].id;
/** The e-mails whose subject contains `words`, waiting (up to 10 s: the queue delivers them) until there are `count`. */
async function mailsAbout(words: string, count: number): Promise<{ subject: string; text: string }[]> {
  for (let waited = 0; ; waited += 100) {
    const rows = await server.db.query(`SELECT subject, text FROM dev_mailbox WHERE subject LIKE $1 ORDER BY id`, [`%${words}%`]);
    if (rows.length >= count || waited > 10_000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const esa = { kind: 'ESA_ECRA_ELECTRICAL', number: 'ECRA/ESA 7012345', issuer: 'Electrical Safety Authority', expiresOn: day(40) };

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser('ops@gtahomepros.ca', 'operator', 'Operations');
  contractorId = await server.createUser('office@yorkregionelectric.ca', 'contractor', 'York Region Electric', '905-555-0160');
  await server.createUser('bids@otherpro.ca', 'contractor', 'Other Pro');
  await server.createUser('homeowner@example.ca', 'homeowner', 'Priya Raman');
  cookie.operator = await server.signIn('ops@gtahomepros.ca');
  cookie.contractor = await server.signIn('office@yorkregionelectric.ca');
  cookie.other = await server.signIn('bids@otherpro.ca');
  cookie.homeowner = await server.signIn('homeowner@example.ca');
}, 60_000);
afterAll(() => server?.stop());

test('a contractor fills in the business profile; bad input names the field', async () => {
  const save = (input: Record<string, unknown>) =>
    server.graphql(`mutation($i: ContractorProfileInput!) { updateContractorProfile(input: $i) { ${PROFILE} } }`, { i: input }, { cookie: cookie.contractor });
  const bad = await save({ businessName: ' ', trades: [99], serviceAreas: ['ottawa'], yearsInBusiness: -1 });
  expect(bad.body.errors[0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fieldErrors: {
      businessName: 'Business name is required',
      trades: 'Choose at least one trade from the list',
      serviceAreas: 'Choose at least one GTA city you serve',
      yearsInBusiness: 'Years in business must be a whole number from 0 to 150',
    },
  });
  const saved = await save({ businessName: 'York Region Electric Ltd.', trades: [9, 11], serviceAreas: ['markham', 'richmond-hill'], yearsInBusiness: 14, bio: 'Panel upgrades, EV chargers and knob-and-tube replacement across York Region.' });
  expect(saved.body.data.updateContractorProfile).toMatchObject({
    businessName: 'York Region Electric Ltd.',
    trades: [{ id: 9, name: 'Electrician' }, { id: 11, name: 'EV Charging Solution' }],
    serviceAreas: [{ slug: 'markham', name: 'Markham' }, { slug: 'richmond-hill', name: 'Richmond Hill' }],
    badges: [],
    missingLicences: [{ trade: { name: 'Electrician' }, kind: 'ESA_ECRA_ELECTRICAL' }, { trade: { name: 'EV Charging Solution' }, kind: 'ESA_ECRA_ELECTRICAL' }],
  });
  const seen = await publicProfile();
  expect(seen).toMatchObject({ businessName: 'York Region Electric Ltd.', yearsInBusiness: 14, credentials: null });
  expect(JSON.stringify(seen)).not.toMatch(/905-555|@/);
  expect((await server.graphql(`{ viewer { businessName } }`, {}, { cookie: cookie.contractor })).body.data.viewer.businessName).toBe('York Region Electric Ltd.');
  const homeowner = await server.graphql(`mutation($i: ContractorProfileInput!) { updateContractorProfile(input: $i) { id } }`, { i: { businessName: 'X', trades: [5], serviceAreas: ['toronto'] } }, { cookie: cookie.homeowner });
  expect(homeowner.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(await server.graphql(`{ contractorProfile(id: "nobody") { id } }`).then((r) => r.body.data.contractorProfile)).toBeNull();
});

test('submit, reject with a reason, resubmit, verify: e-mails, audit entries and badges follow', async () => {
  const pastDate = await submit({ ...esa, expiresOn: day(-1) });
  expect(pastDate.body.errors[0].extensions.fieldErrors).toEqual({ expiresOn: 'This date has passed: add the renewed certificate instead' });
  const noCover = await submit({ kind: 'LIABILITY_INSURANCE', number: 'CGL-1', issuer: 'Intact Insurance', expiresOn: day(200) });
  expect(noCover.body.errors[0].extensions.fieldErrors).toEqual({ coverageAmount: 'Enter the coverage in dollars, e.g. 2000000 for $2 million' });

  const filed = (await submit(esa)).body.data.submitCredential;
  expect(filed).toMatchObject({ kind: 'ESA_ECRA_ELECTRICAL', status: 'SUBMITTED', expiresOn: day(40) });
  const queue = await server.graphql(`{ credentialChecks { totalCount nodes { id contractorName status } } }`, {}, { cookie: cookie.operator });
  expect(queue.body.data.credentialChecks.nodes).toContainEqual({ id: filed.id, contractorName: 'York Region Electric Ltd.', status: 'SUBMITTED' });
  expect((await server.graphql(`{ credentialChecks { totalCount } }`, {}, { cookie: cookie.contractor })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect((await verify(filed.id, cookie.contractor)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(await labels()).toEqual([]);

  expect((await reject(filed.id, 'blurry')).body.errors[0].extensions.fieldErrors).toEqual({ reason: 'Tell the contractor why, in at least 10 characters' });
  let mark = await lastMailId();
  const rejected = (await reject(filed.id, 'The licence number does not match the ESA public registry.')).body.data.rejectCredential;
  expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'The licence number does not match the ESA public registry.' });
  const rejectionMail = await server.mailTo('office@yorkregionelectric.ca', mark);
  expect(rejectionMail.subject).toBe('We could not verify your Ontario electrical contractor licence (ECRA/ESA)');
  expect(rejectionMail.text).toContain('does not match the ESA public registry');
  expect(rejectionMail.text).toContain(`/contractor-dashboard/profile#credential-${filed.id}`);

  // Another contractor cannot touch it; its holder sends corrected details.
  expect((await submit({ ...esa, id: filed.id }, cookie.other)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  const resent = (await submit({ ...esa, id: filed.id, number: 'ECRA/ESA 7012346' })).body.data.submitCredential;
  expect(resent).toMatchObject({ id: filed.id, status: 'SUBMITTED', number: 'ECRA/ESA 7012346', rejectionReason: null, reviewedAt: null });

  mark = await lastMailId();
  const verified = (await verify(filed.id)).body.data.verifyCredential;
  expect(verified.status).toBe('VERIFIED');
  expect((await server.mailTo('office@yorkregionelectric.ca', mark)).subject).toBe('Verified: your Ontario electrical contractor licence (ECRA/ESA)');
  expect((await verify(filed.id)).body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'Only credentials waiting for a check can be verified; this one is verified.' } });
  expect((await submit({ ...esa, id: filed.id })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  // The screens read the same rule: a verified credential is not for its contractor to send again; staff may still reject it.
  const mine = await server.graphql(`{ myContractorProfile { credentials { id viewerCan { resubmit verify reject } } } }`, {}, { cookie: cookie.contractor });
  expect(mine.body.data.myContractorProfile.credentials.find((c: { id: string }) => c.id === filed.id).viewerCan).toEqual({ resubmit: false, verify: false, reject: false });

  expect(await labels()).toEqual(['Verified', 'ESA licensed']);
  expect((await publicProfile()).missingLicences).toEqual([]);
  expect(await auditFor(filed.id)).toEqual([
    expect.objectContaining({ action: 'credential.reject', actorEmail: 'ops@gtahomepros.ca', before: { status: 'submitted', rejectionReason: null }, note: 'The licence number does not match the ESA public registry.' }),
    expect.objectContaining({ action: 'credential.verify', actorEmail: 'ops@gtahomepros.ca', after: { status: 'verified', rejectionReason: null } }),
  ]);
});

test('badges ride on every proposal, loaded in one query per page, and drop the moment a date passes', async () => {
  const insurance = (await submit({ kind: 'LIABILITY_INSURANCE', number: 'CGL 55-1234', issuer: 'Intact Insurance', coverageAmount: 2_000_000, expiresOn: day(300) })).body.data.submitCredential;
  await verify(insurance.id);
  expect(await labels()).toEqual(['Verified', 'ESA licensed', 'Insured to $2M']);

  const project = await server.rest('POST', '/api/projects', sampleProject, { cookie: cookie.homeowner });
  await server.graphql(`mutation($id: ID!) { approveProject(id: $id) { id } }`, { id: project.body.id }, { cookie: cookie.operator });
  const bid = { projectId: project.body.id, bidAmount: '$4,000 - $6,000', timeline: '1 week', approach: 'New 200 A panel with ESA permit and inspection', experience: 'Licensed since 2011 in York Region' };
  expect((await server.rest('POST', '/api/proposals', bid, { cookie: cookie.contractor })).status).toBe(201);
  expect((await server.rest('POST', '/api/proposals', bid, { cookie: cookie.other })).status).toBe(201);
  const read = async (fields: string) => {
    await server.jobsIdle(); // the new-proposal e-mails go out in the background; count only this request
    server.resetQueries();
    const res = await server.graphql(`query($id: ID!) { proposals(projectId: $id) { contractorName ${fields} } }`, { id: project.body.id }, { cookie: '' });
    return { proposals: res.body.data.proposals, queries: server.queries() };
  };
  const withBadges = await read('contractorProfileId contractorBadges { kind label }');
  expect(withBadges.proposals).toEqual([
    {
      contractorName: 'York Region Electric Ltd.',
      contractorProfileId: contractorId,
      contractorBadges: [
        { kind: 'VERIFIED_BUSINESS', label: 'Verified' },
        { kind: 'ESA_LICENSED', label: 'ESA licensed' },
        { kind: 'INSURED', label: 'Insured to $2M' },
      ],
    },
    { contractorName: 'Other Pro', contractorProfileId: expect.any(String), contractorBadges: [] },
  ]);
  expect(withBadges.queries - (await read('')).queries).toBe(1);

  // Past its date, a verified credential stops counting at once, before the daily job has run.
  await server.db.query(`UPDATE credential SET expires_on = $2 WHERE id = $1`, [insurance.id, day(-1)]);
  expect((await read('contractorBadges { label }')).proposals[0].contractorBadges.map((b: { label: string }) => b.label)).toEqual(['Verified', 'ESA licensed']);
});

test('the daily job reminds 30 days ahead once, then expires with an e-mail and an audit entry', async () => {
  const wsib = (await submit({ kind: 'WSIB_CLEARANCE', number: 'WSIB 1234567', issuer: 'Workplace Safety and Insurance Board', expiresOn: day(45) })).body.data.submitCredential;
  await verify(wsib.id);
  expect(await labels()).toContain('WSIB cleared');
  const deps = { db: server.db, mail: server.mail, siteUrl: 'https://gtahomepros.ca' };

  // Day 9: the insurance dated yesterday expires; the ESA licence (day 40) is 31 days away.
  expect(await runCredentialExpiry(deps, at(day(9)))).toEqual({ expired: 1, reminded: 0 });
  expect(await runCredentialExpiry(deps, at(day(15)))).toEqual({ expired: 0, reminded: 2 }); // ESA (day 40) and WSIB (day 45)
  const reminders = await mailsAbout(' expires on ', 2);
  expect(reminders.map((mail: { subject: string }) => mail.subject).sort()).toEqual([
    expect.stringMatching(/^Your Ontario electrical contractor licence \(ECRA\/ESA\) expires on /),
    expect.stringMatching(/^Your WSIB clearance certificate expires on /),
  ]);
  expect(reminders.find((mail) => mail.text.includes('WSIB'))!.text).toContain('https://gtahomepros.ca/contractor-dashboard/profile#credential-');
  expect(await runCredentialExpiry(deps, at(day(16)))).toEqual({ expired: 0, reminded: 0 });

  expect(await runCredentialExpiry(deps, at(day(46)))).toEqual({ expired: 2, reminded: 0 });
  const expiredMails = await mailsAbout('has expired', 3);
  expect(expiredMails.map((mail) => mail.subject)).toContain('Your WSIB clearance certificate has expired');
  expect(expiredMails.find((mail) => mail.subject.includes('WSIB'))!.text).toContain('"WSIB cleared" badge no longer shows');
  expect(await runCredentialExpiry(deps, at(day(47)))).toEqual({ expired: 0, reminded: 0 });
  expect(await auditFor(wsib.id)).toContainEqual(
    expect.objectContaining({ action: 'credential.expire', actorEmail: 'system', before: { status: 'verified' }, after: { status: 'expired' } }),
  );
  const mine = await server.graphql(`{ myContractorProfile { badges { label } credentials { kind status } } }`, {}, { cookie: cookie.contractor });
  expect(mine.body.data.myContractorProfile.credentials.map((c: { status: string }) => c.status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
  expect(await labels()).toEqual([]);

  // An expired credential can be sent again with its renewal date.
  const renewed = (await submit({ kind: 'WSIB_CLEARANCE', id: wsib.id, number: 'WSIB 1234567', issuer: 'Workplace Safety and Insurance Board', expiresOn: day(120) })).body.data.submitCredential;
  expect(renewed.status).toBe('SUBMITTED');
});
