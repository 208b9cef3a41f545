import { postProjectAsHomeowner, homeownerCookie, signIn, signInCookie, signUpContractor } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * Reviews only from verified hires: a homeowner whose project a contractor finished reviews them
 * with the keyboard, the review shows on the contractor's profile with the average, and the
 * contractor's one public reply shows under it.
 */

const app = useProductAndBrowser();
const CONTRACTOR = 'office@humbervalleybasements.ca';
const REVIEW_TEXT = 'Humber Valley Basements finished our basement in Etobicoke in nine weeks, on budget, with the permit handled for us.';
const REPLY_TEXT = 'Thank you! It was a pleasure working on your basement, and enjoy the new rec room.';

/** One of the web app's own operations (by id, as the browser sends it) for `cookie`'s person. */
async function api(operation: string, variables: Record<string, unknown>, cookie: string) {
  const body = await postJson(`${app.product.url}/graphql`, appOperation(operation, variables), { cookie });
  if (body.errors) throw new Error(`${operation} answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

test('a completed hire is reviewed with the keyboard, shows on the profile with the average, and gets a reply', async () => {
  const url = app.product.url;
  await signUpContractor(url, 'Humber Valley Basements', CONTRACTOR, '416-555-0190');
  const contractorCookie = await signInCookie(url, CONTRACTOR);
  const contractorId = (await api('Viewer', {}, contractorCookie)).viewer.id;
  // The homeowner signs in (browser and API) before posting, so no other e-mail to them is on its way.
  const page = await newThemedPage(app.browser, 390, 'dark');
  await signIn(page.context(), url, 'e2e.homeowner@example.ca');
  // Live updates are on once the page's socket has sent its subscription.
  const subscribed = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"subscribe"') }));
  const homeowner = await homeownerCookie(url);

  // A hire from bid to completion: posted, approved, bid on, accepted, finished.
  const project = await postProjectAsHomeowner(
    url,
    {
      title: 'Basement finishing in Etobicoke',
      description: 'Finish a 900 sq ft basement in a Humber Valley bungalow: framing, insulation, drywall, pot lights and a 3-piece bathroom.',
      category: 'Basement Finishing',
      budget: '$50,000 - $100,000',
      timeline: 'Within 3 months',
      homeowner: 'Maria Santos',
      location: 'Etobicoke, ON',
    },
    { approveWith: app.product.database.url },
  );
  const proposal = await api(
    'SubmitProposal',
    { input: { projectId: String(project.id), bidAmount: '$60,000 - $70,000', timeline: '9 weeks', approach: 'Frame, insulate and drywall after the permit; bathroom rough-in in week three.', experience: 'Basements in Etobicoke and Mimico since 2009.' } },
    contractorCookie,
  );
  await api('UpdateProposalStatus', { id: proposal.submitProposal.id, status: 'ACCEPTED' }, homeowner);

  // The homeowner watches the project page while the contractor works: the status and the header's
  // bell update live, without a reload, as the contractor starts the job and then finishes it.
  await gotoApp(page, `${url}/project/db-${project.id}`);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  // One unread so far: the contractor's proposal.
  await page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
  await subscribed;
  // The project page (server-rendered) refreshes on notifications once it has hydrated.
  await page.locator('html[data-live-refresh]').waitFor({ state: 'attached' });
  const setStatus = (status: string) => api('UpdateMarketplaceProject', { id: String(project.id), input: { status } }, contractorCookie);
  await setStatus('IN_PROGRESS');
  await page.getByRole('banner').getByRole('link', { name: 'Notifications, 2 unread' }).waitFor();
  await page.getByText('Started').waitFor();
  await setStatus('COMPLETED');
  // Two notifications: the status, and the invitation to review the hire.
  await page.getByRole('banner').getByRole('link', { name: 'Notifications, 4 unread' }).waitFor();
  await page.getByRole('link', { name: 'Review Humber Valley Basements' }).first().waitFor();

  // The notifications page lists them; the invitation opens the review form and is marked read.
  await bell.click();
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.getByRole('link', { name: /Unread: How did Humber Valley Basements do/ }).waitFor();
  await screenshot(page, { path: '/tmp/notifications-390-dark.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /Unread: How did Humber Valley Basements do/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Review Humber Valley Basements' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Notifications, 3 unread' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard only: Space picks the first star, the arrows move along, Tab goes to the next score.
  await page.getByRole('group', { name: /Quality of work/ }).getByRole('radio', { name: '1 star' }).focus();
  const score = async (stars: number) => {
    await page.keyboard.press('Space');
    for (let n = 1; n < stars; n++) await page.keyboard.press('ArrowRight');
  };
  await score(5);
  await page.keyboard.press('Tab');
  await score(4);
  await page.keyboard.press('Tab');
  await score(5);
  await page.keyboard.press('Tab');
  await score(4);
  await expect(page.getByRole('group', { name: /Value for money/ }).getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type(REVIEW_TEXT);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  // Posted: the profile shows it with the average (4.5 from the four scores) and the count.
  await page.waitForURL(new RegExp(`/contractor/${contractorId}#review-\\d+$`));
  await page.getByText(REVIEW_TEXT).waitFor();
  await page.getByRole('img', { name: 'Rated 4.5 out of 5 from 1 review' }).first().waitFor();
  await page.getByText('Maria S.').first().waitFor();
  await screenshot(page, { path: '/tmp/reviews-profile-390-dark.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();

  // The contractor replies once from their own profile, on a desktop in the light theme.
  const contractor = await newThemedPage(app.browser, 1280, 'light');
  await signIn(contractor.context(), url, CONTRACTOR);
  await gotoApp(contractor, `${url}/contractor/${contractorId}`);
  await contractor.getByText(REVIEW_TEXT).waitFor();
  expect(await seriousViolations(contractor)).toEqual([]);
  await contractor.getByLabel(/Reply to/).fill(REPLY_TEXT);
  await contractor.getByRole('button', { name: 'Post reply' }).click();
  await contractor.getByText(REPLY_TEXT).waitFor();
  await expect(contractor.getByRole('button', { name: 'Post reply' })).toHaveCount(0);
  await screenshot(contractor, { path: '/tmp/reviews-reply-1280-light.png', fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);
  await contractor.context().close();

  // Everyone sees the reply, and the page's structured data carries the real aggregate rating.
  const visitor = await newThemedPage(app.browser, 1280, 'light');
  await gotoApp(visitor, `${url}/contractor/${contractorId}`);
  await visitor.getByText(REPLY_TEXT).waitFor();
  const structured = await visitor.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  expect(structured).toContainEqual(
    expect.objectContaining({ name: 'Humber Valley Basements', aggregateRating: expect.objectContaining({ ratingValue: 4.5, reviewCount: 1 }) }),
  );
  await visitor.context().close();
});

test('a notification e-mail unsubscribes in one click signed out, and the settings show the choice', async () => {
  const url = app.product.url;
  const mails = (await (await fetch(`${url}/dev/mailbox.json?to=${encodeURIComponent('e2e.homeowner@example.ca')}`)).json()) as { subject: string; text: string }[];
  const update = mails.find((mail) => /is now In progress/.test(mail.subject));
  if (!update) throw new Error(`No project update e-mail among: ${mails.map((mail) => mail.subject).join(' | ')}`);
  expect(update.text).toMatch(new RegExp(`See my project: ${url}/project/db-\\d+`));
  const link = /Stop e-mails about project updates: (\S+)/.exec(update.text)?.[1];
  if (!link) throw new Error('No unsubscribe link in the project update e-mail');

  const visitor = await newThemedPage(app.browser, 1280, 'light');
  await gotoApp(visitor, link);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
  await visitor.getByText(/won't e-mail you about project updates/).waitFor();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.context().close();

  const page = await newThemedPage(app.browser, 1280, 'light');
  await signIn(page.context(), url, 'e2e.homeowner@example.ca');
  await gotoApp(page, `${url}/notifications/settings`);
  const projectUpdates = page.getByRole('combobox', { name: 'Project updates' });
  await projectUpdates.waitFor();
  await expect(projectUpdates).toHaveValue('OFF');
  await page.getByRole('combobox', { name: 'Messages' }).selectOption('DAILY');
  await page.getByText('Messages: Once a day, in a summary at 7 a.m.').waitFor();
  await screenshot(page, { path: '/tmp/notification-settings-1280-light.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
