import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  CANCELLATION_STATEMENT,
  NOT_LEGAL_ADVICE,
  TORONTO_PERMIT_NOTE,
  formatCents,
  formatDateTime,
  holdbackOf,
  paymentAmounts,
} from '@marketplace/shared';
import { HOLDBACK_NOTE, renderAgreementPdf } from '../src/modules/agreement/agreement-pdf';
import type { AgreementPdfInput, AgreementPdfSignature } from '../src/modules/agreement/agreement-pdf.types';
import { torontoAgreementTerms } from './agreement-fixtures';
import { pdfText } from './pdf-text';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const document = (overrides: Partial<AgreementPdfInput> = {}): AgreementPdfInput => ({
  agreementId: 'A-1042',
  projectTitle: 'Basement finish in Birch Cliff',
  preparedAt: new Date('2026-12-14T15:30:00Z'),
  terms: torontoAgreementTerms(),
  kind: 'document',
  ...overrides,
});

/** A drawn signature as the browser's signature pad sends it: a PNG of strokes on a transparent background. */
const drawnSignature = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90"><path d="M10 60 C 40 10, 60 90, 90 40 S 150 20, 170 60 S 230 70, 290 30" fill="none" stroke="#1d3557" stroke-width="4"/></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('the agreement PDF', () => {
  let documentPdf: Buffer;
  let documentText: string;
  let documentPages: number;

  beforeAll(async () => {
    documentPdf = await renderAgreementPdf(document());
    ({ text: documentText, pages: documentPages } = await pdfText(documentPdf));
  });

  it('holds every required item of docs/agreements.md in the document both sides sign', () => {
    const terms = torontoAgreementTerms();
    const required = [
      'Home Renovation Agreement',
      'A-1042',
      'December 14, 2026',
      'Basement finish in Birch Cliff',
      // The parties.
      'Priya Raman',
      '42 Birchmount Road, Toronto, ON M1N 3J5',
      'Lakeshore Renovations Inc.',
      'Lakeshore Reno',
      '1200 Lakeshore Blvd W, Toronto, ON M6K 1E1',
      '416-555-0142',
      'office@lakeshorereno.ca',
      'Marco Bianchi',
      '123456789 RT0001',
      // The work.
      terms.work.description,
      terms.work.materials,
      terms.work.subcontractors!,
      // The price: each line with its kind, quantity, unit price and amount.
      'Framing and insulation Fixed price 1 $8,500.00 $8,500.00 Yes',
      'Drywall and finishing, per sq ft Estimate 700 $4.50 $3,150.00 Yes',
      'Bathroom rough-in and fixtures Estimate 1 $12,000.00 $12,000.00 Yes',
      'Building permit fee (at cost) Fixed price 1 $980.00 $980.00 No',
      'Subtotal $24,630.00',
      'HST 13 % on $23,650.00 $3,074.50',
      'Total payable $27,704.50',
      '$25,000 - $35,000',
      AGREEMENT_MESSAGES.estimateRule,
      // Dates and permits.
      'January 11, 2027',
      'March 5, 2027',
      'Building permit (basement finish with bathroom) The contractor (Lakeshore Renovations Inc.)',
      TORONTO_PERMIT_NOTE,
      // Terms and credentials.
      terms.warranty,
      terms.conditions!,
      'Intact Insurance, $2,000,000',
      'expires June 30, 2027',
      'expires February 28, 2027',
      CANCELLATION_STATEMENT,
      HOLDBACK_NOTE,
      NOT_LEGAL_ADVICE,
    ];
    // The schedule: each payment, when it falls due, its amount, the 10 % holdback kept back and the net payable.
    paymentAmounts(terms.payments, 2_770_450).forEach((amount, index) => {
      const holdback = holdbackOf(amount);
      required.push(
        terms.payments[index].description,
        terms.payments[index].dueOn,
        `${formatCents(amount)} ${formatCents(holdback)} ${formatCents(amount - holdback)}`,
      );
    });
    required.push('On signing $2,770.45 $277.05 $2,493.40', '10 % of the total', 'Total $27,704.50 $2,770.46 $24,934.04');
    for (const item of required) expect(documentText).toContain(item.replace(/\s+/g, ' '));
    // A deposit of 10 % needs no confirmation; the total is within the accepted bid.
    expect(documentText).not.toContain(AGREEMENT_MESSAGES.largeDeposit);
    expect(documentText).not.toContain(AGREEMENT_MESSAGES.outsideBid);

    expect(documentPages).toBeGreaterThan(1);
    for (let page = 1; page <= documentPages; page++) expect(documentText).toContain(`Agreement A-1042 Page ${page} of ${documentPages}`);
  });

  it('gives the same bytes for the same agreement, so the hash each signature records can be checked', async () => {
    const again = await renderAgreementPdf(document());
    expect(sha256(again)).toBe(sha256(documentPdf));
    expect(again.subarray(0, 5).toString()).toBe('%PDF-');
    // The document has empty signature lines, never a signature record, even when records are passed.
    expect(documentText).not.toContain('Electronic signature record');
    expect(documentText).toContain('Full legal name');
  });

  it('fills the copy’s signature block with each signature’s record, and adds the signed change orders', async () => {
    const documentSha256 = sha256(documentPdf);
    const signatures: AgreementPdfSignature[] = [
      {
        party: 'homeowner',
        fullName: 'Priya Raman',
        signedAt: new Date('2026-12-15T01:05:00Z'),
        ipAddress: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
        documentSha256,
        drawnSignaturePng: await drawnSignature(),
      },
      {
        party: 'contractor',
        fullName: 'Marco Bianchi',
        signedAt: new Date('2026-12-15T14:42:00Z'),
        ipAddress: '2001:db8::7',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        documentSha256,
      },
    ];
    const copy = await renderAgreementPdf(
      document({
        kind: 'copy',
        signatures,
        changeOrders: [
          {
            number: 1,
            description: 'Add a pot light circuit in the rec room.',
            lines: [{ description: 'Six pot lights, wired', quantity: 6, unitPriceCents: 18_500, kind: 'fixed', taxable: true }],
            scheduleChange: 'Two more days of electrical work.',
            completionDate: '2027-03-09',
            status: 'signed',
            signedAt: new Date('2027-02-01T16:00:00Z'),
          },
          {
            number: 2,
            description: 'Heated floor in the bathroom.',
            lines: [{ description: 'Heated floor mat', quantity: 1, unitPriceCents: 95_000, kind: 'estimate', taxable: true }],
            status: 'proposed',
          },
        ],
      }),
    );
    expect(sha256(copy)).not.toBe(documentSha256);
    const { text, pages } = await pdfText(copy);
    const compact = text.replace(/ /g, '');
    expect(text).toContain('Signed copy');
    for (const signature of signatures) {
      expect(text).toContain(`Signed by ${signature.fullName} Signed on ${formatDateTime(signature.signedAt, 'long')}, Toronto time`);
      expect(text).toContain(formatDateTime(signature.signedAt, 'long'));
      expect(text).toContain(signature.ipAddress);
      expect(compact).toContain(signature.userAgent.replace(/ /g, ''));
      expect(compact).toContain(`DocumentSHA-256${documentSha256}`);
    }
    // 01:05 UTC on December 15 is 8:05 p.m. on the 14th in Toronto (EST): the record is in Toronto time.
    expect(text).toContain('December 14, 2026 at 8:05 p.m.');
    // The signed change order amends the total ($1,110.00 + 13 % = $1,254.30); the proposed one is not part of the copy.
    expect(text).toContain('Change order 1');
    expect(text).toContain('Six pot lights, wired Fixed price 6 $185.00 $1,110.00 Yes');
    expect(text).toContain('New completion date: March 9, 2027');
    expect(text).toContain('Current total payable $28,958.80');
    expect(text).not.toContain('Heated floor');
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
  });

  it('prints names in any Latin script as typed, warns of what the law asks to, and loses nothing of a long agreement across pages', async () => {
    const terms = torontoAgreementTerms();
    terms.homeowner.name = 'Łukasz Nguyễn-Öztürk';
    // A long agreement: the tables run over pages (their headings repeat) and nothing falls off between them.
    const rooms = ['kitchen', 'hall', 'stairs', 'laundry', 'bedroom', 'office', 'bathroom', 'cellar'];
    for (let index = 0; index < 36; index++) {
      terms.lines.push({
        description: `Item ${index + 1}: trim and paint, ${rooms[index % rooms.length]}`,
        quantity: 1.5,
        unitPriceCents: 12_345,
        kind: 'estimate',
        taxable: true,
      });
    }
    terms.work.description = Array.from({ length: 12 }, (_, index) => `Phase ${index + 1}: ${terms.work.description}`).join('\n\n');
    terms.contractor.hstNumber = null;
    terms.payments = [
      { description: 'Deposit', basisPoints: 2500, dueOn: 'On signing', deposit: true },
      { description: 'Completion', basisPoints: 7500, dueOn: 'On substantial completion' },
    ];
    terms.wsib = { status: 'none' };
    terms.acceptedBid = { minCents: 1_500_000, maxCents: 2_000_000, text: '$15,000 - $20,000' };
    const homeowner: AgreementPdfSignature = {
      party: 'homeowner',
      fullName: 'Łukasz Nguyễn-Öztürk',
      signedAt: new Date('2026-12-15T01:05:00Z'),
      ipAddress: '198.51.100.9',
      userAgent: 'Mozilla/5.0',
      documentSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    };
    const { text, pages } = await pdfText(await renderAgreementPdf(document({ terms, kind: 'copy', signatures: [homeowner], largeDepositConfirmed: true })));
    expect(text).toContain('Signed by Łukasz Nguyễn-Öztürk');
    expect(text).toContain('Not registered for HST');
    expect(text).toContain(AGREEMENT_MESSAGES.largeDeposit);
    expect(text).toContain('The homeowner confirmed the deposit of more than 10 % when signing.');
    expect(text).toContain(AGREEMENT_MESSAGES.outsideBid);
    expect(text).toContain(AGREEMENT_MESSAGES.noWsib);
    // Only one side has signed: the copy says so, and the contractor's lines stay empty.
    expect(text).toContain('Copy: not yet signed by both parties');
    expect(text).toContain('Full legal name');
    for (const line of terms.lines) expect(text).toContain(line.description);
    expect(text).toContain('Phase 12: Finish the 700 sq ft basement');
    expect(pages).toBeGreaterThan(4);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain(CANCELLATION_STATEMENT);
    expect(text).toContain(NOT_LEGAL_ADVICE);
  });

  it('loses nothing when each text is as long as the rules allow (pdfmake drops a block taller than a page without a word)', async () => {
    const L = AGREEMENT_LIMITS;
    /** Text of `length` characters in words of wide capitals, between its own start and end tags (no hyphen: lines break there). */
    const text = (tag: string, length: number) => {
      const end = ` ${tag}.end`;
      return `${tag}: ${'WALLS MEMBRANE @ MAXIMUM '.repeat(Math.ceil(length / 25))}`.slice(0, length - end.length).trimEnd() + end;
    };
    const tagsOf = (item: string) => [item.slice(0, item.indexOf(':') + 1), item.slice(item.lastIndexOf(' ') + 1)];
    const terms = torontoAgreementTerms();
    terms.homeowner = { name: text('Homeowner', L.name), workAddress: text('WorkAddress', L.address) };
    terms.contractor.legalName = text('LegalName', L.name);
    terms.contractor.representative = text('Representative', L.name);
    terms.lines = Array.from({ length: 12 }, (_, index) => ({
      description: text(`Line${index + 1}`, L.lineDescription),
      quantity: 1,
      unitPriceCents: 10_000,
      kind: 'fixed' as const,
      taxable: true,
    }));
    terms.payments = Array.from({ length: 8 }, (_, index) => ({
      description: text(`Payment${index + 1}`, L.lineDescription),
      basisPoints: 1250,
      dueOn: text(`Due${index + 1}`, L.lineDescription),
    }));
    terms.permits = Array.from({ length: 3 }, (_, index) => ({ permit: text(`Permit${index + 1}`, L.lineDescription), obtainedBy: 'homeowner' as const }));
    const signature = (party: 'homeowner' | 'contractor'): AgreementPdfSignature => ({
      party,
      fullName: text(`Signer${party}`, L.name),
      signedAt: new Date('2026-12-15T01:05:00Z'),
      ipAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      userAgent: text(`Agent${party}`, 1000),
      documentSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
    const changeOrders = [1].map((number) => ({
      number,
      description: text(`Change${number}`, L.text),
      lines: Array.from({ length: 12 }, (_, index) => ({
        description: text(`Change${number}Line${index + 1}`, L.lineDescription),
        quantity: 1,
        unitPriceCents: 100,
        kind: 'fixed' as const,
        taxable: true,
      })),
      scheduleChange: text(`Schedule${number}`, L.text),
      status: 'signed',
      signedAt: new Date('2027-02-01T16:00:00Z'),
    }));
    const pdf = await renderAgreementPdf(document({ terms, kind: 'copy', signatures: [signature('homeowner'), signature('contractor')], changeOrders }));
    const { text: read, pages } = await pdfText(pdf);
    const expected = [
      terms.homeowner.name,
      terms.homeowner.workAddress,
      terms.contractor.legalName,
      terms.contractor.representative,
      terms.work.description,
      terms.work.materials,
      terms.work.subcontractors!,
      terms.warranty,
      terms.conditions!,
      ...terms.lines.map((line) => line.description),
      ...terms.payments.flatMap((payment) => [payment.description, payment.dueOn]),
      ...terms.permits.map((permit) => permit.permit),
      signature('homeowner').fullName,
      signature('homeowner').userAgent,
      signature('contractor').fullName,
      signature('contractor').userAgent,
      ...changeOrders.flatMap((change) => [change.description, change.scheduleChange, ...change.lines.map((line) => line.description)]),
      CANCELLATION_STATEMENT,
      NOT_LEGAL_ADVICE,
    ];
    // Each text's start and end tags read back (a table cell's lines may come out between other cells' text).
    for (const item of expected) {
      const tags = item.includes('.end') ? tagsOf(item) : [item.replace(/\s+/g, ' ')];
      expect(tags.filter((tag) => !read.includes(tag))).toEqual([]);
    }
    for (let page = 1; page <= pages; page++) expect(read).toContain(`Page ${page} of ${pages}`);
  });
});
