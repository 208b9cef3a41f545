/**
 * Field data (POST /api/vitals and the operators' fieldVitals query): beacons counted into daily
 * histogram buckets that do not grow with traffic, p75 and rating shares from the buckets, the
 * slowest interactions kept bounded, the 90-day purge, and hostile beacons refused with a 400 and
 * nothing stored.
 */
import fc from 'fast-check';
import { ROUTE_TEMPLATES, WEB_VITAL_METRICS } from '@marketplace/shared';
import type { MailQueue } from '../src/mail/mail-queue';
import { PURGE_FIELD_VITALS } from '../src/jobs/field-vitals';
import { bucketOf, bucketRange, summarize, BUCKET_BOUNDARIES } from '../src/modules/vitals/buckets';
import { SLOW_INTERACTIONS_PER_DAY } from '../src/modules/vitals/vitals.service';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let operator = '';

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser('speed@gtahomepros.ca', 'operator', 'Speed operator');
  operator = await server.signIn('speed@gtahomepros.ca');
}, 60_000);
afterAll(() => server?.stop());
beforeEach(async () => {
  await server.db.query(`TRUNCATE web_vital_daily, web_vital_slow_interaction`);
});

const valid = {
  route: '/project/:id',
  device: 'phone',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 2100.4 },
    { name: 'INP', value: 320, target: 'main>button.bid', event: 'click' },
    { name: 'CLS', value: 0.04 },
    { name: 'FCP', value: 900 },
    { name: 'TTFB', value: 120 },
  ],
};

/** What a browser says with a beacon from one of the site's pages (Fetch Metadata). */
const OWN_PAGE = { 'sec-fetch-site': 'same-origin' };

