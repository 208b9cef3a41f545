import type { Page } from 'playwright-core';
import { useProductAndBrowser } from '../support/app';
import { gotoApp } from '../support/browser';
import { test } from '../support/test';

/** Design review: every content screen type and the homeowner screens, both themes, phone and desktop. */

// What a fresh `npm start` shows: the demo data (pros in every trade and city, projects, reviews).
const app = useProductAndBrowser({ SEED_DEMO: 'true' });

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1280];

async function themedPage(width: number, theme: (typeof THEMES)[number]): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  return context.newPage();
}

const CONTENT_SCREENS = {
  services: '/services',
  'service-city': '/services/hvac/toronto',
  'service-cleaning': '/services/cleaning',
  'not-found-service': '/services/nope',
  category: '/plumbing-services',
  cleaning: '/cleaning-services',
  moving: '/moving-solutions',
  about: '/about-us',
  'how-it-works': '/how-it-works',
  magazine: '/magazine',
  article: '/article/2',
  legal: '/privacy-policy',
  'category-overview': '/category/all',
};

test('content screens: /tmp/C-<screen>-<width>-<theme>.png', async () => {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const page = await themedPage(width, theme);
      for (const [name, path] of Object.entries(CONTENT_SCREENS)) {
        await gotoApp(page, `${app.product.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `/tmp/C-${name}-${width}-${theme}.png`, fullPage: true });
      }
      await gotoApp(page, `${app.product.url}/plumbing-services`);
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog').getByLabel('Year').waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.screenshot({ path: `/tmp/C-filters-${width}-${theme}.png` });
      await gotoApp(page, `${app.product.url}/services/plumbing/toronto`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.screenshot({ path: `/tmp/C-service-top-${width}-${theme}.png` });
      await page.context().close();
    }
  }
});

const HOMEOWNER_SCREENS = [
  ['home', '/'],
  ['projects', '/projects'],
  ['post-project', '/post-project'],
  ['contact', '/contact'],
  ['favorites', '/favorites'],
  ['contractor', '/contractor/1'],
  ['contractor-missing', '/contractor/99'],
  ['not-found', '/nowhere'],
] as const;

test('homeowner screens: /tmp/S-<screen>-<width>-<theme>.png, tall pages also in parts', async () => {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const page = await themedPage(width, theme);
      for (const [name, path] of HOMEOWNER_SCREENS) {
        await gotoApp(page, `${app.product.url}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `/tmp/S-${name}-${width}-${theme}.png`, fullPage: true });
        // Tall phone pages are also saved in screen-sized parts, which are easier to review.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let part = 0, y = 0; y < height; part += 1, y += 1400) {
          const clip = { x: 0, y, width, height: Math.min(1400, height - y) };
          await page.screenshot({ path: `/tmp/S-${name}-${width}-${theme}-part${part}.png`, fullPage: true, clip });
        }
      }
      await page.context().close();
    }
  }
});
