import { makeOperator, postProjectAsHomeowner, signIn, signUpContractor } from './support/accounts';
import type { BrowserContext, Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { animationsSettled, axeViolations, gotoApp, loadAxeInEveryPage, pageMenuReady } from './support/browser';
import { expect, test } from './support/test';

/**
 * What e2e/a11y.e2e.ts cannot see on closed pages: axe (WCAG 2.2 AA, in Chromium) with the header's
 * page menu, the proposal dialog (empty and with its error messages), the dashboard's edit dialog
 * and a category page's filters sheet open, in both themes at phone and desktop widths; and text
 * enlarged to 200 % at 1280 px on the key routes without horizontal scrolling or clipped headings
 * and buttons (WCAG 1.4.4).
 */

const app = useProductAndBrowser();
let projectTitle: string;
let projectPath: string;

test.beforeAll(async () => {
  projectTitle = 'Bathroom refresh in Bloor West Village';
  const project = await postProjectAsHomeowner(app.product.url, {
    title: projectTitle,
    description: 'Replace the tub with a curbless shower, new vanity and heated floor.',
    category: 'Bathroom Renovation',
    budget: '$10,000 - $25,000',
    timeline: 'Within 3 months',
    homeowner: 'Olivia Chen',
    requirements: ['Licensed plumber', 'ESA permit for the heated floor'],
  }, { approveWith: app.product.database.url });
  projectPath = `/project/${Number(project.id) + 3000}`;
  await makeOperator(app.product.database.url, OPERATOR);
  await signUpContractor(app.product.url, 'Bloor West Renovations', CONTRACTOR);
});

/** Who opens an overlay: the proposal dialog is a contractor's, the edit dialog staff's (or a hired contractor's). */
const OPERATOR = 'overlays.ops@gtahomepros.ca';
const CONTRACTOR = 'hello@bloorwestreno.ca';

const moderate = new Map<string, string>();

/** Serious and critical violations with the overlay open; moderate and minor ones are kept for the log. */
async function audit(page: Page, overlay: string, selector: string): Promise<string[]> {
  // Only the overlay: the page behind it is audited closed by a11y.e2e.ts (and is inert now).
  const failures: string[] = [];
  for (const violation of await axeViolations(page, { include: selector })) {
    const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
    const line = `${overlay}: ${violation.id} (${violation.impact}) ${violation.help} at ${where}`;
    if (violation.impact === 'serious' || violation.impact === 'critical') failures.push(line);
    else moderate.set(`${violation.id} ${overlay}`, line);
  }
  return failures;
}

/** Waits until an overlay has finished opening (Chakra animates it in; axe must see the final colours). */
async function settled(page: Page, selector: string) {
  const overlay = page.locator(selector).last();
  await overlay.waitFor();
  await page.waitForFunction((element) => element?.getAnimations({ subtree: true }).every((a) => a.playState !== 'running') ?? false, await overlay.elementHandle());
}

interface Overlay {
  name: string;
  selector: string;
  path: () => string;
  open: (page: Page) => Promise<void>;
  /** Signed in as this address; a visitor when absent. */
  as?: string;
}

const OVERLAYS: Overlay[] = [
  {
    name: 'header page menu',
    selector: '[popover]:popover-open',
    path: () => '/projects',
    open: async (page) => {
      await pageMenuReady(page);
      await page.getByRole('button', { name: /^Page menu, current page:/ }).click();
      await settled(page, '[popover]:popover-open');
    },
  },
  {
    name: 'proposal dialog',
    selector: '[role="dialog"]',
    path: () => projectPath,
    as: CONTRACTOR,
    open: async (page) => {
      await page.getByRole('button', { name: 'Submit Proposal' }).click();
      await settled(page, '[role="dialog"]');
    },
  },
  {
    name: 'proposal dialog with errors',
    selector: '[role="dialog"]',
    path: () => projectPath,
    as: CONTRACTOR,
    open: async (page) => {
      await page.getByRole('button', { name: 'Submit Proposal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Proposal' });
      await dialog.getByRole('button', { name: 'Submit Proposal' }).click();
      await dialog.getByText('Bid amount is required').waitFor();
      await settled(page, '[role="dialog"]');
    },
  },
  {
    name: 'dashboard edit dialog',
    selector: '[role="dialog"]',
    path: () => '/contractor-dashboard',
    as: OPERATOR,
    open: async (page) => {
      await page.getByRole('button', { name: `Edit ${projectTitle}` }).click();
      await settled(page, '[role="dialog"]');
    },
  },
  {
    name: 'filters sheet',
    selector: '[role="dialog"]',
    path: () => '/plumbing-services',
    open: async (page) => {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await settled(page, '[role="dialog"]');
    },
  },
];

const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

/**
 * Switches the open page to the other theme the way the app's theme provider does (the `dark`
 * class and `color-scheme` on <html>, which every style keys on), with the overlay still open, and
 * waits until colour transitions end: each overlay is opened once and audited in both themes.
 */
async function switchThemeInPlace(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    document.documentElement.classList.toggle('dark', value === 'dark');
    document.documentElement.style.colorScheme = value;
  }, theme);
  await animationsSettled(page);
}

