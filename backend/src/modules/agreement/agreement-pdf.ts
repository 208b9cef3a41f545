/**
 * The written home-renovation agreement as a PDF, in two kinds:
 * - 'document': the text both sides sign. Its SHA-256 is what each signature records, so the same input gives the
 *   same bytes: the creation date is the agreement's date, and everything else pdfmake writes (the file id, the font
 *   subset tags) follows from the content.
 * - 'copy': the same agreement with each signature's record in the signature block, and the signed change orders:
 *   what the law asks the homeowner to receive, e-mailed to both sides and kept in private storage.
 *
 * The contents follow docs/agreements.md's table of required items; the money, dates and fixed texts come from
 * @marketplace/rules so the page, the e-mails and this PDF say the same thing.
 *
 * The fonts are the Roboto files pdfmake ships (nothing to add to the repository). The PDF's standard Helvetica
 * would need no embedding, but it only encodes Windows-1252: a homeowner named "Łukasz Nguyễn" would come out
 * garbled, and the signer's legal name must read exactly as typed. Roboto covers Latin (Polish, Vietnamese,
 * Turkish...), Greek and Cyrillic; CJK scripts are not covered by either.
 */
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, ContentNode, DocumentDefinition, TableNode } from 'pdfmake';
import {
  AGREEMENT_MESSAGES,
  CANCELLATION_STATEMENT,
  CHANGE_ORDER_STATUS_LABELS,
  DEPOSIT_ADVISED_MAX_PERCENT,
  HOLDBACK_PERCENT,
  HST_BASIS_POINTS,
  NOT_LEGAL_ADVICE,
  PRICE_KIND_LABELS,
  TORONTO_PERMIT_NOTE,
  agreementTotals,
  currentTotals,
  depositNeedsConfirmation,
  formatCents,
  formatDate,
  formatDateTime,
  formatNumber,
  holdbackOf,
  lineAmountCents,
  paymentAmounts,
  type AgreementTerms,
  type ChangeOrderStatusValue,
  type CredentialRecord,
  type PriceLine,
} from '@marketplace/rules';

export interface AgreementPdfSignature {
  party: 'homeowner' | 'contractor';
  fullName: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** The SHA-256 (hex) of the 'document' PDF this signature was given on. */
  documentSha256: string;
  drawnSignaturePng?: Buffer | null;
}

export interface AgreementPdfChangeOrder {
  number: number;
  description: string;
  lines: PriceLine[];
  scheduleChange?: string | null;
  startDate?: string | null;
  completionDate?: string | null;
  status: string;
  signedAt?: Date | null;
}

export interface AgreementPdfInput {
  /** Shown as the agreement number: "Agreement A-1042". */
  agreementId: string;
  projectTitle: string;
  /** The date of the agreement; also the PDF's creation date, so the 'document' kind is reproducible. */
  preparedAt: Date;
  terms: AgreementTerms;
  /**
   * 'document': the text both sides sign, with empty signature lines; byte-for-byte the same for the same input.
   * 'copy': the same plus each signature's record and the signed change orders (others are left out).
   */
  kind: 'document' | 'copy';
  signatures?: AgreementPdfSignature[];
  changeOrders?: AgreementPdfChangeOrder[];
  /** The homeowner confirmed a deposit above 10 % when signing: said in the copy only (the document is what they confirmed). */
  largeDepositConfirmed?: boolean;
}

export const AGREEMENT_PDF_TITLE = 'Home Renovation Agreement';

/** The Construction Act's holdback, as the payment schedule explains it. */
export const HOLDBACK_NOTE =
  `Holdback under Ontario’s Construction Act: the homeowner keeps back ${HOLDBACK_PERCENT} % of each payment and pays the amounts kept back to the contractor once the time for registering liens has passed ` +
  '(generally 60 days after the work is completed) and no lien has been registered. "Net payable" is what is paid when each payment falls due.';

