/**
 * The job's money after the agreement is signed: invoices with HST and the Construction Act's 10 % holdback,
 * the prompt-payment clock (28 days to pay a proper invoice, 14 days to give a notice of non-payment), the
 * holdback's release 60 days after substantial performance, and the ledger both sides see. Pure functions,
 * shared by the API (which refuses what these refuse), the pages and the invoice PDF. Every amount is an
 * integer number of cents; every calendar day is YYYY-MM-DD on Toronto's calendar. docs/payments.md maps
 * each rule of the Act to its function here and to its test.
 *
 * None of this is legal advice: it follows the plain reading of Ontario's Construction Act as the province's
 * guidance and practitioners explain it.
 */
import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  addDays,
  type AgreementProblem,
  type AgreementTotals,
  estimateRuleProblem,
  holdbackOf,
  hstOn,
  lineAmountCents,
  maxChargeableCents,
  type PriceLine,
} from './agreements';
import { formatCents, formatDate, torontoDay } from './format';
import { isPhoneNumber } from './phone';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

function isCents(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

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

// ---------------------------------------------------------------------------------------------------------
// Invoice amounts

/** What the invoices issued before this one on the same agreement added up to, before tax (from `ledger`). */
export interface InvoicedBefore {
  subtotalCents: number;
  taxableCents: number;
}

export type InvoiceAmountInput = {
  /** Is the contractor registered for HST? Without a registration nothing is taxed. */
  hstRegistered: boolean;
  /** The work invoices already issued on this agreement (see `ledger`): rounding is done on the running totals. */
  invoicedBefore?: InvoicedBefore | null;
} & ({ lines: readonly Pick<PriceLine, 'quantity' | 'unitPriceCents' | 'taxable'>[] } | { amountCents: number; taxable: boolean });

export interface InvoiceAmounts {
  /** The price of the work and materials the invoice covers, before tax. */
  subtotalCents: number;
  /** The part of the subtotal HST is charged on (0 when the contractor is not registered). */
  taxableCents: number;
  /** The HST on the work the invoice covers. */
  hstCents: number;
  /** subtotal + HST: what the work invoiced costs. */
  totalCents: number;
  /** The Construction Act's holdback: 10 % of the price before tax. */
  holdbackCents: number;
  /** The HST on the holdback: kept back with it, and invoiced when the holdback is released. */
  holdbackHstCents: number;
  /** holdback + its HST: what the homeowner keeps back from this invoice. */
  keptBackCents: number;
  /** total − kept back: what the homeowner pays within 28 days. */
  payableNowCents: number;
}

/**
 * An invoice's amounts. The holdback is 10 % of the price before tax (the Act holds back "10 per cent of the
 * price of the services or materials"; HST is a tax on that price, not part of it). The HST on the holdback
 * is not payable until the holdback is (the Excise Tax Act makes tax on a holdback payable when the holdback
 * is paid or falls due), so it is kept back with the holdback and invoiced on its release; what is payable
 * now is the total less both.
 *
 * HST and holdback are rounded on the agreement's running totals, not invoice by invoice: this invoice's HST
 * is the HST on everything invoiced so far less the HST on what was invoiced before it, and the same for the
 * holdback. So invoices that together cover the agreement's lines add up to the agreement's total to the
 * cent, and the holdback kept is exactly 10 % of all the work invoiced. (An invoice of a cent or two could
 * then come out a cent below zero payable, hence MIN_INVOICE_CENTS.)
 */
export function invoiceAmounts(input: InvoiceAmountInput): InvoiceAmounts {
  let subtotalCents: number;
  let taxable: number;
  if ('lines' in input) {
    subtotalCents = 0;
    taxable = 0;
    for (const line of input.lines) {
      const amount = lineAmountCents(line);
      subtotalCents += amount;
      if (line.taxable) taxable += amount;
    }
  } else {
    subtotalCents = input.amountCents;
    taxable = input.taxable ? input.amountCents : 0;
  }
  const taxableCents = input.hstRegistered ? taxable : 0;
  const before = input.invoicedBefore ?? { subtotalCents: 0, taxableCents: 0 };
  const step = (f: (cents: number) => number, from: number, by: number) => f(from + by) - f(from);
  const hstCents = step(hstOn, before.taxableCents, taxableCents);
  const holdbackCents = step(holdbackOf, before.subtotalCents, subtotalCents);
  const holdbackHstCents = step((cents) => hstOn(holdbackOf(cents)), before.taxableCents, taxableCents);
  const totalCents = subtotalCents + hstCents;
  const keptBackCents = holdbackCents + holdbackHstCents;
  return { subtotalCents, taxableCents, hstCents, totalCents, holdbackCents, holdbackHstCents, keptBackCents, payableNowCents: totalCents - keptBackCents };
}

/**
 * The invoice that releases the holdback still kept back (from `ledger(...).holdbackToRelease`): the holdback
 * and its HST, payable in full; nothing is held back from a holdback.
 */
export function holdbackReleaseAmounts(toRelease: { subtotalCents: number; hstCents: number }): InvoiceAmounts {
  const totalCents = toRelease.subtotalCents + toRelease.hstCents;
  return {
    subtotalCents: toRelease.subtotalCents,
    taxableCents: 0,
    hstCents: toRelease.hstCents,
    totalCents,
    holdbackCents: 0,
    holdbackHstCents: 0,
    keptBackCents: 0,
    payableNowCents: totalCents,
  };
}

/** What the estimate rule is measured against: the signed agreement's totals and its signed change orders. */
export type AgreementLimits = Pick<AgreementTotals, 'fixedCents' | 'estimateCents'> & {
  /** What signed change orders added before tax (negative when they removed work). */
  signedChangeCents?: number;
};

/** How much more may still be invoiced before tax under the 10 % estimate rule (negative once over it). */
export function invoiceRoomCents(invoicedSoFarCents: number, limits: AgreementLimits): number {
  return maxChargeableCents(limits, limits.signedChangeCents ?? 0) - invoicedSoFarCents;
}

/**
 * The 10 % estimate rule for invoices: refused, with AGREEMENT_MESSAGES.estimateRule, when this invoice takes
 * the work invoiced (before tax) beyond the signed totals (estimate lines plus 10 %) plus signed change orders.
 * A holdback release is not a new charge and is not measured.
 */
export function invoiceRuleProblem(invoicedSoFarCents: number, thisInvoiceCents: number, limits: AgreementLimits): AgreementProblem | undefined {
  return estimateRuleProblem(invoicedSoFarCents + thisInvoiceCents, limits, limits.signedChangeCents ?? 0);
}

// ---------------------------------------------------------------------------------------------------------
// The proper invoice

/** What the contractor fills in to issue an invoice; the amounts come from `invoiceAmounts`. */
export interface ProperInvoiceDraft {
  contractor: { name: string; address: string; hstNumber?: string | null };
  /** The invoice date, YYYY-MM-DD. */
  issuedOn: string;
  /** The period the work or materials were supplied in. */
  periodStart: string;
  periodEnd: string;
  /** The authority it is given under: the agreement's number, or a signed change order's. */
  agreementReference: string;
  description: string;
  /** The amount before tax, in cents (from `invoiceAmounts(...).subtotalCents`). */
  subtotalCents: number;
  /** The HST charged (from `invoiceAmounts(...).hstCents`). */
  hstCents: number;
  /** Who payment is sent to. */
  paymentContact: { name: string; title?: string | null; phone: string; address: string };
}

/**
 * Every item of a proper invoice that is missing or invalid, in reading order. A proper invoice names the
 * contractor and their address; its date and the period it covers; the agreement or change order it is
 * given under; a description of the work or materials; the amount and how it is calculated (the invoice
 * shows `invoiceAmounts`: HST and the holdback are computed, never typed); and who payment is sent to.
 */
export function properInvoiceProblems(draft: ProperInvoiceDraft): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  const L = PAYMENT_LIMITS;
  const text = (field: string, value: string | null | undefined, max: number, message: string) => {
    if (blank(value)) problems.push({ field, message });
    else if (value!.length > max) problems.push({ field, message: PAYMENT_MESSAGES.tooLong(max) });
  };
  text('contractor.name', draft.contractor?.name, L.name, PAYMENT_MESSAGES.contractorName);
  text('contractor.address', draft.contractor?.address, L.address, PAYMENT_MESSAGES.contractorAddress);
  if (draft.hstCents > 0 && blank(draft.contractor?.hstNumber)) problems.push({ field: 'contractor.hstNumber', message: PAYMENT_MESSAGES.hstNumber });
  const issued = isCalendarDay(draft.issuedOn);
  if (!issued) problems.push({ field: 'issuedOn', message: PAYMENT_MESSAGES.issuedOn });
  if (!isCalendarDay(draft.periodStart) || !isCalendarDay(draft.periodEnd) || draft.periodEnd < draft.periodStart) {
    problems.push({ field: 'period', message: PAYMENT_MESSAGES.period });
  } else if (issued && draft.periodEnd > draft.issuedOn) {
    problems.push({ field: 'period', message: PAYMENT_MESSAGES.periodAfterIssue });
  }
  text('agreementReference', draft.agreementReference, L.agreementReference, PAYMENT_MESSAGES.agreementReference);
  text('description', draft.description, L.description, PAYMENT_MESSAGES.description);
  if (!isCents(draft.subtotalCents, MIN_INVOICE_CENTS)) problems.push({ field: 'amount', message: PAYMENT_MESSAGES.amount });
  text('paymentContact.name', draft.paymentContact?.name, L.name, PAYMENT_MESSAGES.paymentContactName);
  if (blank(draft.paymentContact?.phone) || !isPhoneNumber(draft.paymentContact.phone)) problems.push({ field: 'paymentContact.phone', message: PAYMENT_MESSAGES.paymentContactPhone });
  text('paymentContact.address', draft.paymentContact?.address, L.address, PAYMENT_MESSAGES.paymentContactAddress);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// The prompt-payment clock

export interface PaymentClock {
  /** The day the proper invoice was given, on Toronto's calendar. */
  issuedOn: string;
  /** The last day to pay: 28 days after the invoice was given. */
  dueOn: string;
  /** The last day to give a notice of non-payment: 14 days after the invoice was given. */
  noticeDeadline: string;
  state: PaymentClockState;
  /** Days from today to the due day: 0 on the due day, negative once overdue. */
  daysLeft: number;
  /** What both sides see: "due in 12 days", "notice of non-payment possible until Mar 15, 2027", ... */
  label: string;
}

/** The day the invoice falls due: 28 days after the day it was given (that day not counted). */
export function paymentDueOn(issuedOn: Date | string): string {
  return addDays(torontoDayOf(issuedOn), PAYMENT_DUE_DAYS);
}

/** The last day for a notice of non-payment: 14 days after the day the invoice was given. */
export function noticeDeadlineOn(issuedOn: Date | string): string {
  return addDays(torontoDayOf(issuedOn), NON_PAYMENT_NOTICE_DAYS);
}

/**
 * Where the invoice stands on the prompt-payment clock at `now`. Every count is in calendar days on Toronto's
 * calendar: an invoice given at 11:30 p.m. in Toronto is given that day, whatever the UTC date, and a
 * daylight-saving change in the 28 days moves nothing. Paid wins over everything; then a notice of
 * non-payment ('disputed'); then, up to the notice deadline, 'notice-possible'; then 'due'; then 'overdue'.
 */
export function paymentClock(issuedOn: Date | string, now: Date, notice?: { sentAt: Date | string } | null, paidAt?: Date | string | null): PaymentClock {
  const issued = torontoDayOf(issuedOn);
  const dueOn = addDays(issued, PAYMENT_DUE_DAYS);
  const noticeDeadline = addDays(issued, NON_PAYMENT_NOTICE_DAYS);
  const today = torontoDayOf(now);
  const daysLeft = daysBetween(today, dueOn);
  const base = { issuedOn: issued, dueOn, noticeDeadline, daysLeft };
  if (paidAt) return { ...base, state: 'paid', label: PAYMENT_MESSAGES.paid(torontoDayOf(paidAt)) };
  if (notice) return { ...base, state: 'disputed', label: PAYMENT_MESSAGES.disputed(torontoDayOf(notice.sentAt), dueOn) };
  if (daysLeft < 0) return { ...base, state: 'overdue', label: PAYMENT_MESSAGES.overdue(dueOn) };
  if (today <= noticeDeadline) return { ...base, state: 'notice-possible', label: PAYMENT_MESSAGES.noticePossibleUntil(noticeDeadline) };
  const label = daysLeft === 0 ? PAYMENT_MESSAGES.dueToday : daysLeft === 1 ? PAYMENT_MESSAGES.dueTomorrow : PAYMENT_MESSAGES.dueIn(daysLeft);
  return { ...base, state: 'due', label };
}

/** An invoice as the reminder job sees it. */
export interface ReminderInvoice {
  issuedOn: Date | string;
  /** What is payable now (`invoiceAmounts(...).payableNowCents`). */
  payableNowCents: number;
  notice?: { sentAt: Date | string; amountCents: number } | null;
  paidAt?: Date | string | null;
}

/**
 * The reminders that apply to an invoice at `now`. Each applies over a window, not on one day, so a job
 * that missed a run still sends it; the job records each one it sends and sends none twice.
 * - 'notice-period-ending' (to the homeowner): from 3 days before the notice deadline to the deadline, while
 *   no notice has been given.
 * - 'due-in-3-days' (to the homeowner): from 3 days before the due day to the due day.
 * - 'overdue' (to both): any day after the due day.
 * A paid invoice has none; nor has one whose notice of non-payment holds back all that was payable.
 */
export function remindersDue(invoice: ReminderInvoice, now: Date): PaymentReminder[] {
  if (invoice.paidAt) return [];
  const issued = torontoDayOf(invoice.issuedOn);
  const today = torontoDayOf(now);
  const dueIn = daysBetween(today, addDays(issued, PAYMENT_DUE_DAYS));
  const noticeIn = daysBetween(today, addDays(issued, NON_PAYMENT_NOTICE_DAYS));
  const reminders: PaymentReminder[] = [];
  if (!invoice.notice && noticeIn >= 0 && noticeIn <= NOTICE_REMINDER_DAYS) reminders.push('notice-period-ending');
  const somethingDue = !invoice.notice || invoice.notice.amountCents < invoice.payableNowCents;
  if (somethingDue && dueIn >= 0 && dueIn <= DUE_REMINDER_DAYS) reminders.push('due-in-3-days');
  if (somethingDue && dueIn < 0) reminders.push('overdue');
  return reminders;
}

/** A notice of non-payment, as the homeowner gives it. */
export interface NonPaymentNoticeDraft {
  /** The amount not being paid, in cents. */
  amountCents: number;
  reasons: string;
}

/** What is wrong with a notice of non-payment given at `now` for an invoice given on `issuedOn`. */
export function nonPaymentNoticeProblems(draft: NonPaymentNoticeDraft, invoice: { issuedOn: Date | string; payableNowCents: number }, now: Date): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  if (torontoDayOf(now) > noticeDeadlineOn(invoice.issuedOn)) problems.push({ field: 'notice', message: PAYMENT_MESSAGES.noticeTooLate });
  if (!isCents(draft.amountCents, 1) || draft.amountCents > invoice.payableNowCents) problems.push({ field: 'amountCents', message: PAYMENT_MESSAGES.noticeAmount });
  if (blank(draft.reasons) || draft.reasons.trim().length < PAYMENT_LIMITS.minReasons) problems.push({ field: 'reasons', message: PAYMENT_MESSAGES.noticeReasons });
  else if (draft.reasons.length > PAYMENT_LIMITS.reasons) problems.push({ field: 'reasons', message: PAYMENT_MESSAGES.tooLong(PAYMENT_LIMITS.reasons) });
  return problems;
}

