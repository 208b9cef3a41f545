/**
 * The Construction Act's prompt-payment clock on an invoice (payments.ts has its numbers and messages): the due
 * day and the notice deadline, the reminders, a notice of non-payment, a payment recorded, and the holdback's
 * release day.
 */
import { addDays, type AgreementProblem } from './agreements';
import { blank, isCalendarDay, isCents } from './payment-input';
import {
  DUE_REMINDER_DAYS,
  HOLDBACK_RELEASE_DAYS,
  NON_PAYMENT_NOTICE_DAYS,
  NOTICE_REMINDER_DAYS,
  PAYMENT_DUE_DAYS,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  type PaymentClockState,
  type PaymentReminder,
  daysBetween,
  torontoDayOf,
} from './payments';

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
