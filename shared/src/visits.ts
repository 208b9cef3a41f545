/**
 * Site visits (docs/visits.md): the limits and the messages both the API and the screens use.
 */
import { formatDateTime } from './format';

export const VISIT_LIMITS = {
  /** A contractor proposes one to three times at once. */
  options: 3,
  minMinutes: 15,
  maxMinutes: 480,
  /** Times are proposed for the next 180 days. */
  aheadDays: 180,
  address: 300,
  note: 1000,
  reason: 1000,
  /** What staff write when they cancel a visit for the marketplace or withdraw a no-show mark: both sides read it. */
  staffNote: 1000,
} as const;

export type VisitStatusValue = 'proposed' | 'other-times-asked' | 'confirmed' | 'cancelled' | 'no-show' | 'no-show-withdrawn';

export const VISIT_STATUS_LABELS: Record<VisitStatusValue, string> = {
  proposed: 'Times proposed',
  'other-times-asked': 'Other times asked for',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  'no-show': 'Marked as a no-show',
  'no-show-withdrawn': 'No-show withdrawn',
};

export const VISIT_MESSAGES = {
  times: `Propose one to ${VISIT_LIMITS.options} visit times`,
  time: 'Enter each time as a date and a time',
  future: 'Choose times that are still to come',
  tooFar: `Choose times within the next ${VISIT_LIMITS.aheadDays} days`,
  sameTime: 'Each proposed time must be different',
  duration: `A visit lasts from ${VISIT_LIMITS.minMinutes} minutes to ${VISIT_LIMITS.maxMinutes / 60} hours`,
  pick: 'Choose one of the times the contractor proposed',
  address: 'Enter the address where the visit takes place',
  addressTooLong: `Keep the address under ${VISIT_LIMITS.address} characters`,
  noteTooLong: `Keep the note under ${VISIT_LIMITS.note} characters`,
  reason: 'Say why the visit is cancelled: the other side will read it',
  reasonTooLong: `Keep the reason under ${VISIT_LIMITS.reason} characters`,
  notYet: (startsAt: Date | string) => `A visit can be marked as a no-show once its time has come (${formatDateTime(startsAt)}).`,
  noProject: 'Visits are proposed on a project you have bid on or were invited to.',
  closed: 'This project is closed: it takes no more visits.',
  live: 'You already have a visit on this project: reschedule it instead of proposing another.',
  /** The reason a visit reads when the homeowner declined the contractor's proposal (its cancellation is automatic). */
  proposalDeclined: 'The proposal was declined, so this visit is off.',
  /** Staff cancelling a live visit for the marketplace (e.g. a safety concern reported): both sides read the reason. */
  staffReason: 'Say why GTA Home Pros is cancelling the visit: both sides will read it',
  staffReasonTooLong: `Keep the reason under ${VISIT_LIMITS.staffNote} characters`,
  /** Staff withdrawing a no-show mark (e.g. photos showing the contractor arrived on time): both sides read the note. */
  withdrawNote: 'Say why the no-show mark is withdrawn: both sides will read it',
  withdrawNoteTooLong: `Keep the note under ${VISIT_LIMITS.staffNote} characters`,
} as const;

/** What is wrong with the proposed times at `now`, field by field (none: they can be sent). */
export function visitTimesProblems(times: readonly (Date | null)[], durationMinutes: unknown, now: Date): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (times.length < 1 || times.length > VISIT_LIMITS.options) problems.push({ field: 'times', message: VISIT_MESSAGES.times });
  else if (times.some((time) => !time || Number.isNaN(time.getTime()))) problems.push({ field: 'times', message: VISIT_MESSAGES.time });
  else if (times.some((time) => time!.getTime() <= now.getTime())) problems.push({ field: 'times', message: VISIT_MESSAGES.future });
  else if (times.some((time) => time!.getTime() > now.getTime() + VISIT_LIMITS.aheadDays * 86_400_000)) problems.push({ field: 'times', message: VISIT_MESSAGES.tooFar });
  else if (new Set(times.map((time) => time!.getTime())).size !== times.length) problems.push({ field: 'times', message: VISIT_MESSAGES.sameTime });
  if (typeof durationMinutes !== 'number' || !Number.isInteger(durationMinutes) || durationMinutes < VISIT_LIMITS.minMinutes || durationMinutes > VISIT_LIMITS.maxMinutes) {
    problems.push({ field: 'durationMinutes', message: VISIT_MESSAGES.duration });
  }
  return problems;
}
