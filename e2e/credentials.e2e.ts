import { makeOperator, signIn, signUpContractor } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * Badges people can trust: a contractor files a WSIB clearance, an operator verifies it in the
 * console, and only then does the public profile show "WSIB cleared".
 */

const app = useProductAndBrowser();
const CONTRACTOR = 'office@riverdaleroofing.ca';
const OPERATOR = 'credentials.ops@gtahomepros.ca';

const newPage = (width = 1280, theme: 'light' | 'dark' = 'light') => newThemedPage(app.browser, width, theme);


test('a credential earns its badge only once an operator has verified it', async () => {
  const url = app.product.url;
  await signUpContractor(url, 'Riverdale Roofing', CONTRACTOR, '416-555-0188');
  const contractor = await newPage(390, 'dark');
  const cookie = await signIn(contractor.context(), url, CONTRACTOR);
  const { data } = await postJson(`${url}/graphql`, appOperation('Viewer'), { cookie });
  const profilePath = `/contractor/${data.viewer.id}`;

  // The contractor files a WSIB clearance certificate from the profile page.
  await gotoApp(contractor, `${url}/contractor-dashboard/profile`);
  await contractor.getByRole('button', { name: 'Add a credential' }).click();
  const dialog = contractor.getByRole('dialog');
  await dialog.getByLabel('Kind').selectOption({ label: 'WSIB clearance certificate' });
  await dialog.getByLabel('Licence, registration or certificate number').fill('C-2026-118844');
  await dialog.getByLabel('Issued by').fill('Workplace Safety and Insurance Board');
  await dialog.getByLabel('Expiry date').fill('2027-02-28');
  await dialog.getByRole('button', { name: 'Send for checking' }).click();
  await contractor.getByText('Sent for checking').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await screenshot(contractor, { path: '/tmp/c-profile-editor-390-dark.png', fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);

  // Not checked yet: no badge in public.
  const visitor = await newPage(1280);
  await gotoApp(visitor, `${url}${profilePath}`);
  await visitor.getByRole('heading', { level: 1, name: 'Riverdale Roofing' }).waitFor();
  await expect(visitor.getByText('WSIB cleared')).toHaveCount(0);

  // An operator verifies it from the console's Credentials tab.
  await makeOperator(app.product.database.url, OPERATOR);
  const console = await newPage(1280);
  await signIn(console.context(), url, OPERATOR);
  await gotoApp(console, `${url}/operator?tab=credentials`);
  await console.getByRole('button', { name: 'Verify WSIB clearance certificate from Riverdale Roofing' }).click();
  await console.getByText('No credentials waiting').waitFor();
  await screenshot(console, { path: '/tmp/c-console-credentials-1280.png', fullPage: true });
  expect(await seriousViolations(console)).toEqual([]);
  await console.context().close();

  await visitor.reload();
  await visitor.getByText('WSIB cleared').first().waitFor();
  await expect(visitor.getByText(CONTRACTOR)).toHaveCount(0); // contact details stay private
  await screenshot(visitor, { path: '/tmp/c-public-profile-1280.png', fullPage: true });
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.context().close();
  await contractor.context().close();
});
