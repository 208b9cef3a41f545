import type { Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { gotoApp, menuDriftOnScroll, openPageMenu, pageMenuReady, screenshot } from './support/browser';
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
  await pageMenuReady(page);
  await expect(menuButton(page)).toHaveAttribute('aria-label', /current page: Home$/);
  const destinations = [
    { item: 'Our Projects', path: '/projects', name: 'Our Projects' },
    { item: 'Request Quote', path: '/post-project', name: 'Request Quote' },
    { item: 'Contact Us', path: '/contact', name: 'Contact Us' },
    { item: 'My Favorites', path: '/favorites', name: 'Services' },
    { item: 'Home', path: '/', name: 'Home' },
  ];
  for (const { item, path, name } of destinations) {
    // A link followed in the app closes the list.
    await expect(openPageMenu(page)).toHaveCount(0);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await openPageMenu(page).getByRole('link', { name: item, exact: true }).click();
    await waitForPath(page, path);
    await page.waitForFunction((expected) => document.querySelector('header button[popovertarget]')?.getAttribute('aria-label')?.endsWith(`current page: ${expected}`), name);
  }
  await page.getByRole('banner').getByRole('link', { name: 'For Contractors' }).click();
  await waitForPath(page, '/contractor-dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
  await waitForPath(page, '/post-project');
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
  await waitForPath(page, '/contact');
  expect(errors).toEqual([]);
});

test('opens the page menu as its popover list, with no menu code, and gives focus back to its button on Escape', async () => {
  const { page, errors } = await openPage(1280, 'dark');
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/PageMenuPopup-[\w-]+\.js$/.test(request.url())) menuCode.push(request.url());
  });
  await gotoApp(page, `${app.product.url}/projects`);
  await pageMenuReady(page);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(openPageMenu(page).getByRole('link', { name: 'Our Projects' })).toHaveAttribute('aria-current', 'page');
  // Tab goes from the button into the list; the arrow keys move through it.
  await page.keyboard.press('Tab');
  await expect(openPageMenu(page).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(openPageMenu(page).getByRole('link', { name: 'Our Projects' })).toBeFocused();
  await screenshot(page, { path: '/tmp/shell-page-menu-1280-dark.png' });
  await page.keyboard.press('Escape');
  await expect(openPageMenu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  // A press elsewhere closes it too.
  await menuButton(page).click();
  await openPageMenu(page).waitFor();
  await page.locator('main').click({ position: { x: 4, y: 200 } }); // the page's margin, beside its content
  await expect(openPageMenu(page)).toHaveCount(0);
  expect(menuCode).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('keeps the open page menu under its button while the page scrolls', async () => {
  const { page, errors } = await openPage();
  await gotoApp(page, `${app.product.url}/`);
  await pageMenuReady(page);
  await menuButton(page).click();
  expect(await menuDriftOnScroll(page, /^Page menu, current page:/)).toEqual({ scrolled: 120, moved: 0 });
  // A link pressed now is the link released, and it navigates.
  await openPageMenu(page).getByRole('link', { name: 'Our Projects', exact: true }).click();
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
