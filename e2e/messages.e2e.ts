import { approveAsOperator, confirmPendingDetails, confirmPost, signInMailTo, signIn, signInLink, signUpContractor } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * Talking before hiring: a homeowner and a contractor, each signed in in their own browser, write
 * in the proposal's thread and read each other's messages; neither sees the other's e-mail or
 * phone until the homeowner accepts the proposal.
 */

const app = useProductAndBrowser();
const HOMEOWNER = 'amara.okafor@example.ca';
const HOMEOWNER_PHONE = '416-555-0123';
const CONTRACTOR = 'bids@mapleleafreno.ca';
const CONTRACTOR_PHONE = '647-555-0188';

test('homeowner and contractor talk in the thread; contact details appear only after acceptance', async () => {
  const url = app.product.url;

  // Amara posts a basement project (her account comes with the post), confirms it, and it is published.
  const homeowner = await newThemedPage(app.browser, 1280, 'light');
  const project = await postJson(`${url}/api/projects`, {
    title: 'Basement finishing in a Scarborough bungalow',
    description: 'Finish a 900 sq ft basement: framing, insulation, drywall, pot lights and a 3-piece bathroom.',
    category: 'Basement Renovation',
    budget: '$25,000 - $50,000',
    timeline: 'Within 3 months',
    homeowner: 'Amara Okafor',
    location: 'Scarborough, Toronto, ON',
    email: HOMEOWNER,
    phone: HOMEOWNER_PHONE,
  });
  await homeowner.goto(signInLink(await signInMailTo(url, HOMEOWNER)));
  const homeownerCookie = (await homeowner.context().cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
  // Signed in, Amara confirms her post and the name and phone she gave with it.
  await confirmPost(url, homeownerCookie, project.id);
  await confirmPendingDetails(url, homeownerCookie);
  await approveAsOperator(url, app.product.database.url, project.id);

  // Maple Leaf Renovations bids on it.
  await signUpContractor(url, 'Maple Leaf Renovations', CONTRACTOR, CONTRACTOR_PHONE);
  const contractor = await newThemedPage(app.browser, 390, 'dark');
  const contractorCookie = await signIn(contractor.context(), url, CONTRACTOR);
  const proposal = await postJson(
    `${url}/api/proposals`,
    {
      projectId: project.id,
      bidAmount: '$42,000 - $48,000',
      timeline: '7 weeks',
      approach: 'Building permit first, then framing, rough-ins and inspection before insulation and drywall.',
      experience: 'Sixty basements finished in Scarborough and Pickering since 2012.',
    },
    { cookie: contractorCookie },
  );
  const threadPath = `/proposals/${proposal.id}/messages`;

  // Signed out, the thread asks to sign in.
  const visitor = await newThemedPage(app.browser, 390, 'light');
  await gotoApp(visitor, `${url}${threadPath}`);
  await visitor.getByRole('heading', { name: 'Sign in to see your messages' }).waitFor();
  await visitor.context().close();

  // Amara opens the thread from the proposal on her project page; the contractor's contact details are hidden.
  // Amara's page is live once its socket has sent its subscription.
  const live = homeowner.waitForEvent('websocket').then((socket) => socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"subscribe"') }));
  await gotoApp(homeowner, `${url}/project/${project.id + 3000}`);
  await homeowner.getByText('Maple Leaf Renovations').first().waitFor();
  await expect(homeowner.getByText(CONTRACTOR)).toHaveCount(0);
  await homeowner.getByRole('link', { name: 'Messages' }).first().click();
  await homeowner.waitForURL(`**${threadPath}`);
  await homeowner.getByText('No messages yet.').waitFor();
  await homeowner.getByText(/Maple Leaf Renovations's e-mail and phone appear here once you accept/).waitFor();
  await expect(homeowner.getByText(CONTRACTOR)).toHaveCount(0);
  expect(await seriousViolations(homeowner)).toEqual([]);

  await homeowner.getByRole('textbox', { name: 'Message to Maple Leaf Renovations' }).fill('Does your price include the building permit?\nWe would like to start in January.');
  await homeowner.getByRole('button', { name: 'Send' }).click();
  const messages = homeowner.getByRole('list', { name: 'Messages' });
  await messages.getByText('Does your price include the building permit?', { exact: false }).waitFor();
  await screenshot(homeowner, { path: '/tmp/messages-homeowner-1280-light.png', fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);

  // The contractor finds the thread from My proposals, with a new-message dot, and reads it.
  await gotoApp(contractor, `${url}/contractor-dashboard`);
  await contractor.getByRole('tab', { name: /my proposals/i }).click();
  await contractor.getByRole('link', { name: 'Messages (1 new message)' }).click();
  await contractor.waitForURL(`**${threadPath}`);
  await contractor.getByText('Does your price include the building permit?', { exact: false }).waitFor();
  await contractor.getByText(/Amara's e-mail and phone appear here once they accept your proposal/).waitFor();
  await expect(contractor.getByText(HOMEOWNER)).toHaveCount(0);
  await live;
  await contractor.getByRole('textbox', { name: 'Message to Amara' }).fill('Yes, the permit and drawings are included. We can start framing on January 12.');
  await contractor.getByRole('button', { name: 'Send' }).click();
  await contractor.getByRole('list', { name: 'Messages' }).getByText('We can start framing on January 12', { exact: false }).waitFor();
  await screenshot(contractor, { path: '/tmp/messages-contractor-390-dark.png', fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);

  // Amara sees the reply arrive live, without reloading.
  await homeowner.getByRole('list', { name: 'Messages' }).getByText('We can start framing on January 12', { exact: false }).waitFor();

  // She accepts the proposal: both sides now see each other's e-mail and phone.
  const accepted = await postJson(
    `${url}/graphql`,
    appOperation('UpdateProposalStatus', { id: String(proposal.id), status: 'ACCEPTED' }),
    { cookie: homeownerCookie },
  );
  expect(accepted.data.updateProposalStatus.status).toBe('ACCEPTED');
  await homeowner.reload();
  await homeowner.getByRole('link', { name: CONTRACTOR }).waitFor();
  await homeowner.getByRole('link', { name: CONTRACTOR_PHONE }).waitFor();
  await contractor.reload();
  await contractor.getByRole('link', { name: HOMEOWNER }).waitFor();
  await contractor.getByRole('link', { name: HOMEOWNER_PHONE }).waitFor();
  expect(await seriousViolations(contractor)).toEqual([]);
  await gotoApp(homeowner, `${url}/project/${project.id + 3000}`);
  await homeowner.getByText(CONTRACTOR).first().waitFor();

  await homeowner.context().close();
  await contractor.context().close();
});
