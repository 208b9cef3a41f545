/**
 * Written agreements (docs/agreements.md), end to end over the real server, PostgreSQL and SMTP: the hired
 * contractor drafts the agreement from the accepted proposal, the homeowner asks for a change, both sign, the
 * copy reaches both by e-mail with the PDF attached, and the signatures record the SHA-256 of the stored
 * document. Nobody else reads any of it. The cooling-off clock is moved in the database, never by sleeping.
 */
import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { AGREEMENT_MESSAGES, CANCELLATION_STATEMENT, DISPUTE_MESSAGES, PAYMENT_MESSAGES } from '@marketplace/shared';
import { completeTerms } from './agreement-fixtures';
import { pdfText } from './pdf-text';
import { png, uploadForm } from './photo-fixtures';
import ICAL from 'ical.js';
import { startMailingServer, type MailingServer, type TestPerson } from './smtp-test-server';
import { errorOf, sampleProposal, type TestServer } from './test-server';

const people = {
  homeowner: { email: 'priya.raman@example.ca', role: 'homeowner', name: 'Priya Raman' },
  hired: { email: 'marco@lakeshorereno.example.ca', role: 'contractor', name: 'Marco Bianchi', phone: '416-555-0142', businessName: 'Lakeshore Renovations Inc.' },
  otherPro: { email: 'bids@danforthreno.example.ca', role: 'contractor', name: 'Danforth Renovations', phone: '416-555-0142' },
  otherHomeowner: { email: 'sam.patel@example.ca', role: 'homeowner', name: 'Sam Patel' },
  operator: { email: 'ops@gtahomepros.ca', role: 'operator', name: 'Operations' },
} satisfies Record<string, TestPerson>;
type Person = keyof typeof people;
let suite: MailingServer<Person>;
let server: TestServer;
let smtp: MailingServer<Person>['smtp'];
let cookie: Record<Person, string>;
let id: Record<Person, string>;
let apiKey = '';

const AGREEMENT_FIELDS = `id status revision changeNote coolingOffEndsOn documentSha256 pdfUrl copyDeliveredAt
  totals { subtotalCents hstCents totalCents } currentTotals { totalCents }
  problems { field message } warnings { field message }
  terms { homeowner { name workAddress } contractor { legalName representative } lines { description amountCents kind } payments { amountCents holdbackCents deposit } insurance { status expiresOn } }
  signatures { party fullName documentSha256 ipAddress userAgent }
  changeOrders { id number status totalChangeCents viewerCan { sign decline withdraw } }
  history { kind by }
  viewerCan { edit send requestChanges decline sign cancel recordCancellation proposeChange downloadPdf }`;

const gql = (query: string, variables: Record<string, unknown>, as: Person | 'visitor' | 'partner') =>
  server.graphql(query, variables, as === 'partner' ? { cookie: '', 'x-api-key': apiKey } : { cookie: as === 'visitor' ? '' : cookie[as], 'user-agent': `Agreement test (${as})` });

