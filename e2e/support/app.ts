import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import type { TestDatabase } from '../../test-support/database';
import { startProductOnTestDatabase, type ProductProcess } from './product';

export interface RunningApp {
  /** The built product on a fresh database of the test PostgreSQL. */
  readonly product: ProductProcess & { database: TestDatabase };
  /** One Chromium for the whole file; tests open their own contexts or pages in it. */
  readonly browser: Browser;
}

/**
 * The product and a browser for one test file: started in `beforeAll`, stopped in `afterAll`.
 * Both start together and `beforeAll` waits for both to settle, so when one fails (the browser
 * cannot start, the port is taken, the database is down) the other is still recorded and
 * stopped: a failed setup never leaves a product server behind, and Jest can exit.
 */
export function useProductAndBrowser(): RunningApp {
  let product: (ProductProcess & { database: TestDatabase }) | undefined;
  let browser: Browser | undefined;
  let ready = false;
  beforeAll(async () => {
    const results = await Promise.allSettled([
      startProductOnTestDatabase().then((started) => (product = started)),
      launchBrowser().then((started) => (browser = started)),
    ]);
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    ready = true;
  });
  afterAll(async () => {
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
