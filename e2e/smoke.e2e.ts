import { postProjectAsHomeowner } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp } from './support/browser';
import { expect, test } from './support/test';

const app = useProductAndBrowser();

// Uses Playwright's own `page` fixture (the run's Chromium, e2e/support/test.ts) where the other files open pages in the file's browser.
test('serves the built web app, which shows projects created through the API', async ({ page }) => {
  await postProjectAsHomeowner(app.product.url, {
    title: 'Basement underpinning in East York',
    description: 'Lower the basement floor by 18 inches for a legal secondary suite.',
    category: 'Basement Finishing',
    budget: '$50,000 - $100,000',
    timeline: 'Within 6 months',
    homeowner: 'Daniel Okafor',
    location: 'East York, Toronto, ON',
  }, { approveWith: app.product.database.url });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoApp(page, `${app.product.url}/projects`);
  await page.getByText('Basement underpinning in East York').first().waitFor();
  expect(errors).toEqual([]);
  // Client-side routes fall back to the SPA shell rather than a server 404.
  const response = await gotoApp(page, `${app.product.url}/some/client/route`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
});
