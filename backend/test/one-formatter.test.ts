import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDate, formatDateTime, formatDollars, formatNumber, isoDay, torontoDay } from '@marketplace/shared';

describe('the one formatter', () => {
  it('reads a calendar day as that day on any clock, and a moment on Toronto’s clock', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01', 'long')).toBe('March 1, 2026');
    // 02:30 UTC on March 2 is still March 1 in Toronto (EST, UTC-5).
    expect(formatDate('2026-03-02T02:30:00.000Z')).toBe('Mar 1, 2026');
    expect(formatDateTime('2026-03-02T02:30:00.000Z')).toBe('Mar 1, 2026, 9:30 p.m.');
    // Summer time: UTC-4.
    expect(formatDateTime(new Date('2026-07-04T13:15:00Z'), 'long')).toBe('July 4, 2026 at 9:15 a.m.');
    expect(torontoDay(new Date('2026-03-02T02:30:00.000Z'))).toBe('2026-03-01');
    expect(isoDay('2026-03-01')).toBe('2026-03-01');
    expect(isoDay('2026-03-02T02:30:00.000Z')).toBe('2026-03-01');
  });

  it('writes a calendar day as Intl does (en-CA, both styles) without making an Intl formatter', () => {
    const intl = {
      short: new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }),
      long: new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
    };
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const differing: string[] = [];
    // Every day of eight years, leap days included.
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      for (const style of ['short', 'long'] as const) {
        const expected = intl[style].format(new Date(time));
        if (formatDate(day, style) !== expected) differing.push(`${day} ${style}: ${formatDate(day, style)} instead of ${expected}`);
      }
    }
    expect(differing).toEqual([]);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    // Text shaped like a day that is no day comes back as it was.
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });

  it('gives nothing for nothing and the text back when it is not a date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('next spring')).toBe('next spring');
    // Beside it in a <time>, a card with such a text still renders: no dateTime rather than a thrown RangeError.
    expect(isoDay('next spring')).toBe('');
  });

  it('writes numbers and dollars as Canadians do', () => {
    expect(formatNumber(1204)).toBe('1,204');
    expect(formatDollars(25000)).toBe('$25,000');
  });

  it('is the only module that formats dates or numbers: every screen, e-mail and component uses it', () => {
    const root = path.resolve(__dirname, '..', '..');
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'gql' ? [] : sources(file);
        return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const formatting = /Intl\.(DateTimeFormat|NumberFormat)|\.toLocale(Date|Time)?String\(/;
    const elsewhere = ['shared/src', 'backend/src', 'frontend/src', 'design-system/src']
      .flatMap(sources)
      .filter((file) => file !== path.join('shared', 'src', 'format.ts') && formatting.test(readFileSync(path.join(root, file), 'utf8')));
    expect(elsewhere).toEqual([]);
  });
});
