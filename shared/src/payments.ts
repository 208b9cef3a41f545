/**
 * The job's money after the agreement is signed: invoices with HST and the Construction Act's 10 % holdback,
 * the prompt-payment clock (28 days to pay a proper invoice, 14 days to give a notice of non-payment), the
 * holdback's release 60 days after substantial performance, and the ledger both sides see. Pure functions,
 * shared by the API (which refuses what these refuse), the pages and the invoice PDF. Every amount is an
 * integer number of cents; every calendar day is YYYY-MM-DD on Toronto's calendar. docs/payments.md maps
 * each rule of the Act to its function and to its test. This file holds the Act's numbers, the kinds and every
 * message; invoices.ts, payment-clock.ts and ledger.ts hold the rules.
 *
 * None of this is legal advice: it follows the plain reading of Ontario's Construction Act as the province's
 * guidance and practitioners explain it.
 */
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES } from './agreements';
import { formatCents, formatDate, torontoDay } from './format';
import { isCalendarDay } from './payment-input';
/** Days after a proper invoice is given within which the owner pays it (Construction Act, s. 6.4). */
export const PAYMENT_DUE_DAYS = 28;
/** Days after a proper invoice is given within which the owner may give a notice of non-payment. */
export const NON_PAYMENT_NOTICE_DAYS = 14;
/** Days after substantial performance is confirmed until the holdback falls due (the time to preserve a lien). */
export const HOLDBACK_RELEASE_DAYS = 60;
/** The reminder that an invoice falls due is sent from this many days before the due day. */
export const DUE_REMINDER_DAYS = 3;
/** The reminder that the notice period is ending is sent from this many days before its last day. */
export const NOTICE_REMINDER_DAYS = 3;
/** The smallest invoice, before tax: $1 (see invoiceAmounts on why a 1-cent invoice cannot be exact). */
export const MIN_INVOICE_CENTS = 100;

export const PAYMENT_LIMITS = {
  description: 4000,
  reasons: 4000,
  reference: 120,
  name: AGREEMENT_LIMITS.name,
  address: AGREEMENT_LIMITS.address,
  agreementReference: 120,
  minReasons: 20,
} as const;

/** How a payment made outside the marketplace was made. */
export const PAYMENT_METHODS = ['e-transfer', 'cheque', 'card', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  'e-transfer': 'Interac e-Transfer',
  cheque: 'Cheque',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
};

export const INVOICE_KINDS = ['work', 'holdback-release'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const PAYMENT_CLOCK_STATES = ['notice-possible', 'due', 'overdue', 'disputed', 'paid'] as const;
export type PaymentClockState = (typeof PAYMENT_CLOCK_STATES)[number];

export const PAYMENT_REMINDERS = ['due-in-3-days', 'overdue', 'notice-period-ending'] as const;
export type PaymentReminder = (typeof PAYMENT_REMINDERS)[number];

/** Every text the invoices, the clock, notices and payments say, in one place for the API, the pages and the PDF. */
export const PAYMENT_MESSAGES = {
  // Issuing an invoice: the items of a proper invoice (Construction Act, s. 6.1).
  contractorName: 'Enter the contractor’s name as it appears on the agreement',
  contractorAddress: 'Enter the contractor’s business address',
  hstNumber: 'An invoice that charges HST must show the contractor’s HST number',
  issuedOn: 'Enter the invoice date (YYYY-MM-DD)',
  period: 'Enter the period the work or materials were supplied in: a first and a last day, the last on or after the first',
  periodAfterIssue: 'The period the invoice covers cannot end after the invoice date',
  agreementReference: 'Name the agreement or the signed change order this invoice is for',
  description: 'Describe the work done or the materials supplied in this period',
  amount: `Enter the amount before tax in dollars and cents, at least ${formatCents(MIN_INVOICE_CENTS)}`,
  paymentContactName: 'Enter the name of the person payment is sent to',
  paymentContactPhone: AGREEMENT_MESSAGES.phone,
  paymentContactAddress: 'Enter the mailing address payment is sent to',
  estimateRule: AGREEMENT_MESSAGES.estimateRule,
  tooLong: AGREEMENT_MESSAGES.tooLong,

  // The notice of non-payment.
  noticeTooLate: `The ${NON_PAYMENT_NOTICE_DAYS} days for a notice of non-payment have passed: pay the invoice, or take the dispute to adjudication`,
  noticeAmount: 'The amount not being paid must be more than $0 and at most the amount payable now',
  noticeReasons: `Give the reasons for not paying, in at least ${PAYMENT_LIMITS.minReasons} characters`,
  noticeAlreadyGiven: 'A notice of non-payment has already been given for this invoice',

  // Recording a payment made outside the marketplace.
  paymentAmount: 'Enter the amount paid in dollars and cents, more than $0',
  paymentMethod: 'Choose how it was paid: Interac e-Transfer, cheque, card, cash or other',
  paidOn: 'Enter the day it was paid (YYYY-MM-DD), today or earlier',

  // The clock, as both sides see it.
  dueToday: 'due today',
  dueTomorrow: 'due tomorrow',
  dueIn: (days: number) => `due in ${days} days`,
  noticePossibleUntil: (day: string) => `notice of non-payment possible until ${formatDate(day)}`,
  overdue: (dueOn: string) => `overdue: it was due on ${formatDate(dueOn)}`,
  disputed: (sentOn: string, dueOn: string) => `notice of non-payment given on ${formatDate(sentOn)}; the rest is due by ${formatDate(dueOn)}`,
  paid: (paidOn: string) => `paid on ${formatDate(paidOn)}`,

  // The holdback.
  holdbackReleaseOn: (day: string) => `The holdback falls due on ${formatDate(day)}, ${HOLDBACK_RELEASE_DAYS} days after substantial performance was confirmed`,
} as const;

/**
 * A moment or a calendar day as the calendar day it is in Toronto. A Date (an invoice e-mailed at 11:30 p.m.)
 * is read on Toronto's clock, whatever the server's time zone; a YYYY-MM-DD day is taken as it is.
 */
export function torontoDayOf(value: Date | string): string {
  if (typeof value === 'string') {
    if (isCalendarDay(value)) return value;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new RangeError(`Not a day or a moment: ${value}`);
    return torontoDay(date);
  }
  if (Number.isNaN(value.getTime())) throw new RangeError('Not a valid date');
  return torontoDay(value);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}
