import { lastMailId, mailTo, signInMailTo, makeOperator, signIn, signInLink } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * The review promise as people meet it: a visitor's post waits, confirmed but private, until an
 * operator approves it in the console; then it is public and the homeowner is e-mailed. Only
 * operators get the console.
 */

const app = useProductAndBrowser();
const OPERATOR = 'console.ops@gtahomepros.ca';

const newPage = (width = 1280, theme: 'light' | 'dark' = 'light') => newThemedPage(app.browser, width, theme);


test("a visitor's post stays private until an operator approves it in the console; then it is public and the homeowner is e-mailed", async () => {
  const url = app.product.url;
  const email = 'tomas.silva@example.ca';
  const title = 'Front porch rebuild in the Junction';
  const posted = await postJson(`${url}/api/projects`, {
    title,
    description: 'Rebuild a sagging 1920s front porch: new footings, pressure-treated frame, tongue-and-groove fir deck and railings to the Ontario Building Code.',
    category: 'Decks & Fences',
    budget: '$10,000 - $25,000',
    timeline: 'Within 3 months',
    homeowner: 'Tomás Silva',
    location: 'The Junction, Toronto, ON',
    email,
  });

  // The link confirms the address and signs Tomás in; he confirms the post, which is in review, still private.
  const homeowner = await newPage(390);
  await homeowner.goto(signInLink(await signInMailTo(url, email)));
  await homeowner.waitForURL(/\/my-projects\?posted=\d+$/);
  const row = homeowner.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Confirm and send for review' }).click();
  await row.getByText('In review: published within 24 hours').waitFor();
  expect((await fetch(`${url}/api/projects/${posted.id}`)).status).toBe(404);

  // An operator made with the documented command approves it from the review queue.
  await makeOperator(app.product.database.url, OPERATOR);
  const console = await newPage(1280, 'dark');
  await signIn(console.context(), url, OPERATOR);
  await gotoApp(console, `${url}/operator`);
  const item = console.getByRole('article', { name: title });
  await item.getByText(email).waitFor();
  await screenshot(console, { path: '/tmp/o-review-queue-1280-dark.png', fullPage: true });
  expect(await seriousViolations(console)).toEqual([]);
  const before = await lastMailId(url, email);
  await item.getByRole('button', { name: 'Approve' }).click();
  await item.waitFor({ state: 'detached' });

  expect((await fetch(`${url}/api/projects/${posted.id}`)).status).toBe(200);
  const live = await mailTo(url, email, before);
  expect(live.subject).toBe(`Your project "${title}" is live`);
  expect(live.text).toContain(`/project/db-${posted.id}`);

  // The decision is in the audit log, with who made it.
  await console.getByRole('tab', { name: /Audit log/ }).click();
  await console.getByText('project.approve', { exact: false }).first().waitFor();
  await console.getByText(OPERATOR).first().waitFor();
  expect(await seriousViolations(console)).toEqual([]);
  await console.context().close();

  await homeowner.reload();
  await homeowner.getByRole('listitem').filter({ hasText: title }).getByText('Published', { exact: true }).waitFor();
  await screenshot(homeowner, { path: '/tmp/o-my-projects-published-390.png', fullPage: true });
  await homeowner.context().close();
});

test('the console is for operators only: visitors are asked to sign in, other accounts are turned away', async () => {
  const url = app.product.url;
  const visitor = await newPage(390);
  await gotoApp(visitor, `${url}/operator`);
  await visitor.getByRole('heading', { name: 'Sign in to open the console' }).waitFor();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.context().close();

  const homeowner = await newPage(390);
  const cookie = await signIn(homeowner.context(), url, 'curious.homeowner@example.ca');
  await gotoApp(homeowner, `${url}/operator`);
  await homeowner.getByText('This page is for GTA Home Pros staff').first().waitFor();
  await screenshot(homeowner, { path: '/tmp/o-staff-only-390.png', fullPage: true });
  // The server refuses the console's data whatever the screen shows.
  const answer = await postJson(`${url}/graphql`, appOperation('ReviewQueue', { first: 10 }), { cookie });
  expect(answer.errors[0].extensions.code).toBe('FORBIDDEN');
  await homeowner.context().close();
});
