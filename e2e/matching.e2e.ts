import pg from 'pg';
import { postProjectAsHomeowner, signIn, signInCookie, signUpContractor } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * Matching in the browser: a plumber finds the plumbing job in Mississauga under "Matched for you"
 * with why it fits; the homeowner invites a suggested pro, who sees the job marked Invited; a
 * services page lists the verified pros serving its city in its HTML; and once five quotes are in,
 * a sixth plumber is told the project has enough. Desktop light and phone dark, with axe.
 */

const app = useProductAndBrowser();
const HOMEOWNER = 'e2e.homeowner@example.ca';
const TITLE = 'Basement bathroom rough-in in Port Credit';
const PLUMBERS = [
  ['Port Credit Plumbing', 'leads@portcreditplumbing.ca'],
  ['Cooksville Plumbing', 'office@cooksvilleplumbing.ca'],
  ['Erindale Plumbing & Drains', 'team@erindaleplumbing.ca'],
  ['Malton Pipe Works', 'quotes@maltonpipeworks.ca'],
  ['Clarkson Plumbing', 'jobs@clarksonplumbing.ca'],
  ['Lakeview Rooter', 'hello@lakeviewrooter.ca'],
] as const;
const cookies = new Map<string, string>();
let projectId = '';

/** One of the web app's own operations (by id, as the browser sends it) for `cookie`'s person. */
const gql = (operation: string, variables: Record<string, unknown>, cookie: string) => postJson(`${app.product.url}/graphql`, appOperation(operation, variables), { cookie, origin: app.product.url });

