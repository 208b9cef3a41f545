import { expect, test as base } from '@playwright/test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

/**
 * Playwright Test with the Chromium this run chose (test-support/chromium.cjs, checked once by the
 * global setup): the built-in `browser`, `context` and `page` fixtures use it, so traces and
 * failure screenshots work as documented. Every test file imports `test` and `expect` from here.
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ playwright }, use) => {
      const browser = await launchBrowser(playwright.chromium);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };
