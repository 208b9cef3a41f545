import fc from 'fast-check';
import { isoString, jsonDate } from '../src/shared/iso-date';

/** The fast formatter must write exactly what Date.prototype.toISOString (and so JSON.stringify) writes. */
describe('isoString', () => {
  it('matches toISOString across the whole Date range', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(isoString(date)).toBe(date.toISOString());
      }),
      { numRuns: 20_000 },
    );
  });

  it('matches toISOString for the years a database holds', () => {
    const min = Date.UTC(1000, 0, 1);
    const max = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    fc.assert(
      fc.property(fc.integer({ min, max }), (time) => {
        const date = new Date(time);
        expect(isoString(date)).toBe(date.toISOString());
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    '1970-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z', '2000-02-29T12:00:00.000Z', '2100-03-01T00:00:00.001Z',
    '1000-01-01T00:00:00.000Z', '0999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z', '+010000-01-01T00:00:00.000Z',
    '-000001-06-15T08:30:05.050Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z',
  ])('%s', (text) => {
    const date = new Date(text);
    expect(isoString(date)).toBe(date.toISOString());
    expect(isoString(date)).toBe(text);
  });
});

describe('jsonDate', () => {
  it('writes what JSON.stringify writes, including null for an invalid Date', () => {
    for (const value of [new Date(0), new Date('2026-03-14T15:09:26.123Z'), new Date(Number.NaN), null, undefined, 'text']) {
      expect(JSON.stringify({ value: jsonDate(value) })).toBe(JSON.stringify({ value }));
    }
  });
});
