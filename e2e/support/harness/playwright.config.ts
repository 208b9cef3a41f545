import { defineConfig } from '@playwright/test';

/**
 * Used only by e2e/harness.e2e.ts: runs broken-setup.fixture.ts without the e2e global setup, so
 * a browser that cannot start is met inside a test file, after its product has started.
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