const ROBOTO_DIR = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
const FONTS = {
  Roboto: {
    normal: join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
    bold: join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
    italics: join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
  },
  // The PDF's built-in monospace font, for the hex hashes and addresses only (all ASCII).
  Courier: { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' },
};
const FONT_FILES = new Set(Object.values(FONTS).flatMap((family) => Object.values(family)));

let configured = false;
/** pdfmake is one shared instance: give it our fonts once, and let it read those files and nothing else, from nowhere else. */
export function configurePdfmake() {
  if (configured) return;
  pdfmake.addFonts(FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  configured = true;
}

export const INK = '#1f2933';
export const ACCENT = '#1d3557';
export const MUTED = '#5c6670';
export const RULE = '#c5ccd4';
const SHADE = '#eef1f5';
const WARN = '#8a3b00';

/** The type and styles of the marketplace's PDFs (the agreement, its copy, invoices). */
export const PDF_DEFAULT_STYLE = { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15, color: INK };
export const PDF_STYLES: DocumentDefinition['styles'] = {
  title: { fontSize: 21, bold: true, color: ACCENT },
  heading: { fontSize: 11.5, bold: true, color: ACCENT, margin: [0, 14, 0, 0] },
  subheading: { bold: true, fontSize: 9.5 },
  label: { fontSize: 7.5, color: MUTED },
  partyTitle: { fontSize: 8, bold: true, color: ACCENT, characterSpacing: 0.8, margin: [0, 0, 0, 5] },
  tableHeader: { bold: true, fontSize: 8.5, color: ACCENT },
  small: { fontSize: 8, color: MUTED },
  pageFurniture: { fontSize: 7.5, color: MUTED },
  // The PDF's built-in Courier: hex and addresses read best in a fixed width.
  mono: { font: 'Courier', fontSize: 8, lineHeight: 1.2, margin: [0, 1.5, 0, 0] },
};

export const PAGE_MARGIN_X = 54;
export const CONTENT_WIDTH = 612 - 2 * PAGE_MARGIN_X;

const RUNNING_HEAD_MAX = 70;
const SIGNATURE_GAP = 22;
const SIGNATURE_COLUMN_WIDTH = (CONTENT_WIDTH - SIGNATURE_GAP) / 2;
/** Leaves the record's values 187 pt: the longest IPv6 address (39 characters) in 8 pt Courier. */
const RECORD_LABEL_WIDTH = 50;

const percent = (basisPoints: number) => `${formatNumber(basisPoints / 100)} %`;
const blank = (value: string | null | undefined) => !value || value.trim() === '';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A heading that starts a section; the layout moves it to the next page rather than leave it alone at the bottom. */
function heading(number: number, title: string): Content[] {
  return [
    { text: `${number}. ${title}`, style: 'heading', headlineLevel: 1 },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.75, lineColor: RULE }], margin: [0, 2, 0, 6] },
  ];
}

/**
 * Sections small enough are moved whole to the next page rather than split (a heading stays with its table, a
 * signature with its record). pdfmake drops an unbreakable block taller than a page without a word, so a section is
 * kept together only when a pessimistic estimate of its height fits well within one: every character as wide as the
 * widest glyph (1 em), every line 13 pt.
 */
const KEEP_TOGETHER_MAX_HEIGHT = 560;
const LINE = 13;
const SMALL_LINE = 10.5;

/** Lines a text takes at most in a column of this width (points). */
function linesAtMost(text: string | null | undefined, width: number, fontSize = 9.5): number {
  const perLine = Math.max(1, Math.floor(width / fontSize));
  return (text ?? '').split('\n').reduce((sum, paragraph) => sum + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);
}

/**
 * The parts on one page when their estimated height allows. Their heading then loses its headline level: a page break
 * asked for inside an unbreakable block loses the block too.
 */
function keepTogether(estimatedHeight: number, parts: Content[]): Content[] {
  if (estimatedHeight > KEEP_TOGETHER_MAX_HEIGHT) return parts;
  const plain = parts.map((part) => (typeof part === 'object' && !Array.isArray(part) && part.headlineLevel ? { ...part, headlineLevel: undefined } : part));
  return [{ stack: plain, unbreakable: true }];
}

/** Column widths (points) the estimates use; they follow the tables' widths below. */
const PRICE_DESCRIPTION_WIDTH = CONTENT_WIDTH - (58 + 42 + 66 + 72 + 28) - 6 * 10;
const PAYMENT_DESCRIPTION_WIDTH = CONTENT_WIDTH - (124 + 66 + 68 + 66) - 5 * 10;
const PAYMENT_DUE_WIDTH = 124 - 10;
const RECORD_VALUE_WIDTH = SIGNATURE_COLUMN_WIDTH - RECORD_LABEL_WIDTH - 4;

const priceLinesHeight = (lines: readonly PriceLine[]) =>
  24 + lines.reduce((sum, line) => sum + linesAtMost(line.description, PRICE_DESCRIPTION_WIDTH) * LINE + 8, 0);

