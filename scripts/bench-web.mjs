#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile emulation, offline, the tests' Chromium) on the product's seven key
// routes, three runs each (BENCH_RUNS to change), the contractor dashboard signed out and signed in as a
// contractor, at two calibrated phone tiers.
// Calibration: the CPU slowdown is not a fixed 4x but this machine's Lighthouse benchmark index divided by the
// phone's (DevTools' CPU-throttling calibration: a low-tier phone, a Moto G Power 2022, scores 264; a mid-tier one,
// a Pixel 5, 1,000), so a fast and a slow machine emulate the same phone and their figures compare. The index is
// measured first (median of three quick runs; BENCH_INDEX overrides it). BENCH_TIERS=low or =mid runs one tier.
// Prints the median scores and FCP/LCP/TBT/CLS with the multiplier used, and writes them, with the machine and its
// load, to docs/lighthouse.md, replacing the figures there (the history stays in git). Needs `npm run build`.
// Usage: npm run bench:web [-- "label of this run"]
import { spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import chromiumChoice from '../test-support/chromium.cjs';
import { runAppOperation } from './app-operations.mjs';
import { signInCookie, startMailbox, waitUntil } from './bench-support.mjs';
import { measureInp } from './measure-inp.mjs';
import { measureStartJs } from './measure-start-js.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'backend/dist/main.js')) || !existsSync(path.join(root, 'frontend/dist/index.html'))) {
  console.error('The product is not built: run `npm run build` first.');
  process.exit(1);
}
// BENCH_ROUTES, a regular expression, runs Lighthouse on the matching routes only, prints and writes nothing (for
// trying a change); BENCH_LONG_TASKS=1 also prints each run's long tasks as Lighthouse simulated them.
const routeMatch = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : undefined;
const longTasks = process.env.BENCH_LONG_TASKS === '1';
// BENCH_THROTTLING: how Lighthouse slows the phone. `simulate` (its default) loads the page at full speed and
// multiplies each main-thread task by the slowdown afterwards; `devtools` slows the browser's CPU (and network)
// while the page loads, as DevTools' calibration of the slowdown assumes, so code that yields on a clock (React's
// 5 ms hydration slices) yields as it would on the phone.
const throttlingMethod = process.env.BENCH_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(throttlingMethod)) {
  console.error(`BENCH_THROTTLING=${throttlingMethod}: use simulate (Lighthouse's default) or devtools.`);
  process.exit(1);
}
const throttlingLabel = throttlingMethod === 'devtools' ? 'applied to the browser (DevTools throttling)' : "Lighthouse's simulation";
/** The routes measured; {id} is the database project the bench posts; the dashboard also signed in as a new contractor. */
const PAGES = [
  { name: 'Home', route: '/' },
  { name: 'Our Projects', route: '/projects' },
  { name: 'Project Details', route: '/project/db-{id}' },
  { name: 'Post a Project', route: '/post-project' },
  { name: 'Services directory', route: '/services' },
  { name: 'Service x city', route: '/services/plumbing/toronto' },
  { name: 'Contractor Dashboard (signed out)', route: '/contractor-dashboard' },
  { name: 'Contractor Dashboard (signed in)', route: '/contractor-dashboard', signedIn: true },
];
if (routeMatch && !PAGES.some((page) => routeMatch.test(page.route))) {
  console.error(`BENCH_ROUTES=${process.env.BENCH_ROUTES} matches none of the routes: ${PAGES.map((page) => page.route).join(', ')}.`);
  process.exit(1);
}
// Same browser as the e2e tests: CHROME_PATH/CHROMIUM_PATH, else the system's, else the one `npm ci` installs.
// Chosen before the product starts, so a missing browser leaves nothing running.
const browser = await chromiumChoice.resolveChromium().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
process.env.CHROME_PATH = browser.executablePath; // what Lighthouse and chrome-launcher read
console.log(`[lighthouse] Chromium: ${browser.executablePath} (${browser.source})`);
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-lighthouse-'));
chmodSync(scratch, 0o755);
const port = await freePort();
const pgPort = await freePort();
// Production needs SMTP_URL (or MAIL_DISABLED): the sign-in e-mails go to an SMTP server in this process.
const mailbox = await startMailbox();
const databaseUrl = `postgres://marketplace:marketplace@127.0.0.1:${pgPort}/marketplace`; // the embedded server's
const app = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'benchmark-only-secret-not-for-production-use',
    WEBHOOK_SECRET_KEY: 'YmVuY2htYXJrLW9ubHkta2V5LW5vdC1mb3ItcHJvZHU=',
    SMTP_URL: mailbox.url,
    READ_RATE_LIMIT: '0',
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    EMBEDDED_PG_DIR: path.join(scratch, 'pg'),
    EMBEDDED_PG_PORT: String(pgPort),
    UPLOAD_DIR: path.join(scratch, 'uploads'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
// Creating the embedded PostgreSQL cluster takes a minute or more on a loaded machine.
await waitUntil(async () => (await fetch(`${base}/api/ready`)).ok, 'the product to start', 180_000).catch((error) => {
  app.kill('SIGTERM');
  mailbox.close();
  throw error;
});
const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const loadBefore = os.loadavg();

// ---- Accounts and data, made the way people make them (as e2e/support/accounts.ts does) ----
// The app's own operations, by id: the product runs in its default mode (nothing else without an API key).
const graphql = (operation, variables = {}, cookie) => runAppOperation(base, operation, variables, { cookie });
const signIn = (email) => signInCookie({ base, mailbox, email, graphql });

// A database project, public (posted by a signed-in homeowner, approved by an operator made with the documented command).
const homeowner = await signIn('bench.homeowner@example.ca');
const posted = await fetch(`${base}/api/projects`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: homeowner },
  body: JSON.stringify({ title: 'Kitchen renovation in Leslieville', description: 'New cabinets, quartz counters and an island.', category: 'Kitchen Renovation', budget: '$25,000 - $50,000', timeline: 'Within 3 months', homeowner: 'Priya Raman' }),
});
if (!posted.ok) throw new Error(`Posting the benchmark project answered ${posted.status}: ${await posted.text()}`);
const project = await posted.json();
await promisify(execFile)(process.execPath, [path.join(root, 'backend/dist/cli/create-operator.js'), 'bench.operator@example.ca'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: '', DATABASE_URL: databaseUrl },
});
await graphql('ApproveProject', { id: String(project.id) }, await signIn('bench.operator@example.ca'));
// A contractor, signed in: Lighthouse sends the session cookie with every request of the dashboard's runs.
await graphql('SignUpContractor', { input: { businessName: 'Bench Renovations', email: 'bench.contractor@example.ca' } });
const contractor = await signIn('bench.contractor@example.ca');
// Until its owner confirms the details given at sign-up, the address's account stays a homeowner's.
await graphql('ConfirmPendingAccountDetails', {}, contractor);

