/** The checks the job's money rules run on what people type (payments.ts and the files beside it); not exported from the package. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const blank = (value: string | null | undefined) => !value || value.trim() === '';

export function isCents(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}
