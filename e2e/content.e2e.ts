import type { Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { gotoApp } from './support/browser';
import { expect, test } from './support/test';

const app = useProductAndBrowser();

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await app.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoApp(page, `${app.product.url}${path}`);
  return { page, errors };
}

test('searches the services directory and filters locations only by the location box', async () => {
  const { page, errors } = await openPage('/services');
  const services = page.getByRole('region', { name: 'Available Services' });
  await services.getByRole('article').first().waitFor();
  const all = await services.getByRole('article').count();
  expect(all).toBeGreaterThan(10);

  await page.getByRole('searchbox', { name: 'Search services' }).fill('furnace');
  await page.waitForFunction((n) => document.querySelectorAll('[aria-labelledby] article').length < n + 6, all);
  const headings = await services.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.length).toBeLessThan(all);
  expect(headings.some((h) => /HVAC/i.test(h))).toBe(true);

  await page.getByRole('searchbox', { name: 'Search services' }).fill('zzqx');
  await services.getByText('No services match your search').waitFor();
  // Cleared, the whole list is back (the list the page arrived with is kept as the server sent it).
  await page.getByRole('searchbox', { name: 'Search services' }).fill('');
  await expect(services.getByRole('article')).toHaveCount(all);

  const locations = page.getByRole('region', { name: 'Service Locations' });
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('markham');
  await locations.getByRole('heading', { name: 'Markham' }).waitFor();
  await expect(locations.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
  await expect(locations.getByRole('article')).toHaveCount(6);
  expect(errors).toEqual([]);
  await page.close();
});

test('gives a service x city page its title, canonical, description and JSON-LD', async () => {
  const { page, errors } = await openPage('/services/plumbing/mississauga');
  await page.getByRole('heading', { level: 1, name: 'Plumbing in Mississauga, Ontario' }).waitFor();
  await page.waitForFunction(() => document.title.startsWith('Plumbing in Mississauga, Ontario'));
  await expect(page).toHaveTitle('Plumbing in Mississauga, Ontario | GTA Home Pros');
  const head = await page.evaluate(() => ({
    canonical: document.head.querySelector('link[rel=canonical]')?.getAttribute('href'),
    // The page's own description is the last one (index.html still carries a static default before it).
    description: [...document.head.querySelectorAll('meta[name=description]')].pop()?.getAttribute('content'),
    ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')),
  }));
  // The canonical origin is the site's configured public origin (SITE_URL at build time), not the test server's.
  expect(head.canonical).toMatch(/^https?:\/\/[^/]+\/services\/plumbing\/mississauga$/);
  expect(head.description).toContain('Mississauga');
  expect(head.description).not.toContain('[LOCATION]');
  expect(head.ogTitle).toBe('Plumbing in Mississauga, Ontario | GTA Home Pros');
  const service = head.jsonLd.find((d) => d['@type'] === 'Service');
  const crumbs = head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
  expect(service.areaServed.name).toBe('Mississauga');
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Services', 'Plumbing', 'Mississauga, Ontario']);
  await page.getByText('Starting from $130/hour').waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

test('filters a category page in the side sheet and shows its empty text', async () => {
  const { page, errors } = await openPage('/hvac-services');
  const count = page.getByText(/^Showing \d+ HVAC projects$/);
  await count.waitFor();
  const before = Number((await count.textContent())!.match(/\d+/)![0]);
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Category').selectOption('Heat Pumps');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await sheet.waitFor({ state: 'hidden' });
  const after = Number((await count.textContent())!.match(/\d+/)![0]);
  expect(after).toBeLessThan(before);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(after);

  await page.getByRole('searchbox', { name: 'Search HVAC projects' }).fill('zzqx');
  await page.getByText('No HVAC projects found matching your criteria.').waitFor();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await page.getByText(`Showing ${before} HVAC projects`).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});
