/**
 * The written home-renovation agreement as a PDF, in two kinds:
 * - 'document': the text both sides sign. Its SHA-256 is what each signature records, so the same input gives the
 *   same bytes: the creation date is the agreement's date, and everything else pdfmake writes (the file id, the font
 *   subset tags) follows from the content.
 * - 'copy': the same agreement with each signature's record in the signature block, and the signed change orders:
 *   what the law asks the homeowner to receive, e-mailed to both sides and kept in private storage.
 *
 * The contents follow docs/agreements.md's table of required items; the money, dates and fixed texts come from
 * @marketplace/shared so the page, the e-mails and this PDF say the same thing.
 * This file puts the document together; its sections are in agreement-pdf-sections.ts, the signature block in
 * agreement-pdf-signatures.ts, and the layout every marketplace PDF shares in pdf-layout.ts.
 *
 * The fonts are the Roboto files pdfmake ships (nothing to add to the repository). The PDF's standard Helvetica
 * would need no embedding, but it only encodes Windows-1252: a homeowner named "Łukasz Nguyễn" would come out
 * garbled, and the signer's legal name must read exactly as typed. Roboto covers Latin (Polish, Vietnamese,
 * Turkish...), Greek and Cyrillic; CJK scripts are not covered by either.
 */
import type { Content, DocumentDefinition } from 'pdfmake';
import {
  AGREEMENT_MESSAGES,
  DEPOSIT_ADVISED_MAX_PERCENT,
  HOLDBACK_PERCENT,
  HST_BASIS_POINTS,
  NOT_LEGAL_ADVICE,
  TORONTO_PERMIT_NOTE,
  agreementTotals,
  depositNeedsConfirmation,
  formatCents,
  formatDate,
  paymentAmounts,
} from '@marketplace/shared';
import {
  PAYMENT_DESCRIPTION_WIDTH,
  PAYMENT_DUE_WIDTH,
  bidNote,
  cancellationBox,
  changeOrderSection,
  credential,
  partiesTable,
  paymentSchedule,
  permitsTable,
  priceLinesHeight,
  priceLinesTable,
} from './agreement-pdf-sections';
import { RECORD_VALUE_WIDTH, SIGNATURE_COLUMN_WIDTH, signatureBlock } from './agreement-pdf-signatures';
import type { AgreementPdfInput, AgreementPdfSignature } from './agreement-pdf.types';
import {
  ACCENT,
  CONTENT_WIDTH,
  KEEP_TOGETHER_MAX_HEIGHT,
  LINE,
  MUTED,
  PAGE_MARGIN_X,
  PDF_DEFAULT_STYLE,
  PDF_STYLES,
  RULE,
  SMALL_LINE,
  WARN,
  blank,
  configuredPdfmake,
  field,
  heading,
  keepTogether,
  linesAtMost,
  noteBox,
  paragraph,
  percent,
  totalsTable,
} from './pdf-layout';

export const AGREEMENT_PDF_TITLE = 'Home Renovation Agreement';

/** The Construction Act's holdback, as the payment schedule explains it. */
export const HOLDBACK_NOTE =
  `Holdback under Ontario’s Construction Act: the homeowner keeps back ${HOLDBACK_PERCENT} % of each payment and pays the amounts kept back to the contractor once the time for registering liens has passed ` +
  '(generally 60 days after the work is completed) and no lien has been registered. "Net payable" is what is paid when each payment falls due.';

const RUNNING_HEAD_MAX = 70;