let projects = 0;
/** A published project of the homeowner with the hired contractor's accepted proposal (and the other pro's pending one). */
async function hire(): Promise<{ projectId: number; proposalId: number; otherProposalId: number }> {
  projects++;
  const [project] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Finish the 700 sq ft basement with a 3-piece bathroom', 'Basement Finishing', '$25,000 - $35,000', '2-3 months', 'Priya Raman', 'open', $2, 'published') RETURNING id`,
    [`Basement finish in Scarborough ${projects}`, id.homeowner],
  );
  const bid = async (as: Person) => {
    const res = await gql(`mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, { i: { ...sampleProposal, projectId: String(project.id), bidAmount: '$25,000 - $35,000', warranty: 'Two years on workmanship' } }, as);
    expect(errorOf(res)).toBeUndefined();
    return Number(res.body.data.submitProposal.id);
  };
  const proposalId = await bid('hired');
  const otherProposalId = await bid('otherPro');
  const accepted = await gql(`mutation($id: ID!) { acceptProposal(id: $id, declineOthers: false) { accepted { id } } }`, { id: String(proposalId) }, 'homeowner');
  expect(errorOf(accepted)).toBeUndefined();
  return { projectId: project.id, proposalId, otherProposalId };
}

const prepare = (proposalId: number, as: Person = 'hired') => gql(`mutation($id: ID!) { prepareAgreement(proposalId: $id) { ${AGREEMENT_FIELDS} } }`, { id: String(proposalId) }, as);
const update = (agreementId: string, terms: unknown, as: Person = 'hired') => gql(`mutation($id: ID!, $t: AgreementTermsInput!) { updateAgreement(id: $id, terms: $t) { ${AGREEMENT_FIELDS} } }`, { id: agreementId, t: terms }, as);
const send = (agreementId: string, as: Person = 'hired') => gql(`mutation($id: ID!) { sendAgreement(id: $id) { ${AGREEMENT_FIELDS} } }`, { id: agreementId }, as);
const sign = (agreementId: string, as: Person, fullName: string, extra: Record<string, unknown> = {}) =>
  gql(`mutation($id: ID!, $i: SignAgreementInput!) { signAgreement(id: $id, input: $i) { ${AGREEMENT_FIELDS} } }`, { id: agreementId, i: { fullName, consent: true, ...extra } }, as);
const read = (agreementId: string, as: Person | 'visitor' | 'partner') => gql(`query($id: ID!) { agreement(id: $id) { ${AGREEMENT_FIELDS} } }`, { id: agreementId }, as);

/** The terms as the contractor's form sends them: complete, for a basement finish in Scarborough. */
function termsInput() {
  const { insurance: _i, wsib: _w, acceptedBid: _b, ...terms } = completeTerms();
  return {
    ...terms,
    contractor: { ...terms.contractor, representative: 'Marco Bianchi' },
    lines: terms.lines.map((line) => ({ ...line, kind: line.kind.toUpperCase() })),
    permits: terms.permits.map((permit) => ({ ...permit, obtainedBy: permit.obtainedBy.toUpperCase() })),
  };
}

/** A hire taken to an agreement in force, signed by both. */
async function agreementInForce(): Promise<{ agreementId: string; projectId: number; proposalId: number }> {
  const { projectId, proposalId } = await hire();
  const agreementId = (await prepare(proposalId)).body.data.prepareAgreement.id as string;
  expect(errorOf(await update(agreementId, termsInput()))).toBeUndefined();
  expect(errorOf(await send(agreementId))).toBeUndefined();
  expect(errorOf(await sign(agreementId, 'homeowner', 'Priya Raman'))).toBeUndefined();
  const signed = await sign(agreementId, 'hired', 'Marco Bianchi');
  expect(signed.body.data.signAgreement.status).toBe('IN_FORCE');
  return { agreementId, projectId, proposalId };
}

beforeAll(async () => {
  suite = await startMailingServer(people, { mailPollSeconds: 2 });
  ({ server, smtp, cookie, id } = suite);
  await server.db.query(
    `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, status) VALUES ($1, 'liability-insurance', 'CGL-88213', 'Intact Insurance', '2027-06-30', 'verified'), ($1, 'wsib-clearance', 'C-55120', 'WSIB', '2027-02-28', 'verified')`,
    [id.hired],
  );
  apiKey = (await server.graphql(`mutation { createApiKey(name: "Agreement reader") { key } }`, {}, { cookie: cookie.operator })).body.data.createApiKey.key;
}, 90_000);
afterAll(async () => {
  await suite?.stop();
});

test('the hired contractor drafts it from the proposal; it cannot be sent while items are missing', async () => {
  const { proposalId } = await hire();
  // Only the hired contractor prepares it: the homeowner and another pro are told there is no such proposal.
  expect(errorOf(await prepare(proposalId, 'otherPro'))?.code).toBe('NOT_FOUND');
  expect(errorOf(await prepare(proposalId, 'homeowner'))?.code).toBe('NOT_FOUND');
  const drafted = await prepare(proposalId);
  expect(errorOf(drafted)).toBeUndefined();
  const agreement = drafted.body.data.prepareAgreement;
  expect(agreement).toMatchObject({
    status: 'DRAFT',
    terms: {
      homeowner: { name: 'Priya Raman', workAddress: '' },
      contractor: { legalName: 'Lakeshore Renovations Inc.', representative: 'Marco Bianchi' },
      insurance: { status: 'verified', expiresOn: '2027-06-30' },
    },
    viewerCan: { edit: true, send: true, sign: false },
  });
  expect(agreement.terms.lines).toEqual([{ description: 'The work described above, as quoted ($25,000 - $35,000)', amountCents: 2_500_000, kind: 'ESTIMATE' }]);
  expect(agreement.problems.map((problem: { field: string }) => problem.field)).toEqual(expect.arrayContaining(['homeowner.workAddress', 'contractor.businessAddress', 'startDate', 'completionDate']));
  // Preparing again opens the same draft.
  expect((await prepare(proposalId)).body.data.prepareAgreement.id).toBe(agreement.id);
  // Incomplete: refused with each problem.
  const early = await send(agreement.id);
  expect(errorOf(early)).toEqual({ code: 'BAD_USER_INPUT', message: AGREEMENT_MESSAGES.hasProblems });
  // A draft over the limits is refused with the field's message, and nothing is written.
  const tooLong = await update(agreement.id, { ...termsInput(), warranty: 'x'.repeat(5000) });
  expect(errorOf(tooLong)?.code).toBe('BAD_USER_INPUT');
  expect((await read(agreement.id, 'hired')).body.data.agreement.terms.homeowner.workAddress).toBe('');
});

test('both sign after a requested change; the copy reaches both with the PDF, whose hash the signatures record', async () => {
  const { proposalId } = await hire();
  const agreementId = (await prepare(proposalId)).body.data.prepareAgreement.id as string;
  const saved = await update(agreementId, { ...termsInput(), homeowner: { name: 'Priya Raman', workAddress: '42 Birchmount Rd, Toronto' } });
  expect(saved.body.data.updateAgreement.problems).toEqual([]);
  const sent = await send(agreementId);
  expect(sent.body.data.sendAgreement).toMatchObject({ status: 'SENT', revision: 1, viewerCan: { edit: false, sign: true } });
  // The homeowner asks for a change; the contractor makes it and sends revision 2.
  const asked = await gql(`mutation($id: ID!) { requestAgreementChanges(id: $id, note: "The address is 42 Birchmount Road, M1N 3J5") { status changeNote } }`, { id: agreementId }, 'homeowner');
  expect(asked.body.data.requestAgreementChanges).toEqual({ status: 'CHANGES_REQUESTED', changeNote: 'The address is 42 Birchmount Road, M1N 3J5' });
  expect(errorOf(await update(agreementId, termsInput()))).toBeUndefined();
  const resent = (await send(agreementId)).body.data.sendAgreement;
  expect([resent.status, resent.revision, resent.changeNote]).toEqual(['SENT', 2, null]);
  // A name other than the one on the agreement, or no consent, is refused.
  expect(errorOf(await sign(agreementId, 'homeowner', 'P. Raman'))?.message).toContain(AGREEMENT_MESSAGES.signatureNameMismatch);
  expect(errorOf(await gql(`mutation($id: ID!) { signAgreement(id: $id, input: { fullName: "Priya Raman", consent: false }) { id } }`, { id: agreementId }, 'homeowner'))?.message).toBe(AGREEMENT_MESSAGES.signatureConsent);
  const first = (await sign(agreementId, 'homeowner', 'priya  raman')).body.data.signAgreement;
  expect(first.status).toBe('SIGNED_BY_ONE');
  expect(errorOf(await sign(agreementId, 'homeowner', 'Priya Raman'))).toEqual({ code: 'CONFLICT', message: 'You have already signed this agreement.' });
  const mailsBefore = smtp.received.length;
  const done = (await sign(agreementId, 'hired', 'Marco Bianchi')).body.data.signAgreement;
  expect(done).toMatchObject({ status: 'IN_FORCE', viewerCan: { edit: false, sign: false, downloadPdf: true } });
  expect(done.signatures.map((s: { party: string }) => s.party)).toEqual(['HOMEOWNER', 'CONTRACTOR']);
  expect(done.signatures[0]).toMatchObject({ fullName: 'priya  raman', userAgent: 'Agreement test (homeowner)', documentSha256: resent.documentSha256 });
  expect(done.coolingOffEndsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The copy reaches both parties, the PDF attached, whatever their e-mail settings.
  const copies = await smtp.until((mails) => {
    const copiesSent = mails.slice(mailsBefore).filter((m) => m.subject?.includes('copy attached'));
    return copiesSent.length >= 2 ? copiesSent : undefined;
  }, 'both copies');
  expect(copies.map((m) => (m.to as { text: string }).text).sort()).toEqual([people.hired.email, people.homeowner.email].sort());
  const attachment = (copies[0] as ParsedMail).attachments[0];
  expect([attachment.contentType, attachment.filename]).toEqual(['application/pdf', `agreement-${agreementId}.pdf`]);
  expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
  // The copy holds every required item, and both signature records with the document's hash.
  const { text } = await pdfText(attachment.content);
  const terms = completeTerms();
  for (const item of [
    'Priya Raman', '42 Birchmount Road', 'Lakeshore Renovations Inc.', 'Lakeshore Reno', '1200 Lakeshore Blvd W', '416-555-0142', 'office@lakeshorereno.ca', 'Marco Bianchi',
    '123456789 RT0001', 'Finish the 700 sq ft basement', 'Roxul R-14', 'Danforth Plumbing', ...terms.lines.map((line) => line.description),
    '$24,630.00', '$3,074.50', '$27,704.50', 'On signing', 'When framing passes inspection', 'January 11, 2027', 'March 5, 2027',
    'Building permit (basement finish with bathroom)', 'Two years on workmanship', 'June 30, 2027', 'February 28, 2027', 'ten (10) days', 'fifteen (15) days',
    resent.documentSha256.slice(0, 16), 'Page 1 of',
  ]) {
    expect([item, text.includes(item)]).toEqual([item, true]);
  }
  expect(copies.find((m) => (m.to as { text: string }).text === people.homeowner.email)!.text).toContain('cancel this agreement for any reason until');

  // The stored document's SHA-256 is what both signatures record.
  const [row] = await server.db.query(`SELECT document_key, document_sha256, copy_delivered_at FROM agreement WHERE id = $1`, [agreementId]);
  expect(row.copy_delivered_at).not.toBeNull();
  const document = await server.rest('GET', `/api/agreements/${agreementId}`, undefined, { cookie: cookie.homeowner });
  expect(document.status).toBe(200);
  expect(document.body).toMatchObject({ id: agreementId, status: 'in-force', pdfUrl: `/api/agreements/${agreementId}/pdf` });
  const stored = await server.services.agreements.documentBytes({ documentKey: row.document_key } as never);
  expect(createHash('sha256').update(stored!).digest('hex')).toBe(row.document_sha256);

  // Both parties and operators download the PDF (the signed copy); it holds the cancellation statement.
  for (const person of ['homeowner', 'hired', 'operator'] as const) {
    const pdf = await fetch(`${server.url}/api/agreements/${agreementId}/pdf`, { headers: { cookie: cookie[person] } });
    expect([person, pdf.status, pdf.headers.get('content-type'), pdf.headers.get('cache-control')]).toEqual([person, 200, 'application/pdf', 'private, no-store']);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  expect(CANCELLATION_STATEMENT).toContain('ten (10) days');
});

test('nobody else reads it: another contractor, another homeowner, a visitor and a partner key are refused on every door', async () => {
  const { agreementId } = await agreementInForce();
  for (const who of ['otherPro', 'otherHomeowner', 'visitor', 'partner'] as const) {
    const res = await read(agreementId, who);
    expect([who, res.body.data?.agreement ?? null, errorOf(res)?.code]).toEqual([who, null, who === 'visitor' || who === 'partner' ? 'UNAUTHENTICATED' : 'NOT_FOUND']);
    const headers: Record<string, string> = who === 'partner' ? { cookie: '', 'x-api-key': apiKey } : { cookie: who === 'visitor' ? '' : cookie[who] };
    const rest = await server.rest('GET', `/api/agreements/${agreementId}`, undefined, headers);
    const pdf = await fetch(`${server.url}/api/agreements/${agreementId}/pdf`, { headers });
    expect([who, rest.status, pdf.status]).toEqual([who, who === 'visitor' || who === 'partner' ? 401 : 404, who === 'visitor' || who === 'partner' ? 401 : 404]);
    const mine = await gql(`{ myAgreements { id } }`, {}, who);
    if (who === 'otherPro' || who === 'otherHomeowner') expect(mine.body.data.myAgreements).toEqual([]);
    const before = JSON.stringify(await server.db.query(`SELECT status, terms FROM agreement WHERE id = $1`, [agreementId]));
    const cancel = await gql(`mutation($id: ID!) { cancelAgreement(id: $id) { id } }`, { id: agreementId }, who);
    expect(errorOf(cancel)?.code).toMatch(/NOT_FOUND|UNAUTHENTICATED/);
    expect(JSON.stringify(await server.db.query(`SELECT status, terms FROM agreement WHERE id = $1`, [agreementId]))).toBe(before);
  }
});

test('a signed agreement is never edited, and its price changes only through a change order the other side signs', async () => {
  const { agreementId } = await agreementInForce();
  const [before] = await server.db.query(`SELECT terms, document_sha256, copy_key FROM agreement WHERE id = $1`, [agreementId]);
  const edit = await update(agreementId, { ...termsInput(), warranty: 'None' });
  expect(errorOf(edit)?.code).toBe('CONFLICT');
  expect(errorOf(await send(agreementId))?.code).toBe('CONFLICT');
  const [after] = await server.db.query(`SELECT terms, document_sha256, copy_key FROM agreement WHERE id = $1`, [agreementId]);
  expect(after).toEqual(before);

  const proposed = await gql(
    `mutation($id: ID!, $i: ChangeOrderInput!) { proposeChangeOrder(agreementId: $id, input: $i) { id number status totalChangeCents viewerCan { sign withdraw } } }`,
    { id: agreementId, i: { description: 'Add eight pot lights in the rec room', lines: [{ description: 'Pot lights, supplied and installed', quantity: 8, unitPriceCents: 12_500, kind: 'FIXED' }] } },
    'hired',
  );
  const change = proposed.body.data.proposeChangeOrder;
  expect(change).toMatchObject({ number: 1, status: 'PROPOSED', totalChangeCents: 113_000, viewerCan: { sign: false, withdraw: true } });
  // The proposer cannot sign their own change order.
  const own = await gql(`mutation($id: ID!) { signChangeOrder(id: $id, input: { fullName: "Marco Bianchi", consent: true }) { id } }`, { id: change.id }, 'hired');
  expect(errorOf(own)?.code).toBe('FORBIDDEN');
  const signed = await gql(`mutation($id: ID!) { signChangeOrder(id: $id, input: { fullName: "Priya Raman", consent: true }) { status signatures { party } } }`, { id: change.id }, 'homeowner');
  expect(signed.body.data.signChangeOrder).toEqual({ status: 'SIGNED', signatures: [{ party: 'HOMEOWNER' }] });
  const now = (await read(agreementId, 'homeowner')).body.data.agreement;
  expect(now.currentTotals.totalCents).toBe(now.totals.totalCents + 113_000);
});

test('the homeowner cancels on day 9 of the cooling-off period, not on day 11; an operator can still record an agreed cancellation', async () => {
  const day9 = await agreementInForce();
  // Nine days ago, as the database's clock sees it.
  await server.db.query(`UPDATE agreement SET copy_delivered_at = now() - interval '9 days', in_force_at = now() - interval '9 days' WHERE id = $1`, [day9.agreementId]);
  expect((await read(day9.agreementId, 'homeowner')).body.data.agreement.viewerCan.cancel).toBe(true);
  expect((await read(day9.agreementId, 'hired')).body.data.agreement.viewerCan.cancel).toBe(false);
  const cancelled = await gql(`mutation($id: ID!) { cancelAgreement(id: $id, reason: "We found a contractor closer to home") { status } }`, { id: day9.agreementId }, 'homeowner');
  expect(cancelled.body.data.cancelAgreement.status).toBe('CANCELLED');
  // The hire is released: the project can hire again.
  expect((await server.db.query(`SELECT hired_proposal_id FROM project WHERE id = $1`, [day9.projectId]))[0].hired_proposal_id).toBeNull();

  const day11 = await agreementInForce();
  await server.db.query(`UPDATE agreement SET copy_delivered_at = now() - interval '11 days', in_force_at = now() - interval '11 days' WHERE id = $1`, [day11.agreementId]);
  expect((await read(day11.agreementId, 'homeowner')).body.data.agreement.viewerCan.cancel).toBe(false);
  const late = await gql(`mutation($id: ID!) { cancelAgreement(id: $id) { status } }`, { id: day11.agreementId }, 'homeowner');
  expect(errorOf(late)).toEqual({ code: 'CONFLICT', message: AGREEMENT_MESSAGES.coolingOffOver });
  const recorded = await gql(`mutation($id: ID!) { recordAgreementCancellation(id: $id, note: "Both sides agreed by phone on the 12th") { status } }`, { id: day11.agreementId }, 'operator');
  expect(recorded.body.data.recordAgreementCancellation.status).toBe('CANCELLED');
});

test('releasing the hire or cancelling the project cancels an unsigned agreement, never one in force', async () => {
  const { proposalId, projectId } = await hire();
  const agreementId = (await prepare(proposalId)).body.data.prepareAgreement.id as string;
  const declined = await gql(`mutation($id: ID!) { updateProposalStatus(id: $id, status: DECLINED) { id } }`, { id: String(proposalId) }, 'homeowner');
  expect(errorOf(declined)).toBeUndefined();
  expect((await read(agreementId, 'hired')).body.data.agreement.status).toBe('CANCELLED');

  const second = await hire();
  const draft = (await prepare(second.proposalId)).body.data.prepareAgreement.id as string;
  const inForce = await agreementInForce();
  for (const projectOf of [second.projectId, inForce.projectId]) {
    expect(errorOf(await gql(`mutation($id: ID!) { updateProjectStatus(id: $id, status: CANCELLED) { id } }`, { id: String(projectOf) }, 'homeowner'))).toBeUndefined();
  }
  expect((await read(draft, 'hired')).body.data.agreement.status).toBe('CANCELLED');
  expect((await read(inForce.agreementId, 'hired')).body.data.agreement.status).toBe('IN_FORCE');
  expect(projectId).toBeGreaterThan(0);
});

// ---------------------------------------------------------------------------------------------------------
// The job's money on an agreement in force (docs/payments.md): invoices with the holdback, payments both
// confirm, substantial performance and the holdback's release, the prompt-payment clock and its reminders.
// Time moves in the database (issued_at, substantial_performance_decided_at), never by sleeping.

const INVOICE_FIELDS = `id number kind reference subtotalCents hstCents totalCents holdbackCents holdbackHstCents keptBackCents payableNowCents paidCents
  clock { state label dueOn noticeDeadline } notice { amountCents reasons } pdfUrl viewerCan { giveNotice }`;
const JOB_FIELDS = `ledger { agreedCents contractTotalCents invoicedCents payableCents paidCents confirmedCents awaitingConfirmationCents holdbackKeptCents holdbackReleasedCents holdbackDueCents outstandingCents invoiceRoomCents }
  invoices { ${INVOICE_FIELDS} } payments { id amountCents method status invoiceNumber viewerCan { confirm dispute } }
  substantialPerformance { status holdbackReleaseOn } nextDue { number } jobCan { issueInvoice recordPayment declareSubstantialPerformance decideSubstantialPerformance issueHoldbackRelease }`;
const job = (agreementId: string, as: Person | 'visitor' | 'partner') => gql(`query($id: ID!) { agreement(id: $id) { ${JOB_FIELDS} } }`, { id: agreementId }, as);

/** Today on Toronto's calendar, as the database's clock sees it. */
async function torontoToday(): Promise<string> {
  const [{ day }] = await server.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Toronto', 'YYYY-MM-DD') AS day`);
  return day;
}

