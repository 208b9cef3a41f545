import { appOperation } from './support/app-operations';
import { makeOperator, postProjectAsHomeowner, signInCookie } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, hydrationWatch, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { expect, test } from './support/test';

/**
 * The developer portal as a partner meets it: the overview from the footer, the schema reference at
 * phone width, and the explorer, where a query runs against the live API with the partner's key.
 */
const app = useProductAndBrowser();
const TITLE = 'Burst pipe and water heater swap in Port Credit';
let apiKey: string;

test.beforeAll(async () => {
  const url = app.product.url;
  await postProjectAsHomeowner(url, {
    title: TITLE,
    description: 'Replace a burst copper line in the basement ceiling and swap the 40-gallon tank for a tankless unit.',
    category: 'Plumbing',
    budget: '$2,500 - $5,000',
    timeline: 'Within 1 week',
    homeowner: 'Priya Raman',
    location: 'Port Credit, Mississauga, ON',
  }, { approveWith: app.product.database.url });
  // A key made the documented way: an operator's createApiKey mutation.
  await makeOperator(app.product.database.url, 'e2e.keys@gtahomepros.ca');
  const operator = await signInCookie(url, 'e2e.keys@gtahomepros.ca');
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: operator },
    // The console's own operation, as the browser sends it: without a key only the app's operations run.
    body: JSON.stringify(appOperation('CreateApiKey', { name: 'Lakeshore Leads' })),
  });
  apiKey = ((await response.json()) as { data: { createApiKey: { key: string } } }).data.createApiKey.key;
  expect(apiKey).toMatch(/\S{20,}/);
});

test('the footer leads to the portal; overview, reference and changelog read at phone width in the dark theme', async () => {
  const url = app.product.url;
  const page = await newThemedPage(app.browser, 390, 'dark');
  await gotoApp(page, url);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
  await page.getByRole('heading', { level: 1, name: "Build on the GTA's home-improvement marketplace" }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/developers');
  await page.getByRole('region', { name: 'curl' }).waitFor();
  await page.getByRole('main').locator('a[href="/developers/join"]').filter({ hasText: 'Get an API key' }).first().waitFor();
  /** Waits until the page fits the phone's width (no sideways scrolling). */
  const fitsWidth = () => page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
  await fitsWidth();
  await screenshot(page, { path: '/tmp/dev-overview-390-dark.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The portal's navigation, by keyboard: focus the link, Enter follows it.
  const nav = page.getByRole('navigation', { name: 'Developer portal' });
  await nav.getByRole('link', { name: 'Schema reference' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Schema reference' }).waitFor();
  await nav.locator('a[aria-current="page"]').filter({ hasText: 'Schema reference' }).waitFor();
  const pros = page.locator('#query-pros');
  await pros.getByText('ContractorProfileConnection!').waitFor();
  await pros.getByRole('link', { name: 'ContractorProfileConnection' }).click();
  await page.waitForFunction(() => window.location.hash === '#ContractorProfileConnection');
  await page.locator('#ContractorProfileConnection').getByText('totalCount').waitFor();
  await fitsWidth();
  await screenshot(page, { path: '/tmp/dev-reference-390-dark.png' });

  await gotoApp(page, `${url}/developers/changelog`);
  await page.getByRole('heading', { level: 2, name: 'The pro directory and invitations to quote' }).waitFor();
  await fitsWidth();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('the explorer runs a query in GraphiQL as the visitor’s key, kept in the tab only, in the site’s theme', async () => {
  const url = app.product.url;
  const page = await newThemedPage(app.browser, 1280, 'light');
  await gotoApp(page, `${url}/developers/explorer`);
  await page.getByRole('heading', { level: 1, name: 'API explorer' }).waitFor();
  // GraphiQL comes with the schema the site was built with: its docs know the API without an introspection request.
  const introspections: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /IntrospectionQuery|__schema/.test(request.postData() ?? '')) introspections.push(request.url());
  });
  await page.locator('.graphiql-container').waitFor();
  await page.waitForFunction(() => document.body.classList.contains('graphiql-light'));

  await page.getByLabel('API key', { exact: true }).fill(apiKey);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await page.getByRole('status').filter({ hasText: 'Queries run as the key' }).waitFor();
  await page.waitForFunction((key) => Object.values(sessionStorage).includes(key), apiKey);
  await page.waitForFunction((key) => !Object.values(localStorage).some((value) => value.includes(key)), apiKey);
  expect(page.url()).not.toContain(apiKey);

  // The default query (open plumbing projects in Mississauga) is in the editor: run it.
  await page.locator('.graphiql-query-editor').getByText('OpenProjects').waitFor();
  await page.locator('.graphiql-editor-tool').getByText('Mississauga').waitFor();
  const answered = page.waitForResponse((response) => response.url() === `${url}/graphql` && response.request().method() === 'POST');
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = await answered;
  expect(response.request().headers()['x-api-key']).toBe(apiKey);
  expect(response.request().headers().cookie).toBeUndefined();
  const body = (await response.json()) as { data: { projects: { nodes: { title: string }[] } } };
  if (!body.data) throw new Error(`The query answered ${JSON.stringify(body)} for ${response.request().postData()}`);
  expect(body.data.projects.nodes.map((node) => node.title)).toContain(TITLE);
  await page.locator('.graphiql-response').getByText('Port Credit', { exact: false }).first().waitFor();
  expect(introspections).toEqual([]);
  await screenshot(page, { path: '/tmp/dev-explorer-1280-light.png' });

  // The site's theme toggle turns GraphiQL dark too.
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.waitForFunction(() => document.body.classList.contains('graphiql-dark'));
  await screenshot(page, { path: '/tmp/dev-explorer-1280-dark.png' });

  // Forgetting the key removes it from the tab's storage.
  await page.getByRole('button', { name: 'Forget key' }).click();
  await page.getByLabel('API key', { exact: true }).waitFor();
  await page.waitForFunction((key) => !Object.values(sessionStorage).includes(key), apiKey);
  await page.context().close();
});

test('the explorer stays usable at phone width', async () => {
  const page = await newThemedPage(app.browser, 390, 'dark');
  await gotoApp(page, `${app.product.url}/developers/explorer`);
  await page.locator('.graphiql-container').waitFor();
  await page.waitForFunction(() => document.body.classList.contains('graphiql-dark'));
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.getByRole('button', { name: /Execute query/ }).waitFor();
  await screenshot(page, { path: '/tmp/dev-explorer-390-dark.png', fullPage: true });
  await page.context().close();
});

test('hydrates each prerendered portal page without a warning or an error, GraphiQL and its workers included', async () => {
  const context = await app.browser.newContext();
  const { page, problems, visit } = await hydrationWatch(context);
  for (const route of ['/developers', '/developers/reference', '/developers/changelog', '/developers/explorer']) {
    expect([route, await visit(`${app.product.url}${route}`)]).toEqual([route, true]);
  }
  // The explorer's editor starts its workers (same origin, allowed by the page's Content-Security-Policy).
  await page.locator('.graphiql-container .monaco-editor').first().waitFor();
  await page.locator('.graphiql-query-editor').getByText('OpenProjects').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
