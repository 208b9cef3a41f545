import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { signIn } from './support/accounts';
import { agreementStatus as status, hireContractor, listening, socketSubscribed } from './support/agreements';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { expect, test } from './support/test';

/**
 * From handshake to signed agreement: the hired contractor prepares the written agreement from the
 * accepted proposal and sends it; the homeowner asks for a change, which the contractor makes; the
 * homeowner signs on a phone in the dark theme and the contractor on a desktop; both see it in force
 * and download the PDF; then a change order is proposed and signed. Each page follows the other side's
 * steps live, and axe finds nothing serious on the way.
 */

const app = useProductAndBrowser();
const HOMEOWNER = 'priya.raman@example.ca';
const CONTRACTOR = 'office@mapleleafreno.ca';
const SHOTS = '/tmp/agreement-shots';

let contractor: Page;
let homeowner: Page;
let agreementPath = '';
let proposalId = '';

test('the hired contractor prepares the agreement from the accepted proposal and sends it', async () => {
  const url = app.product.url;
  // Priya posts her basement and accepts Maple Leaf Renovations' proposal.
  const hire = await hireContractor(url, app.product.database.url, {
    project: {
      title: 'Basement finishing in a Leslieville semi',
      description: 'Finish a 700 sq ft basement: framing, insulation, drywall, pot lights and a 3-piece bathroom.',
      category: 'Basement Renovation',
      budget: '$25,000 - $50,000',
      timeline: 'Within 3 months',
      location: 'Leslieville, Toronto, ON',
    },
    homeowner: { name: 'Priya Raman', email: HOMEOWNER, phone: '416-555-0123' },
    contractor: { businessName: 'Maple Leaf Renovations Inc.', email: CONTRACTOR, phone: '647-555-0188' },
    proposal: {
      bidAmount: '$25,000 - $30,000',
      timeline: '7 weeks',
      approach: 'Building permit first, then framing, rough-ins and inspection before insulation, drywall and finishes.',
      experience: 'Sixty basements finished in the east end since 2012.',
      materials: 'Roxul insulation, moisture-resistant drywall, LVP flooring, supplied by us.',
      warranty: 'Two years on workmanship; manufacturers’ warranties on materials.',
    },
  });
  proposalId = hire.proposalId;

  // The contractor finds the hire under My proposals and prepares the agreement, on a desktop in the light theme.
  contractor = await newThemedPage(app.browser, 1280, 'light');
  await signIn(contractor.context(), url, CONTRACTOR);
  const subscribed = socketSubscribed(contractor);
  await gotoApp(contractor, `${url}/contractor-dashboard`);
  await contractor.getByRole('tab', { name: /my proposals/i }).click();
  await contractor.getByRole('button', { name: 'Prepare the agreement' }).click();
  await contractor.waitForURL(/\/agreements\/\d+$/);
  await subscribed;
  await listening(contractor);
  agreementPath = new URL(contractor.url()).pathname;
  const form = contractor.getByRole('form', { name: 'Prepare the agreement' });
  await form.waitFor();
  // Pre-filled from the proposal, the project and both accounts; what is missing is listed, and sending waits for it.
  await expect(form.getByLabel('Legal business name')).toHaveValue('Maple Leaf Renovations Inc.');
  await expect(form.getByLabel('Description of the work')).toHaveValue(/Building permit first/);
  await contractor.getByRole('link', { name: 'Enter the address where the work is done' }).waitFor();
  const send = contractor.getByRole('button', { name: 'Send for signature' });
  await expect(send).toBeDisabled();
  expect(await seriousViolations(contractor)).toEqual([]);

  await form.getByLabel('Full name').fill('Priya Raman');
  await form.getByLabel('Work address').fill('88 Curzon St, Toronto, ON M4M 3B5');
  await form.getByLabel('Business address').fill('400 Eastern Ave, Toronto, ON M4M 1B9');
  await form.getByLabel('Your representative').fill('Dana Lee');
  await form.getByLabel('HST number').fill('123456789 RT0001');
  await form.getByLabel('Start date').fill('2027-01-11');
  await form.getByLabel('Completion date').fill('2027-03-01');
  await contractor.getByText('The agreement holds every item Ontario’s rules ask for').waitFor();
  await screenshot(contractor, { path: `${SHOTS}/prepare-1280-light.png`, fullPage: true });
  await send.click();
  await expect(status(contractor, 'sent')).toBeVisible();
  await contractor.getByRole('heading', { name: 'The parties' }).waitFor();
  await expect(form).toHaveCount(0);
});

