import type { Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { gotoApp, openPageMenu, pageMenuReady } from './support/browser';
import { postJson, waitFor } from './support/product';
import { approveAsOperator, signInMailTo, makeOperator, signIn, signInLink, signUpContractor } from './support/accounts';
import { appOperation } from './support/app-operations';
import { expect, test } from './support/test';

/**
 * Every flow with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows): posting a
 * project, a proposal, the contact form, favourites, the dashboard's edit and delete, the filters
 * sheet, and the header's page menu. Each Tab stop passed on the way must show a focus indicator;
 * route changes move focus to the new page's h1 and announce its title; dialogs give focus back
 * to their trigger; forms focus the first invalid field, whose message is tied to it.
 */

const app = useProductAndBrowser();
let projectTitle: string;
let projectDisplayId: number;
/** Staff may change and delete any project; the contractor bids. Both sign in by e-mailed link. */
const OPERATOR = 'keyboard.ops@gtahomepros.ca';
const CONTRACTOR = 'bids@lakeshorecabinetry.ca';
let operatorCookie: string;

test.beforeAll(async () => {
  await makeOperator(app.product.database.url, OPERATOR);
  await signUpContractor(app.product.url, 'Lakeshore Cabinetry', CONTRACTOR, '416-555-0177');
  const context = await app.browser.newContext();
  operatorCookie = await signIn(context, app.product.url, OPERATOR);
  await context.close();
  projectTitle = 'Kitchen refresh in Leslieville';
  const project = await postJson(`${app.product.url}/api/projects`, {
    title: projectTitle,
    description: 'New shaker cabinets, quartz counters and a tile backsplash in a Leslieville semi.',
    category: 'Kitchen Renovation',
    budget: '$25,000 - $50,000',
    timeline: 'Within 3 months',
    homeowner: 'Priya Natarajan',
    location: 'Leslieville, Toronto, ON',
  }, { cookie: operatorCookie });
  projectDisplayId = Number(project.id) + 3000;
});

interface Focused {
  tag: string;
  name: string;
  role: string | null;
  /** The element, or for a visually hidden control an ancestor, draws an outline or a ring. */
  indicator: boolean;
  inDialog: string | null;
}

/** What has keyboard focus, named roughly as a screen reader would. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', name: '', role: null, indicator: false, inDialog: null };
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').replace(/\*$/, '').trim();
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelledBy ? labelledBy.split(' ').map((id) => text(document.getElementById(id))).join(' ') : null) ??
      ((el as HTMLInputElement).labels?.[0] ? text((el as HTMLInputElement).labels![0]) : text(el));
    const draws = (node: Element, shadowCounts: boolean) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor);
      return outline || (shadowCounts && style.boxShadow !== 'none');
    };
    const box = el.getBoundingClientRect();
    const hidden = getComputedStyle(el).opacity === '0' || box.width <= 1 || box.height <= 1;
    let indicator = !hidden && draws(el, true);
    // A visually hidden control (the photo input) shows its focus on the drop zone around it.
    for (let node = el.parentElement, depth = 0; hidden && !indicator && node && depth < 3; node = node.parentElement, depth++) {
      indicator = draws(node, false);
    }
    const dialog = el.closest('[role="dialog"], [role="alertdialog"]');
    return { tag: el.tagName, name, role: el.getAttribute('role'), indicator, inDialog: dialog ? (dialog.getAttribute('aria-label') ?? text(document.getElementById(dialog.getAttribute('aria-labelledby') ?? ''))) : null };
  });
}

const matches = (name: string, wanted: string | RegExp) => (typeof wanted === 'string' ? name === wanted : wanted.test(name));

/** A keyboard user's session on one page: Tab stops that showed no focus indicator are collected. */
class Keyboard {
  readonly unseen: string[] = [];
  constructor(readonly page: Page) {}

  async press(key: string): Promise<Focused> {
    await this.page.keyboard.press(key);
    const now = await focused(this.page);
    if (now.tag !== 'BODY' && !now.indicator && (key === 'Tab' || key === 'Shift+Tab')) this.unseen.push(`${now.tag} "${now.name}"`);
    return now;
  }

  /** Tabs (or Shift+Tabs) until the focused element has the wanted name. */
  async tabTo(wanted: string | RegExp, { back = false, max = 60 } = {}): Promise<Focused> {
    const start = await focused(this.page);
    if (matches(start.name, wanted)) return start;
    const seen: string[] = [];
    for (let i = 0; i < max; i++) {
      const now = await this.press(back ? 'Shift+Tab' : 'Tab');
      if (matches(now.name, wanted)) return now;
      seen.push(now.name);
    }
    throw new Error(`${String(wanted)} is not reachable with ${back ? 'Shift+Tab' : 'Tab'}; passed: ${seen.join(' | ')}`);
  }

  /** Picks a native select's option with the arrow keys (the select has focus). */
  async choose(option: string, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown'): Promise<void> {
    for (let i = 0; i < 20; i++) {
      const current = await this.page.evaluate(() => {
        const select = document.activeElement as HTMLSelectElement;
        return select.tagName === 'SELECT' ? select.selectedOptions[0]?.textContent : null;
      });
      if (current === option) return;
      if (current === null) throw new Error('no select has focus');
      await this.page.keyboard.press(key);
    }
    throw new Error(`option ${option} not reached`);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Waits until focus is on an element with the wanted name. */
  async focusedOn(wanted: string | RegExp, what = String(wanted)): Promise<Focused> {
    try {
      return await waitFor(async () => {
        const now = await focused(this.page);
        return matches(now.name, wanted) ? now : undefined;
      }, `focus on ${what}`, 10_000);
    } catch (error) {
      const { history, dialogs } = await this.page.evaluate(() => ({
        history: (window as unknown as { focusHistory?: string[] }).focusHistory?.slice(-12) ?? [],
        dialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
      }));
      throw new Error(`${(error as Error).message}; focus is on ${JSON.stringify(await focused(this.page))}, with ${dialogs} dialog(s) open; the page's last focus moves: ${history.join(' | ')}`);
    }
  }
}

/**
 * Watches the next tab of the page's tab list to take focus, and reads its `aria-selected` in the
 * first task after focus lands on it (a posted message queued at that moment runs before any work
 * the page schedules later, such as a render React queues). Resolves with that value.
 */
async function selectionWhenFocusArrives(page: Page): Promise<() => Promise<unknown>> {
  await page.evaluate(() => {
    const seen = window as typeof window & { selectedWhenFocused?: string };
    delete seen.selectedWhenFocused;
    document.querySelector('[role="tablist"]')!.addEventListener(
      'focusin',
      (event) => {
        const tab = event.target as HTMLElement;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          seen.selectedWhenFocused = String(tab.getAttribute('aria-selected'));
          channel.port1.close();
        };
        channel.port2.postMessage(null);
      },
      { once: true },
    );
  });
  return async () => (await page.waitForFunction(() => (window as typeof window & { selectedWhenFocused?: string }).selectedWhenFocused)).jsonValue();
}

async function openPage(path: string, width = 1280, signedInAs?: string): Promise<{ page: Page; keys: Keyboard; errors: string[] }> {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  if (signedInAs) await signIn(context, app.product.url, signedInAs);
  // What moved focus before a failed wait for it: each focus move, with its time and the dialogs open then.
  await context.addInitScript(() => {
    const history: string[] = [];
    (window as unknown as { focusHistory: string[] }).focusHistory = history;
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length;
      history.push(`${Math.round(performance.now())} ms focus ${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" (dialogs open: ${dialogs})`);
    }, true);
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoApp(page, `${app.product.url}${path}`);
  await page.locator('main h1').first().waitFor();
  await pageMenuReady(page);
  return { page, keys: new Keyboard(page), errors };
}

const announcement = (page: Page) => page.locator('[data-testid="route-announcer"]').textContent();

async function expectRouteChange(page: Page, keys: Keyboard, heading: string, title: string) {
  const now = await keys.focusedOn(heading, `the h1 "${heading}"`);
  expect(now.tag).toBe('H1');
  expect(now.indicator).toBe(true); // reached by keyboard, so the ring shows
  await waitFor(async () => ((await announcement(page)) === `${title} | GTA Home Pros` ? true : undefined), `the announcement of ${title}`);
  await expect(page.locator('[data-testid="route-announcer"]')).toHaveAttribute('aria-live', 'polite');
}

/** The control with focus is invalid and its error message is part of its description. */
async function expectInvalidWithMessage(page: Page, message: string) {
  const described = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return { invalid: el.getAttribute('aria-invalid'), description: ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') };
  });
  expect(described.invalid).toBe('true');
  expect(described.description).toContain(message);
}

