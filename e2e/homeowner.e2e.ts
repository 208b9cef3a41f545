import type { Page } from 'playwright-core';
import { approveAsOperator, signInMailTo, signInLink } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { gotoApp, openPageMenu } from './support/browser';
import { postJson } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * What a homeowner does in the browser: post a project with two photos and find it on Our
 * Projects with its photos, write to the team, keep favourites and a dark theme across
 * reloads, and survive broken or invalid stored preferences.
 */

const app = useProductAndBrowser();

// A valid 2x2 PNG: the server checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4sSDhxIIEBggFADOOByHR7FzFAAAAAElFTkSuQmCC',
  'base64',
);

interface PageWithLogs {
  page: Page;
  errors: string[];
  consoleErrors: string[];
}

async function openPage(width = 1280): Promise<PageWithLogs> {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, errors, consoleErrors };
}

test('posts a project with two photos, which then appears on Our Projects with its photos', async () => {
  const { page, errors } = await openPage();
  const title = `Deck rebuild in Riverdale ${Date.now()}`;
  await gotoApp(page, `${app.product.url}/post-project`);
  const submit = page.getByRole('button', { name: 'Post Project' });
  await page.getByRole('textbox', { name: 'Project Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Project Description' }).fill('Tear out a 300 sq ft cedar deck and rebuild it in composite with aluminium railings.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Decks & Fences');
  await page.getByRole('combobox', { name: 'Budget Range' }).selectOption('$10,000 - $25,000');
  await page.getByRole('combobox', { name: 'Timeline' }).selectOption('Within 3 months');
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Your Name' }).fill('Aisha Khan');
  await expect(submit).toBeDisabled(); // signed out, the e-mail that publishes it is required too
  await page.getByRole('textbox', { name: 'Your E-mail' }).fill('aisha.khan@example.ca');
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Location' }).fill('Riverdale, Toronto, ON');
  await page.getByRole('combobox', { name: 'Urgency' }).selectOption('high');
  await page.getByLabel('Add project photos').setInputFiles([
    { name: 'deck-before.png', mimeType: 'image/png', buffer: PNG },
    { name: 'deck-plan.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByText('2 of 10 photos selected').waitFor();
  await submit.click();
  await page.getByText('Project Posted Successfully!').first().waitFor();
  await page.getByText("We've e-mailed a link to aisha.khan@example.ca", { exact: false }).first().waitFor();
  await expect(page.getByRole('textbox', { name: 'Project Title' })).toHaveValue('');
  // Opening the e-mailed link signs Aisha in; she confirms her post, which sends it for review.
  await page.goto(signInLink(await signInMailTo(app.product.url, 'aisha.khan@example.ca')));
  await page.getByText('Confirm it to send it to our review team', { exact: false }).waitFor();
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Confirm and send for review' }).click();
  await page.getByText('Your e-mail is confirmed. Our team reviews your project', { exact: false }).waitFor();
  // Reviewed before it goes public: an operator approves it.
  await approveAsOperator(app.product.url, app.product.database.url, new URL(page.url()).searchParams.get('posted')!);

  // The server stored both photos with the project.
  const { data } = await postJson(`${app.product.url}/graphql`, appOperation('MarketplaceProjects', { first: 20, filter: { search: title } }));
  const [stored] = data.projects.nodes;
  expect(stored).toMatchObject({ title, urgency: 'HIGH', location: 'Riverdale, Toronto, ON' });
  expect(stored.photos).toHaveLength(2);

  // It is listed on Our Projects, its card links to /project/{id + 3000}, and its photo loads.
  await page.getByRole('button', { name: /current page:/ }).click();
  await openPageMenu(page).getByRole('link', { name: 'Our Projects' }).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await card.waitFor();
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/project/${Number(stored.id) + 3000}`);
  const image = card.locator('img').first();
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
  await expect(image).toHaveAttribute('src', stored.imageUrls[0]);
  for (const url of stored.imageUrls as string[]) {
    // Re-encoded without metadata: served as WebP under a name that carries its size.
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}-2x2\.webp$/);
    const response = await page.request.get(`${app.product.url}${url}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/webp');
  }
  expect(errors).toEqual([]);
});

test('sends a contact message and clears the form', async () => {
  const { page, errors } = await openPage(390);
  await gotoApp(page, `${app.product.url}/contact`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Name is required').waitFor();
  await page.getByText('Message is required').waitFor();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Daniel Okafor');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('daniel@example.ca');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('416-555-0199');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Underpinning quote');
  await page.getByRole('textbox', { name: 'Message' }).fill('We want to lower our East York basement by 18 inches.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message Sent!').waitFor();
  await page.getByText("We'll get back to you within 24 hours.", { exact: true }).waitFor();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('keeps favourites across a reload and shrugs off broken stored favourites', async () => {
  const { page, errors, consoleErrors } = await openPage();
  await gotoApp(page, `${app.product.url}/projects`);
  const firstCard = page.getByRole('article').first();
  const title = (await firstCard.getByRole('heading').textContent()) ?? '';
  const heart = firstCard.getByRole('button', { name: /to favorites/ });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`${app.product.url}/projects`);

  // The list arrives rendered by the server, which knows nothing of this browser's saved favourites: the
  // heart fills once the app has started and read them.
  await page.reload();
  await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: /to favorites/, pressed: true }).waitFor();

  await gotoApp(page, `${app.product.url}/favorites`);
  await page.getByText('1 saved project').waitFor();
  await page.getByRole('article').filter({ hasText: title }).waitFor();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByText('No favorites yet').waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');

  await page.evaluate(() => localStorage.setItem('favorites', '{not json'));
  await page.reload();
  await page.getByText('No favorites yet').waitFor();
  await page.getByRole('link', { name: 'Browse Projects' }).click();
  await page.getByRole('heading', { level: 1, name: 'Our Projects' }).waitFor();
  expect(consoleErrors.some((text) => text.startsWith('Error loading favorites'))).toBe(true);
  expect(errors).toEqual([]);
});

test('keeps the dark theme across a reload and ignores an invalid stored theme', async () => {
  const { page, errors } = await openPage(390);
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  await gotoApp(page, `${app.product.url}/`);
  await expect.poll(() => isDark()).toBe(false);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(() => isDark()).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  await expect.poll(() => isDark()).toBe(true);

  await page.evaluate(() => localStorage.setItem('theme', 'midnight'));
  await page.reload();
  await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
  await expect.poll(() => isDark()).toBe(false);
  expect(errors).toEqual([]);
});