test('the homeowner asks for a change, and the contractor makes it and sends it again', async () => {
  const url = app.product.url;
  // Priya reads it on her phone in the dark theme.
  homeowner = await newThemedPage(app.browser, 390, 'dark');
  await signIn(homeowner.context(), url, HOMEOWNER);
  const subscribed = socketSubscribed(homeowner);
  await gotoApp(homeowner, `${url}${agreementPath}`);
  await subscribed;
  await listening(homeowner);
  await expect(status(homeowner, 'sent')).toBeVisible();
  await homeowner.getByText('Your right to cancel', { exact: true }).waitFor();
  await homeowner.getByText(/not legal advice/).waitFor();

  await homeowner.getByRole('button', { name: 'Ask for changes' }).click();
  await homeowner.getByRole('textbox', { name: 'What should change?' }).fill('Please name the building permit for the new bathroom in the agreement, and who gets it.');
  await homeowner.getByRole('button', { name: 'Send the request' }).click();
  await expect(status(homeowner, 'changes-requested')).toBeVisible();

  // The contractor's page follows live: the note is shown, the form is back.
  await expect(status(contractor, 'changes-requested')).toBeVisible();
  await contractor.getByRole('region', { name: 'What happens next' }).getByText('Please name the building permit for the new bathroom').waitFor();
  const form = contractor.getByRole('form', { name: 'Prepare the agreement' });
  await form.getByRole('button', { name: 'Add a permit' }).click();
  await form.getByRole('textbox', { name: 'Permit' }).fill('Building permit for the basement bathroom');
  await form.getByRole('combobox', { name: 'Obtained by' }).selectOption('contractor');
  await contractor.getByRole('button', { name: 'Send for signature' }).click();
  await expect(status(contractor, 'sent')).toBeVisible();
  await contractor.getByText('Building permit for the basement bathroom: obtained by the contractor').waitFor();
});

