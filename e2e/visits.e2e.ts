import { readFileSync } from 'node:fs';
import { signIn } from './support/accounts';
import { hireContractor } from './support/agreements';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { expect, test } from './support/test';

/**
 * A site visit (docs/visits.md), through the screens: the contractor proposes two times on the project page at
 * desktop width; the homeowner, on a phone in the dark theme, picks the second and gives the address; the
 * visit shows as confirmed with the address, and the contractor downloads its calendar invitation. axe finds
 * nothing serious on either side.
 */

const app = useProductAndBrowser();
const HOMEOWNER = 'nadia.haddad@example.ca';
const CONTRACTOR = 'estimates@danforthbath.ca';
const SHOTS = '/tmp/visits-shots';
const ADDRESS = '27 Playter Crescent, Toronto, ON M4K 1S1';

/** A date-time field's value, Toronto wall clock: `days` from today at `hour`:00. */
function torontoLocal(days: number, hour: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

test('a visit is proposed, picked with the address, and its invitation downloaded', async () => {
  const url = app.product.url;
  const hire = await hireContractor(url, app.product.database.url, {
    project: {
      title: 'Main bathroom renovation in a Playter Estates semi',
      description: 'Gut the 1950s main bathroom: new tub and tile surround, vanity, floor tile and an exhaust fan vented outside.',
      category: 'Bathroom Renovation',
      budget: '$10,000 - $25,000',
      timeline: 'Within 3 months',
      location: 'Playter Estates, Toronto, ON',
    },
    homeowner: { name: 'Nadia Haddad', email: HOMEOWNER, phone: '416-555-0163' },
    contractor: { businessName: 'Danforth Bath & Tile', email: CONTRACTOR, phone: '647-555-0128' },
    proposal: {
      bidAmount: '$18,000 - $22,000',
      timeline: '3 weeks',
      approach: 'Demolition and plumbing rough-in in the first week, tile in the second, fixtures and paint in the third.',
      experience: 'Bathrooms in East York and the Danforth since 2012.',
      materials: 'Porcelain tile, acrylic tub, Moen fixtures.',
      warranty: 'Two years on workmanship.',
    },
  });
  const projectPath = `/project/${Number(hire.projectId) + 3000}`;

  const contractor = await newThemedPage(app.browser, 1280, 'light');
  await signIn(contractor.context(), url, CONTRACTOR);
  await gotoApp(contractor, `${url}${projectPath}`);
  const visits = contractor.getByRole('region', { name: 'Site visits' });
  await visits.getByRole('button', { name: 'Propose a visit' }).click();
  const propose = contractor.getByRole('dialog', { name: 'Propose a site visit' });
  await propose.getByLabel('First choice').fill(torontoLocal(3, 9));
  await propose.getByLabel('Second choice (optional)').fill(torontoLocal(4, 16));
  await propose.getByRole('combobox', { name: 'How long it takes' }).selectOption({ label: '45 minutes' });
  await screenshot(contractor, { path: `${SHOTS}/propose-1280-light.png` });
  expect(await seriousViolations(contractor)).toEqual([]);
  await propose.getByRole('button', { name: 'Send the times' }).click();
  await expect(propose).toHaveCount(0);
  await expect(visits.getByText('Times proposed', { exact: true })).toBeVisible();

  const homeowner = await newThemedPage(app.browser, 390, 'dark');
  await signIn(homeowner.context(), url, HOMEOWNER);
  await gotoApp(homeowner, `${url}${projectPath}`);
  const mine = homeowner.getByRole('region', { name: 'Site visits' });
  await mine.getByRole('button', { name: 'Pick a time' }).click();
  const pick = homeowner.getByRole('dialog', { name: 'Pick a visit time' });
  const time = pick.getByRole('combobox', { name: 'Time' });
  const second = (await time.locator('option').nth(1).textContent())!;
  await time.selectOption({ index: 1 });
  await pick.getByRole('textbox', { name: 'Address of the visit' }).fill(ADDRESS);
  await screenshot(homeowner, { path: `${SHOTS}/pick-390-dark.png` });
  expect(await seriousViolations(homeowner)).toEqual([]);
  await pick.getByRole('button', { name: 'Confirm the visit' }).click();
  await expect(pick).toHaveCount(0);
  await expect(mine.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(mine.getByText(ADDRESS)).toBeVisible();
  // The Pick button went with the step: focus lands on the visit's card, not back at the top of the page.
  await expect(mine.getByRole('listitem').filter({ hasText: ADDRESS })).toBeFocused();
  await expect(mine.getByText(new RegExp(`^${second.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeVisible();
  await screenshot(homeowner, { path: `${SHOTS}/confirmed-390-dark.png`, fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);

  // The contractor's page, reloaded, shows the address too; the invitation downloads with it.
  await gotoApp(contractor, `${url}${projectPath}`);
  await expect(visits.getByText(ADDRESS)).toBeVisible();
  const [download] = await Promise.all([contractor.waitForEvent('download'), visits.getByRole('link', { name: 'Download .ics' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^site-visit-\d+\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('STATUS:CONFIRMED');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`LOCATION:${ADDRESS.replace(/,/g, '\\,')}`);
  await homeowner.context().close();
  await contractor.context().close();
});