/** A small grey label over its value, as forms print them. */
export function field(label: string, value: string | Content): Content {
  return { stack: [{ text: label, style: 'label' }, typeof value === 'string' ? { text: value } : value], margin: [0, 0, 0, 5] };
}

/** Prose under a run-in label: "Materials" then its paragraph. */
function paragraph(label: string, text: string): Content {
  return {
    stack: [
      { text: label, style: 'subheading' },
      { text, margin: [0, 1, 0, 0] },
    ],
    margin: [0, 0, 0, 7],
  };
}

const tableLayout = {
  hLineWidth: (row: number, node: TableNode) => (row === 0 || row === 1 || row === node.table.body.length ? 0.75 : 0.4),
  vLineWidth: () => 0,
  hLineColor: (row: number) => (row === 1 ? '#8a949e' : RULE),
  fillColor: (row: number) => (row === 0 ? SHADE : null),
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3.5,
  paddingBottom: () => 3.5,
};

function headerCells(labels: readonly (string | [string, 'right' | 'center'])[]): Content[] {
  return labels.map((label) =>
    typeof label === 'string' ? { text: label, style: 'tableHeader' } : { text: label[0], style: 'tableHeader', alignment: label[1] },
  );
}

function priceLinesTable(lines: readonly PriceLine[]): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 58, 42, 66, 72, 28],
      body: [
        headerCells(['Description', 'Kind', ['Qty', 'right'], ['Unit price', 'right'], ['Amount', 'right'], ['HST', 'center']]),
        ...lines.map((line): Content[] => [
          { text: line.description },
          { text: PRICE_KIND_LABELS[line.kind] ?? line.kind },
          { text: formatNumber(line.quantity), alignment: 'right' },
          { text: formatCents(line.unitPriceCents), alignment: 'right' },
          { text: formatCents(lineAmountCents(line)), alignment: 'right' },
          { text: line.taxable ? 'Yes' : 'No', alignment: 'center' },
        ]),
      ],
    },
    layout: tableLayout,
  };
}

/** Label and amount rows, right-aligned, with the last one stressed. */
export function totalsTable(rows: readonly [string, string][]): ContentNode {
  return {
    table: {
      widths: ['*', 84],
      body: rows.map(([label, amount], index): Content[] => {
        const last = index === rows.length - 1;
        return [
          { text: label, alignment: 'right', bold: last, fontSize: last ? 10.5 : 9.5 },
          { text: amount, alignment: 'right', bold: last, fontSize: last ? 10.5 : 9.5 },
        ];
      }),
    },
    layout: {
      hLineWidth: (row: number, node: TableNode) => (row === node.table.body.length - 1 ? 0.75 : row === node.table.body.length ? 1.5 : 0),
      vLineWidth: () => 0,
      hLineColor: () => ACCENT,
      paddingLeft: () => 5,
      paddingRight: () => 5,
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  };
}

function noteBox(content: Content[], color = MUTED): ContentNode {
  return {
    table: { widths: ['*'], body: [[{ stack: content, color }]] },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (column: number) => (column === 0 ? 2 : 0),
      vLineColor: () => color,
      paddingLeft: () => 8,
      paddingRight: () => 4,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

const CREDENTIAL_STATUS: Record<string, string> = {
  verified: 'Verified by GTA Home Pros',
  submitted: 'Submitted, not yet verified',
  expired: 'Expired',
  none: 'None on file',
};

function credential(label: string, record: CredentialRecord, missing: string): Content {
  const parts = [CREDENTIAL_STATUS[record.status] ?? record.status];
  if (record.expiresOn) parts.push(`expires ${formatDate(record.expiresOn, 'long')}`);
  return {
    stack: [
      { text: label, style: 'label' },
      { text: parts.join(', '), bold: true },
      ...(blank(record.detail) ? [] : [{ text: record.detail! }]),
      ...(record.status === 'verified' ? [] : [{ text: missing, color: WARN, margin: [0, 2, 0, 0] as [number, number, number, number] }]),
    ],
  };
}

/** The hash split in two halves of 32, so it fits a half-page column and still reads as one hex string. */
function hashLines(sha256: string): string {
  return sha256.length > 32 ? `${sha256.slice(0, 32)}\n${sha256.slice(32)}` : sha256;
}

type Borders = [boolean, boolean, boolean, boolean];
const NO_BORDER: Borders = [false, false, false, false];
const LINE_BELOW: Borders = [false, false, false, true];

/** An empty line to write on, with what goes on it printed beneath. */
function writingLine(label: string): Content {
  return {
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: SIGNATURE_COLUMN_WIDTH, y2: 0, lineWidth: 0.75, lineColor: INK }], margin: [0, 26, 0, 2] },
      { text: label, style: 'label' },
    ],
  };
}