async function invoiceInput(changes: Record<string, unknown> = {}) {
  const today = await torontoToday();
  return {
    milestone: 'Framing done',
    description: 'Framing and insulation of the exterior walls, passed the framing inspection',
    periodStart: today,
    periodEnd: today,
    amountCents: 850_000,
    paymentContact: { name: 'Lakeshore Reno', phone: '416-555-0142', address: '1200 Lakeshore Blvd W, Toronto, ON M6K 1E1' },
    ...changes,
  };
}
const issue = async (agreementId: string, as: Person | 'visitor' | 'partner' = 'hired', changes: Record<string, unknown> = {}) =>
  gql(`mutation($id: ID!, $i: IssueInvoiceInput!) { issueInvoice(agreementId: $id, input: $i) { ${INVOICE_FIELDS} } }`, { id: agreementId, i: await invoiceInput(changes) }, as);
const recordPayment = (agreementId: string, input: Record<string, unknown>, as: Person = 'homeowner') =>
  gql(`mutation($id: ID!, $i: RecordPaymentInput!) { recordPayment(agreementId: $id, input: $i) { id status amountCents invoiceNumber viewerCan { confirm } } }`, { id: agreementId, i: input }, as);

test('an invoice keeps back the 10 % holdback, reaches the homeowner as a PDF, and is refused beyond the signed totals', async () => {
  const { agreementId } = await agreementInForce();
  const before = smtp.received.length;
  const issued = await issue(agreementId);
  expect(errorOf(issued)).toBeUndefined();
  // $8,500 of framing: HST 13 %, and 10 % of the price (with its HST) kept back.
  expect(issued.body.data.issueInvoice).toMatchObject({
    number: 'INV-0001',
    kind: 'WORK',
    subtotalCents: 850_000,
    hstCents: 110_500,
    totalCents: 960_500,
    holdbackCents: 85_000,
    holdbackHstCents: 11_050,
    keptBackCents: 96_050,
    payableNowCents: 864_450,
    paidCents: 0,
    clock: { state: 'NOTICE_POSSIBLE' },
    viewerCan: { giveNotice: false },
  });
  expect(issued.body.data.issueInvoice.reference).toMatch(/^Agreement #\d+ signed .+, milestone: Framing done$/);
  const mail = await smtp.until((mails) => mails.slice(before).find((m) => (m.to as { text: string }).text === people.homeowner.email && /INV-0001/.test(m.subject ?? '')), 'the invoice to the homeowner');
  const pdf = mail.attachments.find((attachment) => attachment.filename === 'INV-0001.pdf');
  const { text } = await pdfText(pdf!.content);
  for (const expected of ['Invoice', 'INV-0001', 'Lakeshore Renovations Inc.', '123456789 RT0001', '$9,605.00', '$8,644.50', 'Payable now', 'Framing and insulation']) expect(text).toContain(expected);
  // The PDF is the parties' and operators' only.
  const url = issued.body.data.issueInvoice.pdfUrl;
  for (const as of ['homeowner', 'hired', 'operator'] as const) expect((await server.rest('GET', url, undefined, { cookie: cookie[as] })).status).toBe(200);
  for (const as of ['otherPro', 'otherHomeowner'] as const) expect((await server.rest('GET', url, undefined, { cookie: cookie[as] })).status).toBe(404);
  expect((await server.rest('GET', url, undefined, { cookie: '', 'x-api-key': apiKey })).status).toBe(401);

  // Only the contractor issues; nobody outside the job learns the agreement exists.
  expect(errorOf(await issue(agreementId, 'homeowner'))?.code).toBe('FORBIDDEN');
  expect(errorOf(await issue(agreementId, 'otherPro'))?.code).toBe('NOT_FOUND');
  expect(errorOf(await issue(agreementId, 'visitor'))?.code).toBe('UNAUTHENTICATED');
  // A proper invoice names the work; the amounts are computed, never typed.
  expect(errorOf(await issue(agreementId, 'hired', { description: ' ' }))?.message).toBe(PAYMENT_MESSAGES.description);
  // $8,500 invoiced of at most $26,145 (fixed lines, estimates plus 10 %): $18,000 more is refused, and nothing is written.
  const over = await issue(agreementId, 'hired', { amountCents: 1_800_000, milestone: 'Completion' });
  expect(errorOf(over)).toEqual({ code: 'BAD_USER_INPUT', message: AGREEMENT_MESSAGES.estimateRule });
  const after = (await job(agreementId, 'hired')).body.data.agreement;
  expect(after.invoices).toHaveLength(1);
  expect(after.ledger).toMatchObject({ invoicedCents: 960_500, holdbackKeptCents: 96_050, outstandingCents: 864_450, invoiceRoomCents: 2_614_500 - 850_000 });
  // Others see none of it.
  expect(errorOf(await job(agreementId, 'otherHomeowner'))?.code).toBe('NOT_FOUND');
  expect(errorOf(await job(agreementId, 'partner'))?.code).toBe('UNAUTHENTICATED');
});

test('payments both confirm settle the invoice; the ledger after the whole job, holdback released 60 days after substantial performance, adds up', async () => {
  const { agreementId } = await agreementInForce();
  const first = (await issue(agreementId)).body.data.issueInvoice;
  // The homeowner records the e-Transfer; only the contractor confirms it.
  const paid = await recordPayment(agreementId, { invoiceId: first.id, amountCents: 864_450, method: 'E_TRANSFER', paidOn: await torontoToday(), reference: 'CA7Hx2' });
  expect(paid.body.data.recordPayment).toMatchObject({ status: 'RECORDED', invoiceNumber: 'INV-0001', viewerCan: { confirm: false } });
  expect(errorOf(await recordPayment(agreementId, { amountCents: 100, method: 'CASH', paidOn: await torontoToday() }, 'hired'))?.code).toBe('FORBIDDEN');
  expect(errorOf(await recordPayment(agreementId, { amountCents: 0, method: 'CASH', paidOn: '2099-01-01' }))?.message).toBe(`${PAYMENT_MESSAGES.paymentAmount}; ${PAYMENT_MESSAGES.paidOn}`);
  const paymentId = paid.body.data.recordPayment.id;
  expect(errorOf(await gql(`mutation($id: ID!) { confirmPayment(id: $id) { status } }`, { id: paymentId }, 'homeowner'))?.code).toBe('FORBIDDEN');
  const confirmed = await gql(`mutation($id: ID!) { confirmPayment(id: $id) { status } }`, { id: paymentId }, 'hired');
  expect(confirmed.body.data.confirmPayment.status).toBe('CONFIRMED');
  let state = (await job(agreementId, 'homeowner')).body.data.agreement;
  expect(state.invoices[0]).toMatchObject({ paidCents: 864_450, clock: { state: 'PAID' } });
  expect(state.nextDue).toBeNull();

  // A payment that never arrived counts for nothing.
  const lost = (await recordPayment(agreementId, { amountCents: 50_000, method: 'CHEQUE', paidOn: await torontoToday(), reference: 'Cheque 114' })).body.data.recordPayment;
  const disputed = await gql(`mutation($id: ID!) { disputePayment(id: $id, note: "No cheque 114 arrived at the office") { status } }`, { id: lost.id }, 'hired');
  expect(disputed.body.data.disputePayment.status).toBe('DISPUTED');

  // The rest of the work: drywall and the bathroom, with the permit fee at cost (no HST).
  const second = (await issue(agreementId, 'hired', { milestone: 'Completion', amountCents: 1_515_000, description: 'Drywall, finishing and the 3-piece bathroom' })).body.data.issueInvoice;
  const third = (await issue(agreementId, 'hired', { milestone: 'Completion', amountCents: 98_000, taxable: false, description: 'Building permit fee, at cost' })).body.data.issueInvoice;
  for (const invoice of [second, third]) {
    const payment = (await recordPayment(agreementId, { invoiceId: invoice.id, amountCents: invoice.payableNowCents, method: 'E_TRANSFER', paidOn: await torontoToday() })).body.data.recordPayment;
    expect((await gql(`mutation($id: ID!) { confirmPayment(id: $id) { status } }`, { id: payment.id }, 'hired')).body.data.confirmPayment.status).toBe('CONFIRMED');
  }

  // Substantial performance: declared by the contractor, confirmed by the homeowner; the holdback falls due 60 days later.
  expect(errorOf(await gql(`mutation($id: ID!) { declareSubstantialPerformance(agreementId: $id) { id } }`, { id: agreementId }, 'homeowner'))?.code).toBe('FORBIDDEN');
  expect(errorOf(await gql(`mutation($id: ID!) { declareSubstantialPerformance(agreementId: $id, note: "All work done; final inspection passed") { id } }`, { id: agreementId }, 'hired'))).toBeUndefined();
  expect(errorOf(await gql(`mutation($id: ID!) { confirmSubstantialPerformance(agreementId: $id) { id } }`, { id: agreementId }, 'homeowner'))).toBeUndefined();
  state = (await job(agreementId, 'hired')).body.data.agreement;
  const [{ release }] = await server.db.query(`SELECT to_char((now() AT TIME ZONE 'America/Toronto')::date + 60, 'YYYY-MM-DD') AS release`);
  expect(state.substantialPerformance).toEqual({ status: 'CONFIRMED', holdbackReleaseOn: release });
  expect(state.jobCan.issueHoldbackRelease).toBe(false);
  const early = await gql(`mutation($id: ID!) { issueHoldbackRelease(agreementId: $id) { id } }`, { id: agreementId }, 'hired');
  expect(errorOf(early)).toEqual({ code: 'CONFLICT', message: PAYMENT_MESSAGES.holdbackReleaseOn(release) });

  // 61 days on, as the database sees it: the holdback and its HST are invoiced in full, and paid.
  await server.db.query(`UPDATE agreement SET substantial_performance_decided_at = now() - interval '61 days' WHERE id = $1`, [agreementId]);
  expect((await job(agreementId, 'hired')).body.data.agreement.jobCan.issueHoldbackRelease).toBe(true);
  const released = await gql(`mutation($id: ID!) { issueHoldbackRelease(agreementId: $id) { ${INVOICE_FIELDS} } }`, { id: agreementId }, 'hired');
  const keptBack = [first, second, third].reduce((sum, invoice) => sum + invoice.keptBackCents, 0);
  expect(released.body.data.issueHoldbackRelease).toMatchObject({ kind: 'HOLDBACK_RELEASE', totalCents: keptBack, keptBackCents: 0, payableNowCents: keptBack });
  const last = (await recordPayment(agreementId, { invoiceId: released.body.data.issueHoldbackRelease.id, amountCents: keptBack, method: 'E_TRANSFER', paidOn: await torontoToday() })).body.data.recordPayment;
  await gql(`mutation($id: ID!) { confirmPayment(id: $id) { status } }`, { id: last.id }, 'hired');

  state = (await job(agreementId, 'homeowner')).body.data.agreement;
  // The work invoiced covers the agreement's lines: to the cent, its total with HST ($24,630 + HST on $23,650).
  expect(state.ledger).toEqual({
    agreedCents: 2_770_450,
    contractTotalCents: 2_770_450,
    invoicedCents: 2_770_450,
    payableCents: 2_770_450,
    paidCents: 2_770_450,
    confirmedCents: 2_770_450,
    awaitingConfirmationCents: 0,
    holdbackKeptCents: keptBack,
    holdbackReleasedCents: keptBack,
    holdbackDueCents: 0,
    outstandingCents: 0,
    invoiceRoomCents: 2_614_500 - 2_463_000,
  });
  expect(state.invoices.map((invoice: any) => invoice.clock.state)).toEqual(['PAID', 'PAID', 'PAID', 'PAID']);
  const audit = await server.db.query(`SELECT action FROM audit_log WHERE subject_type = 'agreement' AND subject_id = $1 ORDER BY id`, [agreementId]);
  expect(audit.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['invoice.issue', 'payment.record', 'payment.confirm', 'payment.dispute', 'substantial-performance.confirm']));
});