test('the homeowner signs on a phone in the dark theme, then the contractor: both see it in force and download the PDF', async () => {
  await expect(status(homeowner, 'sent')).toBeVisible();
  await homeowner.getByText('Building permit for the basement bathroom: obtained by the contractor').waitFor();
  await screenshot(homeowner, { path: `${SHOTS}/sent-390-dark.png`, fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);

  await homeowner.getByRole('button', { name: 'Sign', exact: true }).click();
  const dialog = homeowner.getByRole('dialog', { name: 'Sign the agreement' });
  // Signing needs the name and the consent.
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await dialog.getByText('Type your full legal name as your signature').waitFor();
  await dialog.getByRole('textbox', { name: 'Your full legal name' }).fill('Priya Raman');
  await dialog.getByText(/I agree to sign this agreement electronically/).click();
  await screenshot(homeowner, { path: `${SHOTS}/sign-390-dark.png` });
  expect(await seriousViolations(homeowner)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(status(homeowner, 'signed-by-one')).toBeVisible();
  await expect(homeowner.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);

  await expect(status(contractor, 'signed-by-one')).toBeVisible();
  await contractor.getByRole('button', { name: 'Sign', exact: true }).click();
  const contractorDialog = contractor.getByRole('dialog', { name: 'Sign the agreement' });
  await contractorDialog.getByRole('textbox', { name: 'Your full legal name' }).fill('Dana Lee');
  await contractorDialog.getByText(/I agree to sign this agreement electronically/).click();
  await contractorDialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(status(contractor, 'in-force')).toBeVisible();
  await expect(status(homeowner, 'in-force')).toBeVisible();
  // The homeowner may cancel during the cooling-off period.
  await homeowner.getByRole('button', { name: 'Cancel this agreement' }).waitFor();
  await homeowner.getByText(/You may cancel this agreement for any reason until the end of/).waitFor();

  for (const page of [homeowner, contractor]) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  await screenshot(homeowner, { path: `${SHOTS}/in-force-390-dark.png`, fullPage: true });
  await screenshot(contractor, { path: `${SHOTS}/in-force-1280-light.png`, fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);
});

test('a change order proposed by the contractor and signed by the homeowner amends the total', async () => {
  // Original: $25,000.00 estimate + 13 % HST = $28,250.00.
  await contractor.getByText('$28,250.00').first().waitFor();
  await contractor.getByRole('button', { name: 'Propose a change order' }).click();
  const dialog = contractor.getByRole('dialog', { name: 'Propose a change order' });
  await dialog.getByRole('textbox', { name: 'What changes' }).fill('Add an egress window in the back bedroom.');
  const line = dialog.getByRole('listitem', { name: 'Change line 1' });
  await line.getByRole('textbox', { name: 'Description' }).fill('Egress window, supplied and installed');
  await line.getByRole('textbox', { name: 'Unit price ($)' }).fill('2400');
  await dialog.getByText('This change adds $2,712.00 with HST.').waitFor();
  await dialog.getByRole('button', { name: 'Propose the change order' }).click();
  await contractor.getByRole('button', { name: 'Withdraw change order 1' }).waitFor();

  await homeowner.getByRole('button', { name: 'Sign change order 1' }).click();
  const sign = homeowner.getByRole('dialog', { name: 'Sign change order 1' });
  await sign.getByRole('textbox', { name: 'Your full legal name' }).fill('Priya Raman');
  await sign.getByText(/I agree to sign this change order electronically/).click();
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  // $25,000 + $2,400 = $27,400 + 13 % = $30,962.00, on both sides.
  await homeowner.getByText('$30,962.00 (with 1 signed change order)').waitFor();
  await contractor.getByText('$30,962.00 (with 1 signed change order)').waitFor();
  await screenshot(homeowner, { path: `${SHOTS}/change-order-390-dark.png`, fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);

  // The contractor's Jobs tab lists the job with its agreement in force.
  await gotoApp(contractor, `${app.product.url}/contractor-dashboard?tab=jobs`);
  const jobs = contractor.getByRole('list', { name: 'Your jobs' });
  await jobs.getByRole('link', { name: 'Basement finishing in a Leslieville semi' }).waitFor();
  await expect(jobs.locator('[data-status="in-force"]')).toBeVisible();
  await screenshot(contractor, { path: `${SHOTS}/jobs-1280-light.png`, fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);

  // The homeowner finds it from My projects and from the proposal's conversation.
  await gotoApp(homeowner, `${app.product.url}/my-projects`);
  const project = homeowner.getByRole('list', { name: 'Your projects' }).getByRole('listitem').filter({ hasText: 'Basement finishing in a Leslieville semi' });
  await expect(project.getByRole('link', { name: 'Written agreement' })).toHaveAttribute('href', agreementPath);
  await expect(project.locator('[data-status="in-force"]')).toBeVisible();
  expect(await seriousViolations(homeowner)).toEqual([]);
  await gotoApp(homeowner, `${app.product.url}/proposals/${proposalId}/messages`);
  await homeowner.getByRole('link', { name: 'Open the agreement' }).click();
  await homeowner.waitForURL(`**${agreementPath}`);
  await expect(status(homeowner, 'in-force')).toBeVisible();
});