/** A payment made outside the marketplace, as the homeowner records it. */
export interface PaymentRecordDraft {
  amountCents: number;
  method: string;
  /** YYYY-MM-DD. */
  paidOn: string;
  reference?: string | null;
}

/** What is wrong with a payment recorded at `now`. */
export function paymentRecordProblems(draft: PaymentRecordDraft, now: Date): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  if (!isCents(draft.amountCents, 1)) problems.push({ field: 'amountCents', message: PAYMENT_MESSAGES.paymentAmount });
  if (!(PAYMENT_METHODS as readonly string[]).includes(draft.method)) problems.push({ field: 'method', message: PAYMENT_MESSAGES.paymentMethod });
  if (!isCalendarDay(draft.paidOn) || draft.paidOn > torontoDayOf(now)) problems.push({ field: 'paidOn', message: PAYMENT_MESSAGES.paidOn });
  if (draft.reference && draft.reference.length > PAYMENT_LIMITS.reference) problems.push({ field: 'reference', message: PAYMENT_MESSAGES.tooLong(PAYMENT_LIMITS.reference) });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// The holdback's release

/** The day the holdback falls due: 60 days after substantial performance was confirmed, on Toronto's calendar. */
export function holdbackReleaseOn(substantialPerformanceConfirmedOn: Date | string): string {
  return addDays(torontoDayOf(substantialPerformanceConfirmedOn), HOLDBACK_RELEASE_DAYS);
}

