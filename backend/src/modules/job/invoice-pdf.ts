/**
 * A proper invoice under Ontario's Construction Act as a PDF (docs/payments.md): the contractor and their
 * address, the invoice's number, date and period, the agreement or change order it is under, the work, the
 * amounts with HST and the 10 % holdback kept back, what is payable and by when, and who payment is sent to.
 * Made by the same generator, fonts and styles as the agreement (agreement-pdf.ts); the amounts are the ones
 * stored when it was issued (rules' invoiceAmounts), never computed again here.
 */
import type { Content, DocumentDefinition } from 'pdfmake';
import { HOLDBACK_PERCENT, NOT_LEGAL_ADVICE, NON_PAYMENT_NOTICE_DAYS, PAYMENT_DUE_DAYS, formatCents, formatDate } from '@marketplace/shared';
import { CONTENT_WIDTH, MUTED, PAGE_MARGIN_X, PDF_DEFAULT_STYLE, PDF_STYLES, RULE, configuredPdfmake, field, totalsTable } from '../agreement/pdf-layout';
import type { InvoicePdfRenderer } from './job-money-rows';

type InvoicePdfInput = Parameters<InvoicePdfRenderer>[0];

function documentDefinition({ agreementId, projectTitle, invoice, number, dueOn, noticeDeadline }: InvoicePdfInput): DocumentDefinition {
  const { details } = invoice;
  const release = invoice.kind === 'holdback-release';
  const amounts: [string, string][] = [
    [release ? 'Holdback released, before tax' : 'Work and materials supplied, before tax', formatCents(invoice.subtotalCents)],
    [release ? 'HST kept back with the holdback' : 'HST (13 %)', formatCents(invoice.hstCents)],
    ['Invoice total', formatCents(invoice.totalCents)],
    ...(release
      ? []
      : ([
          [`Holdback kept back (${HOLDBACK_PERCENT} % of the price before tax)`, `− ${formatCents(invoice.holdbackCents)}`],
          ['HST on the holdback, invoiced with its release', `− ${formatCents(invoice.holdbackHstCents)}`],
        ] as [string, string][])),
    ['Payable now', formatCents(invoice.payableNowCents)],
  ];
  const content: Content[] = [
    { text: release ? 'Invoice: holdback release' : 'Invoice', style: 'title' },
    { text: `${number} · ${projectTitle}`, color: MUTED, margin: [0, 2, 0, 12] },
    {
      columns: [
        {
          stack: [
            { text: 'FROM', style: 'partyTitle' },
            field('Contractor', details.contractor.name),
            field('Business address', details.contractor.address),
            ...(details.contractor.hstNumber ? [field('HST number', details.contractor.hstNumber)] : []),
          ],
        },
        {
          stack: [
            { text: 'TO', style: 'partyTitle' },
            field('Homeowner', details.homeowner.name),
            field('Work address', details.homeowner.workAddress),
          ],
        },
      ],
      columnGap: 18,
    },
    {
      columns: [
        field('Invoice date', formatDate(invoice.issuedAt, 'long')),
        field('Period the work or materials were supplied', `${formatDate(details.periodStart)} to ${formatDate(details.periodEnd)}`),
      ],
      columnGap: 18,
      margin: [0, 6, 0, 0],
    },
    field('Given under', invoice.reference),
    { text: 'Work and materials', style: 'heading' },
    { text: details.description, margin: [0, 4, 0, 10] },
    totalsTable(amounts),
    {
      text: release
        ? 'This invoice releases the holdback kept back from earlier invoices, with the HST on it; nothing is held back from it.'
        : `The homeowner keeps back ${HOLDBACK_PERCENT} % of the price as the Construction Act’s holdback, and the HST on it. Both are invoiced when the holdback is released, 60 days after substantial performance is confirmed.`,
      style: 'small',
      margin: [0, 8, 0, 0],
    },
    { text: 'Payment', style: 'heading' },
    {
      columns: [
        field('Pay by', `${formatDate(dueOn, 'long')} (${PAYMENT_DUE_DAYS} days after this invoice is given)`),
        field('Notice of non-payment possible until', `${formatDate(noticeDeadline, 'long')} (${NON_PAYMENT_NOTICE_DAYS} days)`),
      ],
      columnGap: 18,
      margin: [0, 4, 0, 0],
    },
    field('Send payment to', `${details.paymentContact.name} · ${details.paymentContact.phone}\n${details.paymentContact.address}`),
    {
      text: 'Payments are made directly to the contractor, outside GTA Home Pros, and recorded by both sides on the agreement page. A homeowner who disagrees with some or all of this invoice may give a notice of non-payment, with the amount and the reasons, within the notice period.',
      style: 'small',
      margin: [0, 6, 0, 0],
    },
    { text: NOT_LEGAL_ADVICE, style: 'small', italics: true, margin: [0, 18, 0, 0] },
  ];
  return {
    pageSize: 'LETTER',
    pageMargins: [PAGE_MARGIN_X, 58, PAGE_MARGIN_X, 58],
    info: { title: `Invoice ${number}`, subject: projectTitle, creator: 'GTA Home Pros', producer: 'GTA Home Pros', creationDate: new Date(invoice.issuedAt) },
    language: 'en-CA',
    content,
    footer: (currentPage, pageCount) => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: RULE }] },
        {
          columns: [{ text: `${number} · Agreement ${agreementId}` }, { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right' }],
          margin: [0, 4, 0, 0],
        },
      ],
      style: 'pageFurniture',
      margin: [PAGE_MARGIN_X, 22, PAGE_MARGIN_X, 0],
    }),
    defaultStyle: PDF_DEFAULT_STYLE,
    styles: PDF_STYLES,
  };
}

/** The invoice as a PDF, e-mailed to the homeowner and kept in private storage. */
export const renderInvoicePdf: InvoicePdfRenderer = (input) => {
  return configuredPdfmake().createPdf(documentDefinition(input)).getBuffer();
};