const pages = PAGES.filter((page) => !routeMatch || routeMatch.test(page.route)).map((page) => ({
  ...page,
  route: page.route.replace('{id}', String(project.id)),
  cookie: page.signedIn ? contractor : undefined,
}));
const runs = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_ONLY=inp: the interactions only, printed and not appended (for trying a change to one of them);
// BENCH_INP_MATCH, a regular expression, measures only the interactions whose name it matches.
// BENCH_INP_DETAIL=1 also prints every Event Timing entry of each tap (pointerdown, pointerup, click ...);
// BENCH_INP_SCROLL_FIRST=0 taps through the locator, without first scrolling the control into view, finding its
// place and waiting for idle again;
// BENCH_INP_PROFILE=1 prints the functions that took the main thread's time during each tap.
// BENCH_INP_TRACE=1 prints each tap's main-thread tasks until its result shows (events, elements restyled; with
// BENCH_INP_PROFILE=1 also the functions of each long task). BENCH_INDEX=264 taps at full speed.
const inpOnly = process.env.BENCH_ONLY === 'inp';
const inpMatch = process.env.BENCH_INP_MATCH ? new RegExp(process.env.BENCH_INP_MATCH, 'i') : undefined;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = [
  { id: 'first-contentful-paint', label: 'FCP', format: (v) => `${(v / 1000).toFixed(1)} s` },
  { id: 'largest-contentful-paint', label: 'LCP', format: (v) => `${(v / 1000).toFixed(1)} s` },
  { id: 'total-blocking-time', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', format: (v) => v.toFixed(3) },
];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: browser.executablePath,
    chromeFlags: browser.args.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
const chrome = await launchChrome();
/**
 * One Lighthouse run in a Chromium of its own, with a new profile: Lighthouse's storage reset keeps local storage
 * and cookies, so in one browser a run after the signed-in dashboard's found the app's signed-in hint and started
 * the app at idle on a content page, which a first visit never does.
 */
async function freshRun(url, flags, config) {
  const own = await launchChrome();
  try {
    return await lighthouse(url, { ...flags, port: own.port }, config);
  } finally {
    await own.kill();
  }
}
/** The phones emulated: DevTools' calibration targets, as Lighthouse benchmark indexes. */
const TIERS = [
  { id: 'low', name: 'Low-tier phone (Moto G Power 2022)', index: 264 },
  { id: 'mid', name: 'Mid-tier phone (Pixel 5)', index: 1000 },
].filter((tier) => (process.env.BENCH_TIERS ?? 'low,mid').split(',').includes(tier.id));
const results = new Map(TIERS.flatMap((tier) => pages.map((page) => [`${tier.id} ${page.name}`, []])));
let inp = [];
let startJs = [];
/** Lighthouse's CPU benchmark of the machine in each run (higher is faster): runs on machines of the same model differ. */
const benchmarkIndexes = [];
let hostIndex = Number(process.env.BENCH_INDEX ?? 0);
/** The CPU slowdown the interactions are measured at: the first tier's (the low tier's by default). */
let inpRate = 4;
try {
  if (!hostIndex) {
    console.log('[lighthouse] measuring this machine\'s CPU benchmark index (three quick runs) ...');
    const calibration = [];
    for (let run = 0; run < 3; run++) {
      const { lhr } = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint'] });
      calibration.push(lhr.environment.benchmarkIndex);
    }
    hostIndex = median(calibration);
  }
  for (const tier of TIERS) tier.multiplier = Math.max(1, Math.round((hostIndex / tier.index) * 10) / 10);
  console.log(`[lighthouse] benchmark index ${Math.round(hostIndex)}: ${TIERS.map((tier) => `${tier.id} tier ${tier.multiplier}x`).join(', ')}, ${throttlingLabel}`);
  // Round after round over all routes, so a burst of load elsewhere on the machine does not land on one route.
  for (let run = 1; run <= (inpOnly ? 0 : runs); run++) {
    for (const tier of TIERS) for (const page of pages) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}) };
      const config = { extends: 'lighthouse:default', settings: { throttlingMethod, throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: tier.multiplier } } };
      const { lhr } = await freshRun(`${base}${page.route}`, flags, config);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.route}: ${lhr.runtimeError.message}`);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== page.route) throw new Error(`${page.route} ended on ${finalPath} (signed out?)`);
      const scores = categories.map((c) => Math.round((lhr.categories[c].score ?? 0) * 100));
      const values = metrics.map((m) => lhr.audits[m.id].numericValue ?? 0);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      results.get(`${tier.id} ${page.name}`).push({ scores, values, failing });
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      if (longTasks) {
        for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
          console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url}`);
        }
      }
      console.log(`[lighthouse] run ${run}/${runs} ${tier.id} tier (${tier.multiplier}x) ${page.route}: ${categories.map((c, i) => `${c} ${scores[i]}`).join(', ')}; ${metrics.map((m, i) => `${m.label} ${m.format(values[i])}`).join(', ')}; index ${Math.round(lhr.environment.benchmarkIndex)}`);
    }
  }
  // An open built-in sample (display id 2001): any contractor may open its proposal dialog.
  inpRate = TIERS[0]?.multiplier ?? 4;
  if (!routeMatch) console.log(`[inp] the main interactions, ${runs} taps each (CPU ${inpRate}x, the ${TIERS[0]?.id ?? 'default'} tier, 412 px, touch) ...`);
  if (!routeMatch) inp = await measureInp({ base, executablePath: browser.executablePath, args: browser.args, cookie: contractor, projectRoute: '/project/2001', runs, cpuRate: inpRate, only: inpMatch });
  if (!inpOnly && !routeMatch) console.log('[start-js] the JavaScript the content routes load before the first interaction ...');
  if (!inpOnly && !routeMatch) startJs = await measureStartJs({ base, executablePath: browser.executablePath, args: browser.args, webDir: path.join(root, 'frontend/dist') });
} finally {
  await chrome.kill();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  await mailbox.close();
  rmSync(scratch, { recursive: true, force: true });
}
const loadAfter = os.loadavg();
// The index measured before the runs sets the multiplier; on a machine whose speed varies (a shared VM), the runs
// may measure it very differently: say so, and how to run again at the runs' own figure.
if (benchmarkIndexes.length) {
  const during = median(benchmarkIndexes);
  if (Math.abs(during - hostIndex) / hostIndex > 0.25) {
    console.warn(`[lighthouse] the runs measured a benchmark index of ${Math.round(during)} (median), ${Math.round(hostIndex)} before them: the multipliers above are off by ${Math.round((hostIndex / during - 1) * 100)} %. Run again on a quieter machine, or with BENCH_INDEX=${Math.round(during)}.`);
  }
}

