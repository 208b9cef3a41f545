import type { Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, SCREENSHOTS_WANTED, startApp } from './support/browser';
import { postJson } from './support/product';
import { approveAsOperator, signIn, signUpContractor } from './support/accounts';
import { expect, test } from './support/test';

/**
 * The marketplace flow as people do it, each signed in as themselves: a homeowner's project with
 * photos, a contractor's proposal (first wrong, then right), the homeowner accepting it, the hired
 * contractor editing the estimate and status on the dashboard, and the homeowner deleting it.
 */

const app = useProductAndBrowser();

// A valid 2x2 PNG (the server checks the content, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4sSDhxIIEBggFADOOByHR7FzFAAAAAElFTkSuQmCC',
  'base64',
);

async function uploadPhotos(count: number): Promise<string[]> {
  const form = new FormData();
  for (let i = 0; i < count; i += 1) form.append('photos', new Blob([PNG], { type: 'image/png' }), `deck-${i + 1}.png`);
  // As the posting form does for a visitor: a one-time upload pass first.
  const { pass } = (await (await fetch(`${app.product.url}/api/uploads/passes`, { method: 'POST' })).json()) as { pass: string };
  const response = await fetch(`${app.product.url}/api/uploads`, { method: 'POST', body: form, headers: { 'Upload-Pass': pass } });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { files: Array<{ name: string }> };
  return body.files.map((file) => file.name);
}

async function createProject(cookie: string, title: string, images: string[] = []): Promise<number> {
  const project = await postJson(`${app.product.url}/api/projects`, {
    title,
    description: 'Replace a rotting pressure-treated deck with composite boards and add an interlock patio below it.',
    category: 'Decks & Fences',
    budget: '$25,000 - $50,000',
    timeline: 'Within 3 months',
    urgency: 'high',
    homeowner: 'Marcus Lee',
    location: 'Glen Abbey, Oakville, ON',
    images,
    requirements: ['Town of Oakville deck permit', 'Ontario One Call locates before digging'],
  }, { cookie });
  // Every post is reviewed before contractors see it.
  await approveAsOperator(app.product.url, app.product.database.url, project.id);
  return Number(project.id) + 3000;
}

const newPage = (width = 1280, theme: 'light' | 'dark' = 'light') => newThemedPage(app.browser, width, theme);

/** The page at both widths in both themes, for review (E2E_SCREENSHOTS=1); the route audit checks them in every run. */
async function screenshots(path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  if (!SCREENSHOTS_WANTED) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      const page = await newPage(width, theme);
      await gotoApp(page, `${app.product.url}${path}`);
      await ready(page);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, { path: `/tmp/m-${name}-${width}-${theme}.png`, fullPage: true });
      // The first screen on its own, legible at phone width.
      await screenshot(page, { path: `/tmp/m-${name}-${width}-${theme}-top.png` });
      await page.context().close();
    }
  }
}

// A signed-in contractor's name and e-mail come from the account; these are the rules left to break.
const PROPOSAL_MESSAGES = [
  'Bid amount is required',
  'Timeline is required',
  'Please provide a detailed approach (minimum 10 characters)',
  'Please describe your relevant experience (minimum 10 characters)',
];

