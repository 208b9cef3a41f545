import { postProjectAsHomeowner, signIn, signInCookie, signUpContractor } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson, waitFor } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * Comparing quotes: a homeowner with three proposals sees them side by side, sorts them by bid,
 * accepts one and declines the others with a note in one step; the declined contractor reads the
 * note under My proposals.
 */

const app = useProductAndBrowser();
const HOMEOWNER = 'e2e.homeowner@example.ca';
const TITLE = 'Basement finishing in Scarborough';

const BIDS = [
  { business: 'Scarborough Reno Co.', email: 'quotes@scarbororeno.ca', bidAmount: '$30,000 - $40,000', timeline: '2 months', warranty: '2-year workmanship warranty', materials: 'Roxul Comfortboard, DRIcore subfloor' },
  { business: 'East End Basements', email: 'bids@eastendbasements.ca', bidAmount: '$28,500', timeline: '6 weeks', warranty: '1-year workmanship warranty', materials: null },
  { business: 'Guildwood Build Ltd.', email: 'office@guildwoodbuild.ca', bidAmount: '$45,000+', timeline: '3 months', warranty: '10-year waterproofing', materials: 'Schluter-Kerdi shower, spray-foam rim joists' },
];

const rowNames = (page: import('playwright-core').Page) =>
  page.getByRole('table', { name: 'Compare proposals' }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td span')?.textContent ?? ''));

let path = '';

// Three contractors bid on one project: the tests below share it, in order.
test.beforeAll(async () => {
  const url = app.product.url;
  const project = await postProjectAsHomeowner(
    url,
    {
      title: TITLE,
      description: 'Finish a 900 sq ft basement in a 1960s bungalow near Kennedy and Lawrence: framing, insulation, a 3-piece bathroom and LVP flooring.',
      category: 'Renovation',
      budget: '$25,000 - $50,000',
      timeline: 'Within 3 months',
      homeowner: 'Amara Okafor',
    },
    { approveWith: app.product.database.url },
  );
  for (const bid of BIDS) {
    await signUpContractor(url, bid.business, bid.email);
    const cookie = await signInCookie(url, bid.email);
    const answer = await postJson(
      `${url}/graphql`,
      appOperation('SubmitProposal', {
          input: {
            projectId: String(project.id),
            bidAmount: bid.bidAmount,
            timeline: bid.timeline,
            warranty: bid.warranty,
            materials: bid.materials,
            approach: 'Permit drawings first, then framing and insulation to OBC, rough-ins and inspections before drywall.',
            experience: 'Basements across Scarborough and East York since 2012, WSIB-cleared and insured.',
          },
        }),
      { cookie, origin: url },
    );
    expect(answer.errors).toBeUndefined();
  }
  path = `/project/${Number(project.id) + 3000}`;
});

test('on a phone in the dark theme, a homeowner sorts three quotes as cards, and accepting asks first', async () => {
  const url = app.product.url;
  const phone = await newThemedPage(app.browser, 390, 'dark');
  await signIn(phone.context(), url, HOMEOWNER);
  await gotoApp(phone, `${url}${path}`);
  const cards = phone.getByRole('list', { name: 'Compare proposals' });
  await cards.waitFor();
  await expect(phone.getByRole('table', { name: 'Compare proposals' })).toBeHidden();
  await phone.getByLabel('Sort by').selectOption('bid-asc');
  await cards.getByRole('listitem').first().getByRole('heading', { name: 'East End Basements' }).waitFor();
  await cards.getByRole('button', { name: 'Accept the proposal from East End Basements' }).click();
  const phoneDialog = phone.getByRole('dialog', { name: 'Accept the proposal from East End Basements?' });
  await phoneDialog.getByLabel('Message to the other contractors').waitFor();
  await screenshot(phone, { path: '/tmp/compare-quotes-390-dark.png', fullPage: true });
  await screenshot(phoneDialog, { path: '/tmp/compare-quotes-dialog-390-dark.png' });
  expect(await seriousViolations(phone)).toEqual([]);
  await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
  await phoneDialog.waitFor({ state: 'hidden' });
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.context().close();
});

test('on a desktop, a homeowner compares three quotes in a table, sorts them by bid and accepts one, declining the others', async () => {
  const url = app.product.url;
  const desktop = await newThemedPage(app.browser, 1280, 'light');
  await signIn(desktop.context(), url, HOMEOWNER);
  await gotoApp(desktop, `${url}${path}`);
  const table = desktop.getByRole('table', { name: 'Compare proposals' });
  await table.waitFor();
  // The rows arrive with the proposals (the table's heading may come first): wait for all three.
  const names = await waitFor(async () => {
    const rows = await rowNames(desktop);
    return rows.length === 3 ? rows : undefined;
  }, 'the three proposals in the comparison table', 15_000);
  expect(names).toEqual(['Scarborough Reno Co.', 'East End Basements', 'Guildwood Build Ltd.']);
  await desktop.getByLabel('Sort by').selectOption('bid-asc');
  await desktop.waitForFunction(() => document.querySelector('table tbody tr td span')?.textContent === 'East End Basements');
  await expect.poll(() => rowNames(desktop)).toEqual(['East End Basements', 'Scarborough Reno Co.', 'Guildwood Build Ltd.']);
  await desktop.getByLabel('Sort by').selectOption('bid-desc');
  await desktop.waitForFunction(() => document.querySelector('table tbody tr td span')?.textContent === 'Guildwood Build Ltd.');
  await expect.poll(() => rowNames(desktop)).toEqual(['Guildwood Build Ltd.', 'Scarborough Reno Co.', 'East End Basements']);
  expect(await seriousViolations(desktop)).toEqual([]);

  await table.getByRole('button', { name: 'Accept the proposal from East End Basements' }).click();
  const dialog = desktop.getByRole('dialog', { name: 'Accept the proposal from East End Basements?' });
  const declineOthers = dialog.getByRole('checkbox', { name: 'Decline the other 2 proposals' });
  await expect(declineOthers).toBeChecked();
  const message = dialog.getByLabel('Message to the other contractors');
  await expect(message).toHaveValue(
    `Thank you for your proposal for ${TITLE}. I have decided to go with another contractor for this project. I appreciate the time you took to prepare your quote.`,
  );
  await message.fill(`Thank you for your proposal for ${TITLE}. We chose a crew that can start in March. All the best.`);
  expect(await seriousViolations(desktop)).toEqual([]);
  await dialog.getByRole('button', { name: 'Accept proposal' }).click();
  await desktop.getByText('Proposal status updated successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const statusOf = (name: string) => table.locator('tbody tr', { hasText: name }).locator('td').nth(6);
  await statusOf('East End Basements').getByText('Accepted').waitFor();
  await statusOf('Scarborough Reno Co.').getByText('Declined').waitFor();
  await statusOf('Guildwood Build Ltd.').getByText('Declined').waitFor();
  await expect(table.getByRole('button', { name: 'Accept the proposal from East End Basements' })).toBeDisabled();
  // Reloaded from the server, not only the cache.
  await desktop.reload();
  await desktop.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await table.locator('tbody tr', { hasText: 'Guildwood Build Ltd.' }).getByText('Declined').waitFor();
  await screenshot(desktop, { path: '/tmp/compare-quotes-1280-light.png', fullPage: true });
  await screenshot(table, { path: '/tmp/compare-quotes-table-1280-light.png' });
  expect(await seriousViolations(desktop)).toEqual([]);
  await desktop.context().close();
});

test('the declined contractor reads the homeowner\'s note under My proposals (the link in their e-mail)', async () => {
  const url = app.product.url;
  const contractor = await newThemedPage(app.browser, 1280, 'light');
  await signIn(contractor.context(), url, BIDS[2].email);
  await gotoApp(contractor, `${url}/contractor-dashboard?tab=proposals`);
  const mine = contractor.getByRole('list', { name: 'Your proposals' });
  await mine.getByText('Message from the homeowner').waitFor();
  await mine.getByText('We chose a crew that can start in March.', { exact: false }).waitFor();
  expect(await seriousViolations(contractor)).toEqual([]);
  await contractor.context().close();
});