function documentDefinition(input: AgreementPdfInput): DocumentDefinition {
  const { terms, kind } = input;
  const { homeowner, contractor, work } = terms;
  const totals = agreementTotals(terms.lines);
  const amounts = paymentAmounts(terms.payments, totals.totalCents);
  const signatures = kind === 'copy' ? (input.signatures ?? []) : [];
  const signatureOf = (party: 'homeowner' | 'contractor') => signatures.find((signature) => signature.party === party);
  const fullySigned = Boolean(signatureOf('homeowner') && signatureOf('contractor'));
  const bid = terms.acceptedBid;
  const outsideBid = bid ? totals.totalCents < bid.minCents || (bid.maxCents !== null && totals.totalCents > bid.maxCents) : false;
  const largeDeposit = depositNeedsConfirmation(terms.payments, totals.totalCents);
  // The running head names the parties on one line: long names are cut short there (they are whole in the body).
  const bothParties = `${homeowner.name} and ${contractor.legalName}`;
  const partyLine = bothParties.length > RUNNING_HEAD_MAX ? `${bothParties.slice(0, RUNNING_HEAD_MAX - 1).trimEnd()}…` : bothParties;

  const estimateNote = `Lines marked Estimate total ${formatCents(totals.estimateCents)} and lines marked Fixed price total ${formatCents(totals.fixedCents)}, before HST. `;
  const totalsHeight = Math.max(4 * LINE + 20, bid ? (linesAtMost(bid.text, CONTENT_WIDTH - 266) + 7) * LINE : 0);
  const smallPrint = (text: string) => linesAtMost(text, CONTENT_WIDTH, 8) * SMALL_LINE;
  const priceSectionHeight =
    40 + priceLinesHeight(terms.lines) + totalsHeight + smallPrint(`Estimates and fixed prices. ${estimateNote}${AGREEMENT_MESSAGES.estimateRule}.`);
  const scheduleSectionHeight =
    40 +
    24 +
    terms.payments.reduce(
      (sum, payment) =>
        sum + Math.max(linesAtMost(payment.description, PAYMENT_DESCRIPTION_WIDTH) + 1, linesAtMost(payment.dueOn, PAYMENT_DUE_WIDTH)) * LINE + 8,
      0,
    ) +
    LINE +
    8 +
    smallPrint(HOLDBACK_NOTE);
  const recordHeight = (signature: AgreementPdfSignature | undefined) =>
    signature
      ? 70 +
        (linesAtMost(signature.fullName, RECORD_VALUE_WIDTH) + 3) * LINE +
        linesAtMost(signature.userAgent, RECORD_VALUE_WIDTH, 7.5) * SMALL_LINE +
        2 * SMALL_LINE
      : 3 * 40;
  const signatureSectionHeight =
    40 +
    3 * LINE +
    Math.max(
      linesAtMost(homeowner.name, SIGNATURE_COLUMN_WIDTH),
      linesAtMost(contractor.legalName, SIGNATURE_COLUMN_WIDTH) + linesAtMost(`By its representative, ${contractor.representative}`, SIGNATURE_COLUMN_WIDTH),
    ) *
      LINE +
    50 +
    Math.max(recordHeight(signatureOf('homeowner')), recordHeight(signatureOf('contractor')));
  let section = 0;
  const next = () => ++section;

  const titleBlock: Content = {
    columns: [
      {
        width: '*',
        stack: [
          { text: AGREEMENT_PDF_TITLE, style: 'title' },
          { text: 'A consumer agreement under Ontario’s Consumer Protection Act, 2002', color: MUTED, margin: [0, 2, 0, 0] },
          ...(kind === 'copy'
            ? [
                {
                  text: fullySigned ? 'Signed copy' : 'Copy: not yet signed by both parties',
                  bold: true,
                  color: fullySigned ? ACCENT : WARN,
                  margin: [0, 4, 0, 0] as [number, number, number, number],
                },
              ]
            : []),
        ],
      },
      {
        width: 200,
        table: {
          widths: [48, '*'],
          body: [
            [
              { text: 'Agreement', style: 'label', margin: [0, 1.5, 0, 0] },
              { text: input.agreementId, bold: true },
            ],
            [{ text: 'Date', style: 'label', margin: [0, 1.5, 0, 0] }, { text: formatDate(input.preparedAt, 'long') }],
            [{ text: 'Project', style: 'label', margin: [0, 1.5, 0, 0] }, { text: input.projectTitle }],
          ],
        },
        layout: 'noBorders',
      },
    ],
  };

  const content: Content[] = [
    titleBlock,
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 2, lineColor: ACCENT }], margin: [0, 10, 0, 10] },
    {
      text: `This agreement is made on ${formatDate(input.preparedAt, 'long')} between the homeowner and the contractor named below, for the work, the price and on the terms it sets out.`,
      margin: [0, 0, 0, 10],
    },

    ...heading(next(), 'The parties'),
    partiesTable(terms),

    ...heading(next(), 'The work'),
    paragraph('Description of the work', work.description),
    paragraph('Materials', work.materials),
    paragraph('Subcontractors', blank(work.subcontractors) ? 'None: the contractor does all of the work.' : work.subcontractors!),

    ...keepTogether(priceSectionHeight, [
      ...heading(next(), 'The price'),
      priceLinesTable(terms.lines),
      {
        columns: [
          { width: '*', stack: bidNote(bid, outsideBid) },
          {
            width: 250,
            ...totalsTable([
              ['Subtotal', formatCents(totals.subtotalCents)],
              [`HST ${percent(HST_BASIS_POINTS)} on ${formatCents(totals.taxableCents)}`, formatCents(totals.hstCents)],
              ['Total payable', formatCents(totals.totalCents)],
            ]),
          },
        ],
        columnGap: 16,
        margin: [0, 8, 0, 6],
        unbreakable: totalsHeight <= KEEP_TOGETHER_MAX_HEIGHT,
      },
      { text: [{ text: 'Estimates and fixed prices. ', bold: true }, estimateNote, `${AGREEMENT_MESSAGES.estimateRule}.`], style: 'small' },
    ]),

    ...keepTogether(scheduleSectionHeight, [...heading(next(), 'Payment schedule'), paymentSchedule(terms, amounts), { text: HOLDBACK_NOTE, style: 'small', margin: [0, 5, 0, 0] }]),
    ...(largeDeposit
      ? [
          {
            margin: [0, 6, 0, 0] as [number, number, number, number],
            ...noteBox(
              [
                { text: AGREEMENT_MESSAGES.largeDeposit },
                ...(kind === 'copy' && input.largeDepositConfirmed
                  ? [{ text: `The homeowner confirmed the deposit of more than ${DEPOSIT_ADVISED_MAX_PERCENT} % when signing.`, bold: true }]
                  : []),
              ],
              WARN,
            ),
          },
        ]
      : []),

    ...heading(next(), 'Dates and permits'),
    {
      columns: [
        field('Work starts on', { text: formatDate(terms.startDate, 'long'), bold: true }),
        field('Work is completed by', { text: formatDate(terms.completionDate, 'long'), bold: true }),
      ],
      columnGap: 14,
      margin: [0, 0, 0, 4],
    },
    permitsTable(terms),
    { margin: [0, 6, 0, 0], ...noteBox([{ text: TORONTO_PERMIT_NOTE }]) },

    ...heading(next(), 'Warranty and conditions'),
    paragraph('Warranty', terms.warranty),
    paragraph('Restrictions and conditions', blank(terms.conditions) ? 'None.' : terms.conditions!),

    ...heading(next(), 'Insurance and WSIB at signing'),
    {
      columns: [
        credential('Liability insurance', terms.insurance, AGREEMENT_MESSAGES.noInsurance),
        credential('WSIB clearance', terms.wsib, AGREEMENT_MESSAGES.noWsib),
      ],
      columnGap: 14,
    },

    // A fixed text: about 200 pt.
    ...keepTogether(200, [...heading(next(), 'Cancellation'), cancellationBox()]),

    ...keepTogether(signatureSectionHeight, [
      ...heading(next(), 'Signatures'),
      {
        text:
          kind === 'copy'
            ? 'Signatures are given electronically, as Ontario’s Electronic Commerce Act, 2000 allows. Each signature’s record shows who signed, when, from where, and the SHA-256 fingerprint of the exact document signed.'
            : 'By signing, each party agrees to this agreement. The parties may sign electronically, as Ontario’s Electronic Commerce Act, 2000 allows.',
        color: MUTED,
        margin: [0, 0, 0, 8],
      },
      signatureBlock(input, signatureOf),
    ]),

    ...changeOrderSection(input, next()),

    { text: NOT_LEGAL_ADVICE, style: 'small', italics: true, margin: [0, 18, 0, 0] },
  ];

  return {
    pageSize: 'LETTER',
    pageMargins: [PAGE_MARGIN_X, 58, PAGE_MARGIN_X, 58],
    info: {
      title: `${AGREEMENT_PDF_TITLE} ${input.agreementId}`,
      subject: input.projectTitle,
      creator: 'GTA Home Pros',
      producer: 'GTA Home Pros',
      // Fixed, so the same agreement gives the same bytes (pdfkit also derives the file id from this).
      creationDate: input.preparedAt,
    },
    language: 'en-CA',
    content,
    header: (currentPage) =>
      currentPage === 1
        ? null
        : {
            columns: [
              { text: AGREEMENT_PDF_TITLE, bold: true, width: 'auto' },
              { text: partyLine, alignment: 'right', width: '*' },
            ],
            style: 'pageFurniture',
            margin: [PAGE_MARGIN_X, 28, PAGE_MARGIN_X, 0],
          },
    footer: (currentPage, pageCount) => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: RULE }] },
        {
          columns: [
            { text: `Agreement ${input.agreementId}${kind === 'copy' ? ' · Copy with signature records' : ''}` },
            { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right' },
          ],
          margin: [0, 4, 0, 0],
        },
      ],
      style: 'pageFurniture',
      margin: [PAGE_MARGIN_X, 22, PAGE_MARGIN_X, 0],
    }),
    // Keep a section heading with what follows it: a heading in the last tenth of a page starts the next one.
    pageBreakBefore: (node) => node.headlineLevel === 1 && (node.startPosition?.verticalRatio ?? 0) > 0.9,
    defaultStyle: PDF_DEFAULT_STYLE,
    styles: PDF_STYLES,
  };
}

/** The agreement as a PDF (see AgreementPdfInput for the two kinds). */
export function renderAgreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  return configuredPdfmake().createPdf(documentDefinition(input)).getBuffer();
}