/** Where the signature goes: the drawn signature (when given) over the typed name, or nothing to sign on yet. */
function signatureArea(signature: AgreementPdfSignature | undefined): Content {
  if (!signature) return { text: '' };
  const png = signature.drawnSignaturePng;
  const drawn =
    png && png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
      ? [{ image: `data:image/png;base64,${png.toString('base64')}`, fit: [190, 34] as [number, number] }]
      : [];
  return { stack: [...drawn, { text: `/s/ ${signature.fullName}`, italics: true, fontSize: 14, color: ACCENT }], verticalAlignment: 'bottom' };
}

function signatureRecord(signature: AgreementPdfSignature | undefined): Content {
  if (!signature) return { stack: [{ text: 'Signature', style: 'label' }, writingLine('Full legal name'), writingLine('Date')] };
  // The label sits on the value's first line: 1.5 pt lower beside 9.5 pt text and Courier, level with small print.
  const row = (label: string, value: Content, labelTop = 1.5): Content[] => [{ text: label, style: 'label', margin: [0, labelTop, 0, 0] }, value];
  return {
    stack: [
      { text: 'Signature', style: 'label', margin: [0, 0, 0, 6] },
      { text: 'Electronic signature record', style: 'subheading', fontSize: 8.5, margin: [0, 0, 0, 2] },
      {
        table: {
          widths: [RECORD_LABEL_WIDTH, '*'],
          body: [
            row('Signed by', { text: signature.fullName }),
            row('Signed on', { text: `${formatDateTime(signature.signedAt, 'long')}, Toronto time` }),
            row('IP address', { text: signature.ipAddress, style: 'mono' }),
            row('Device', { text: signature.userAgent, fontSize: 7.5, color: MUTED }, 0),
            row('Document SHA-256', { text: hashLines(signature.documentSha256), style: 'mono' }),
          ],
        },
        layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 4, paddingTop: () => 1.5, paddingBottom: () => 1.5 },
      },
    ],
  };
}

/**
 * Both parties side by side, as rows of one table so that each party's name, signature line and record start at
 * the same height whatever the other side holds.
 */
function signatureBlock(input: AgreementPdfInput, signatureOf: (party: 'homeowner' | 'contractor') => AgreementPdfSignature | undefined): Content {
  const { homeowner, contractor } = input.terms;
  const row = (homeownerCell: Content, contractorCell: Content, border = NO_BORDER): Content[] => [
    cell(homeownerCell, border),
    cell({ text: '' }, NO_BORDER),
    cell(contractorCell, border),
  ];
  return {
    table: {
      widths: [SIGNATURE_COLUMN_WIDTH, SIGNATURE_GAP, SIGNATURE_COLUMN_WIDTH],
      heights: (index: number) => (index === 2 ? 44 : 0),
      body: [
        row({ text: 'HOMEOWNER', style: 'partyTitle' }, { text: 'CONTRACTOR', style: 'partyTitle' }),
        row(
          { text: homeowner.name, bold: true },
          {
            stack: [
              { text: contractor.legalName, bold: true },
              { text: `By its representative, ${contractor.representative}`, color: MUTED },
            ],
          },
        ),
        row(signatureArea(signatureOf('homeowner')), signatureArea(signatureOf('contractor')), LINE_BELOW),
        row(signatureRecord(signatureOf('homeowner')), signatureRecord(signatureOf('contractor'))),
      ],
    },
    layout: {
      hLineWidth: () => 0.75,
      vLineWidth: () => 0,
      hLineColor: () => INK,
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: (index: number) => (index === 3 ? 3 : 0),
      paddingBottom: (index: number) => (index === 2 ? 2 : 1),
    },
  };
}

/** A table cell with its own borders (pdfmake draws each cell's four borders unless told otherwise). */
function cell(content: Content, border: Borders): ContentNode {
  return typeof content === 'string' || Array.isArray(content) ? { stack: [content], border } : { ...content, border };
}

