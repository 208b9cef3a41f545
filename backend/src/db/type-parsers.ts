import { types as pgTypes } from 'pg';

/**
 * Faster text parsers for the two column types every project row carries several of: timestamptz
 * and text[]. pg's parsers (postgres-date, postgres-array) are general, regex- and
 * object-per-character based; these read PostgreSQL's canonical output directly and give exactly the
 * same values, handing anything unusual (BC dates, infinity, 5-digit years, escaped or nested array
 * elements, ...) to pg's own parser. Installed per pool (createDataSource's `types`), not globally.
 */
const TIMESTAMPTZ = 1184;
const TEXT_ARRAY = 1009;
const VARCHAR_ARRAY = 1015;

type Parser = (text: string) => unknown;
const pgParser = (oid: number): Parser => pgTypes.getTypeParser(oid, 'text') as Parser;
const parseDateSlow = pgParser(TIMESTAMPTZ);
const parseTextArraySlow = pgParser(TEXT_ARRAY);
const parseVarcharArraySlow = pgParser(VARCHAR_ARRAY);

/** The number written in text[start, end) with ASCII digits only, or -1. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant); days past a month's end roll over as in Date.UTC. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * `YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM]` (DateStyle ISO, any session time zone) as postgres-date
 * reads it: Date.UTC with the fraction as `1000 * parseFloat(fraction)` milliseconds, minus the offset.
 */
export function parseTimestamptz(text: string): unknown {
  const length = text.length;
  if (
    length >= 22 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58
  ) {
    const year = digitsAt(text, 0, 4);
    const month = digitsAt(text, 5, 7);
    const day = digitsAt(text, 8, 10);
    const hour = digitsAt(text, 11, 13);
    const minute = digitsAt(text, 14, 16);
    const second = digitsAt(text, 17, 19);
    let i = 19;
    let ms = 0;
    if (text.charCodeAt(i) === 46) {
      let end = i + 1;
      let fraction = 0;
      let scale = 1;
      for (; end < length && end - i <= 6; end++) {
        const digit = text.charCodeAt(end) - 48;
        if (digit < 0 || digit > 9) break;
        fraction = fraction * 10 + digit;
        scale *= 10;
      }
      if (end === i + 1) return parseDateSlow(text);
      // fraction / scale is the correctly rounded double of ".ffffff", as parseFloat gives it.
      ms = 1000 * (fraction / scale);
      i = end;
    }
    const sign = text.charCodeAt(i);
    if ((sign === 43 || sign === 45) && year >= 1000 && month >= 0 && day >= 0 && hour >= 0 && minute >= 0 && second >= 0) {
      let offset = -1;
      if (length === i + 3) offset = digitsAt(text, i + 1, i + 3) * 3600;
      else if (length === i + 6 && text.charCodeAt(i + 3) === 58) {
        const hours = digitsAt(text, i + 1, i + 3);
        const minutes = digitsAt(text, i + 4, i + 6);
        if (hours >= 0 && minutes >= 0) offset = hours * 3600 + minutes * 60;
      }
      if (offset >= 0 && month >= 1 && month <= 12) {
        // Date.UTC(year, month - 1, day, hour, minute, second, ms), which truncates ms.
        const time = daysFromCivil(year, month, day) * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000 + Math.trunc(ms);
        return new Date(offset === 0 ? time : time - (sign === 45 ? -offset : offset) * 1000);
      }
    }
  }
  return parseDateSlow(text);
}

/**
 * A one-dimensional text array as PostgreSQL writes it when no element needs a backslash:
 * `{}`, `{a,b}`, `{"with space",NULL,""}`; the same strings (and nulls) postgres-array returns.
 */
function parseArrayWith(slow: Parser): Parser {
  return (text: string) => {
    if (!text) return null;
    const length = text.length;
    if (text.charCodeAt(0) !== 123 || text.charCodeAt(length - 1) !== 125 || text.includes('\\')) return slow(text);
    const entries: (string | null)[] = [];
    if (length === 2) return entries;
    let i = 1;
    for (;;) {
      let entry: string | null;
      if (text.charCodeAt(i) === 34) {
        const close = text.indexOf('"', i + 1);
        if (close < 0) return slow(text);
        entry = text.slice(i + 1, close);
        i = close + 1;
      } else {
        let end = i;
        for (; end < length - 1; end++) {
          const c = text.charCodeAt(end);
          if (c === 44) break;
          if (c === 34 || c === 123 || c === 125 || c <= 32) return slow(text);
        }
        if (end === i) return slow(text);
        entry = text.slice(i, end);
        if (entry === 'NULL') entry = null;
        i = end;
      }
      entries.push(entry);
      const next = text.charCodeAt(i);
      if (i === length - 1) return entries;
      if (next !== 44) return slow(text);
      i++;
    }
  };
}

export const parseTextArray = parseArrayWith(parseTextArraySlow);
export const parseVarcharArray = parseArrayWith(parseVarcharArraySlow);

/** pg's `types` option: these parsers for their types, pg's own for every other. */
export const fastTypes = {
  getTypeParser(oid: number, format?: string): unknown {
    if (format === undefined || format === 'text') {
      if (oid === TIMESTAMPTZ) return parseTimestamptz;
      if (oid === TEXT_ARRAY) return parseTextArray;
      if (oid === VARCHAR_ARRAY) return parseVarcharArray;
    }
    return pgTypes.getTypeParser(oid, format as 'text');
  },
};