const rowsOf = (tier) =>
  pages.map(({ name, route }) => {
    const all = results.get(`${tier.id} ${name}`);
    return {
      name,
      route,
      scores: categories.map((_, i) => median(all.map((r) => r.scores[i]))),
      performanceRuns: all.map((r) => r.scores[0]),
      values: metrics.map((_, i) => median(all.map((r) => r.values[i]))),
      // Audits below 0.9 in every run: what holds the route back, not one run's noise.
      failing: (all[0]?.failing ?? []).filter((id) => all.every((r) => r.failing.includes(id))),
    };
  });
const tableOf = (rows) =>
  [
    `| page | route | performance (runs) | accessibility | best practices | SEO | ${metrics.map((m) => m.label).join(' | ')} |`,
    `|---|---|---:|---:|---:|---:|${metrics.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.route.replace(/db-\d+$/, 'db-{id}')}\` | **${r.scores[0]}** (${r.performanceRuns.join(', ')}) | ${r.scores.slice(1).join(' | ')} | ${r.values.map((v, i) => metrics[i].format(v)).join(' | ')} |`,
    ),
  ].join('\n');
const tierTables = TIERS.map((tier) => ({ tier, rows: rowsOf(tier) }));
const table = tierTables
  .map(({ tier, rows }) => `### ${tier.name}: CPU slowed ${tier.multiplier}x (benchmark index ${Math.round(hostIndex)} ÷ ${tier.index}), ${throttlingLabel}\n\n${tableOf(rows)}`)
  .join('\n\n');