test('the prompt-payment clock: a notice of non-payment within 14 days, not after, and each reminder sent once however many runs', async () => {
  const { agreementId } = await agreementInForce();
  const first = (await issue(agreementId)).body.data.issueInvoice;
  const second = (await issue(agreementId, 'hired', { amountCents: 100_000, description: 'Extra blocking for the kitchen cabinets' })).body.data.issueInvoice;
  const move = (invoiceId: string, days: number) => server.db.query(`UPDATE invoice SET issued_at = now() - make_interval(days => $2) WHERE id = $1`, [invoiceId, days]);
  const titles = async () =>
    (await server.db.query(`SELECT title FROM notification WHERE link = $1 AND title ~ '(notice period|is due|overdue)' ORDER BY id`, [`/agreements/${agreementId}`])).map((row: { title: string }) => row.title);
  const runTwiceAtOnce = () => Promise.all([server.services.paymentReminders.sendReminders(), server.services.paymentReminders.sendReminders()]);

  // Day 12: the notice period is ending, for both invoices; two runs at once send each reminder once.
  await move(first.id, 12);
  await move(second.id, 12);
  await runTwiceAtOnce();
  await runTwiceAtOnce();
  expect(await titles()).toEqual([expect.stringMatching(/^The notice period on INV-0001 ends/), expect.stringMatching(/^The notice period on INV-0002 ends/)]);

  // The homeowner gives a notice on the first: the clock says so, and the contractor is told.
  const notice = await gql(
    `mutation($id: ID!, $i: NonPaymentNoticeInput!) { giveNonPaymentNotice(invoiceId: $id, input: $i) { clock { state label } notice { amountCents } viewerCan { giveNotice } } }`,
    { id: first.id, i: { amountCents: 200_000, reasons: 'The insulation on the north wall is missing its vapour barrier.' } },
    'homeowner',
  );
  expect(notice.body.data.giveNonPaymentNotice).toMatchObject({ clock: { state: 'DISPUTED' }, notice: { amountCents: 200_000 }, viewerCan: { giveNotice: false } });
  // Day 15 on the second: too late.
  await move(second.id, 15);
  const late = await gql(`mutation($id: ID!, $i: NonPaymentNoticeInput!) { giveNonPaymentNotice(invoiceId: $id, input: $i) { id } }`, { id: second.id, i: { amountCents: 100, reasons: 'The blocking was never installed at all.' } }, 'homeowner');
  expect(errorOf(late)).toEqual({ code: 'CONFLICT', message: PAYMENT_MESSAGES.noticeTooLate });

  // Day 26: due in 3 days (both: the first still owes what the notice did not withhold). Day 30: overdue, to both sides.
  await move(first.id, 26);
  await move(second.id, 26);
  await runTwiceAtOnce();
  await move(first.id, 30);
  await runTwiceAtOnce();
  await runTwiceAtOnce();
  const sent = await titles();
  expect(sent.filter((title: string) => /INV-0001 is due/.test(title))).toHaveLength(1);
  expect(sent.filter((title: string) => /INV-0002 is due/.test(title))).toHaveLength(1);
  expect(sent.filter((title: string) => /INV-0001 .* is overdue/.test(title))).toHaveLength(2);
  const clock = (await job(agreementId, 'homeowner')).body.data.agreement.invoices.map((invoice: any) => invoice.clock.state);
  expect(clock).toEqual(['DISPUTED', 'DUE']);
});