function changeOrderSection(input: AgreementPdfInput, number: number): Content[] {
  const signed = (input.changeOrders ?? []).filter((change) => change.status === 'signed').sort((a, b) => a.number - b.number);
  if (input.kind !== 'copy' || signed.length === 0) return [];
  const original = agreementTotals(input.terms.lines);
  const now = currentTotals(input.terms.lines, signed);
  const statusLabel = (status: string) => CHANGE_ORDER_STATUS_LABELS[status as ChangeOrderStatusValue] ?? status;
  const intro: Content[] = [
    ...heading(number, 'Change orders signed by both parties'),
    {
      text: 'Each change order below amends this agreement. It was signed by both parties after the agreement came into force.',
      color: MUTED,
      margin: [0, 0, 0, 6],
    },
  ];
  return [
    ...signed.flatMap((change, index): Content[] => {
      const totals = agreementTotals(change.lines);
      const dates = [
        change.startDate ? `New start date: ${formatDate(change.startDate, 'long')}` : '',
        change.completionDate ? `New completion date: ${formatDate(change.completionDate, 'long')}` : '',
      ].filter(Boolean);
      const parts: Content[] = [
        {
          columns: [
            { text: `Change order ${change.number}`, style: 'subheading', width: '*' },
            {
              text: `${statusLabel(change.status)}${change.signedAt ? ` on ${formatDateTime(change.signedAt, 'long')}` : ''}`,
              alignment: 'right',
              color: MUTED,
              width: 'auto',
            },
          ],
          margin: [0, 4, 0, 2],
        },
        { text: change.description, margin: [0, 0, 0, 4] },
        ...(change.lines.length ? [priceLinesTable(change.lines)] : []),
        {
          columns: [
            { width: '*', text: '' },
            {
              width: 240,
              ...totalsTable([
                ['Change before HST', formatCents(totals.subtotalCents)],
                [`HST ${percent(HST_BASIS_POINTS)}`, formatCents(totals.hstCents)],
                ['Change, HST included', formatCents(totals.totalCents)],
              ]),
            },
          ],
          margin: [0, 4, 0, 2],
        },
        ...(blank(change.scheduleChange) ? [] : [paragraph('Schedule change', change.scheduleChange!)]),
        ...(dates.length ? [{ text: dates.join('     '), margin: [0, 0, 0, 4] as [number, number, number, number] }] : []),
      ];
      const height =
        (index === 0 ? 70 : 0) +
        (linesAtMost(change.description, CONTENT_WIDTH) + 2) * LINE +
        priceLinesHeight(change.lines) +
        4 * LINE +
        20 +
        (blank(change.scheduleChange) ? 0 : (linesAtMost(change.scheduleChange, CONTENT_WIDTH) + 1) * LINE) +
        2 * LINE;
      // The section's heading stays with its first change order.
      return keepTogether(height, index === 0 ? [...intro, ...parts] : parts);
    }),
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 300,
          ...totalsTable([
            ['Original total payable', formatCents(original.totalCents)],
            ['Signed change orders, HST included', formatCents(now.totalCents - original.totalCents)],
            ['Current total payable', formatCents(now.totalCents)],
          ]),
        },
      ],
      margin: [0, 8, 0, 0],
      unbreakable: true,
    },
  ];
}

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

  const parties: Content = {
    table: {
      widths: ['*', '*'],
      body: [
        [
          { text: 'HOMEOWNER', style: 'partyTitle', fillColor: SHADE },
          { text: 'CONTRACTOR', style: 'partyTitle', fillColor: SHADE },
        ],
        [
          {
            stack: [
              field('Name', homeowner.name),
              field('Address where the work is done', homeowner.workAddress),
              ...(blank(homeowner.phone) ? [] : [field('Phone', homeowner.phone!)]),
              ...(blank(homeowner.email) ? [] : [field('E-mail', homeowner.email!)]),
            ],
          },
          {
            stack: [
              field('Legal name', contractor.legalName),
              ...(blank(contractor.operatingName) ? [] : [field('Operating as', contractor.operatingName!)]),
              field('Business address', contractor.businessAddress),
              { columns: [field('Phone', contractor.phone), field('E-mail', contractor.email)], columnGap: 8 },
              field('Representative who dealt with the homeowner', contractor.representative),
              field('HST registration number', blank(contractor.hstNumber) ? 'Not registered for HST' : contractor.hstNumber!),
            ],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0.75,
      vLineWidth: () => 0.75,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      paddingLeft: () => 9,
      paddingRight: () => 9,
      paddingTop: (row: number) => (row === 0 ? 5 : 7),
      paddingBottom: (row: number) => (row === 0 ? 3 : 3),
    },
  };

  const bidNote: Content[] = bid
    ? [
        noteBox(
          [
            { text: 'Bid the homeowner accepted', style: 'label' },
            { text: bid.text, bold: true, color: INK },
            { text: `Range: ${formatCents(bid.minCents)} to ${bid.maxCents === null ? 'open-ended' : formatCents(bid.maxCents)}`, fontSize: 8 },
            ...(outsideBid
              ? [{ text: `${AGREEMENT_MESSAGES.outsideBid}.`, bold: true, color: WARN, margin: [0, 3, 0, 0] as [number, number, number, number] }]
              : []),
          ],
          outsideBid ? WARN : MUTED,
        ),
      ]
    : [];

  const paymentRows: Content[][] = terms.payments.map((payment, index) => {
    const amount = amounts[index];
    const holdback = holdbackOf(amount);
    const notes = [
      payment.amountCents == null && payment.basisPoints != null ? `${percent(payment.basisPoints)} of the total` : '',
      payment.deposit && !/deposit/i.test(payment.description) ? 'Deposit' : '',
    ].filter(Boolean);
    return [
      { stack: [{ text: payment.description }, ...(notes.length ? [{ text: notes.join(' · '), style: 'small' }] : [])] },
      { text: payment.dueOn },
      { text: formatCents(amount), alignment: 'right' },
      { text: formatCents(holdback), alignment: 'right' },
      { text: formatCents(amount - holdback), alignment: 'right' },
    ];
  });
  const scheduled = amounts.reduce((sum, cents) => sum + cents, 0);
  const heldBack = amounts.reduce((sum, cents) => sum + holdbackOf(cents), 0);
  const schedule: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 124, 66, 68, 66],
      body: [
        headerCells(['Payment', 'Due on', ['Amount', 'right'], [`Holdback ${HOLDBACK_PERCENT} %`, 'right'], ['Net payable', 'right']]),
        ...paymentRows,
        [
          { text: 'Total', bold: true },
          { text: '' },
          { text: formatCents(scheduled), alignment: 'right', bold: true },
          { text: formatCents(heldBack), alignment: 'right', bold: true },
          { text: formatCents(scheduled - heldBack), alignment: 'right', bold: true },
        ],
      ],
    },
    layout: tableLayout,
  };

  const permits: Content = terms.permits.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 200],
          body: [
            headerCells(['Permit', 'Obtained by']),
            ...terms.permits.map((permit): Content[] => [
              { text: permit.permit },
              { text: permit.obtainedBy === 'homeowner' ? `The homeowner (${homeowner.name})` : `The contractor (${contractor.legalName})` },
            ]),
          ],
        },
        layout: tableLayout,
      }
    : { text: 'The parties do not expect this work to need a building permit.' };

  const cancellation: Content = {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'YOUR RIGHT TO CANCEL', bold: true, fontSize: 10.5, color: ACCENT, margin: [0, 0, 0, 4] },
              { text: CANCELLATION_STATEMENT, lineHeight: 1.2 },
            ],
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 1.5,
      vLineWidth: () => 1.5,
      hLineColor: () => ACCENT,
      vLineColor: () => ACCENT,
      paddingLeft: () => 12,
      paddingRight: () => 12,
      paddingTop: () => 10,
      paddingBottom: () => 10,
    },
  };

  const content: Content[] = [
    titleBlock,
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 2, lineColor: ACCENT }], margin: [0, 10, 0, 10] },
    {
      text: `This agreement is made on ${formatDate(input.preparedAt, 'long')} between the homeowner and the contractor named below, for the work, the price and on the terms it sets out.`,
      margin: [0, 0, 0, 10],
    },

    ...heading(next(), 'The parties'),
    parties,

    ...heading(next(), 'The work'),
    paragraph('Description of the work', work.description),
    paragraph('Materials', work.materials),
    paragraph('Subcontractors', blank(work.subcontractors) ? 'None: the contractor does all of the work.' : work.subcontractors!),

    ...keepTogether(priceSectionHeight, [
      ...heading(next(), 'The price'),
      priceLinesTable(terms.lines),
      {
        columns: [
          { width: '*', stack: bidNote },
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

    ...keepTogether(scheduleSectionHeight, [...heading(next(), 'Payment schedule'), schedule, { text: HOLDBACK_NOTE, style: 'small', margin: [0, 5, 0, 0] }]),
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
    permits,
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
    ...keepTogether(200, [...heading(next(), 'Cancellation'), cancellation]),

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
  configurePdfmake();
  return pdfmake.createPdf(documentDefinition(input)).getBuffer();
}
