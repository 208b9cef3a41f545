import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Screenshot tours for design review, not tests: `npm run screenshots` (after `npm run build`) writes
 * full-page PNGs of the content and homeowner screens, both themes, phone and desktop widths, under
 * /tmp (C-<screen>-<width>-<theme>.png, S-<screen>-<width>-<theme>.png). `npm test` does not run them.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  workers: 1,
  retries: 0,
  timeout: 400_000,
  globalSetup: '../support/global-setup.mjs',
  globalTeardown: '../../test-support/postgres-global-teardown.mjs',
  outputDir: process.env.E2E_OUTPUT ?? path.join(tmpdir(), 'marketplace-screenshots'),
  reporter: [['list']],
});