/** A photo `as` uploads privately (POST /api/uploads?access=private), by its file name. */
async function privatePhoto(as: Person): Promise<string> {
  const response = await fetch(`${server.url}/api/uploads?access=private`, { method: 'POST', body: uploadForm([{ name: 'framing.png', bytes: await png(1200, 800) }]), headers: { cookie: cookie[as] } });
  return ((await response.json()) as { files: { name: string }[] }).files[0].name;
}

test('a dispute: either side opens it with the messages that matter; an operator sees the whole record and records the outcome both read', async () => {
  const { agreementId, proposalId } = await agreementInForce();
  const invoice = (await issue(agreementId)).body.data.issueInvoice;
  const said = await gql(`mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }`, { i: { proposalId: String(proposalId), body: 'The framing crew left on Tuesday and has not come back.' } }, 'homeowner');
  const messageId = said.body.data.sendMessage.id;
  const open = (as: Person, input: Record<string, unknown>) =>
    gql(`mutation($id: ID!, $i: OpenDisputeInput!) { openDispute(agreementId: $id, input: $i) { id status subject invoiceNumber openedBy evidence { body from } photos { url } viewerCan { settle } } }`, { id: agreementId, i: input }, as);
  const photo = await privatePhoto('homeowner');
  const input = { subject: 'INVOICE', invoiceId: invoice.id, reason: 'INV-0001 bills framing the crew has not finished: the north wall is open.', amountCents: 300_000, messageIds: [messageId], images: [photo] };

  expect(errorOf(await open('otherPro', input))?.code).toBe('NOT_FOUND');
  expect(errorOf(await open('homeowner', { ...input, reason: 'Too short' }))?.code).toBe('BAD_USER_INPUT');
  // Only the opener's own uploads are evidence: nobody gains a file by naming it.
  expect(errorOf(await open('homeowner', { ...input, images: [await privatePhoto('otherPro')] }))).toEqual({ code: 'BAD_USER_INPUT', message: DISPUTE_MESSAGES.image });
  expect(errorOf(await open('homeowner', { ...input, images: Array.from({ length: 11 }, () => photo) }))).toEqual({ code: 'BAD_USER_INPUT', message: DISPUTE_MESSAGES.images });
  const opened = await open('homeowner', input);
  const photoPath = new URL(opened.body.data.openDispute.photos[0].url, server.url).pathname;
  for (const as of ['homeowner', 'hired', 'operator'] as const) expect((await server.rest('GET', photoPath, undefined, { cookie: cookie[as] })).status).toBe(200);
  for (const as of ['otherPro', 'otherHomeowner'] as const) expect((await server.rest('GET', photoPath, undefined, { cookie: cookie[as] })).status).toBe(404);
  expect(opened.body.data.openDispute).toEqual({
    photos: [{ url: expect.stringContaining(photo) }],
    id: expect.any(String),
    status: 'OPEN',
    subject: 'INVOICE',
    invoiceNumber: 'INV-0001',
    openedBy: 'HOMEOWNER',
    evidence: [{ body: 'The framing crew left on Tuesday and has not come back.', from: 'HOMEOWNER' }],
    viewerCan: { settle: false },
  });
  const disputeId = opened.body.data.openDispute.id;
  const told = await server.db.query(`SELECT title FROM notification WHERE recipient_id = $1 AND title LIKE 'A dispute was opened%'`, [id.hired]);
  expect(told).toHaveLength(1);

  // The operators' tab: the whole record on one screen.
  const tab = await gql(`{ disputes { id reason agreement { id status invoices { number } payments { id } changeOrders { id } history { kind } } viewerCan { settle } } }`, {}, 'operator');
  const listed = tab.body.data.disputes.find((dispute: any) => dispute.id === disputeId);
  expect(listed).toMatchObject({ agreement: { id: agreementId, status: 'IN_FORCE', invoices: [{ number: 'INV-0001' }] }, viewerCan: { settle: true } });
  expect(listed.agreement.history.map((event: any) => event.kind)).toEqual(expect.arrayContaining(['invoice-issued', 'dispute-opened']));
  expect(errorOf(await gql(`{ disputes { id } }`, {}, 'homeowner'))?.code).toBe('FORBIDDEN');

  const settle = (as: Person) => gql(`mutation($id: ID!) { settleDispute(id: $id, outcome: REFERRED, note: "Both sides agreed to take it to ODACC adjudication.") { status statusLabel outcomeNote } }`, { id: disputeId }, as);
  expect(errorOf(await settle('homeowner'))?.code).toBe('FORBIDDEN');
  expect((await settle('operator')).body.data.settleDispute).toEqual({ status: 'REFERRED', statusLabel: 'Referred to adjudication', outcomeNote: 'Both sides agreed to take it to ODACC adjudication.' });
  expect(errorOf(await settle('operator'))?.code).toBe('CONFLICT');
  for (const person of ['homeowner', 'hired'] as const) {
    const outcome = await server.db.query(`SELECT title FROM notification WHERE recipient_id = $1 AND title LIKE 'Dispute on%referred to adjudication'`, [id[person]]);
    expect(outcome).toHaveLength(1);
  }
  const audit = await server.db.query(`SELECT action FROM audit_log WHERE subject_type = 'agreement' AND subject_id = $1 AND action LIKE 'dispute.%' ORDER BY id`, [agreementId]);
  expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['dispute.open', 'dispute.settle']);
  // REST's agreement answer shows the same dispute, through the same presenter.
  const rest = await server.rest('GET', `/api/agreements/${agreementId}`, undefined, { cookie: cookie.homeowner });
  expect(rest.body.disputes).toEqual([expect.objectContaining({ id: disputeId, status: 'referred', statusLabel: 'Referred to adjudication', invoiceNumber: 'INV-0001' })]);
  expect(rest.body.disputes[0]).not.toHaveProperty('agreementRow');
});

