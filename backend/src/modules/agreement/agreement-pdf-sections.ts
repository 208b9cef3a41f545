/** The agreement's sections as the PDF shows them: price lines, the parties, the schedule, permits, credentials, cancelling, change orders. */
import type { Content } from 'pdfmake';
import {
  AGREEMENT_MESSAGES,
  CANCELLATION_STATEMENT,
  CHANGE_ORDER_STATUS_LABELS,
  HOLDBACK_PERCENT,
  HST_BASIS_POINTS,
  PRICE_KIND_LABELS,
  agreementTotals,
  currentTotals,
  formatCents,
  formatDate,
  formatDateTime,
  formatNumber,
  holdbackOf,
  lineAmountCents,
  type AgreementTerms,
  type ChangeOrderStatusValue,
  type CredentialRecord,
  type PriceLine,
} from '@marketplace/shared';
import type { AgreementPdfInput } from './agreement-pdf.types';
import { ACCENT, CONTENT_WIDTH, INK, LINE, MUTED, RULE, SHADE, WARN, blank, field, headerCells, heading, keepTogether, linesAtMost, noteBox, paragraph, percent, tableLayout, totalsTable } from './pdf-layout';

/** Column widths (points) the estimates use; they follow the tables' widths below. */
const PRICE_DESCRIPTION_WIDTH = CONTENT_WIDTH - (58 + 42 + 66 + 72 + 28) - 6 * 10;
export const PAYMENT_DESCRIPTION_WIDTH = CONTENT_WIDTH - (124 + 66 + 68 + 66) - 5 * 10;
export const PAYMENT_DUE_WIDTH = 124 - 10;

export const priceLinesHeight = (lines: readonly PriceLine[]) =>
  24 + lines.reduce((sum, line) => sum + linesAtMost(line.description, PRICE_DESCRIPTION_WIDTH) * LINE + 8, 0);

export function priceLinesTable(lines: readonly PriceLine[]): Content {
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

const CREDENTIAL_STATUS: Record<string, string> = {
  verified: 'Verified by GTA Home Pros',
  submitted: 'Submitted, not yet verified',
  expired: 'Expired',
  none: 'None on file',
};

export function credential(label: string, record: CredentialRecord, missing: string): Content {
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

/** The two parties side by side: who they are and where to reach them. */
export function partiesTable({ homeowner, contractor }: AgreementTerms): Content {
  return {
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
}

/** The bid the homeowner accepted, beside the totals; stressed when the price is outside its range. */
export function bidNote(bid: AgreementTerms['acceptedBid'], outsideBid: boolean): Content[] {
  return bid
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
}

/** The payment schedule: each payment, its holdback and what is paid net, with their totals. */
export function paymentSchedule(terms: AgreementTerms, amounts: readonly number[]): Content {
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
  return {
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
}

/** The permits the work needs and who obtains each. */
export function permitsTable({ permits, homeowner, contractor }: AgreementTerms): Content {
  return permits.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 200],
          body: [
            headerCells(['Permit', 'Obtained by']),
            ...permits.map((permit): Content[] => [
              { text: permit.permit },
              { text: permit.obtainedBy === 'homeowner' ? `The homeowner (${homeowner.name})` : `The contractor (${contractor.legalName})` },
            ]),
          ],
        },
        layout: tableLayout,
      }
    : { text: 'The parties do not expect this work to need a building permit.' };
}

/** The statement of the homeowner's right to cancel, in the box the law asks for. */
export function cancellationBox(): Content {
  return {
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
}

export function changeOrderSection(input: AgreementPdfInput, number: number): Content[] {
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
