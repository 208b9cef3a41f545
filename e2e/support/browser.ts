import { readFileSync } from 'node:fs';
import type { Result as AxeResult, RunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserType, type Locator, type Page, type Response, type Route } from 'playwright-core';
import { launchFailure, type ChromiumChoice } from '../../test-support/chromium.cjs';

/** The Chromium the e2e global setup chose and checked (test-support/chromium.cjs). */
export function chosenChromium(): ChromiumChoice {
  const chosen = process.env.E2E_CHROMIUM;
  if (!chosen) throw new Error('E2E_CHROMIUM is not set: run browser tests through Playwright Test (`npx playwright test -c e2e`), whose global setup chooses the browser.');
  return JSON.parse(chosen) as ChromiumChoice;
}

/**
 * Headless Chromium with the flags this network-less machine needs; a failure is one clear line.
 * Pass the test's own `playwright.chromium` so Playwright Test traces the pages it opens.
 */
export async function launchBrowser(browserType: BrowserType = chromium): Promise<Browser> {
  const browser = chosenChromium();
  try {
    return await browserType.launch({ executablePath: browser.executablePath, args: browser.args, timeout: 30_000 });
  } catch (error) {
    throw launchFailure(browser, error);
  }
}

/**
 * Opens a page of the app and waits until React has taken it over. A content page starts its app at
 * the visitor's first interaction (APP_START_SCRIPT), so this presses Shift, as a visitor's first key
 * would, once the page has its starter; app routes start by themselves.
 */
export async function gotoApp(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await startApp(page);
  return response;
}

/** Starts the app of the page open in `page` as a visitor's first key does, and waits until it has hydrated. */
export async function startApp(page: Page): Promise<void> {
  if (await page.locator('#app-modules').count()) await page.keyboard.press('Shift');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * A page of `context` for hydration checks: it notes the server's <h1> before the app starts and
 * collects every console warning and error. `visit` opens a page, waits until it has nothing left to do
 * (the screen hydrates in later slices than the root) and tells whether the heading is still the
 * server's element: a mismatch makes React throw the server's HTML away and render anew.
 */
export async function hydrationWatch(context: BrowserContext): Promise<{ page: Page; problems: string[]; visit(url: string): Promise<boolean> }> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as any).__serverHeading = document.querySelector('h1');
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${current}: console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  const visit = async (url: string) => {
    current = new URL(url).pathname;
    await gotoApp(page, url);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    return page.evaluate(() => (window as any).__serverHeading === document.querySelector('h1'));
  };
  return { page, problems, visit };
}

/**
 * Waits until every finite CSS animation on the page has finished (toasts sliding in, dialogs
 * fading out), so an accessibility audit judges colours as people see them, not mid-fade.
 * Endless ones (spinners) are ignored.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getComputedTiming().iterations === Infinity || animation.playState !== 'running'),
  );
}

/**
 * How far the open menu of the header button named `trigger` moves on screen when the page scrolls
 * by `by` pixels, measured in the same task as the scroll (before anything could put it back), with
 * how far the page did scroll. A menu hanging from the sticky header should not move at all: one
 * carried off by the scroll puts the header under a pointer that pressed one of its items.
 */
export async function menuDriftOnScroll(page: Page, trigger: RegExp, by = 120): Promise<{ scrolled: number; moved: number }> {
  const button = page.getByRole('button', { name: trigger });
  // A scripted menu names its list with aria-controls; a popover list is its button's popovertarget.
  const menuId = (await button.getAttribute('aria-controls')) ?? (await button.getAttribute('popovertarget'));
  if (!menuId) throw new Error(`${String(trigger)} controls no menu`);
  // Open and placed under its button (the menu starts off screen until it is positioned).
  await page.waitForFunction(
    ({ id, name }) => {
      const menu = document.getElementById(id);
      const opener = [...document.querySelectorAll('header button')].find((b) => new RegExp(name).test(b.getAttribute('aria-label') ?? ''));
      if (!menu || !opener || !(menu.getAttribute('data-state') === 'open' || menu.matches(':popover-open'))) return false;
      return Math.abs(menu.getBoundingClientRect().top - opener.getBoundingClientRect().bottom) < 16;
    },
    { id: menuId, name: trigger.source },
  );
  return page.evaluate(
    ({ id, distance }) => {
      const menu = document.getElementById(id)!;
      const before = menu.getBoundingClientRect().top;
      const start = window.scrollY;
      window.scrollBy(0, distance);
      return { scrolled: Math.round(window.scrollY - start), moved: Math.round(menu.getBoundingClientRect().top - before) };
    },
    { id: menuId, distance: by },
  );
}

