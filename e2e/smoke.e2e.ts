import type { Browser } from 'playwright-core';
import { launchBrowser, gotoApp } from './support/browser';
import { postJson, startProductOnTestDatabase, type ProductProcess } from './support/product';

let product: ProductProcess;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProductOnTestDatabase(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  expect(await product?.stop()).toBe(0);
});

it('serves the built web app, which shows projects created through the API', async () => {
  await postJson(`${product.url}/api/projects`, {
    title: 'Basement underpinning in East York',
    description: 'Lower the basement floor by 18 inches for a legal secondary suite.',
    category: 'Basement Finishing',
    budget: '$50,000 - $100,000',
    timeline: 'Within 6 months',
    homeowner: 'Daniel Okafor',
    location: 'East York, Toronto, ON',
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoApp(page, `${product.url}/projects`);
  await page.getByText('Basement underpinning in East York').first().waitFor();
  expect(errors).toEqual([]);
  // Client-side routes fall back to the SPA shell rather than a server 404.
  const response = await gotoApp(page, `${product.url}/some/client/route`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
});