const ms = (value) => (value === 0 ? '< 16 ms' : `${Math.round(value)} ms`); // Event Timing reports from 16 ms
const inpTable = [
  '| interaction | route | INP (median) | runs |',
  '|---|---|---:|---|',
  ...inp.map((r) =>
    r.cold
      ? `| ${r.name} | \`${r.route}\` | **${ms(r.median)}**; shown ${ms(r.shownMedian)} after the tap, the app's ${ms(r.appMedian)} after it | ${r.values.map(ms).join(', ')}; shown ${r.shownAfter.map(ms).join(', ')}; app ${r.appAfter.map(ms).join(', ')} |`
      : `| ${r.name} | \`${r.route}\` | **${ms(r.median)}** | ${r.values.map(ms).join(', ')} |`,
  ),
].join('\n');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const startJsTable = [
  '| route | before the first interaction | after it (app started) |',
  '|---|---:|---:|',
  ...startJs.map((r) => `| \`${r.route}\` | **${kib(r.before.bytes)}** (${r.before.files} files) | ${kib(r.after.bytes)} (${r.after.files} files) |`),
].join('\n');
if (inpOnly) {
  console.log(`\n${inpTable}\n`);
  process.exit(0);
}
if (routeMatch) {
  console.log(`\n${table}\n`); // a partial run: printed, not written
  process.exit(0);
}
console.log(`\n${table}\n\n${inpTable}\n\n${startJsTable}\n`);
for (const { tier, rows } of tierTables) for (const r of rows) console.log(`[lighthouse] ${tier.id} tier ${r.name} (${r.route}) below 0.9 in every run: ${r.failing.join(', ') || '—'}`);

const load = (values) => values.map((v) => v.toFixed(2)).join(', ');
const label = process.argv.slice(2).join(' ').trim();
const section = `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${label ? `: ${label}` : ''}

Lighthouse ${lighthouseVersion}, ${runs} run${runs === 1 ? '' : 's'} per route and tier (medians; the performance column lists each run), on
${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}). Load average (1, 5, 15 min) ${load(loadBefore)} at the start,
${load(loadAfter)} at the end: other work shared the CPU, so compare only runs made under similar load.
Lighthouse's CPU benchmark index ${Math.round(hostIndex)} before the runs (${benchmarkIndexes.length ? `${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))} during them` : 'not measured again'}; higher is a faster
machine); each tier's CPU slowdown is that index divided by its phone's.

${table}

Interaction to Next Paint (Event Timing, what web-vitals reports; target under 200 ms) at CPU ${inpRate}x, measured after the page
has started and gone idle (scripts/measure-inp.mjs):

${inpTable}

JavaScript loaded before the first interaction, gzipped (scripts/measure-start-js.mjs; every script file the
page requested until it was loaded, idle and quiet, then again after a first key):

${startJsTable}
`;
const doc = path.join(root, 'docs/lighthouse.md');
const header = `# Lighthouse report

Written by \`npm run bench:web\` (scripts/bench-web.mjs), which replaces this page's figures with each run's; earlier
runs are in git's history. Lighthouse's mobile emulation (simulated slow 4G), the tests' Chromium, the production
build served by the product itself on loopback (embedded PostgreSQL), seven key routes, the contractor dashboard
signed out and signed in as a new contractor. The CPU slowdown is calibrated, not a fixed 4x: this machine's benchmark index divided
by a low-tier phone's (264) and a mid-tier phone's (1,000), DevTools' own calibration targets, so figures from fast and
slow machines describe the same phones. Targets at the low tier: content routes ≥ 95, app routes ≥ 90 with TBT under
300 ms, INP under 200 ms; every route 100 at the mid tier. What costs the time: [performance.md](performance.md).
To reproduce: \`npm run build && npm run bench:web\` on a quiet machine (\`BENCH_TIERS=low\` for one tier;
\`BENCH_THROTTLING=devtools\` slows the browser itself instead of Lighthouse's simulation, see performance.md).
`;
writeFileSync(doc, `${header}\n${section}`);
console.log(`\nWrote this run to docs/lighthouse.md`);