// ---------------------------------------------------------------------------------------------------------
// The ledger

/** An invoice as the ledger counts it: its amounts and its kind. Withdrawn or void invoices are left out. */
export type LedgerInvoice = Pick<InvoiceAmounts, 'subtotalCents' | 'taxableCents' | 'hstCents' | 'totalCents' | 'holdbackCents' | 'holdbackHstCents' | 'keptBackCents' | 'payableNowCents'> & {
  kind: InvoiceKind;
};

/** A payment recorded by the homeowner; `confirmed` once the contractor confirms receipt. */
export interface LedgerPayment {
  amountCents: number;
  confirmed: boolean;
}

export interface LedgerInput {
  /** The signed agreement's total, HST included. */
  agreementTotalCents: number;
  /** What signed change orders added to it, HST included (negative when they removed work). */
  signedChangeCents: number;
  invoices: readonly LedgerInvoice[];
  payments: readonly LedgerPayment[];
}

export interface Ledger {
  agreedCents: number;
  changeOrdersCents: number;
  /** agreed + change orders. */
  contractTotalCents: number;
  /** The work invoices' totals, HST included (holdback releases are not new work). */
  invoicedCents: number;
  /** The work invoiced, before tax and taxable: the estimate rule's count, and the next invoice's `invoicedBefore`. */
  invoicedBefore: InvoicedBefore;
  /** All that invoices asked to be paid now: work invoices less what they kept back, plus holdback releases. */
  payableCents: number;
  /** Every payment the homeowner recorded. */
  paidCents: number;
  /** The payments the contractor confirmed. */
  confirmedCents: number;
  /** Recorded, not (yet) confirmed. */
  awaitingConfirmationCents: number;
  /** Kept back from work invoices: holdback and its HST. */
  holdbackKeptCents: number;
  /** Invoiced by holdback-release invoices. */
  holdbackReleasedCents: number;
  /** Kept back and not yet released: falls due on `holdbackReleaseOn`. */
  holdbackDueCents: number;
  /** holdbackDue, before tax and its HST: what the release invoice asks for (`holdbackReleaseAmounts`). */
  holdbackToRelease: { subtotalCents: number; hstCents: number };
  /** Payable and not yet confirmed as paid. */
  outstandingCents: number;
  /** Confirmed beyond what was payable. */
  overpaidCents: number;
}