for (const width of [390, 1280]) {
  test(`has no serious or critical violations with menus, dialogs and sheets open, light and dark themes at ${width}px`, async () => {
    const contexts = new Map<string, BrowserContext>();
    const pageFor = async (as = '') => {
      let context = contexts.get(as);
      if (!context) {
        // Each account signs in once for the file; later contexts start from its saved cookies.
        context = await app.browser.newContext({ viewport: { width, height: 900 }, storageState: sessions.get(as) });
        await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
        // Every page these contexts open is audited: axe comes with the page instead of before its audit.
        await loadAxeInEveryPage(context);
        if (as && !sessions.has(as)) {
          await signIn(context, app.product.url, as);
          sessions.set(as, await context.storageState());
        }
        await context.newPage();
        contexts.set(as, context);
      }
      return context.pages()[0];
    };
    const failures: string[] = [];
    for (const overlay of OVERLAYS) {
      const page = await pageFor(overlay.as);
      await gotoApp(page, `${app.product.url}${overlay.path()}`);
      await page.locator('main h1').first().waitFor();
      await overlay.open(page);
      failures.push(...(await audit(page, `${overlay.name} (light, ${width}px)`, overlay.selector)));
      await switchThemeInPlace(page, 'dark');
      failures.push(...(await audit(page, `${overlay.name} (dark, ${width}px)`, overlay.selector)));
    }
    for (const context of contexts.values()) await context.close();
    expect(failures).toEqual([]);
  });
}

test.afterAll(() => {
  if (moderate.size > 0) console.log(`Moderate and minor findings with overlays open:\n${[...moderate.values()].join('\n')}`);
});

const RESIZE_ROUTES = [
  '/',
  '/projects',
  () => projectPath,
  '/post-project',
  '/contact',
  '/contractor-dashboard',
  '/plumbing-services',
  '/services/plumbing',
  '/favorites',
  '/article/1',
];

/** Opens a route with the root font size at 200 %, as the browser's text-size setting does. */
async function openWithLargeText(page: Page, route: string) {
  await gotoApp(page, `${app.product.url}${route}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // rem-based type and spacing double; the viewport, and so the breakpoints, stay at 1280px.
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px');
}

test('keeps every key page usable with text at 200 % at 1280px: no sideways scrolling, no clipped heading or button', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const entry of RESIZE_ROUTES) {
    const route = typeof entry === 'function' ? entry() : entry;
    await openWithLargeText(page, route);
    const found = await page.evaluate(() => {
      const issues: string[] = [];
      const width = document.documentElement.clientWidth;
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) {
        // Name the elements that stick out of a parent that fits.
        const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 1 && el.parentElement!.getBoundingClientRect().right <= width + 1)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
        issues.push(`page scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${culprits.join('; ')}`);
      }
      for (const el of document.querySelectorAll<HTMLElement>('main h1, main h2, main button, main a.chakra-button, header a, header button')) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        // Text for screen readers only is clipped to 1x1 px on purpose.
        if (box.width <= 1 && box.height <= 1 && style.position === 'absolute') continue;
        const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        if (box.left < -1 || box.right > width + 1) issues.push(`${label} runs off the screen (${Math.round(box.left)}..${Math.round(box.right)})`);
        const hides = (overflow: string) => overflow !== 'visible';
        const clippedX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        const clippedY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        if (clippedX || clippedY) issues.push(`${label} is clipped (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
      }
      return issues;
    });
    problems.push(...found.map((issue) => `${route}: ${issue}`));
  }
  await context.close();
  expect(problems).toEqual([]);
});

// With enlarged text the desktop header's links wrap to a second row instead of being drawn over
// the brand and the page menu.
test('keeps the header readable with text at 200 % at 1280px: no two controls overlap', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openWithLargeText(page, '/projects');
  const overlaps = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden]'))
      .map((el) => ({ name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const found: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 2 && y > 2 && !a.box.width.toString().includes('NaN')) found.push(`"${a.name}" and "${b.name}"`);
      }),
    );
    return found;
  });
  await context.close();
  expect(overlaps).toEqual([]);
});