test('takes a posted project from photos to proposal, acceptance, edit and delete', async () => {
  const photos = await uploadPhotos(2);
  const title = 'Composite Deck and Interlock Patio in Glen Abbey';
  const homeownerPage = await newPage(1280);
  const homeowner = await signIn(homeownerPage.context(), app.product.url, 'marcus.lee@example.ca');
  const displayId = await createProject(homeowner, title, photos);
  await signUpContractor(app.product.url, 'Lakeshore Decks Inc.', 'bids@lakeshoredecks.ca', '905-555-0142');
  const page = await newPage(1280);
  await signIn(page.context(), app.product.url, 'bids@lakeshoredecks.ca');

  // Details of the database project, with both uploaded photos served back.
  await gotoApp(page, `${app.product.url}/project/${displayId}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const firstPhoto = page.getByRole('img', { name: `Photo of ${title}` });
  await firstPhoto.waitFor();
  await expect(firstPhoto).toHaveAttribute('src', new RegExp(photos[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.waitForFunction(
    (names) => names.every((name) => [...document.images].some((img) => img.src.includes(name) && img.complete && img.naturalWidth > 0)),
    photos,
  );

  // A proposal submitted empty shows every message and the toast; then a valid one goes through.
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Proposal' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click();
  await page.getByText('Please fix the following errors').waitFor();
  for (const message of PROPOSAL_MESSAGES) await dialog.getByText(message, { exact: true }).waitFor();
  await screenshot(page, { path: '/tmp/m-proposal-errors-1280-light.png' });

  await dialog.getByText('Lakeshore Decks Inc.', { exact: false }).first().waitFor();
  await dialog.getByLabel('Bid amount (CAD)').selectOption('$25,000 - $30,000');
  await dialog.getByLabel('Timeline').selectOption('3 weeks');
  await dialog.getByLabel('Your approach').fill('Remove the old deck, pour footings below the frost line, frame and deck in composite.');
  await dialog.getByLabel('Relevant experience').fill('Fourteen years building permitted decks across Halton and Peel.');
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click();
  await page.getByText('Proposal submitted successfully!').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // The contractor cannot decide on their own proposal; the homeowner accepts it, which disables Accept.
  await page.getByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' }).waitFor();
  await expect(page.getByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' }).getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await gotoApp(homeownerPage, `${app.product.url}/project/${displayId}`);
  const proposal = homeownerPage.getByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' });
  await proposal.waitFor();
  // The contractor's contact details stay private until the homeowner accepts (they talk in the thread).
  await expect(proposal.getByText('bids@lakeshoredecks.ca')).toHaveCount(0);
  const accept = proposal.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeEnabled();
  await accept.click();
  await homeownerPage.getByRole('dialog').getByRole('button', { name: 'Accept proposal' }).click();
  await homeownerPage.getByText('Proposal status updated successfully').waitFor();
  await proposal.getByText('bids@lakeshoredecks.ca').waitFor();
  await homeownerPage.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('article[aria-label="Proposal from Lakeshore Decks Inc."] button:has(svg.lucide-check)')?.disabled === true,
  );
  await expect(proposal.getByRole('button', { name: 'Decline' })).toBeEnabled();

  await screenshots(`/project/${displayId}`, 'details', (p) => p.getByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' }).waitFor());

  // The hired contractor edits the estimate and status from the dashboard, under All Projects: a
  // project with a hire takes no more bids, so it is nobody's lead under Matched for you.
  await gotoApp(page, `${app.product.url}/contractor-dashboard`);
  await page.getByRole('tab', { name: /^All Projects/ }).click();
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await edit.waitFor();
  await edit.getByLabel('Estimated cost').fill('$18,000 - $22,000');
  await edit.getByLabel('Status').selectOption('estimated');
  await edit.getByLabel('Contractor notes').fill('Site visit done; permit drawings included in the price.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Project updated successfully!').waitFor();
  await edit.waitFor({ state: 'hidden' });
  await card.locator('[data-status="estimated"]').first().waitFor();
  const saved = await (await fetch(`${app.product.url}/api/projects/${displayId - 3000}`)).json();
  expect(saved).toMatchObject({ estimatedCost: '$18,000 - $22,000', status: 'estimated', contractorNotes: 'Site visit done; permit drawings included in the price.' });

  // The status dropdown on the card saves too (in-progress stamps a start date).
  await card.getByLabel(`Status of ${title}`).selectOption('in-progress');
  await page.getByText('Project updated successfully!').first().waitFor();
  await card.locator('[data-status="in-progress"]').first().waitFor();

  await screenshots('/project/1', 'completed-sample', (p) => p.getByText('This project has been completed').waitFor());
  await screenshots('/contractor-dashboard', 'dashboard', (p) => p.getByRole('article', { name: title }).waitFor());

  // Only the homeowner deletes, from the details screen: no confirmation, back on the dashboard, gone.
  await card.getByRole('link', { name: `View details of ${title}` }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await gotoApp(homeownerPage, `${app.product.url}/project/${displayId}`);
  await homeownerPage.getByRole('heading', { level: 1, name: title }).waitFor();
  await homeownerPage.getByRole('button', { name: 'Delete' }).click();
  await homeownerPage.getByText('Project deleted successfully!').waitFor();
  await homeownerPage.waitForURL(`${app.product.url}/contractor-dashboard`);
  await homeownerPage.getByRole('heading', { level: 1, name: 'Contractor Dashboard' }).waitFor();
  await expect(homeownerPage.getByRole('article', { name: title })).toHaveCount(0);
  expect((await fetch(`${app.product.url}/api/projects/${displayId - 3000}`)).status).toBe(404);
  await page.context().close();
  await homeownerPage.context().close();
});

test('shows Project Not Found for an unknown id, with a way to the dashboard', async () => {
  const page = await newPage(390);
  await gotoApp(page, `${app.product.url}/project/987654`);
  await page.getByRole('heading', { name: 'Project Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Go to Contractor Dashboard' }).click();
  await page.waitForURL(`${app.product.url}/contractor-dashboard`);
  await page.getByText('Find and bid on new home improvement projects', { exact: false }).waitFor();
  await page.context().close();
});

test('keeps a bid tried on the open sample on its page only: nothing is sent, and it is gone once the page is left', async () => {
  const page = await newPage(1280);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('graphql')) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await gotoApp(page, `${app.product.url}/project/2001`);
  await page.getByRole('heading', { level: 1, name: 'Kitchen and Main-Floor Refresh in a Danforth Semi' }).waitFor();
  // The sample states three proposals (it has no proposal rows).
  await expect(page.getByText('3 proposals', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Proposal' });
  await dialog.getByLabel(/contractor or company name/i).fill('Riverdale Kitchens');
  await dialog.getByLabel(/^email/i).fill('quotes@riverdalekitchens.ca');
  await dialog.getByLabel(/bid amount/i).selectOption('$50,000 - $75,000');
  await dialog.getByLabel(/^timeline/i).selectOption('3 weeks');
  await dialog.getByLabel(/your approach/i).fill('Engineer the beam first, then cabinets and floors.');
  await dialog.getByLabel(/relevant experience/i).fill('Twelve years of east-end semis.');
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click();
  await page.getByText('This is a sample project, so your proposal is kept on this page only.').waitFor();
  const card = page.getByRole('article', { name: 'Proposal from Riverdale Kitchens' });
  await expect(page.getByText('4 proposals', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
  expect(sent.filter((request) => /SubmitProposal|UpdateProposalStatus|AcceptProposal/.test(request))).toEqual([]);

  // Left and come back to: the sample as it is stated, without the tried bid.
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL(`${app.product.url}/privacy-policy`);
  await page.goBack();
  await startApp(page);
  await page.getByRole('heading', { level: 1, name: 'Kitchen and Main-Floor Refresh in a Danforth Semi' }).waitFor();
  await expect(page.getByText('3 proposals', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.context().close();
});