test.beforeAll(async () => {
  const url = app.product.url;
  for (const [business, email] of PLUMBERS) {
    await signUpContractor(url, business, email);
    const cookie = await signInCookie(url, email);
    cookies.set(email, cookie);
    const saved = await gql('UpdateContractorProfile', { input: { businessName: business, trades: [8], serviceAreas: ['mississauga', 'toronto'], yearsInBusiness: 12 } }, cookie);
    expect(saved.errors).toBeUndefined();
  }
  // Cooksville Plumbing's WSIB clearance was checked: it is a verified pro.
  const db = new pg.Client({ connectionString: app.product.database.url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, status, reviewed_at)
       SELECT id, 'wsib-clearance', 'WSIB 2041187', 'Workplace Safety and Insurance Board', current_date + 200, 'verified', now() FROM "user" WHERE email = $1`,
      ['office@cooksvilleplumbing.ca'],
    );
  } finally {
    await db.end();
  }
  const project = await postProjectAsHomeowner(
    url,
    {
      title: TITLE,
      description: 'Rough-in for a three-piece bathroom in an unfinished basement near Lakeshore and Hurontario, with a sewage ejector pit and a backwater valve.',
      category: 'Plumbing',
      budget: '$5,000 - $10,000',
      timeline: 'Within 1 month',
      homeowner: 'Amara Okafor',
      location: 'Port Credit, Mississauga, ON',
    },
    { approveWith: app.product.database.url },
  );
  projectId = String(project.id);
});

test('desktop, light: a plumber sees the job under Matched for you with why, and the services page lists verified pros in its HTML', async () => {
  const page = await newThemedPage(app.browser, 1280, 'light');
  await signIn(page.context(), app.product.url, 'leads@portcreditplumbing.ca');
  await gotoApp(page, `${app.product.url}/contractor-dashboard`);
  const matched = page.getByRole('list', { name: 'Projects matched for you' });
  const job = matched.getByRole('listitem', { name: TITLE });
  await job.waitFor();
  await job.getByText('Plumbing · serves Mississauga · budget in your range', { exact: false }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: '/tmp/matching-matched-1280-light.png', fullPage: true });

  // Crawlers read the verified pros' names in the page's HTML; pros without a checked credential are not listed.
  const html = await (await fetch(`${app.product.url}/services/plumbing/mississauga`)).text();
  expect(html).toContain('Verified pros serving Mississauga');
  expect(html).toContain('Cooksville Plumbing');
  expect(html).not.toContain('Port Credit Plumbing');
  await gotoApp(page, `${app.product.url}/services/plumbing/mississauga`);
  const pros = page.getByRole('list', { name: 'Verified pros serving Mississauga' });
  await pros.getByRole('heading', { name: 'Cooksville Plumbing' }).waitFor();
  await pros.getByRole('link', { name: 'Request a quote from Cooksville Plumbing' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('phone, dark: the homeowner invites a suggested pro, who sees the job marked Invited', async () => {
  const page = await newThemedPage(app.browser, 390, 'dark');
  await signIn(page.context(), app.product.url, HOMEOWNER);
  await gotoApp(page, `${app.product.url}/project/db-${projectId}`);
  const suggested = page.getByRole('list', { name: 'Suggested pros' });
  await suggested.getByRole('heading', { name: 'Cooksville Plumbing' }).waitFor();
  // The second suggestion (the verified Cooksville Plumbing ranks first).
  const button = suggested.getByRole('button', { name: /^Invite to quote: .+$/ }).nth(1);
  const chosen = /^Invite to quote: (.+)$/.exec((await button.getAttribute('aria-label')) ?? '')![1];
  const email = PLUMBERS.find(([business]) => business === chosen)![1];
  await button.click();
  await page.getByRole('list', { name: 'Pros you invited' }).getByRole('link', { name: chosen }).waitFor();
  await page.getByText('Invited (1 of 5)').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: '/tmp/matching-invite-390-dark.png', fullPage: true });
  await page.context().close();

  const pro = await newThemedPage(app.browser, 390, 'dark');
  await signIn(pro.context(), app.product.url, email);
  await gotoApp(pro, `${app.product.url}/contractor-dashboard`);
  // The invited project is the first of the list.
  const first = pro.getByRole('list', { name: 'Projects matched for you' }).getByRole('listitem').first().and(pro.getByRole('listitem', { name: TITLE }));
  await first.getByText('Invited', { exact: true }).waitFor();
  await first.getByText('Invited by the homeowner', { exact: false }).waitFor();
  expect(await seriousViolations(pro)).toEqual([]);
  await pro.context().close();
});

test('the sixth proposal is refused: the project says it has enough quotes', async () => {
  for (const [, email] of PLUMBERS.slice(0, 5)) {
    const answer = await gql(
      'SubmitProposal',
      {
        input: {
          projectId,
          bidAmount: '$5,000 - $10,000',
          timeline: '2 weeks',
          approach: 'Permit first, then rough-in with ABS drains, an ejector pit and a backwater valve, inspected before the slab is patched.',
          experience: 'Basement bathrooms across Peel since 2011; licensed, WSIB-cleared and insured.',
        },
      },
      cookies.get(email)!,
    );
    expect(answer.errors).toBeUndefined();
  }
  const sixth = cookies.get('hello@lakeviewrooter.ca')!;
  const refused = await gql('SubmitProposal', { input: { projectId, bidAmount: '$5,000 - $10,000', timeline: '1 week', approach: 'Quick, tidy rough-in.', experience: 'Ten years of basements.' } }, sixth);
  expect(refused.errors[0]).toMatchObject({ message: 'This project has enough quotes: it takes no more proposals for now.', extensions: { code: 'QUOTE_LIMIT_REACHED' } });

  const page = await newThemedPage(app.browser, 1280, 'light');
  await signIn(page.context(), app.product.url, 'hello@lakeviewrooter.ca');
  await gotoApp(page, `${app.product.url}/project/db-${projectId}`);
  await page.getByText('This project has enough quotes: the homeowner is comparing the proposals they have.').waitFor();
  await page.getByRole('button', { name: 'Submit Proposal' }).waitFor({ state: 'detached' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
