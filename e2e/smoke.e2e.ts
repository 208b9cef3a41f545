import { postProjectAsHomeowner } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp } from './support/browser';
import { expect, test } from './support/test';

const app = useProductAndBrowser();

test('serves the built web app, which shows projects created through the API', async () => {
  await postProjectAsHomeowner(app.product.url, {
    title: 'Basement underpinning in East York',
    description: 'Lower the basement floor by 18 inches for a legal secondary suite.',
    category: 'Basement Finishing',
    budget: '$50,000 - $100,000',
    timeline: 'Within 6 months',
    homeowner: 'Daniel Okafor',
    location: 'East York, Toronto, ON',
  }, { approveWith: app.product.database.url });
  const page = await app.browser.newPage();
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
