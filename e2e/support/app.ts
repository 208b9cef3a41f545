import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { expect, test } from './test';
import type { TestDatabase } from '../../test-support/database';
import { startProductOnTestDatabase, type ProductProcess } from './product';

export interface RunningApp {
  /** The built product on a fresh database of the test PostgreSQL. */
  readonly product: ProductProcess & { database: TestDatabase };
  /** One Chromium for the whole file; tests open their own contexts or pages in it. */
  readonly browser: Browser;
}

/**
 * The product and a browser for one test file: started in `test.beforeAll`, stopped in `test.afterAll`.
 * Each file gets its own product on a database of its own (a test may count what the file created).
 * Both start together and `beforeAll` waits for both to settle, so when one fails (the browser
 * cannot start, the port is taken, the database is down) the other is still recorded and
 * stopped: a failed setup never leaves a product server behind, and the run can exit.
 * The browser is launched through the test's own `playwright` fixture, so Playwright Test traces
 * the contexts and pages tests open in it.
 */
export function useProductAndBrowser(): RunningApp {
  let product: (ProductProcess & { database: TestDatabase }) | undefined;
  let browser: Browser | undefined;
  let ready = false;
  // The file's tests share its product, in order: after a failure the rest are skipped, not run on
  // a fresh product (a worker restart) whose state they did not expect.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ playwright }) => {
    const results = await Promise.allSettled([
      startProductOnTestDatabase().then((started) => (product = started)),
      launchBrowser(playwright.chromium).then((started) => (browser = started)),
    ]);
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    ready = true;
  });
  test.afterAll(async () => {
    await browser?.close().catch(() => {});
    const code = await product?.stop();
    // A product that stops with an error after a good run is a bug; after a failed setup the setup error is the news.
    if (ready) expect(code).toBe(0);
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not running: setup failed (see the first error above).`);
    return value;
  };
  return {
    get product() {
      return started(product, 'product');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
