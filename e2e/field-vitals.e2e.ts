import { makeOperator, signIn, signInCookie } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { appOperation } from './support/app-operations';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson, waitFor } from './support/product';
import { expect, test } from './support/test';

/**
 * Field data end to end: a visitor's page loads the collector once it is idle, reports its Core Web
 * Vitals by beacon when the page is hidden, the server counts them under the route template, and the
 * operators' Speed tab shows the route.
 */

const app = useProductAndBrowser();
const OPERATOR = 'speed.ops@gtahomepros.ca';

type Summary = { metric: string; samples: number; p75: number | null };
type Report = { routes: { route: string; metrics: Summary[] }[] };

test("a visitor's page view is counted under its route template and shows in the Speed tab", async () => {
  const url = app.product.url;
  await makeOperator(app.product.database.url, OPERATOR);
  const cookie = await signInCookie(url, OPERATOR);
  const report = async (): Promise<Report> => (await postJson(`${url}/graphql`, appOperation('FieldVitals', { days: 7, device: 'PHONE' }), { cookie })).data.fieldVitals;
  expect((await report()).routes).toEqual([]);

  // Every page view of this browser reports (the documented opt-in), at phone width.
  const visitor = await newThemedPage(app.browser, 390);
  await visitor.addInitScript(() => window.localStorage.setItem('gta.fieldVitals', 'always'));
  const beacons: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().endsWith('/api/vitals')) beacons.push(request.postData() ?? '');
  });
  // A content page: no app code loads before the first interaction, but the page's field-data module
  // does, when the browser is idle, and starts the collector.
  await visitor.goto(`${url}/services/plumbing/toronto?ref=e2e`);
  await visitor.locator('html[data-field-vitals="on"]').waitFor({ state: 'attached' });
  // An interaction (for INP), then the page is hidden, as when the visitor switches tabs: web-vitals reports then.
  await visitor.getByRole('heading', { level: 1 }).click();
  await visitor.keyboard.press('Tab');
  await visitor.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    // As the browser fires it: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

  const counted = await waitFor(async () => {
    const route = (await report()).routes.find((entry) => entry.route === '/services/:serviceSlug/:locationSlug');
    return route?.metrics.some((metric) => metric.metric === 'TTFB' && metric.samples === 1) ? route : undefined;
  }, 'the beacon to be counted');
  expect(counted.metrics.find((metric) => metric.metric === 'FCP')?.samples).toBe(1);
  // The beacon named the template, never the URL, its slugs or its query string.
  expect(beacons).toHaveLength(1);
  expect(JSON.parse(beacons[0])).toMatchObject({ route: '/services/:serviceSlug/:locationSlug', device: 'phone' });
  expect(beacons[0]).not.toMatch(/plumbing|toronto|e2e/);
  await visitor.context().close();

  // The operator finds the route in the Speed tab, in both themes, on a phone and a desktop.
  for (const [width, theme] of [
    [390, 'light'],
    [1280, 'dark'],
  ] as const) {
    const console = await newThemedPage(app.browser, width, theme);
    await signIn(console.context(), url, OPERATOR);
    await gotoApp(console, `${url}/operator?tab=speed`);
    await console.getByLabel('Device').selectOption('PHONE');
    const routes = console.getByRole('table', { name: 'p75 by route' });
    await routes.getByRole('row', { name: /\/services\/:serviceSlug\/:locationSlug/ }).waitFor();
    // The period and the device are chosen by keyboard too.
    await console.getByLabel('Period').focus();
    await console.keyboard.press('ArrowDown');
    await routes.getByRole('row', { name: /\/services\/:serviceSlug\/:locationSlug/ }).waitFor();
    await screenshot(console, { path: `/tmp/field-vitals-speed-${width}-${theme}.png`, fullPage: true });
    expect(await seriousViolations(console)).toEqual([]);
    await console.context().close();
  }
});

test('refuses a beacon with a real URL and counts nothing', async () => {
  const url = app.product.url;
  const response = await fetch(`${url}/api/vitals`, {
    method: 'POST',
    // As a page of the site sends it (a request without Fetch Metadata or Origin is refused before it is read).
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ route: '/project/42?ref=email', device: 'phone', connection: '4g', metrics: [{ name: 'LCP', value: 1200 }] }),
  });
  expect(response.status).toBe(400);
  expect((await response.json()).error).toMatch(/route template/);
});
