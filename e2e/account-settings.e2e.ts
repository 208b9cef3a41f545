import type { Page } from 'playwright-core';
import { signInLink, signInMailTo } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { newThemedPage, screenshot, seriousViolations } from './support/browser';
import { postJson, waitFor } from './support/product';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * Details and posts given with someone's address wait for them: the person signs in, sees them,
 * confirms or discards each, and keeps their own name and phone in Account settings, all by
 * keyboard, at phone width in the dark theme and at desktop width in the light one.
 */

const app = useProductAndBrowser();

/** The accessible name of what has focus (label, aria-label or text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').replace(/\*$/, '').trim();
    const label = (el as HTMLInputElement).labels?.[0];
    return el.getAttribute('aria-label') ?? (label ? text(label) : text(el));
  });
}

/** Tabs until the focused element's name matches (a keyboard user's way to a control). */
async function tabTo(page: Page, wanted: RegExp, max = 60): Promise<void> {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    const name = await focusedName(page);
    if (wanted.test(name)) return;
    passed.push(name);
    await page.keyboard.press('Tab');
  }
  throw new Error(`${wanted} is not reachable with Tab; passed: ${passed.join(' | ')}`);
}

/** A visitor's post with an e-mail, a name and a phone: what anyone can send for any address. */
async function postAsVisitor(email: string, title: string, extra: Record<string, unknown> = {}) {
  return postJson(`${app.product.url}/api/projects`, {
    title,
    description: 'Replace a rotten 4 x 5 m deck with pressure-treated lumber and new railings.',
    category: 'Decks & Fences',
    budget: '$10,000 - $25,000',
    timeline: 'Within 3 months',
    homeowner: 'Not the owner',
    phone: '999-555-0100',
    email,
    ...extra,
  });
}

test('by keyboard at phone width (dark): the owner discards details given with their address and saves their own name and phone', async () => {
  const email = 'ines.moreau@example.ca';
  await postAsVisitor(email, 'Deck rebuild in Leaside');
  const page = await newThemedPage(app.browser, 390, 'dark');
  await page.goto(signInLink(await signInMailTo(app.product.url, email)));
  await page.waitForURL(/\/my-projects\?posted=\d+$/);

  // My projects says details are waiting; the link leads to Account settings.
  await page.getByText('Details given with your e-mail address are waiting for your confirmation.', { exact: false }).waitFor();
  await tabTo(page, /^Review them in Account settings$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/account$/);
  const waiting = page.getByRole('region', { name: 'Details waiting for your confirmation' });
  await waiting.getByText('999-555-0100').waitFor();
  await waiting.getByText('Not the owner').waitFor();
  // The account does not use them.
  const phone = page.getByRole('textbox', { name: /Phone/ });
  await waitFor(async () => ((await phone.inputValue()) === '' ? true : undefined), 'an empty phone field: the planted phone is not used', 10_000);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: '/tmp/account-settings-pending-390-dark.png', fullPage: true });

  await tabTo(page, /^Discard$/);
  await page.keyboard.press('Enter');
  await page.getByText('Nothing is waiting for your confirmation.').waitFor();

  // Her own details: a wrong phone is refused with the form's message, then saved.
  await tabTo(page, /^Your name/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Inès Moreau');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await tabTo(page, /^Save settings$/);
  await page.keyboard.press('Enter');
  await page.getByText('Enter a phone number like 416-555-0123').waitFor();
  // The form moves focus to the first invalid field after the message renders: wait for it, do not read once.
  await waitFor(async () => (/^Phone/.test(await focusedName(page)) ? true : undefined), 'focus on the invalid phone field', 10_000);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('416-555-0144');
  await tabTo(page, /^Save settings$/);
  await page.keyboard.press('Enter');
  await page.getByText('Your settings are saved.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const me = await page.evaluate(async () => (await fetch('/api/account/me')).json());
  expect(me.viewer).toMatchObject({ name: 'Inès Moreau', phone: '416-555-0144', role: 'homeowner' });
  await page.context().close();
});

test('at desktop width (light): posts waiting under the address are confirmed or discarded one by one', async () => {
  const email = 'kwame.asante@example.ca';
  const kept = await postAsVisitor(email, 'Basement waterproofing in Etobicoke', { homeowner: 'Kwame Asante', phone: undefined });
  const unwanted = await postAsVisitor(email, 'Hot tub install I never asked for');
  const page = await newThemedPage(app.browser, 1280, 'light');
  await page.goto(signInLink(await signInMailTo(app.product.url, email)));
  await page.waitForURL(/\/my-projects\?posted=\d+$/);
  const keptRow = page.getByRole('listitem').filter({ hasText: 'Basement waterproofing in Etobicoke' });
  const unwantedRow = page.getByRole('listitem').filter({ hasText: 'Hot tub install I never asked for' });
  await keptRow.getByText('Waiting for your confirmation').waitFor();
  await unwantedRow.getByText('Waiting for your confirmation').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // Discard asks first (Escape would keep it), then the post is gone.
  await tabTo(page, /^Discard "Hot tub install I never asked for"$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText('Discard this post?').waitFor();
  await tabTo(page, /^Discard$/);
  await page.keyboard.press('Enter');
  await page.getByText('Post discarded').first().waitFor();
  await unwantedRow.waitFor({ state: 'detached' });

  await tabTo(page, /^Confirm and send for review$/);
  await page.keyboard.press('Enter');
  await keptRow.getByText('In review: published within 24 hours').waitFor();
  await page.getByText('Your e-mail is confirmed. Our team reviews your project', { exact: false }).waitFor();
  await screenshot(page, { path: '/tmp/my-projects-confirmed-1280.png', fullPage: true });

  const cookie = (await page.context().cookies(app.product.url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const mine = await postJson(`${app.product.url}/graphql`, appOperation('MyProjects'), { cookie });
  expect(mine.data.myProjects.map(({ id, visibility }: { id: string; visibility: string }) => ({ id, visibility }))).toEqual([{ id: String(kept.id), visibility: 'IN_REVIEW' }]);
  expect((await fetch(`${app.product.url}/api/projects/${unwanted.id}`, { headers: { cookie } })).status).toBe(404);
  await page.context().close();
});
