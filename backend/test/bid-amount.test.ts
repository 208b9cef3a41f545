import { readBidAmount, bidRangeOf } from '../src/shared/bid-amount';
import { BID_AMOUNT_MESSAGES } from '@marketplace/shared';

describe('readBidAmount', () => {
  test.each([
    // The budget ranges the post form offers.
    ['$5,000 - $10,000', 500_000, 1_000_000],
    ['$10,000 - $15,000', 1_000_000, 1_500_000],
    ['$75,000 - $100,000', 7_500_000, 10_000_000],
    ['$100,000+', 10_000_000, null],
    // What contractors type.
    ['$8,500', 850_000, 850_000],
    ['15000-20000', 1_500_000, 2_000_000],
    ['15000 – 20000', 1_500_000, 2_000_000],
    ['$12,000 to $14,500 incl. HST', 1_200_000, 1_450_000],
    ['15k-20k', 1_500_000, 2_000_000],
    ['$8,500.50', 850_050, 850_050],
    ['Over $100,000', 10_000_000, null],
    ['Up to $2,500', 0, 250_000],
    ['1.2m', 120_000_000, 120_000_000],
  ])('%s', (text, min, max) => {
    expect(readBidAmount(text)).toEqual({ ok: true, minCents: min, maxCents: max });
  });

  test('text with no amount gets a clear message', () => {
    expect(readBidAmount('TBD after a site visit')).toEqual({ ok: false, message: BID_AMOUNT_MESSAGES.noAmount });
    expect(bidRangeOf('Call me')).toBeNull();
  });

  test('a range written high to low is refused', () => {
    expect(readBidAmount('$20,000 - $10,000')).toEqual({ ok: false, message: BID_AMOUNT_MESSAGES.reversed });
  });

  test('absurd amounts are refused', () => {
    expect(readBidAmount('$5,000,000,000')).toEqual({ ok: false, message: BID_AMOUNT_MESSAGES.tooLarge });
    expect(readBidAmount('99999999999999999999999')).toEqual({ ok: false, message: BID_AMOUNT_MESSAGES.tooLarge });
  });
});
