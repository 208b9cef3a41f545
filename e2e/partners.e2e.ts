import { lastMailId, mailTo, makeOperator, signIn } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { waitFor } from './support/product';
import { expect, test } from './support/test';

/**
 * A partner as they meet the marketplace: they sign in by e-mailed link at /developers/join and
 * apply; an operator approves them in the console's API partners tab (they are e-mailed); they make
 * a key in their console, try it in the explorer (GraphiQL), call the API with it, and see both requests
 * counted and the limits reported.
 * Phone width in the dark theme for the partner, desktop light for the operator, with axe.
 */

const app = useProductAndBrowser();
const PARTNER = 'api@renoledger.ca';
const OPERATOR = 'partners.ops@gtahomepros.ca';
const ORGANISATION = 'RenoLedger Inc.';
let apiKey = '';

test('a partner signs in by link, applies, is approved by an operator, makes a key, tries it in the explorer and sees its use counted', async () => {
  const url = app.product.url;
  const partner = await newThemedPage(app.browser, 390, 'dark');
  await gotoApp(partner, `${url}/developers/join`);
  await partner.getByRole('heading', { name: 'Sign in to apply' }).waitFor();

  await signIn(partner.context(), url, PARTNER);
  await gotoApp(partner, `${url}/developers/join`);
  const form = partner.getByRole('form', { name: 'API access application' });
  await form.getByRole('textbox', { name: /Organisation/ }).fill(ORGANISATION);
  await form.getByRole('textbox', { name: /Website/ }).fill('https://renoledger.ca');
  await form.getByRole('textbox', { name: /What will you build/ }).fill('A budgeting app for Toronto homeowners that shows open kitchen and basement projects near them.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await partner.getByText('Waiting for review').waitFor();
  expect(await seriousViolations(partner)).toEqual([]);
  await screenshot(partner, { path: '/tmp/partners-join-390-dark.png', fullPage: true });

  // The operator approves from the console; the decision is e-mailed.
  await makeOperator(app.product.database.url, OPERATOR);
  const operator = await newThemedPage(app.browser, 1280, 'light');
  await signIn(operator.context(), url, OPERATOR);
  await gotoApp(operator, `${url}/operator?tab=partners`);
  const application = operator.getByRole('article', { name: ORGANISATION });
  await application.getByText(PARTNER, { exact: false }).waitFor();
  expect(await seriousViolations(operator)).toEqual([]);
  const before = await lastMailId(url, PARTNER);
  await application.getByRole('button', { name: `Approve ${ORGANISATION}` }).click();
  await application.getByRole('button', { name: 'Keys, usage and webhooks' }).waitFor();
  const approved = await mailTo(url, PARTNER, before);
  expect(approved.subject).toBe('Your GTA Home Pros API access is approved');
  await screenshot(operator, { path: '/tmp/partners-operator-1280-light.png', fullPage: true });

  // The partner makes a key in the console: shown once.
  await gotoApp(partner, `${url}/developers/console`);
  await partner.getByRole('group', { name: /Active keys: 0 of 3/ }).waitFor();
  await partner.getByRole('textbox', { name: /Key label/ }).fill('Production server');
  await partner.getByRole('button', { name: 'Create key' }).click();
  const secret = partner.getByRole('textbox', { name: 'API key' });
  await secret.waitFor();
  apiKey = ((await secret.textContent()) ?? '').trim();
  expect(apiKey).toMatch(/^gta_[\w-]{43}$/);
  expect(await seriousViolations(partner)).toEqual([]);
  await screenshot(partner, { path: '/tmp/partners-console-key-390-dark.png', fullPage: true });
  await partner.getByRole('button', { name: 'I have copied the key' }).click();

  // They try the API in the explorer with their new key.
  await gotoApp(partner, `${url}/developers/explorer`);
  await partner.locator('.graphiql-container').waitFor();
  await partner.getByLabel('API key', { exact: true }).fill(apiKey);
  await partner.getByRole('button', { name: 'Use this key' }).click();
  await partner.getByRole('status').filter({ hasText: 'Queries run as the key' }).waitFor();
  await partner.locator('.graphiql-query-editor').getByText('OpenProjects').waitFor();
  const explored = partner.waitForResponse((answer) => answer.url() === `${url}/graphql` && answer.request().method() === 'POST');
  await partner.getByRole('button', { name: /Execute query/ }).click();
  const exploredAnswer = await explored;
  expect(exploredAnswer.status()).toBe(200);
  expect(exploredAnswer.headers()['ratelimit']).toMatch(/^"reads";r=\d+;t=\d+$/);
  await partner.locator('.graphiql-response').getByText('rateLimit', { exact: false }).first().waitFor();
  await screenshot(partner, { path: '/tmp/partners-explorer-390-dark.png', fullPage: true });

  // The key works; the answer reports the limits, and the console counts the request.
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ query: '{ projects(first: 5, filter: { status: OPEN }) { totalCount nodes { id title } } }' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('ratelimit-policy')).toMatch(/^"reads";q=\d+;w=60$/);
  const answer = (await response.json()) as { extensions?: { rateLimit?: { cost: number; maxCost: number } } };
  expect(answer.extensions?.rateLimit).toMatchObject({ maxCost: 5000 });
  await waitFor(async () => {
    await gotoApp(partner, `${url}/developers/console`);
    await partner.getByText(/Last 14 days: 2 requests /).waitFor({ timeout: 5000 });
    return true;
  }, 'the console to count the request');
  await screenshot(partner, { path: '/tmp/partners-console-usage-390-dark.png', fullPage: true });
  await operator.context().close();
  await partner.context().close();
});
