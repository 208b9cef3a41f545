import { formatDate, torontoDay } from '@marketplace/shared';

/** The calendar day (YYYY-MM-DD) it is in Toronto at `now` (the marketplace's one formatter): licences and certificates expire by local date. */
export const torontoDate = torontoDay;

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isFinite(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day as Ontarians read it in letters: "March 3, 2026". */
export function longDate(day: string): string {
  return formatDate(day, 'long');
}
