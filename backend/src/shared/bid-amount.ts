import { BID_AMOUNT_MESSAGES, MAX_BID_DOLLARS } from '@marketplace/shared';

/** A bid read into numbers: CAD cents; `maxCents` null for an open-ended bid like "$100,000+". */
export interface BidRange {
  minCents: number;
  maxCents: number | null;
}

export type BidAmountReading = ({ ok: true } & BidRange) | { ok: false; message: string };

/** "$15,000", "15000", "$8,500.50", "15k", "1.2m": digits (grouped by commas or not), optional cents, optional k/m. */
const AMOUNT = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|m)?\b/gi;
/** What may stand between the two ends of a range. */
const RANGE_SEPARATOR = /^\s*(?:-|to|and)\s*$/i;
const OPEN_ENDED_AFTER = /^\s*(?:\+|and up|or more|and above)/i;
const OPEN_ENDED_BEFORE = /\b(?:over|from|at least|starting at|more than)\s*$/i;
const UP_TO_BEFORE = /\b(?:under|up to|less than|below|max(?:imum)?)\s*$/i;

function toCents(digits: string, fraction: string | undefined, suffix: string | undefined): number {
  const dollars = Number(digits.replace(/,/g, '') + (fraction ?? ''));
  const multiplier = suffix?.toLowerCase() === 'm' ? 1_000_000 : suffix?.toLowerCase() === 'k' ? 1_000 : 1;
  return Math.round(dollars * multiplier * 100);
}

/**
 * Reads a proposal's free-text bid ("$5,000 - $10,000", "$100,000+", "$8,500", "15000-20000",
 * "Over $100,000", "Up to $2,500") into a range of cents. One parser for the server's validation
 * and for the migration that filled in proposals sent before bids were stored as numbers.
 */
export function readBidAmount(text: string): BidAmountReading {
  const normalized = text.replace(/[\u2012-\u2015\u2212]/g, '-');
  const amounts = [...normalized.matchAll(AMOUNT)].map((match) => ({
    cents: toCents(match[1], match[2], match[3]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  if (amounts.length === 0) return { ok: false, message: BID_AMOUNT_MESSAGES.noAmount };
  const [first, second] = amounts;
  let range: BidRange;
  if (second && RANGE_SEPARATOR.test(normalized.slice(first.end, second.start))) {
    range = { minCents: first.cents, maxCents: second.cents };
  } else if (OPEN_ENDED_AFTER.test(normalized.slice(first.end)) || OPEN_ENDED_BEFORE.test(normalized.slice(0, first.start))) {
    range = { minCents: first.cents, maxCents: null };
  } else if (UP_TO_BEFORE.test(normalized.slice(0, first.start))) {
    range = { minCents: 0, maxCents: first.cents };
  } else {
    range = { minCents: first.cents, maxCents: first.cents };
  }
  const limit = MAX_BID_DOLLARS * 100;
  if (range.minCents > limit || (range.maxCents ?? 0) > limit) return { ok: false, message: BID_AMOUNT_MESSAGES.tooLarge };
  if (range.maxCents !== null && range.maxCents < range.minCents) return { ok: false, message: BID_AMOUNT_MESSAGES.reversed };
  return { ok: true, ...range };
}

/** The range, or null when the text holds no readable amount (the migration's backfill). */
export function bidRangeOf(text: string): BidRange | null {
  const reading = readBidAmount(text);
  return reading.ok ? { minCents: reading.minCents, maxCents: reading.maxCents } : null;
}
