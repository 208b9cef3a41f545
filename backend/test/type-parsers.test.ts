import fc from 'fast-check';
import { Client, types } from 'pg';
import { fastTypes, parseTextArray, parseTimestamptz, parseVarcharArray } from '../src/db/type-parsers';

/**
 * The fast timestamptz and text[] parsers must return exactly what pg's own parsers return for
 * anything PostgreSQL writes: the texts here come from the real server, in several time zones.
 */
let client: Client;
beforeAll(async () => {
  client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
});
afterAll(() => client.end());

const slowDate = types.getTypeParser(1184, 'text') as (text: string) => unknown;
const slowTextArray = types.getTypeParser(1009 as never, 'text') as (text: string) => unknown;
const slowVarcharArray = types.getTypeParser(1015 as never, 'text') as (text: string) => unknown;

const same = (fast: unknown, slow: unknown) => {
  if (slow instanceof Date) {
    expect(fast).toBeInstanceOf(Date);
    expect(Object.is((fast as Date).getTime(), slow.getTime())).toBe(true);
  } else {
    expect(fast).toEqual(slow);
  }
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const timestampText = fc
  .record({
    year: fc.oneof(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 10000, max: 200000 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
    bc: fc.boolean(),
    zone: fc.constantFrom('+00', '-05', '+05:30', '-03:30', '+14', '-09:30:15'),
  })
  .map(({ year, month, day, hour, minute, second, fraction, bc, zone }) =>
    `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)} ${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}${fraction ? `.${fraction}` : ''}${zone}${bc && year < 4000 ? ' BC' : ''}`,
  );

describe('timestamptz', () => {
  it.each(['UTC', 'America/Toronto', 'Asia/Kolkata', 'Pacific/Chatham'])('matches pg for what the server writes in %s', async (zone) => {
    await client.query(`SET TIME ZONE '${zone}'`);
    await fc.assert(
      fc.asyncProperty(timestampText, async (input) => {
        const { rows } = await client.query({ text: 'SELECT $1::timestamptz::text AS t', values: [input] });
        const text = rows[0].t as string;
        same(parseTimestamptz(text), slowDate(text));
      }),
      { numRuns: 150 },
    );
  });

  it('turns every fraction of a second into the milliseconds pg does', () => {
    const texts: string[] = [];
    for (let digits = 1; digits <= 4; digits++) {
      for (let n = 0; n < 10 ** digits; n++) texts.push(`2026-03-14 15:09:26.${String(n).padStart(digits, '0')}+00`);
    }
    for (let n = 0; n < 10_000; n++) texts.push(`1999-12-31 23:59:59.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}-05`);
    const mismatches = texts.filter((text) => (parseTimestamptz(text) as Date).getTime() !== (slowDate(text) as Date).getTime());
    expect(mismatches).toEqual([]);
  });

  it('matches pg on special and hand-written values', async () => {
    await client.query(`SET TIME ZONE 'UTC'`);
    const { rows } = await client.query(
      `SELECT v::text AS t FROM unnest(ARRAY['infinity', '-infinity', now(), '0001-01-01 00:00:00+00', '4713-01-01 BC', '294276-12-31 23:59:59.999999+00']::timestamptz[]) v`,
    );
    for (const { t } of rows) same(parseTimestamptz(t), slowDate(t));
    for (const text of ['2026-11-15 06:56:24.124+00', '2026-11-15 06:56:24+00', '2026-11-15 06:56:24.1234567+00', '2026-11-15 06:56:24.+00', '2026-11-15T06:56:24Z', '2026-11-15', '0099-01-01 00:00:00+00', '2026-13-01 00:00:00+00', '2026-02-31 00:00:00+00']) {
      same(parseTimestamptz(text), slowDate(text));
    }
  });
});

const element = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('NULL', 'null', '', ' ', 'a,b', '"', '\\', '{x}', 'two words', 'é ☃', '\t', 'Permit required'),
  fc.constant(null),
);

describe('text[] and varchar[]', () => {
  it('match pg for what the server writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(element.map((e) => (typeof e === 'string' ? e.replace(/\0/g, '') : e)), { maxLength: 6 }), async (array) => {
        const { rows } = await client.query({ text: 'SELECT $1::text[]::text AS t, $1::varchar[]::text AS v', values: [array] });
        same(parseTextArray(rows[0].t), slowTextArray(rows[0].t));
        same(parseVarcharArray(rows[0].v), slowVarcharArray(rows[0].v));
        expect(parseTextArray(rows[0].t)).toEqual(array);
      }),
      { numRuns: 400 },
    );
  });

  it('hands nested, dimensioned and odd texts to pg', () => {
    for (const text of ['{}', '', '{{a,b},{c,d}}', '[0:1]={a,b}', '{a,"b c",NULL,""}', '{a,}', '{,a}', '{"a"b}', '{ a}', '{a', 'a}']) {
      let slow: unknown;
      try {
        slow = slowTextArray(text);
      } catch (error) {
        expect(() => parseTextArray(text)).toThrow((error as Error).message);
        continue;
      }
      same(parseTextArray(text), slow);
    }
  });
});

it('fastTypes answers for these types only and leaves the others to pg', () => {
  expect(fastTypes.getTypeParser(1184, 'text')).toBe(parseTimestamptz);
  expect(fastTypes.getTypeParser(1009)).toBe(parseTextArray);
  for (const oid of [16, 20, 23, 25, 1082, 1114, 1700, 3802]) expect(fastTypes.getTypeParser(oid, 'text')).toBe(types.getTypeParser(oid, 'text'));
  expect(fastTypes.getTypeParser(1184, 'binary')).toBe(types.getTypeParser(1184, 'binary'));
});
