import { defineConfig } from '@playwright/test';

/**
 * Used only by e2e/harness.e2e.ts: runs broken-setup.fixture.ts without the e2e global setup, so
 * a setup that fails inside a test file, after its product has started, is met there.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.fixture.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['line']],
  outputDir: process.env.E2E_OUTPUT,
});
