const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const DAY_MS = 86_400_000;

/**
 * `date.toISOString()` (which is also what JSON.stringify writes for a Date), computed with integer
 * arithmetic. V8's own toISOString plus JSON's toJSON call cost over a microsecond per Date, which
 * was most of the serialisation time of a page of projects. Years outside 1000-9999 (extended
 * `+YYYYYY` form) and invalid dates go to the built-in, which also throws as it would.
 */
export function isoString(date: Date): string {
  const time = date.getTime();
  const days = Math.floor(time / DAY_MS);
  let ms = time - days * DAY_MS;
  // Civil date from days since 1970-01-01 (H. Hinnant's algorithm, proleptic Gregorian).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const hours = Math.floor(ms / 3_600_000);
  ms -= hours * 3_600_000;
  const minutes = Math.floor(ms / 60_000);
  ms -= minutes * 60_000;
  const seconds = Math.floor(ms / 1000);
  ms -= seconds * 1000;
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(ms)}Z`;
}

/**
 * What JSON.stringify writes for a value that may be a Date (Date.prototype.toJSON): the ISO string,
 * null for an invalid Date; anything else is returned as it is.
 */
export function jsonDate<T>(value: Date | T): string | null | T {
  if (!(value instanceof Date)) return value;
  return Number.isFinite(value.getTime()) ? isoString(value) : null;
}
