import { approveAsOperator, mailTo, signInMailTo, signIn, signInLink, signUpContractor } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, menuDriftOnScroll, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson } from './support/product';
import { expect, test } from './support/test';

/**
 * Accounts as people meet them: a visitor posts a project and is signed in by the link e-mailed to
 * them, then accepts a proposal from My projects; a contractor signs up, bids and finds the bid on
 * the dashboard; a visitor sees no controls that change anything, and forged requests are refused.
 */

const app = useProductAndBrowser();

const newPage = (width = 1280, theme: 'light' | 'dark' = 'light') => newThemedPage(app.browser, width, theme);


test('a visitor posts a project, opens the e-mailed link, lands on My projects and accepts a proposal', async () => {
  const page = await newPage(390);
  const email = 'nadia.hassan@example.ca';
  const title = 'Bathroom refresh in a Danforth semi';
  await gotoApp(page, `${app.product.url}/post-project`);
  await page.getByRole('textbox', { name: 'Project Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Project Description' }).fill('New tub surround, tile floor and a vanity in a second-floor bathroom.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Budget Range').selectOption('$10,000 - $25,000');
  await page.getByLabel('Timeline').first().selectOption('Within 3 months');
  await page.getByRole('textbox', { name: 'Your Name' }).fill('Nadia Hassan');
  await page.getByRole('textbox', { name: 'Your E-mail' }).fill(email);
  await page.getByRole('button', { name: /Post Project/i }).click();
  await page.getByText('Project Posted Successfully!').first().waitFor();
  await page.getByText(`We've e-mailed a link to ${email}`, { exact: false }).first().waitFor();
  await screenshot(page, { path: '/tmp/a-posted-390.png' });

  // Not public yet.
  const listed = await (await fetch(`${app.product.url}/api/projects`)).json();
  expect(listed.some((p: { title: string }) => p.title === title)).toBe(false);

  const mail = await mailTo(app.product.url, email);
  expect(mail.subject).toBe('Confirm your e-mail to send your project for review');
  await page.goto(signInLink(mail));
  await page.waitForURL(/\/my-projects\?posted=\d+$/);
  // Signed in, Nadia confirms the post waiting under her address: it goes to the review team.
  await page.getByText('Check your project below and confirm it', { exact: false }).waitFor();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByText('Waiting for your confirmation').waitFor();
  await card.getByRole('button', { name: 'Confirm and send for review' }).click();
  await page.getByText('Your e-mail is confirmed. Our team reviews your project', { exact: false }).waitFor();
  await card.getByText('In review: published within 24 hours').waitFor();
  // The review team approves it (the console's own flow is in operator-console.e2e.ts).
  await approveAsOperator(app.product.url, app.product.database.url, new URL(page.url()).searchParams.get('posted')!);
  await screenshot(page, { path: '/tmp/a-my-projects-390.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // A contractor bids (through the API, as their account), the homeowner accepts from the project page.
  const stored = (await (await fetch(`${app.product.url}/api/projects`)).json()).find((p: { title: string }) => p.title === title);
  expect(stored).toBeDefined();
  await signUpContractor(app.product.url, 'Greektown Tile & Bath', 'hello@greektowntile.ca', '416-555-0175');
  const contractorContext = await app.browser.newContext();
  const contractor = await signIn(contractorContext, app.product.url, 'hello@greektowntile.ca');
  await postJson(
    `${app.product.url}/api/proposals`,
    {
      projectId: stored.id,
      bidAmount: '$10,000 - $15,000',
      timeline: '2 weeks',
      approach: 'Demolition to the studs, Schluter waterproofing, porcelain tile and a new vanity.',
      experience: 'Two hundred east-end bathrooms since 2012, WSIB-cleared and insured to $2M.',
    },
    { cookie: contractor },
  );
  await contractorContext.close();

  await card.getByRole('link').first().click();
  const proposal = page.getByRole('article', { name: 'Proposal from Greektown Tile & Bath' });
  await proposal.waitFor();
  // The contractor's contact details stay private until the homeowner accepts (they talk in the thread).
  await expect(proposal.getByText('hello@greektowntile.ca')).toHaveCount(0);
  await proposal.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept proposal' }).click();
  await page.getByText('Proposal status updated successfully').waitFor();
  await proposal.getByText('hello@greektowntile.ca').waitFor();
  await page.context().close();
});

test('a contractor signs up, confirms by link, bids without retyping their details and sees the bid on the dashboard', async () => {
  const owner = await newPage();
  const ownerCookie = await signIn(owner.context(), app.product.url, 'owen.baptiste@example.ca');
  const title = 'Panel upgrade to 200 A in a Scarborough bungalow';
  const project = await postJson(
    `${app.product.url}/api/projects`,
    { title, description: 'Replace a 100 A fuse panel with a 200 A breaker panel; ESA permit required.', category: 'Electrical', budget: '$5,000 - $10,000', timeline: 'Within 1 month', homeowner: 'Owen Baptiste' },
    { cookie: ownerCookie },
  );
  await owner.context().close();
  await approveAsOperator(app.product.url, app.product.database.url, project.id);

  const page = await newPage(1280, 'dark');
  await gotoApp(page, `${app.product.url}/contractors/join`);
  await page.getByRole('textbox', { name: 'Business name' }).fill('Rouge Valley Electric');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('office@rougevalleyelectric.ca');
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('647-555-0123');
  await screenshot(page, { path: '/tmp/a-join-1280-dark.png', fullPage: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  const mail = await mailTo(app.product.url, 'office@rougevalleyelectric.ca');
  expect(mail.subject).toBe('Confirm your e-mail to start bidding');
  // The link lands on the settings page: the details given at sign-up wait for the owner of the address.
  await page.goto(signInLink(mail));
  await page.waitForURL(/\/account$/);
  const waiting = page.getByRole('region', { name: 'Details waiting for your confirmation' });
  await waiting.getByText('Rouge Valley Electric').waitFor();
  await waiting.getByText('647-555-0123').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await waiting.getByRole('button', { name: 'Use these details' }).click();
  await page.getByText('Your contractor account is ready', { exact: false }).waitFor();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL(/\/contractor-dashboard$/);

  await gotoApp(page, `${app.product.url}/project/${project.id + 3000}`);
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Proposal' });
  await dialog.getByText('Rouge Valley Electric', { exact: false }).first().waitFor();
  await expect(dialog.getByLabel('Email')).toHaveCount(0);
  await dialog.getByLabel('Bid amount (CAD)').selectOption('$5,000 - $10,000');
  await dialog.getByLabel('Timeline').selectOption('3-5 days');
  await dialog.getByLabel('Your approach').fill('Coordinate the Toronto Hydro disconnect, swap the panel, ESA inspection the same week.');
  await dialog.getByLabel('Relevant experience').fill('Licensed electrical contractor (ECRA/ESA 7012345) for twelve years.');
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click();
  await page.getByText('Proposal submitted successfully!').waitFor();
  // Its own contact details are shown to the sender; they came from the account.
  await page.getByRole('article', { name: 'Proposal from Rouge Valley Electric' }).getByText('office@rougevalleyelectric.ca').waitFor();

  await gotoApp(page, `${app.product.url}/contractor-dashboard`);
  await page.getByRole('tab', { name: /My proposals/ }).click();
  await page.getByText(title).first().waitFor();
  await screenshot(page, { path: '/tmp/a-dashboard-my-proposals-1280-dark.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('a visitor sees no controls that change a project, and forged or anonymous writes change nothing', async () => {
  const owner = await newPage();
  const ownerCookie = await signIn(owner.context(), app.product.url, 'lena.kowalski@example.ca');
  await owner.context().close();
  const project = await postJson(
    `${app.product.url}/api/projects`,
    { title: 'Roof shingles in Port Credit', description: 'Strip and re-shingle a 1,600 sq ft two-storey; replace two vents.', category: 'Roofing', budget: '$10,000 - $25,000', timeline: 'Within 1 month', homeowner: 'Lena Kowalski' },
    { cookie: ownerCookie },
  );
  await approveAsOperator(app.product.url, app.product.database.url, project.id);

  const page = await newPage(390);
  await gotoApp(page, `${app.product.url}/project/${project.id + 3000}`);
  await page.getByRole('heading', { level: 1, name: 'Roof shingles in Port Credit' }).waitFor();
  await page.getByRole('link', { name: /Sign in as a contractor/ }).waitFor();
  for (const name of ['Delete', 'Edit', 'Accept', 'Decline', 'Submit Proposal']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /status/i })).toHaveCount(0);
  await screenshot(page, { path: '/tmp/a-visitor-details-390.png', fullPage: true });
  await page.context().close();

  const url = `${app.product.url}/api/projects/${project.id}`;
  const put = (headers: Record<string, string>) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ status: 'cancelled' }) });
  expect((await put({})).status).toBe(401);
  // The owner's own cookie, sent from another site's page: refused by the Origin check.
  expect((await put({ cookie: ownerCookie, origin: 'https://evil.example' })).status).toBe(403);
  expect((await fetch(url, { method: 'DELETE' })).status).toBe(401);
  const after = await (await fetch(url)).json();
  expect(after.status).toBe('open');
});

test('signs in from the sign-in page and out from the account menu', async () => {
  const page = await newPage(1280);
  await gotoApp(page, `${app.product.url}/sign-in`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('farah.ali@example.ca');
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await screenshot(page, { path: '/tmp/a-sign-in-sent-1280.png' });
  await page.goto(signInLink(await signInMailTo(app.product.url, 'farah.ali@example.ca')));
  await page.waitForURL(/\/my-projects$/);
  await page.getByText("You haven't posted a project yet").waitFor();
  const menu = page.getByRole('button', { name: /farah/i });
  await menu.click();
  // The menu hangs from the sticky header: a scroll while it is open leaves it under its button.
  expect(await menuDriftOnScroll(page, /^Account menu, signed in as/)).toEqual({ scrolled: 120, moved: 0 });
  // The sign-out request is awaited on its own, so a failure here says whether it was ever sent.
  const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/sign-out', { timeout: 10_000 });
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await signedOut).ok()).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  const me = await page.evaluate(async () => (await fetch('/api/account/me')).json());
  expect(me.viewer).toBeNull();
  await page.context().close();
});