/**
 * Where the job's money stands. Plain integer sums, so nothing drifts: docs/payments.md lists the invariants
 * and `payment-rules.test.ts` checks them on random jobs.
 */
export function ledger(input: LedgerInput): Ledger {
  let invoicedCents = 0;
  let invoicedSubtotal = 0;
  let invoicedTaxable = 0;
  let payableCents = 0;
  let holdbackKeptCents = 0;
  let holdbackReleasedCents = 0;
  let keptHoldback = 0;
  let keptHst = 0;
  let releasedSubtotal = 0;
  let releasedHst = 0;
  for (const invoice of input.invoices) {
    payableCents += invoice.payableNowCents;
    if (invoice.kind === 'holdback-release') {
      holdbackReleasedCents += invoice.totalCents;
      releasedSubtotal += invoice.subtotalCents;
      releasedHst += invoice.hstCents;
    } else {
      invoicedCents += invoice.totalCents;
      invoicedSubtotal += invoice.subtotalCents;
      invoicedTaxable += invoice.taxableCents;
      holdbackKeptCents += invoice.keptBackCents;
      keptHoldback += invoice.holdbackCents;
      keptHst += invoice.holdbackHstCents;
    }
  }
  let paidCents = 0;
  let confirmedCents = 0;
  for (const payment of input.payments) {
    paidCents += payment.amountCents;
    if (payment.confirmed) confirmedCents += payment.amountCents;
  }
  const balance = payableCents - confirmedCents;
  return {
    agreedCents: input.agreementTotalCents,
    changeOrdersCents: input.signedChangeCents,
    contractTotalCents: input.agreementTotalCents + input.signedChangeCents,
    invoicedCents,
    invoicedBefore: { subtotalCents: invoicedSubtotal, taxableCents: invoicedTaxable },
    payableCents,
    paidCents,
    confirmedCents,
    awaitingConfirmationCents: paidCents - confirmedCents,
    holdbackKeptCents,
    holdbackReleasedCents,
    holdbackDueCents: holdbackKeptCents - holdbackReleasedCents,
    holdbackToRelease: { subtotalCents: keptHoldback - releasedSubtotal, hstCents: keptHst - releasedHst },
    outstandingCents: Math.max(0, balance),
    overpaidCents: Math.max(0, -balance),
  };
}