test('progress on the job: the contractor posts an update with a photo; the homeowner is told and sees it; nobody else sees the photo', async () => {
  const { agreementId } = await agreementInForce();
  const upload = privatePhoto;
  const photo = await upload('hired');
  const post = (as: Person, images: string[]) =>
    gql(`mutation($id: ID!, $i: ProgressUpdateInput!) { postProgressUpdate(agreementId: $id, input: $i) { id milestone body photos { url } } }`, { id: agreementId, i: { milestone: 'Framing done', body: 'Framing passed the City of Toronto inspection this morning.', images } }, as);
  expect(errorOf(await post('homeowner', []))?.code).toBe('FORBIDDEN');
  // Only the contractor's own uploads can be attached.
  expect(errorOf(await post('hired', [await upload('homeowner')]))?.code).toBe('BAD_USER_INPUT');
  const posted = await post('hired', [photo]);
  expect(posted.body.data.postProgressUpdate).toMatchObject({ milestone: 'Framing done', body: 'Framing passed the City of Toronto inspection this morning.' });
  const src = posted.body.data.postProgressUpdate.photos[0].url as string;
  const seen = (await gql(`query($id: ID!) { agreement(id: $id) { progress { body } jobCan { postProgress } history { kind } } }`, { id: agreementId }, 'homeowner')).body.data.agreement;
  expect(seen.progress).toEqual([{ body: 'Framing passed the City of Toronto inspection this morning.' }]);
  expect(seen.jobCan.postProgress).toBe(false);
  expect(seen.history.map((event: { kind: string }) => event.kind)).toContain('progress-posted');
  const told = await server.db.query(`SELECT body FROM notification WHERE recipient_id = $1 AND title LIKE 'Progress on%'`, [id.homeowner]);
  expect(told).toEqual([{ body: 'Framing done: Framing passed the City of Toronto inspection this morning. (1 photo)' }]);
  const rest = await server.rest('GET', `/api/agreements/${agreementId}`, undefined, { cookie: cookie.homeowner });
  expect(rest.body.progress).toEqual([expect.objectContaining({ milestone: 'Framing done', body: 'Framing passed the City of Toronto inspection this morning.', photos: [expect.objectContaining({ url: src })] })]);
  const path = new URL(src, server.url).pathname;
  for (const as of ['homeowner', 'hired', 'operator'] as const) expect((await server.rest('GET', path, undefined, { cookie: cookie[as] })).status).toBe(200);
  for (const as of ['otherPro', 'otherHomeowner'] as const) expect((await server.rest('GET', path, undefined, { cookie: cookie[as] })).status).toBe(404);
});

