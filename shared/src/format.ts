/**
 * The marketplace's one date, number and money formatter, for screens, the design system and
 * e-mails alike. Every date is shown as people in the GTA read it: Canadian English, on Toronto's
 * clock (America/Toronto, made explicit: a server in UTC and a visitor abroad see the same day).
 * Each Intl formatter is made once, on first use (a new formatter per call costs about 0.2 ms,
 * four times that on a slow phone), so pages that format nothing never make one.
 *
 * A calendar day (YYYY-MM-DD) is written by dayjs, not Intl: a day needs no time zone, and a page's
 * first Intl formatter loads the locale's data (12-27 ms on a fast desktop whatever the formatter, ten
 * times that on a low-tier phone). The API gives each screen's days on Toronto's calendar
 * (`Project.postedOn`), so the web app's cards and project pages make no Intl formatter at all. dayjs's
 * English month names are Intl's en-CA ones (the formatter's test holds every day of several years equal).
 */
import dayjs from 'dayjs';

export const MARKETPLACE_TIME_ZONE = 'America/Toronto';
const LOCALE = 'en-CA';

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormats = {
  short: once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' })),
  long: once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })),
};
const dateTimeFormats = {
  short: once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })),
  long: once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })),
};
const dayFormat = once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));
const numberFormat = once(() => new Intl.NumberFormat(LOCALE));

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment or a calendar day as a Date. A calendar day (YYYY-MM-DD: an expiry, a publication date) is
 * read as noon UTC, which is the same day on Toronto's clock, so it never shifts to the day before.
 */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(CALENDAR_DAY.test(value) ? `${value}T12:00:00Z` : value);
}

export type DateStyle = 'short' | 'long';

const DAY_PATTERNS: Record<DateStyle, string> = { short: 'MMM D, YYYY', long: 'MMMM D, YYYY' };

/** A calendar day as dayjs writes it; null for YYYY-MM-DD text that is no day (2026-02-30). */
function formatCalendarDay(day: string, style: DateStyle): string | null {
  const parsed = dayjs(day);
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === day ? parsed.format(DAY_PATTERNS[style]) : null;
}

/** 'Aug 4, 2025' (short) or 'August 4, 2025' (long), on Toronto's calendar. Unreadable text comes back as it was; nothing gives ''. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'short'): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return formatCalendarDay(value, style) ?? value;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormats[style]().format(date);
}

/** 'Mar 4, 2030, 9:15 a.m.' (short) or 'March 4, 2030, 9:15 a.m.' (long), in Toronto time. */
export function formatDateTime(value: string | Date | null | undefined, style: DateStyle = 'short'): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormats[style]().format(date);
}

/** The calendar day (YYYY-MM-DD) it is in Toronto at `now`: licences and certificates expire by local date. */
export function torontoDay(now: Date = new Date()): string {
  return dayFormat().format(now);
}

/** `2026-12-01 14:05:33`: the moment on Toronto's 24-hour clock, as the backup commands print and read it. */
export function torontoTimestamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A calendar day for a `<time dateTime>` attribute: YYYY-MM-DD on Toronto's calendar; '' for text that is no date (as formatDate shows it as it is). */
export function isoDay(value: string | Date): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return value;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : torontoDay(date);
}

/** 12,000 as Canadians write it. */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** Whole dollars: '$25,000'. */
export function formatDollars(amount: number): string {
  return `$${formatNumber(amount)}`;
}

/** Exact cents as people read them: '$1,234.50', '-$80.00' (integer arithmetic, never a float). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}$${formatNumber(Math.floor(magnitude / 100))}.${String(magnitude % 100).padStart(2, '0')}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const wallClock = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
function torontoParts(at: Date): number[] {
  const parts = Object.fromEntries(wallClock().formatToParts(at).map((part) => [part.type, part.value]));
  return [Number(parts.year), Number(parts.month), Number(parts.day), Number(parts.hour), Number(parts.minute)];
}

/**
 * A time on Toronto's wall clock, as a date-time field gives it ('2027-03-04T09:30'), as the moment it is,
 * whatever the browser's or server's time zone. Null for text that is not such a time, or a time the clocks
 * skip when daylight saving starts.
 */
export function torontoLocalToDate(local: string): Date | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const wanted = match.slice(1).map(Number);
  const asUtc = Date.UTC(wanted[0], wanted[1] - 1, wanted[2], wanted[3], wanted[4]);
  let guess = asUtc;
  for (let round = 0; round < 3; round++) {
    const seen = torontoParts(new Date(guess));
    const shown = Date.UTC(seen[0], seen[1] - 1, seen[2], seen[3], seen[4]);
    if (shown === asUtc) return new Date(guess);
    guess += asUtc - shown;
  }
  return null;
}

/** The moment as a date-time field's value on Toronto's wall clock: '2027-03-04T09:30'. */
export function torontoLocalInput(at: Date | string): string {
  const [year, month, day, hour, minute] = torontoParts(toDate(at));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}
