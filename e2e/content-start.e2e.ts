import type { Page, Route } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { expect, test } from './support/test';

/**
 * Content pages paint from their HTML before any script: the app's modules are named in the page,
 * not loaded by it, and a small inline starter loads them once the page is idle or on the first
 * interaction. A control pressed before the app has arrived still does its job once it has.
 */
const app = useProductAndBrowser();

async function html(pathname: string): Promise<string> {
  const response = await fetch(`${app.product.url}${pathname}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Holds the app's entry script until `release` is called, so a test can act before the app has started. */
async function holdEntryScript(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release };
}

test.describe('content pages start the app after they have painted', () => {
  for (const pathname of ['/', '/services', '/services/plumbing/mississauga', '/about-us', '/privacy-policy']) test(`${pathname} names its modules instead of loading them`, async () => {
    const page = await html(pathname);
    const headHtml = page.slice(0, page.indexOf('</head>'));
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/rel="modulepreload"/);
    const modules = JSON.parse(/<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(headHtml)?.[1] ?? 'null');
    expect(modules.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.preload.length).toBeGreaterThan(0);
    for (const href of [modules.entry, ...modules.preload]) expect((await fetch(`${app.product.url}${href}`)).status).toBe(200);
  });

  test('keeps app routes loading the app from their HTML', async () => {
    expect(await html('/favorites')).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  test('paints before any script is fetched, then starts and hydrates when idle', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${app.product.url}/`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      // Every script resource started after the first contentful paint.
      const early = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || /\.js$/.test(new URL(entry.name).pathname))
          .filter((entry) => entry.startTime < paint)
          .map((entry) => entry.name);
      });
      expect(early).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('opens the page menu pressed before the app arrived', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/services`);
      await page.getByRole('button', { name: /^Page menu/ }).tap();
      await entry.requested; // the press started the app
      entry.release();
      await page.getByRole('menu').waitFor();
      await page.getByRole('button', { name: /^Page menu/, expanded: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('switches the theme pressed before the app arrived, and keeps it', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/about-us`);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await entry.requested;
      entry.release();
      await page.locator('html.dark[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await page.waitForFunction(() => localStorage.getItem('theme') === 'dark');
    } finally {
      await context.close();
    }
  });

  test('follows a link pressed before the app arrived as a plain link', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/`);
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(/\/privacy-policy$/);
      await page.getByRole('heading', { level: 1, name: /Privacy Policy/ }).waitFor();
      entry.release();
    } finally {
      await context.close();
    }
  });
});