test('a private calendar feed: the job’s dates and what falls due, never the address; a new address replaces the old, and it can be turned off', async () => {
  const { agreementId } = await agreementInForce();
  await issue(agreementId);
  const create = async () => (await gql(`mutation { createCalendarFeed { url webcalUrl } }`, {}, 'homeowner')).body.data.createCalendarFeed as { url: string; webcalUrl: string };
  const first = await create();
  expect(first.webcalUrl).toMatch(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  const read = (url: string) => server.rest('GET', new URL(url).pathname, undefined, { cookie: '' });
  const feed = await read(first.url);
  expect(feed.status).toBe(200);
  const text = String(feed.body);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const summaries = calendar.getAllSubcomponents('vevent').map((event: any) => String(event.getFirstPropertyValue('summary')));
  expect(summaries).toEqual(expect.arrayContaining([expect.stringMatching(/^Work starts: Basement finish in Scarborough/), expect.stringMatching(/^Completion due: /), expect.stringMatching(/^INV-0001 due \(\$8,644\.50\): /)]));
  expect(text).not.toContain('Birchmount');
  expect((await gql(`{ calendarFeed { active lastReadAt } }`, {}, 'homeowner')).body.data.calendarFeed).toEqual({ active: true, lastReadAt: expect.any(String) });

  const second = await create();
  expect((await read(first.url)).status).toBe(404);
  expect((await read(second.url)).status).toBe(200);
  expect((await gql(`mutation { revokeCalendarFeed }`, {}, 'homeowner')).body.data.revokeCalendarFeed).toBe(true);
  expect((await read(second.url)).status).toBe(404);
});
