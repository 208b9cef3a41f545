import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser and process-level tests against the built product (run `npm run build` first; `npm test`
 * does): `npx playwright test -c e2e [file…]`.
 *
 * - One worker by default: each file starts the product and a Chromium, and both are CPU-bound; two
 *   files at once on 2 cores took as long and made menu clicks time out. E2E_WORKERS raises it on
 *   bigger machines.
 * - No retries: a test that passes only the second time is a bug to fix, not to hide.
 * - A failed test keeps its trace (every page it opened, with snapshots, console and network) under
 *   E2E_OUTPUT (default: the system temp folder); open it with `npx playwright show-trace <zip>`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // `npm test` runs some files as a second run of their own (scripts/test.mjs): E2E_SKIP lists them, comma-separated.
  testIgnore: (process.env.E2E_SKIP ?? '').split(',').filter(Boolean).map((file) => `**/${path.basename(file)}`),
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A test's limit catches a hang, never slowness (speed is measured by the benches, not timed tests): the
  // long journeys (two or three accounts, a dozen screens, audits in both themes) took 39 s on one run and over
  // 60 s on the next beside the unit tests on a slow 2-core machine, so every test gets two minutes.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Chooses and checks the Chromium once for the run, then starts the test PostgreSQL.
  globalSetup: './support/global-setup.mjs',
  globalTeardown: '../test-support/postgres-global-teardown.mjs',
  outputDir: process.env.E2E_OUTPUT ?? path.join(tmpdir(), 'marketplace-e2e'),
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  // The trace keeps each action, the console, the network and the sources, not a screencast: the
  // screencast's frames cost CPU in every test, and the failure screenshot shows the end state. Each
  // action's DOM snapshot is most of what recording costs (agreements.e2e.ts: 103 CPU-seconds with them,
  // 88-92 with none or without snapshots), paid by every test that passes: `npm test` leaves them out
  // (E2E_TRACE=lite); a file run alone keeps them, so a failure rerun alone has them.
  use: {
    trace: { mode: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure', screenshots: false, snapshots: process.env.E2E_TRACE !== 'lite', sources: true },
    screenshot: 'only-on-failure',
  },
});
