import type { Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { gotoApp, menuDriftOnScroll } from './support/browser';
import { waitFor } from './support/product';
import { expect, test } from './support/test';

/** The app shell: the real 404, the header menu, the Back button rule. */

const app = useProductAndBrowser();

async function openPage(width = 1280, theme?: 'light' | 'dark'): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  if (theme) await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** In-app navigations change the path without a load event, so wait on the path itself. */
const waitForPath = (page: Page, path: string) => page.waitForFunction((expected) => window.location.pathname === expected, path);

const menuButton = (page: Page) => page.getByRole('button', { name: /current page:/ });

test('answers unknown paths with the 404 page, which links home', async () => {
  const { page, errors } = await openPage(390);
  const response = await gotoApp(page, `${app.product.url}/this/page/does-not-exist`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: /Page not found/ }).waitFor();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | GTA Home Pros');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await waitForPath(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Trusted Home Improvement Across Toronto and the GTA' }).waitFor();
  expect(errors).toEqual([]);
});

test('navigates with the header menu, which names the current page', async () => {
  const { page, errors } = await openPage();
  await gotoApp(page, `${app.product.url}/`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' }); // the home page is prerendered: wait for hydration
  await expect(menuButton(page)).toHaveAttribute('aria-label', /current page: Home$/);
  const destinations = [
    { item: 'Our Projects', path: '/projects', name: 'Our Projects' },
    { item: 'Request Quote', path: '/post-project', name: 'Request Quote' },
    { item: 'Contact Us', path: '/contact', name: 'Contact Us' },
    { item: 'My Favorites', path: '/favorites', name: 'Services' },
    { item: 'Home', path: '/', name: 'Home' },
  ];
  for (const { item, path, name } of destinations) {
    // Open the menu only once the previous one has finished closing.
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await menuButton(page).click();
    await page.getByRole('menu').waitFor({ state: 'visible' });
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    await waitForPath(page, path);
    await page.waitForFunction((expected) => document.querySelector('header button[aria-haspopup="menu"]')?.getAttribute('aria-label')?.endsWith(`current page: ${expected}`), name);
  }
  await page.getByRole('banner').getByRole('link', { name: 'For Contractors' }).click();
  await waitForPath(page, '/contractor-dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
  await waitForPath(page, '/post-project');
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
  await waitForPath(page, '/contact');
  expect(errors).toEqual([]);
});

test('opens the page menu for a press that began on its stand-in before the real menu arrived', async () => {
  const { page, errors } = await openPage();
  // The menu's code is held back until the press has begun, then let through while the button is held down.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let chunk: string | undefined;
  await page.route(/\/assets\/PageMenuPopup-[\w-]+\.js$/, async (route) => {
    chunk = route.request().url();
    await held;
    await route.continue();
  });
  await gotoApp(page, `${app.product.url}/`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('[data-scope="menu"][data-part="trigger"]') === null);
  const box = (await menuButton(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // The code has arrived and the page has run everything it queued on its arrival (a render included).
  await waitFor(async () => chunk, 'the request for the menu code');
  // (A string, so the test's compiler leaves the page's own dynamic import alone.)
  await page.evaluate(`import(${JSON.stringify(chunk)}).then(() => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  }))`);
  await page.mouse.up();
  await page.getByRole('menu').waitFor({ state: 'visible', timeout: 5000 });
  await page.getByRole('menuitem', { name: 'Our Projects' }).waitFor({ state: 'visible' });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('keeps the open page menu under its button while the page scrolls', async () => {
  const { page, errors } = await openPage();
  await gotoApp(page, `${app.product.url}/`);
  await page.locator('[data-scope="menu"][data-part="trigger"]').waitFor({ state: 'attached' });
  await menuButton(page).click();
  expect(await menuDriftOnScroll(page, /^Page menu, current page:/)).toEqual({ scrolled: 120, moved: 0 });
  // An item pressed now is the item released, and it navigates.
  await page.getByRole('menuitem', { name: 'Our Projects', exact: true }).click();
  await waitForPath(page, '/projects');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('shows Back only after more than two history entries and never on home', async () => {
  const { page, errors } = await openPage(390);
  const back = page.getByRole('banner').getByRole('button', { name: 'Go back' });
  await gotoApp(page, `${app.product.url}/projects`);
  await page.getByRole('heading', { level: 1, name: 'Our Projects' }).waitFor();
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
  await expect(back).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Quote' })).toBeHidden();

  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
  await waitForPath(page, '/contact');
  await page.getByRole('banner').getByRole('link', { name: 'GTA Home Pros, home' }).click();
  await waitForPath(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Trusted Home Improvement Across Toronto and the GTA' }).waitFor();
  await expect.poll(() => page.evaluate(() => window.history.length)).toBeGreaterThan(2);
  await back.waitFor({ state: 'detached', timeout: 5_000 });

  await page.getByRole('link', { name: 'Get Free Quote' }).first().click();
  await waitForPath(page, '/post-project');
  await back.waitFor();
  await back.click();
  await waitForPath(page, '/');
  expect(errors).toEqual([]);
});
