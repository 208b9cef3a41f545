import type { BrowserContext } from '@playwright/test';
import { postProjectAsHomeowner, signInCookie, signUpContractor } from './support/accounts';
import { useProductAndBrowser } from './support/app';
import { consoleProblems, holdEntryScript, hydrationWatch, screenshot } from './support/browser';
import { expect, test } from './support/test';

/** The app routes the server renders with their data (routes.tsx, SERVER_RENDERED): HTML first, then the app. */
const app = useProductAndBrowser();
const TITLE = 'Heat pump and ductwork in a Riverdale semi';
let projectId = 0;

test.beforeAll(async () => {
  const created = await postProjectAsHomeowner(
    app.product.url,
    {
      title: TITLE,
      description: 'Replace the oil furnace with a cold-climate heat pump; new return ducts on the second floor.',
      category: 'HVAC',
      budget: '$15,000 - $25,000',
      timeline: 'Within 3 months',
      homeowner: 'Grace Liu',
      location: 'Riverdale, Toronto, ON',
    },
    { approveWith: app.product.database.url },
  );
  projectId = created.id;
});

async function fetchPage(pathname: string, cookie?: string) {
  const response = await fetch(`${app.product.url}${pathname}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const text = await response.text();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), root: text.slice(text.indexOf('<div id="root">')), text };
}

test('puts the projects list, a project page and Post a Project in the HTML, with the data their first render used, for no cache to keep', async () => {
  for (const route of ['/projects', `/project/db-${projectId}`]) {
    const page = await fetchPage(route);
    expect([route, page.status, page.cacheControl]).toEqual([route, 200, 'private, no-store']);
    expect(page.root).toContain(TITLE);
    expect(page.text).toContain('<script type="application/json" id="apollo-state">');
    // The queries the render asked, which the browser reads from its cache a query per task before hydrating.
    expect(page.text).toContain('<script type="application/json" id="apollo-reads">[{"operation":');
  }
  expect((await fetchPage('/projects')).text).toContain('{"operation":"MarketplaceProjects","variables":{"first":100}}');
  // The built-in samples come from the database too, at the numbers they always had; a posted project's old link still works.
  for (const [route, title] of [
    ['/project/1', 'Open-Concept Kitchen in a Leslieville Semi'],
    ['/project/2001', 'Kitchen and Main-Floor Refresh in a Danforth Semi'],
    [`/project/${projectId + 3000}`, TITLE],
  ]) {
    const page = await fetchPage(route);
    expect([route, page.status, page.cacheControl]).toEqual([route, 200, 'private, no-store']);
    expect(page.root).toContain(title);
  }
  const form = await fetchPage('/post-project');
  expect(form.root).toContain('Post Your Project');
  expect(form.root).not.toContain('Loading the form...');
});

test('renders the dashboard as the visitor may see it: a contractor their own lists, a visitor the invitation to join', async () => {
  const email = 'ssr.contractor@example.ca';
  await signUpContractor(app.product.url, 'Riverdale Heat Pumps', email);
  const contractor = await fetchPage('/contractor-dashboard', await signInCookie(app.product.url, email));
  expect(contractor.root).toContain('My proposals');
  expect(contractor.root).not.toContain('id="join-banner"');
  const visitor = await fetchPage('/contractor-dashboard');
  expect(visitor.root).toContain('id="join-banner"');
  expect(visitor.root).not.toContain('My proposals');
  expect(visitor.text).not.toContain(email);
  expect(visitor.text).not.toContain('Riverdale Heat Pumps');
});

test('hydrates the server-rendered pages, keeping their markup, without a warning or an error', async () => {
  const email = 'ssr.hydrate@example.ca';
  await signUpContractor(app.product.url, 'Leaside Mechanical', email);
  const cookie = await signInCookie(app.product.url, email);
  const context = await app.browser.newContext();
  const { page, problems, visit } = await hydrationWatch(context);
  for (const path of ['/projects', `/project/db-${projectId}`, '/project/1', '/project/2001', '/post-project', '/contractor-dashboard']) {
    expect([path, await visit(`${app.product.url}${path}`)]).toEqual([path, true]);
  }
  await context.addCookies(
    cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: app.product.url })),
  );
  expect(await visit(`${app.product.url}/contractor-dashboard`)).toBe(true);
  await page.getByRole('tab', { name: /My proposals/ }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

test('paints an app page from its HTML before any of the app is fetched, then starts the app', async () => {
  const html = (await fetchPage('/projects')).text;
  // The app's entry and chunks are named only in the starter's list, never as tags the browser would fetch at once.
  expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(html).toContain('<script type="application/json" id="app-entry">');
  const page = await app.browser.newPage();
  await page.goto(`${app.product.url}/projects`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(10);
  expect(timing.scripts.filter((script) => script.start < timing.paint!)).toEqual([]);
  await page.close();
});

/** The dashboard in a new page of `context`, painted from its HTML with its app's entry held back (`entry.release()` lets it come). */
async function dashboardBeforeItsApp(context: BrowserContext) {
  const page = await context.newPage();
  const errors = consoleProblems(page);
  const entry = await holdEntryScript(page);
  await page.goto(`${app.product.url}/contractor-dashboard`);
  await entry.requested;
  return { page, errors, entry };
}

test('holds a press made before the app page has started, makes it once the app is ready, and switches the theme at once', async () => {
  // A phone on a slow network: the dashboard painted from its HTML, its app still on the way.
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors, entry } = await dashboardBeforeItsApp(context);
    const urgent = page.getByRole('tab', { name: 'Urgent' });
    await urgent.tap();
    // Held, and said to be: the tab is busy until the app can select it.
    await expect(urgent).toHaveAttribute('aria-busy', 'true');
    await expect(urgent).toHaveCSS('opacity', '0.6'); // dimmed, so the press shows it was taken
    await expect(urgent).toHaveAttribute('aria-selected', 'false');
    // The theme needs no app: the starter switches it at once, as on a content page.
    await page.getByRole('button', { name: 'Switch to dark theme' }).tap();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    await screenshot(page, { path: '/tmp/server-render-early-press-390.png' });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0); // the tab was brought into view to be pressed
    entry.release();
    await page.locator('html.dark[data-app-ready]').waitFor({ state: 'attached' });
    // The visitor stays where they were: the app's effects, its scroll to the top on a new page among them, have run.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The held press is made for the visitor once the app has its handlers.
    await expect(urgent).toHaveAttribute('aria-selected', 'true');
    await expect(urgent).not.toHaveAttribute('aria-busy');
    await expect(urgent).toHaveCSS('opacity', '1');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await screenshot(page, { path: '/tmp/server-render-press-made-390.png' });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('moves along a tab strip with the arrow keys before the app page has started, and selects the tab reached once it is', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, errors, entry } = await dashboardBeforeItsApp(context);
    const all = page.getByRole('tab', { name: /^All Projects/ });
    const urgent = page.getByRole('tab', { name: /^Urgent/ });
    const recent = page.getByRole('tab', { name: /^Recently Posted/ });
    await all.focus();
    // Left from the first tab wraps round to the last, as the app's strip does; each tab reached is held.
    await page.keyboard.press('ArrowLeft');
    await expect(recent).toBeFocused();
    await expect(recent).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(urgent).toBeFocused();
    await expect(urgent).toHaveAttribute('aria-busy', 'true');
    await expect(recent).not.toHaveAttribute('aria-busy');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    entry.release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(urgent).toHaveAttribute('aria-selected', 'true');
    await expect(urgent).toBeFocused();
    await expect(urgent).not.toHaveAttribute('aria-busy');
    // The app's own strip takes the keys from here.
    await page.keyboard.press('Home');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('starts the app page in a browser that does not report paint timing', async () => {
  const context = await app.browser.newContext();
  // As in a browser with PerformanceObserver but without Paint Timing: observing 'paint' is silently ignored.
  await context.addInitScript(() => {
    const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'paint');
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options?: PerformanceObserverInit) {
      if (options?.type === 'paint' || options?.entryTypes?.includes('paint')) return;
      observe.call(this, options);
    };
  });
  const page = await context.newPage();
  await page.goto(`${app.product.url}/projects`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await context.close();
});
