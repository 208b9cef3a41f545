#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile emulation, offline, the tests' Chromium) on the product's key
// pages; prints the scores and writes docs/lighthouse.md. Needs a build (`npm run build`).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromiumChoice from '../test-support/chromium.cjs';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'backend/dist/main.js')) || !existsSync(path.join(root, 'frontend/dist/index.html'))) {
  console.error('The product is not built: run `npm run build` first.');
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
const app = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'benchmark-only-secret-not-for-production-use',
    READ_RATE_LIMIT: '0',
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    EMBEDDED_PG_DIR: path.join(scratch, 'pg'),
    EMBEDDED_PG_PORT: String(await freePort()),
    UPLOAD_DIR: path.join(scratch, 'uploads'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const created = await fetch(`${base}/api/projects`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ title: 'Kitchen renovation in Leslieville', description: 'New cabinets, quartz counters and an island.', category: 'Kitchen Renovation', budget: '$25,000 - $50,000', timeline: 'Within 3 months', homeowner: 'Priya Raman' }),
}).then((r) => r.json());

const pages = [
  ['Home', '/'],
  ['Our Projects', '/projects'],
  ['Project Details', `/project/${created.id + 3000}`],
  ['Post a Project', '/post-project'],
  ['Contractor Dashboard', '/contractor-dashboard'],
  ['Services directory', '/services'],
  ['Service x city', '/services/plumbing/mississauga'],
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chrome = await chromeLauncher.launch({
  chromePath: browser.executablePath,
  chromeFlags: browser.args.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});
const rows = [];
try {
  for (const [name, route] of pages) {
    const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    const scores = categories.map((c) => Math.round((result.lhr.categories[c].score ?? 0) * 100));
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id)
      .slice(0, 8);
    rows.push({ name, route, scores, failing });
    console.log(`[lighthouse] ${name} (${route}): ${categories.map((c, i) => `${c} ${scores[i]}`).join(', ')}`);
  }
} finally {
  await chrome.kill();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(scratch, { recursive: true, force: true });
}

const table = [
  '| page | route | performance | accessibility | best practices | SEO | audits below 0.9 |',
  '|---|---|---:|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.name} | \`${r.route}\` | ${r.scores.join(' | ')} | ${r.failing.join(', ') || '—'} |`),
].join('\n');
console.log(`\n${table}`);
writeFileSync(
  path.join(root, 'docs/lighthouse.md'),
  `# Lighthouse report

Produced by \`npm run bench:web\` (scripts/bench-web.mjs) on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${'12.8'} with its default
mobile emulation (throttled CPU and network), Debian's Chromium, the production build served by the product itself on
loopback, on ${os.cpus().length} cores. Targets: accessibility 100, SEO 100, best practices ≥ 95, performance ≥ 95.

${table}

Performance is below its target on every page: what costs the time, what is already done and the next steps are in
[performance.md](performance.md).
`,
);
console.log('\nWrote docs/lighthouse.md');
