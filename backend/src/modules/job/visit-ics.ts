/**
 * A site visit as a calendar invitation (iCalendar, RFC 5545, with the iTIP methods of RFC 5546), attached
 * to the e-mails that propose, confirm, move or cancel a visit, so it lands in both people's calendars.
 *
 * Made with the `ics` package. The rules the invitation follows:
 * - **Times in UTC** (DTSTART and DTEND end in Z): every calendar shows them in its own time zone, and no
 *   VTIMEZONE block for America/Toronto has to be kept up to date by hand.
 * - **One UID per visit, for its whole life.** A reschedule or a cancellation is sent with the same UID and a
 *   higher SEQUENCE, so calendars update or remove the event they already hold instead of adding another.
 * - **The address only once confirmed.** LOCATION is written only for a CONFIRMED visit sent as a REQUEST; a
 *   proposed (TENTATIVE) visit or a cancellation carries no address. The caller keeps it out of the
 *   description too.
 * - **Answers are given in the app.** The people invited get RSVP=FALSE: a calendar's accept/decline button
 *   would mail the organizer, and the visit is picked or moved on the marketplace.
 */
import { createEvent, type Attendee, type EventAttributes } from 'ics';

export type VisitStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
export type VisitMethod = 'REQUEST' | 'CANCEL';

export interface VisitPerson {
  name: string;
  email: string;
}

export interface VisitInvitationInput {
  /** The visit's UID, the same for every version of it: e.g. `visit-42@gtahomepros.ca`. */
  uid: string;
  /** 0 for the first invitation; one more for each change (a reschedule, a confirmation, a cancellation). */
  sequence: number;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  /** The work address: written only when the visit is CONFIRMED (see the module's notes). */
  address: string | null;
  organizer: VisitPerson;
  attendees: readonly VisitPerson[];
  status: VisitStatus;
  method: VisitMethod;
  /** DTSTAMP: when this version was made (now, unless a test fixes it). */
  stamp?: Date;
}

/** Identifies the marketplace as the program that made the invitation. */
export const VISIT_PRODUCT_ID = '-//GTA Home Pros//Site visits//EN';

/** The longest visit an invitation may describe: a full working day. */
export const MAX_VISIT_MINUTES = 12 * 60;

/**
 * The invitation for one version of a visit, as the text of an .ics file (CRLF line ends). Throws on input
 * no calendar could read: a bad date, a negative sequence, a CANCEL that is not CANCELLED.
 */
export function visitInvitation(input: VisitInvitationInput): string {
  const start = input.start.getTime();
  if (!Number.isFinite(start)) throw new RangeError('The visit needs a valid start time');
  if (!Number.isInteger(input.durationMinutes) || input.durationMinutes <= 0 || input.durationMinutes > MAX_VISIT_MINUTES) {
    throw new RangeError(`A visit lasts from 1 to ${MAX_VISIT_MINUTES} whole minutes`);
  }
  if (!Number.isInteger(input.sequence) || input.sequence < 0) throw new RangeError('SEQUENCE is a whole number from 0');
  if ((input.method === 'CANCEL') !== (input.status === 'CANCELLED')) {
    throw new RangeError('A cancellation is sent as METHOD:CANCEL with STATUS:CANCELLED, and only then');
  }
  const confirmed = input.status === 'CONFIRMED';
  const attendees: Attendee[] = input.attendees.map((person) => ({
    name: person.name,
    email: person.email,
    rsvp: false,
    role: 'REQ-PARTICIPANT',
    partstat: confirmed ? 'ACCEPTED' : 'NEEDS-ACTION',
  }));
  const event: EventAttributes & { timestamp: number } = {
    productId: VISIT_PRODUCT_ID,
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    timestamp: (input.stamp ?? new Date()).getTime(),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + input.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    status: input.status,
    busyStatus: confirmed ? 'BUSY' : 'TENTATIVE',
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees,
    ...(confirmed && input.method === 'REQUEST' && input.address ? { location: input.address } : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`The visit's invitation could not be made: ${error?.message ?? 'no output'}`);
  return value;
}