/** Sends a body as sendBeacon does from one of the site's pages (a string: text/plain), or with another content type or headers. */
async function beacon(body: unknown, contentType = 'text/plain;charset=UTF-8', headers: Record<string, string> = OWN_PAGE) {
  const response = await fetch(`${server.url}/api/vitals`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function stored() {
  const [{ rows, samples }] = await server.db.query(`SELECT count(*)::int AS rows, COALESCE(sum(count), 0)::int AS samples FROM web_vital_daily`);
  const [{ slow }] = await server.db.query(`SELECT count(*)::int AS slow FROM web_vital_slow_interaction`);
  return { rows, samples, slow };
}

const fieldVitals = (days: number, device?: string) =>
  server.graphql(
    `query($days: Int!, $device: DeviceClass) { fieldVitals(days: $days, device: $device) { days since device
      overall { metric samples p75 good needsImprovement poor }
      routes { route metrics { metric samples p75 good needsImprovement poor } }
      slowInteractions { day route device value target eventType } } }`,
    { days, device },
    { cookie: operator },
  );

describe('POST /api/vitals', () => {
  it('counts a beacon in the right bucket of each metric, from text/plain or JSON', async () => {
    expect(await beacon(valid)).toEqual({ status: 204, body: undefined });
    expect((await beacon({ ...valid, device: 'desktop', metrics: [{ name: 'LCP', value: 5000 }] }, 'application/json')).status).toBe(204);
    const rows: { device: string; metric: string; bucket: number; count: string }[] = await server.db.query(
      `SELECT device, metric, bucket, count FROM web_vital_daily WHERE route = '/project/:id' ORDER BY device, metric`,
    );
    expect(rows.map((row) => [row.device, row.metric, row.bucket, Number(row.count)])).toEqual([
      ['desktop', 'LCP', bucketOf('LCP', 5000), 1],
      ['phone', 'CLS', bucketOf('CLS', 0.04), 1],
      ['phone', 'FCP', bucketOf('FCP', 900), 1],
      ['phone', 'INP', bucketOf('INP', 320), 1],
      ['phone', 'LCP', bucketOf('LCP', 2100.4), 1],
      ['phone', 'TTFB', bucketOf('TTFB', 120), 1],
    ]);
    // 2100.4 ms sits in (2000, 2250]; 320 ms in (300, 325].
    expect(bucketRange('LCP', bucketOf('LCP', 2100.4))).toEqual({ lower: 2000, upper: 2250 });
    expect(bucketRange('INP', bucketOf('INP', 320))).toEqual({ lower: 300, upper: 325 });
    const [interaction] = await server.db.query(`SELECT route, device, value, target, event_type FROM web_vital_slow_interaction`);
    expect(interaction).toEqual({ route: '/project/:id', device: 'phone', value: 320, target: 'main>button.bid', event_type: 'click' });
  });

  it('does not grow the table with repeated beacons: the same rows count up', async () => {
    await beacon(valid);
    const first = await stored();
    for (let i = 0; i < 30; i++) expect((await beacon(valid)).status).toBe(204);
    const after = await stored();
    expect(after.rows).toBe(first.rows);
    expect(after.samples).toBe(first.samples * 31);
  });

  it('keeps only the slowest interactions of the day', async () => {
    for (let i = 1; i <= SLOW_INTERACTIONS_PER_DAY + 10; i++) {
      const answer = await beacon({ ...valid, metrics: [{ name: 'INP', value: i * 10, target: `#button-${i}`, event: 'pointerdown' }] });
      expect(answer.status).toBe(204);
    }
    const kept: { value: number }[] = await server.db.query(`SELECT value FROM web_vital_slow_interaction ORDER BY value`);
    expect(kept.length).toBe(SLOW_INTERACTIONS_PER_DAY);
    expect(kept[0].value).toBe(110);
  });

  it('refuses a beacon sent from another site', async () => {
    expect((await beacon(valid, 'text/plain', { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect(await stored()).toEqual({ rows: 0, samples: 0, slow: 0 });
  });

  it("refuses a beacon that does not come from one of the site's pages: no Fetch Metadata and no Origin, or another site's", async () => {
    const refused: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      // A browser's Fetch Metadata outweighs an Origin it would never pair with it.
      { 'sec-fetch-site': 'cross-site', origin: server.url },
      { origin: 'null' },
    ];
    for (const headers of refused) {
      const answer = await beacon(valid, 'text/plain;charset=UTF-8', headers);
      expect({ headers, ...answer }).toEqual({ headers, status: 403, body: { error: "Refused: speed reports come from the site's own pages." } });
    }
    expect(await stored()).toEqual({ rows: 0, samples: 0, slow: 0 });
    // sendBeacon from the site's page: Sec-Fetch-Site (current browsers), or the page's Origin where the browser sends no Fetch Metadata.
    expect((await beacon(valid, 'text/plain;charset=UTF-8', { 'sec-fetch-site': 'same-origin', origin: 'null' })).status).toBe(204);
    expect((await beacon(valid, 'text/plain;charset=UTF-8', { origin: server.url })).status).toBe(204);
    expect((await stored()).samples).toBe(10);
  });

  it("refuses a made-up target such as div#Call-1-800-FAKE-support, and takes the selectors the web app's pages send", async () => {
    const inp = (target: string) => ({ ...valid, metrics: [{ name: 'INP', value: 900, target, event: 'click' }] });
    const madeUp = [
      'div#Call-1-800-FAKE-support',
      '#Call-1-800-FAKE-support',
      '#call-416-555-0199',
      '#support-4165550199',
      'a.evil.com',
      'button.visit-www-evil',
      'div>span.Call us now',
      'button[data-x="1"]',
      'a#https:evil',
      'div>button>',
      `div${'>span'.repeat(30)}`,
    ];
    for (const target of madeUp) {
      const answer = await beacon(inp(target));
      expect({ target, status: answer.status, error: answer.body?.error }).toEqual({ target, status: 400, error: expect.stringContaining('metrics[0].target must be a selector') });
    }
    expect(await stored()).toEqual({ rows: 0, samples: 0, slow: 0 });
    // As web-vitals 5 writes them for the app's elements: tags with Chakra's and Emotion's classes, React's and Chakra's ids.
    const own = ['main>button.bid', '#menu:_r_1_:trigger', '#_R_2h_', 'div.chakra-stack.css-1x2y3z>button.chakra-button.css-9q8w7e', 'h1.chakra-heading.css-1k2o3p4', '#credential-42'];
    for (const target of own) expect({ target, ...(await beacon(inp(target))) }).toEqual({ target, status: 204, body: undefined });
    const targets: { target: string }[] = await server.db.query(`SELECT target FROM web_vital_slow_interaction ORDER BY target`);
    expect(targets.map((row) => row.target)).toEqual([...own].sort());
  });
});

describe('p75 and rating shares from the buckets', () => {
  it('interpolates p75 within its bucket and counts good / needs improvement / poor at the thresholds', () => {
    // 100 LCP samples: 60 in (1000, 1250], 20 in (2250, 2500], 10 in (3750, 4000], 10 in (4000, 4500].
    const counts = new Map([
      [bucketOf('LCP', 1100), 60],
      [bucketOf('LCP', 2500), 20],
      [bucketOf('LCP', 4000), 10],
      [bucketOf('LCP', 4001), 10],
    ]);
    // Rank 75 is the 15th of the 20 samples in (2250, 2500]: 2250 + 250 * 15 / 20.
    expect(summarize('LCP', counts)).toEqual({ samples: 100, p75: 2438, good: 0.8, needsImprovement: 0.1, poor: 0.1 });
    expect(summarize('CLS', new Map([[bucketOf('CLS', 0.1), 3], [bucketOf('CLS', 0.26), 1]]))).toEqual({ samples: 4, p75: 0.1, good: 0.75, needsImprovement: 0, poor: 0.25 });
    // Beyond the last boundary p75 is the open bucket's lower bound.
    expect(summarize('INP', new Map([[bucketOf('INP', 50_000), 1]])).p75).toBe(BUCKET_BOUNDARIES.INP.at(-1));
    expect(summarize('TTFB', new Map())).toEqual({ samples: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 });
  });

  it('answers operators with p75 per route for 7 and 28 days, per device too', async () => {
    for (const value of [1100, 1100, 1100, 2400]) await beacon({ ...valid, route: '/', metrics: [{ name: 'LCP', value }] });
    await beacon({ ...valid, route: '/services/:serviceSlug/:locationSlug', device: 'desktop', metrics: [{ name: 'LCP', value: 4200 }] });
    const week = await fieldVitals(7);
    expect(week.body.errors).toBeUndefined();
    const report = week.body.data.fieldVitals;
    expect(report.days).toBe(7);
    expect(report.routes.map((route: { route: string }) => route.route)).toEqual(['/', '/services/:serviceSlug/:locationSlug']);
    const home = report.routes[0].metrics.find((m: { metric: string }) => m.metric === 'LCP');
    expect(home).toEqual({ metric: 'LCP', samples: 4, p75: 1250, good: 1, needsImprovement: 0, poor: 0 });
    expect(report.overall.find((m: { metric: string }) => m.metric === 'LCP')).toMatchObject({ samples: 5, good: 0.8, poor: 0.2 });
    const desktop = (await fieldVitals(28, 'DESKTOP')).body.data.fieldVitals;
    expect(desktop).toMatchObject({ days: 28, device: 'DESKTOP' });
    expect(desktop.routes.map((route: { route: string }) => route.route)).toEqual(['/services/:serviceSlug/:locationSlug']);
    expect((await fieldVitals(14)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('reads the days a window covers: yesterday counts in 7 days, 8 days ago only in 28', async () => {
    const day = (ago: number) => `(now() AT TIME ZONE 'America/Toronto')::date - ${ago}`;
    await server.db.query(`INSERT INTO web_vital_daily VALUES (${day(1)}, '/pros', 'phone', '4g', 'INP', $1, 3), (${day(8)}, '/pros', 'phone', '4g', 'INP', $2, 1)`, [
      bucketOf('INP', 100),
      bucketOf('INP', 900),
    ]);
    const inp = async (days: number) => (await fieldVitals(days)).body.data.fieldVitals.routes[0].metrics.find((m: { metric: string }) => m.metric === 'INP');
    expect(await inp(7)).toMatchObject({ samples: 3, poor: 0 });
    expect(await inp(28)).toMatchObject({ samples: 4, poor: 0.25 });
  });
});

describe('the 90-day purge', () => {
  it('drops days older than 90 from both tables, by the scheduled job', async () => {
    const day = (ago: number) => `(now() AT TIME ZONE 'America/Toronto')::date - ${ago}`;
    for (const ago of [0, 90, 91, 400]) {
      await server.db.query(`INSERT INTO web_vital_daily VALUES (${day(ago)}, '/', 'phone', '4g', 'LCP', 3, 1)`);
      await server.db.query(`INSERT INTO web_vital_slow_interaction (day, route, device, value, target, event_type) VALUES (${day(ago)}, '/', 'phone', 600, 'button', 'click')`);
    }
    await (server.mail as MailQueue).jobs.send(PURGE_FIELD_VITALS, {});
    const deadline = Date.now() + 15_000;
    while ((await stored()).rows !== 2) {
      if (Date.now() > deadline) throw new Error(`The purge job did not run: ${JSON.stringify(await stored())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stored()).toEqual({ rows: 2, samples: 2, slow: 2 });
    const days = await server.db.query(`SELECT ((now() AT TIME ZONE 'America/Toronto')::date - day) AS ago FROM web_vital_daily ORDER BY ago`);
    expect(days.map((row: { ago: number }) => row.ago)).toEqual([0, 90]);
  });
});

describe('hostile beacons', () => {
  /** One way of breaking a valid beacon; each must be refused. */
  const hostileValue = fc.oneof(
    fc.constantFrom<unknown>('1200', null, true, [], {}, [1200], { valueOf: 1 }),
    fc.constantFrom(Number.MAX_VALUE, 1e308 * 10, -1, -0.0001, 1e9),
  );
  const realUrl = fc.oneof(
    fc.integer({ min: 1, max: 1e9 }).map((id) => `/project/${id}`),
    fc.constantFrom('/project/:id?ref=email', '/services/plumbing/toronto', 'https://gtahomepros.ca/', '/project/:id#top', '/PROJECT/:id', '/project/:id/', ''),
    fc.string({ maxLength: 80 }).filter((text) => !(ROUTE_TEMPLATES as readonly string[]).includes(text)),
  );
  const nameOtherThanMetrics = fc.string({ maxLength: 20 }).filter((text) => !(WEB_VITAL_METRICS as readonly string[]).includes(text));
  const mutation: fc.Arbitrary<{ what: string; body: unknown; contentType?: string }> = fc.oneof(
    hostileValue.map((value) => ({ what: 'metric value', body: { ...valid, metrics: [{ name: 'LCP', value }] } })),
    realUrl.map((route) => ({ what: 'route', body: { ...valid, route } })),
    nameOtherThanMetrics.map((name) => ({ what: 'metric name', body: { ...valid, metrics: [{ name, value: 100 }] } })),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'userId', 'url', 'email').map((key) => ({
      what: 'extra key',
      body: `{"route":"/","device":"phone","connection":"4g","metrics":[{"name":"LCP","value":1}],"${key}":{"polluted":true}}`,
    })),
    fc.constantFrom('__proto__', 'constructor', 'extra').map((key) => ({
      what: 'extra metric key',
      body: `{"route":"/","device":"phone","connection":"4g","metrics":[{"name":"LCP","value":1,"${key}":{"polluted":true}}]}`,
    })),
    fc.anything({ maxDepth: 3 }).map((value) => ({ what: 'nested device', body: { ...valid, device: typeof value === 'string' && ['phone', 'tablet', 'desktop'].includes(value) ? [value] : value } })),
    fc.anything({ maxDepth: 3 }).map((value) => ({ what: 'connection', body: { ...valid, connection: typeof value === 'string' ? `${value}!` : value } })),
    fc.anything({ maxDepth: 4 }).filter((value) => !Array.isArray(value) || value.length === 0 || value.length > 5).map((metrics) => ({ what: 'metrics list', body: { ...valid, metrics } })),
    fc.integer({ min: 6, max: 40 }).map((n) => ({ what: 'too many metrics', body: { ...valid, metrics: Array.from({ length: n }, () => ({ name: 'CLS', value: 0 })) } })),
    fc.constant({ what: 'a metric twice', body: { ...valid, metrics: [{ name: 'CLS', value: 0 }, { name: 'CLS', value: 0.2 }] } }),
    fc.constant({ what: 'attribution on LCP', body: { ...valid, metrics: [{ name: 'LCP', value: 1, target: 'img', event: 'click' }] } }),
    fc.string({ minLength: 101, maxLength: 400 }).map((target) => ({ what: 'long target', body: { ...valid, metrics: [{ name: 'INP', value: 300, target, event: 'click' }] } })),
    fc
      .tuple(fc.constantFrom('div#', '#', 'a.', 'button.'), fc.constantFrom('Call-1-800-FAKE-support', 'call-416-555-0199', 'www-evil', 'evil.com', 'Call us'))
      .map(([prefix, text]) => ({ what: 'made-up target', body: { ...valid, metrics: [{ name: 'INP', value: 300, target: `${prefix}${text}`, event: 'click' }] } })),
    fc.constantFrom('click me', 'CLICK', 'x'.repeat(33), '', 'key-down').map((event) => ({ what: 'event type', body: { ...valid, metrics: [{ name: 'INP', value: 300, target: 'button', event }] } })),
    fc.constantFrom('button\n', 'a\u0000b', 'div\u2028').map((target) => ({ what: 'control characters in target', body: { ...valid, metrics: [{ name: 'INP', value: 300, target, event: 'click' }] } })),
    fc.integer({ min: 2100, max: 200_000 }).map((size) => ({ what: 'oversized body', body: JSON.stringify({ ...valid, pad: 'x'.repeat(size) }) })),
    fc.string({ maxLength: 300 }).map((body) => ({ what: 'not JSON', body: `{${body}` })),
    fc.json({ maxDepth: 4 }).filter((text) => !text.includes('"route"')).map((body) => ({ what: 'arbitrary JSON', body })),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999').map((number) => ({ what: 'non-finite number', body: `{"route":"/","device":"phone","connection":"4g","metrics":[{"name":"LCP","value":${number}}]}` })),
    fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream').map((contentType) => ({ what: 'content type', body: valid, contentType })),
  );

  it('answers each with a 400 and a reason, and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, async ({ what, body, contentType }) => {
        const answer = await beacon(body, contentType);
        if (answer.status !== 400 || typeof answer.body?.error !== 'string') throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)} for ${JSON.stringify(body).slice(0, 300)}`);
        expect(await stored()).toEqual({ rows: 0, samples: 0, slow: 0 });
      }),
      { numRuns: 300 },
    );
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('the beacons\' own limit', () => {
  it('answers 429 past FIELD_VITALS_RATE_LIMIT per minute, without spending the write limit', async () => {
    const limited = await startTestServer({ databaseUrl: server.databaseUrl, fieldVitalsRateLimit: 3, writeRateLimit: 2 });
    try {
      const send = () => fetch(`${limited.url}/api/vitals`, { method: 'POST', headers: { 'content-type': 'text/plain', ...OWN_PAGE }, body: JSON.stringify(valid) });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send()).status);
      expect(statuses).toEqual([204, 204, 204, 429]);
      // The two writes a minute are all still there.
      const contact = () => limited.rest('POST', '/api/contact', { name: 'Jo', email: 'jo@example.ca', subject: 'Hi', message: 'Deck quote in Ajax' }, { cookie: '' });
      expect((await contact()).status).toBe(201);
      expect((await contact()).status).toBe(201);
    } finally {
      await limited.stop();
    }
  });
});