/**
 * A page in a fresh context at `width` (900 px tall) in the chosen theme; an uncaught error in the
 * page fails the test.
 */
export async function newThemedPage(browser: Browser, width = 1280, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** The WCAG 2.2 AA rule tags every audit uses. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, read once per test file. */
let axeSource: string | undefined;

/**
 * Loads axe into every top-level document `context` opens, as the document starts, so an audit of a
 * freshly loaded page does not send and compile axe's 550 kB first: for an audit of many page loads
 * (e2e/a11y.e2e.ts) that cost about 0.7 s of each first audit. Frames are left alone, as with
 * `axeViolations`' own injection (axe would otherwise reach into them and audit more than before).
 * axe only defines itself until it is run.
 */
export async function loadAxeInEveryPage(context: BrowserContext): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await context.addInitScript(`if (window === window.top) {\n${axeSource}\n}`);
}

/**
 * axe (axe-core's own `axe.run`) for the page as it is now, optionally only inside `include`.
 * axe is injected once per document and asked for violations only: the audits read nothing else,
 * and @axe-core/playwright's wrapper, which re-injected axe on every call and collected passes
 * too, cost about a second per audit (measured: 1.0-2.3 s against 0.2-0.5 s on the same pages).
 */
export async function axeViolations(page: Page, { include, tags = WCAG_TAGS }: { include?: string; tags?: string[] | 'all' } = {}): Promise<AxeResult[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const options: RunOptions = { resultTypes: ['violations'], ...(tags === 'all' ? {} : { runOnly: { type: 'tag', values: tags } }) };
  return page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      return (await axe.run(include ? { include: [include] } : document, options)).violations;
    },
    { include, options },
  );
}

/**
 * axe's serious and critical findings on the page as it is now (once animations have settled), with
 * where. Something that starts moving while axe reads the page (a toast for a live notification that
 * arrives mid-audit) would be judged mid-fade, its colours half blended: then the page is audited
 * again once it has settled, up to three times, so every finding is about the page people see.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  let violations: AxeResult[] = [];
  for (let audit = 0; audit < 3; audit++) {
    await animationsSettled(page);
    const startedAt = await page.evaluate(() => document.timeline.currentTime);
    violations = await axeViolations(page, { tags: 'all' });
    const movedDuringAudit = await page.evaluate(
      (since) =>
        document
          .getAnimations()
          .some((animation) => animation.effect?.getComputedTiming().iterations !== Infinity && animation.startTime !== null && Number(animation.startTime) >= Number(since ?? 0)),
      startedAt,
    );
    if (!movedDuringAudit) break;
  }
  const results = { violations };
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Screenshots for people to look at (under /tmp), taken only with `E2E_SCREENSHOTS=1`: a full-page
 * PNG costs up to a second, and nothing in the run reads them. The page is still loaded and checked.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(target: Pick<Page, 'screenshot'> | Pick<Locator, 'screenshot'>, options: { path: string; fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } }): Promise<void> {
  if (SCREENSHOTS_WANTED) await target.screenshot(options);
}

/** The header's page menu while it is open: its popover list of links. */
export function openPageMenu(page: Page): Locator {
  return page.locator('[popover]:popover-open');
}

/** Resolves once the app has taken the page menu over: its button says whether the list is open. */
export async function pageMenuReady(page: Page): Promise<void> {
  await page.locator('header button[popovertarget][aria-expanded]').waitFor({ state: 'attached' });
}

/** Holds the app's entry script until `release` is called, so a test can act before the app has started. */
export async function holdEntryScript(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release };
}

/** The page's console errors and warnings from now on, collected as they come (compare with `[]` at the end). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}