/** The page menu is a popover list of links: Enter opens it, Tab enters it, the arrow keys move through it. */
async function openMenuAndChoose(page: Page, keys: Keyboard, item: string) {
  await pageMenuReady(page);
  // From the page's start the menu is a few stops forward; from inside the page, a few back.
  const from = await focused(page);
  await keys.tabTo(/^Page menu, current page:/, { back: from.tag !== 'BODY' });
  await page.keyboard.press('Enter');
  await openPageMenu(page).waitFor();
  await keys.press('Tab');
  for (let i = 0; i < 12; i++) {
    const at = await page.evaluate(() => (document.activeElement?.closest('[popover]') ? document.activeElement.textContent?.trim() : null));
    if (at === item) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(openPageMenu(page).getByRole('link', { name: item, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('does nothing on the first load, then moves focus to the h1 and announces the title after each navigation', async () => {
  const { page, keys, errors } = await openPage('/projects');
  expect((await focused(page)).tag).toBe('BODY');
  await expect.poll(() => announcement(page)).toBe('');
  expect((await keys.press('Tab')).name).toBe('Skip to main content');

  // A header link.
  await keys.tabTo('For Contractors');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${app.product.url}/contractor-dashboard`);
  await expectRouteChange(page, keys, 'Contractor Dashboard', 'Contractor Dashboard');

  // A link in the page to a screen whose heading renders once its data has loaded.
  await keys.tabTo(`View details of ${projectTitle}`);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${app.product.url}/project/${projectDisplayId}`);
  await expectRouteChange(page, keys, projectTitle, projectTitle);

  // Back (history), reached backwards from the heading.
  await keys.tabTo('Back to Dashboard', { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`${app.product.url}/contractor-dashboard`);
  await expectRouteChange(page, keys, 'Contractor Dashboard', 'Contractor Dashboard');

  // The last header link, backwards from the heading.
  await keys.tabTo('Get Quote', { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`${app.product.url}/post-project`);
  await expectRouteChange(page, keys, 'Post Your Project', 'Request Quote');

  // The page menu opens with Enter, Tab enters it and arrows move through it; Escape gives focus back to its button.
  await pageMenuReady(page);
  await keys.tabTo(/^Page menu, current page: Request Quote$/, { back: true });
  await page.keyboard.press('Enter');
  await openPageMenu(page).waitFor();
  await keys.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(openPageMenu(page).getByRole('link', { name: 'Our Projects' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(openPageMenu(page)).toHaveCount(0);
  await keys.focusedOn(/^Page menu, current page: Request Quote$/, 'the page menu button');

  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

// Enter on a page-menu item must navigate inside the app: Zag's menu would otherwise dispatch a
// non-bubbling click that React's onClick never sees, and the browser would reload the page.
test('chooses a page-menu item with Enter without reloading the page', async () => {
  const { page, keys } = await openPage('/projects');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await openMenuAndChoose(page, keys, 'Contact Us');
  await page.waitForURL(`${app.product.url}/contact`);
  await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
  const sameDocument = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  await page.context().close();
  expect(sameDocument).toBe(true);
});

test('posts a project with the keyboard alone, focusing the first invalid field on a failed submit', async () => {
  const { page, keys, errors } = await openPage('/post-project');
  const title = `Cedar fence in Roncesvalles ${Date.now()}`;
  await keys.tabTo('Project Title');
  await keys.type('   '); // blank once trimmed: enables the button, fails validation
  await keys.press('Tab');
  await keys.type('Replace 120 feet of rotten fence with cedar boards on concrete-set posts.');
  await keys.press('Tab');
  await keys.choose('Decks & Fences');
  await keys.press('Tab');
  await keys.type('Roncesvalles, Toronto, ON');
  expect((await keys.press('Tab')).name).toBe('Specific Requirements (optional)');
  await keys.type('Ontario One Call locates');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Remove requirement: Ontario One Call locates' }).waitFor();
  await keys.tabTo('Budget Range');
  await keys.choose('$5,000 - $10,000');
  await keys.press('Tab');
  await keys.choose('Within 1 month');
  await keys.press('Tab');
  await keys.choose('High - Urgent');
  expect((await keys.press('Tab')).name).toBe('Add project photos');
  await keys.press('Tab');
  await keys.type('Marta Kowalski');
  await keys.press('Tab');
  await keys.type('marta.kowalski@example.ca');
  await keys.tabTo('Post Project');
  await page.keyboard.press('Enter');

  await page.getByText('Missing Information').first().waitFor();
  await keys.focusedOn('Project Title', 'the first invalid field');
  await expectInvalidWithMessage(page, 'required');

  await page.keyboard.press('ControlOrMeta+A');
  await keys.type(title);
  await keys.tabTo('Post Project');
  await page.keyboard.press('Space');
  await page.getByText('Project Posted Successfully!').first().waitFor();
  // Marta opens the link e-mailed to her and confirms her post by keyboard; approved, it is public.
  await page.goto(signInLink(await signInMailTo(app.product.url, 'marta.kowalski@example.ca')));
  await page.getByText('Confirm it to send it to our review team', { exact: false }).waitFor();
  await keys.tabTo('Confirm and send for review');
  await page.keyboard.press('Enter');
  await page.getByText('Your e-mail is confirmed. Our team reviews your project', { exact: false }).waitFor();
  // Reviewed before it goes public: an operator approves it.
  await approveAsOperator(app.product.url, app.product.database.url, new URL(page.url()).searchParams.get('posted')!);

  // Listed once, and saved as typed: the project's page query (its sections' fragments) reads every field back.
  const { data: listed } = await postJson(`${app.product.url}/graphql`, appOperation('MarketplaceProjects', { first: 20, filter: { search: title } }));
  expect(listed.projects.nodes).toHaveLength(1);
  const { data } = await postJson(`${app.product.url}/graphql`, appOperation('ProjectDetails', { id: listed.projects.nodes[0].id, number: 0, byNumber: false }));
  const fields = ['title', 'category', 'budget', 'timeline', 'urgency', 'location', 'requirements', 'homeowner'] as const;
  expect([data.project].map((node: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, node[field]])))).toEqual([
    {
      title,
      category: 'Decks & Fences',
      budget: '$5,000 - $10,000',
      timeline: 'Within 1 month',
      urgency: 'HIGH',
      location: 'Roncesvalles, Toronto, ON',
      requirements: ['Ontario One Call locates'],
      homeowner: 'Marta Kowalski',
    },
  ]);
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('sends the contact form with the keyboard, focusing the first invalid field with its message', async () => {
  const { page, keys, errors } = await openPage('/contact', 390);
  await keys.tabTo('Send Message');
  await page.keyboard.press('Enter');
  await keys.focusedOn('Full Name', 'the first invalid field');
  await expectInvalidWithMessage(page, 'Name is required');
  await keys.type('Daniel Okafor');
  await keys.press('Tab');
  await keys.type('not-an-email');
  await keys.press('Tab'); // leaving the field shows its message
  await keys.press('Shift+Tab');
  await expectInvalidWithMessage(page, 'email');
  await page.keyboard.press('ControlOrMeta+A');
  await keys.type('daniel@example.ca');
  await keys.press('Tab');
  await keys.press('Tab');
  await keys.type('Underpinning quote');
  await keys.press('Tab');
  await keys.type('We want to lower our East York basement by 18 inches.');
  await keys.tabTo('Send Message');
  await page.keyboard.press('Enter');
  await page.getByText('Message Sent!').first().waitFor();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('submits a proposal from the keyboard: focus stays in the dialog, returns to its trigger on Escape, and lands on the note that replaces it once sent', async () => {
  const { page, keys, errors } = await openPage(`/project/${projectDisplayId}`, 1280, CONTRACTOR);
  await page.getByRole('heading', { level: 1, name: projectTitle }).waitFor();
  await keys.tabTo('Submit Proposal');

  // Escape closes it and focus is back on the trigger.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit Proposal' });
  await dialog.waitFor();
  await waitFor(async () => ((await focused(page)).inDialog === 'Submit Proposal' ? true : undefined), 'focus inside the dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await keys.focusedOn('Submit Proposal', 'the dialog trigger');

  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await waitFor(async () => ((await focused(page)).inDialog === 'Submit Proposal' ? true : undefined), 'focus inside the dialog');
  // Tab never leaves the open dialog.
  for (let i = 0; i < 16; i++) expect((await keys.press('Tab')).inDialog).toBe('Submit Proposal');
  await keys.tabTo('Submit Proposal');
  expect((await focused(page)).inDialog).toBe('Submit Proposal');
  await page.keyboard.press('Enter');
  // Name, e-mail and phone come from the contractor's account: the first field left is the bid.
  await keys.focusedOn('Bid amount (CAD)', 'the first invalid field');
  await expectInvalidWithMessage(page, 'Bid amount is required');

  await keys.choose('$30,000 - $40,000');
  await keys.press('Tab');
  await keys.choose('3 weeks');
  await keys.press('Tab');
  await keys.type('Protect floors, remove old cabinets, rough-in, install boxes, template and set quartz.');
  await keys.press('Tab');
  await keys.type('Eleven years of kitchens in the east end, WSIB and $2M liability.');
  await keys.tabTo('Submit Proposal');
  await page.keyboard.press('Enter');
  await page.getByText('Proposal submitted successfully!').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  // One proposal per contractor: the trigger is gone, and focus lands on the note that replaces it.
  const sent = await keys.focusedOn('Your proposal', 'the note that replaces the dialog trigger');
  expect(sent.inDialog).toBeNull();
  await page.getByRole('button', { name: 'Submit Proposal' }).waitFor({ state: 'detached' });
  await page.getByRole('article', { name: 'Proposal from Lakeshore Cabinetry' }).waitFor();

  const saved = await (await fetch(`${app.product.url}/api/proposals/project/${projectDisplayId - 3000}`)).json();
  expect(saved).toEqual([
    // Read anonymously: the contractor's contact details stay private.
    expect.objectContaining({ contractorName: 'Lakeshore Cabinetry', contractorEmail: null, bidAmount: '$30,000 - $40,000', timeline: '3 weeks' }),
  ]);
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('saves and removes favourites with the keyboard', async () => {
  const { page, keys, errors } = await openPage('/projects');
  await page.getByRole('article').first().waitFor();
  const heart = await keys.tabTo(/^Save .+ to favorites$/);
  const saved = heart.name.replace(/^Save (.+) to favorites$/, '$1');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: heart.name, pressed: true }).waitFor();
  expect((await focused(page)).name).toBe(heart.name);

  await openMenuAndChoose(page, keys, 'My Favorites');
  await page.waitForURL(`${app.product.url}/favorites`);
  await page.getByText('1 saved project').waitFor();
  await keys.tabTo(heart.name);
  await page.keyboard.press('Enter');
  await page.getByText('No favorites yet').waitFor();
  // The card and its focused heart are gone; focus continues from the heading, not the page top.
  await keys.focusedOn('My Favorites', 'the heading');
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('edits and deletes a project on the dashboard with the keyboard', async () => {
  const title = `Basement underpinning in East York ${Date.now()}`;
  const created = await postJson(`${app.product.url}/api/projects`, {
    title,
    description: 'Lower the basement floor by 18 inches with underpinning and a new slab.',
    category: 'Basement Finishing',
    budget: 'Over $100,000',
    timeline: 'Within 6 months',
    homeowner: 'Daniel Okafor',
  }, { cookie: operatorCookie });
  const { page, keys, errors } = await openPage('/contractor-dashboard', 1280, OPERATOR);
  await page.getByRole('article', { name: title }).waitFor();

  // The tab list is one Tab stop; arrows move between tabs and select the tab they land on, already
  // selected when focus arrives there (not a render later, which a screen reader could read first).
  await keys.tabTo(/^All Projects/);
  const selected = await selectionWhenFocusArrives(page);
  await page.keyboard.press('ArrowRight');
  await keys.focusedOn(/^Open for Bids/, 'the second tab');
  await expect.poll(() => selected()).toBe('true');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
  await page.keyboard.press('ArrowLeft');
  await keys.focusedOn(/^All Projects/, 'the first tab');

  await keys.tabTo(`Edit ${title}`);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await dialog.waitFor();
  await keys.focusedOn('Estimated cost', 'the first field of the dialog');
  await keys.type('$120,000 - $140,000');
  await keys.press('Tab');
  await keys.type('8-10 weeks');
  await keys.press('Tab');
  await keys.choose('Estimated');
  await keys.press('Tab');
  await keys.type('Engineer drawings and a City of Toronto permit are included.');
  await keys.tabTo('Save Changes');
  await page.keyboard.press('Enter');
  await page.getByText('Project updated successfully!').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await keys.focusedOn(`Edit ${title}`, 'the Edit button that opened the dialog');
  const stored = await (await fetch(`${app.product.url}/api/projects/${created.id}`)).json();
  expect(stored).toMatchObject({ estimatedCost: '$120,000 - $140,000', timeline: '8-10 weeks', status: 'estimated', contractorNotes: 'Engineer drawings and a City of Toronto permit are included.' });

  await keys.tabTo(`Delete ${title}`);
  await page.keyboard.press('Enter');
  await page.getByText('Project deleted successfully!').first().waitFor();
  await page.getByRole('article', { name: title }).waitFor({ state: 'detached' });
  // Focus does not fall back to the top of the page with the removed card.
  await keys.focusedOn(/^All Projects/, 'the selected tab');
  expect((await fetch(`${app.product.url}/api/projects/${created.id}`)).status).toBe(404);
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('filters a category listing from the keyboard in the filters sheet', async () => {
  const { page, keys, errors } = await openPage('/plumbing-services');
  const status = page.getByRole('status').filter({ hasText: /^Showing \d+ plumbing projects$/ });
  const all = await status.textContent();
  await keys.tabTo('Filters');
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filter projects' });
  await sheet.waitFor();
  await waitFor(async () => ((await focused(page)).inDialog === 'Filter projects' ? true : undefined), 'focus inside the sheet');
  await keys.tabTo('Property type');
  await keys.choose('Condo');
  await page.waitForFunction((before) => !document.body.innerText.includes(before ?? ''), all);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
  await keys.focusedOn(/^Filters ?1 active$/, 'the sheet trigger, with the count in its name');
  await expect(status).not.toHaveText(all ?? '');

  await keys.tabTo('Clear Filters');
  await page.keyboard.press('Enter');
  await expect(status, 'every project listed again').toHaveText(all ?? '');
  expect(keys.unseen).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
