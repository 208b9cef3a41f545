import type { Browser, BrowserContext } from 'playwright-core';
import { expect, test } from './test';
import type { TestDatabase } from '../../test-support/database';
import { startProductOnTestDatabase, type ProductProcess } from './product';

export interface RunningApp {
  /** The built product on a fresh database of the test PostgreSQL. */
  readonly product: ProductProcess & { database: TestDatabase };
  /** The worker's Chromium; the file's tests open their own contexts or pages in it, closed after the file. */
  readonly browser: Browser;
}

/**
 * The product and a browser for one test file: the product is started in `test.beforeAll` and stopped
 * in `test.afterAll`, on a database of its own (a test may count what the file created).
 * The browser is the worker's (support/test.ts), launched once for the run rather than once per file:
 * the bundled Chromium has crashed (SIGSEGV) as it started, rarely, and thirty launches a run made
 * that a failed run now and then. Each file still gets a clean browser: `afterAll` closes every
 * context the file's tests opened. A failed setup never leaves a product server behind.
 */
/** The file's product and browser; `env` adds the product's settings (the screenshot tour turns the demo data on). */
export function useProductAndBrowser(env: Record<string, string> = {}): RunningApp {
  let product: (ProductProcess & { database: TestDatabase }) | undefined;
  let browser: Browser | undefined;
  let contextsBefore = new Set<BrowserContext>();
  let ready = false;
  // The file's tests share its product, in order: after a failure the rest are skipped, not run on
  // a fresh product (a worker restart) whose state they did not expect.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser: workerBrowser }) => {
    browser = workerBrowser;
    contextsBefore = new Set(workerBrowser.contexts());
    product = await startProductOnTestDatabase(env);
    ready = true;
  });
  test.afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).filter((context) => !contextsBefore.has(context)).map((context) => context.close().catch(() => {})));
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
