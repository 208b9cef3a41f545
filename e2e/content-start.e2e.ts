import type { Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { consoleProblems, holdEntryScript, openPageMenu, screenshot } from './support/browser';
import { expect, test } from './support/test';

/**
 * Content pages paint and read from their HTML with no app code: the app's modules are named in the
 * page, not loaded by it, and a small inline starter loads them at the visitor's first interaction
 * (or when idle, for a browser holding state the HTML cannot show). A control pressed, or a field
 * filled, before the app has arrived still does its job once it has.
 */
const app = useProductAndBrowser();

async function html(pathname: string): Promise<string> {
  const response = await fetch(`${app.product.url}${pathname}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Records, in the page, every CSS transition that starts outside the header (`window.__fades`). */
const RECORD_FADES = () => {
  const fades: string[] = ((window as unknown as { __fades: string[] }).__fades = []);
  addEventListener('transitionrun', (event) => {
    const target = event.target as Element;
    if (!target.closest('header')) fades.push(`${target.tagName.toLowerCase()} ${event.propertyName}`);
  });
};

/**
 * The transitions that ran below the header once a theme switch is over and the page has been scrolled
 * to its end: content skipped off screen (`content-visibility: auto`) and styled late must not fade in from
 * the old theme.
 */
async function fadesBelowTheHeader(page: Page): Promise<string[]> {
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-theme-switching'));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await frames();
  await page.evaluate(() => window.scrollTo(0, 0));
  await frames();
  return page.evaluate(() => (window as unknown as { __fades: string[] }).__fades.splice(0));
}

test.describe('content pages start the app after they have painted', () => {
  for (const pathname of ['/', '/services', '/services/plumbing/mississauga', '/about-us', '/privacy-policy']) test(`${pathname} names its modules instead of loading them`, async () => {
    const page = await html(pathname);
    const headHtml = page.slice(0, page.indexOf('</head>'));
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/rel="modulepreload"/);
    const modules = JSON.parse(/<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(headHtml)?.[1] ?? 'null');
    expect(modules.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.preload.length).toBeGreaterThan(0);
    expect(modules.vitals).toMatch(/^\/assets\/field-vitals-[\w-]+\.js$/);
    expect(modules.route).toBe(pathname === '/services/plumbing/mississauga' ? '/services/:serviceSlug/:locationSlug' : pathname);
    expect(page).not.toMatch(/app-field-vitals/);
    // Pages that state the site's figures carry them, counted from the database, so none waits for a script.
    if (pathname === '/' || pathname === '/about-us') expect(page).toMatch(/<script type="application\/json" id="content-data">\{"siteFigures":\{"trade":null,"figures":\{"projectsCompleted":"\d/);
    for (const href of [modules.entry, ...modules.preload, modules.vitals]) expect((await fetch(`${app.product.url}${href}`)).status).toBe(200);
  });

  test('keeps app routes loading the app from their HTML', async () => {
    expect(await html('/favorites')).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  test('paints before any script, loads only its field-data module when idle, and starts the app at the first key', async () => {
    const context = await app.browser.newContext();
    try {
      await context.addInitScript(() => localStorage.setItem('gta.fieldVitals', 'never'));
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${app.product.url}/`);
      // Idle: the starter loads the field-data module, and would start the app in the same step if it were to.
      await expect.poll(() => scripts.some((path) => /\/field-vitals-[\w-]+\.js$/.test(path))).toBe(true);
      await page.waitForFunction(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => /\/field-vitals-/.test(entry.name) && entry.responseEnd > 0));
      expect(scripts.filter((path) => /\/index-[\w-]+\.js$/.test(path))).toEqual([]);
      expect(scripts.length).toBeLessThanOrEqual(2); // the module and the sampling it shares with the app
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      // The site's figures came in the HTML: nothing is left waiting for a script.
      await expect(page.locator('section[aria-labelledby="home-hero-title"] dd').first()).toHaveText(/^\d/);
      await expect(page.locator('section[aria-labelledby="home-hero-title"] dl')).toHaveAttribute('aria-busy', 'false');
      // Every script resource (a script, or a module preloaded by a link) started after the first contentful paint.
      // The theme's global stylesheet is the one resource the paint waits for, by design (cached for a year).
      const early = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => !/\.css$/.test(new URL(entry.name).pathname))
          .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || /\.js$/.test(new URL(entry.name).pathname))
          .filter((entry) => entry.startTime < paint)
          .map((entry) => entry.name);
      });
      expect(early).toEqual([]);
      await page.keyboard.press('Shift');
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      expect(scripts.filter((path) => /\/index-[\w-]+\.js$/.test(path))).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [state, key, value] of [
    ['saved favourites', 'favorites', '[3]'],
    ['a dark theme', 'theme', 'dark'],
    ['the signed-in hint', 'gta.signedIn', '1'],
  ] as const) {
    test(`starts the app when idle, without an interaction, for a browser holding ${state}`, async () => {
      const context = await app.browser.newContext();
      try {
        await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, value]);
        const page = await context.newPage();
        await page.goto(`${app.product.url}/about-us`);
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      } finally {
        await context.close();
      }
    });
  }

  test('searches for what was typed before the app arrived', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/services`);
      const search = page.getByRole('searchbox', { name: 'Search services' });
      await search.click();
      await entry.requested; // the press started the app, which is held back while the visitor types
      await search.pressSequentially('furnace');
      entry.release();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(search).toHaveValue('furnace');
      await expect(page.getByText(/services shown/)).not.toHaveText(/^(\d+) of \1 /);
      await expect(page.getByRole('heading', { level: 3, name: 'HVAC', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Plumbing', exact: true })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('opens the page menu from the HTML at the first press, and hands it to the app once it has arrived', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const errors = consoleProblems(page);
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/`);
      const button = page.getByRole('button', { name: /^Page menu/ });
      await button.tap();
      await entry.requested; // the press started the app, which is held back
      // Before any app code has run, the press has done its job: the page links show under the button.
      const early = page.locator('[popover]:popover-open');
      await expect(early.getByRole('link', { name: 'Our Projects' })).toBeVisible();
      await expect(early.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(button).not.toHaveAttribute('aria-busy');
      const buttonBox = await button.boundingBox();
      const listBox = await early.boundingBox();
      expect(listBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
      expect(Math.abs(listBox!.x - buttonBox!.x)).toBeLessThan(2);
      await screenshot(page, { path: '/tmp/content-start-early-menu-390.png' });
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      entry.release();
      // The app takes the list over as it is, open: its button says so, and the list stays.
      await page.getByRole('button', { name: /^Page menu/, expanded: true }).waitFor();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(early.getByRole('link', { name: 'Our Projects' })).toBeVisible();
      await expect(page.getByRole('menu')).toHaveCount(0);
      await screenshot(page, { path: '/tmp/content-start-app-menu-390.png' });
      await page.keyboard.press('Escape');
      await expect(early).toHaveCount(0);
      await page.getByRole('button', { name: /^Page menu/, expanded: false }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('leaves the page menu closed when its early list was closed before the app arrived', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/about-us`);
      await page.getByRole('button', { name: /^Page menu/ }).click();
      await expect(page.locator('[popover]:popover-open').getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('[popover]:popover-open')).toHaveCount(0);
      entry.release();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      // The app takes the list over closed, and it opens again at a press.
      await page.getByRole('button', { name: /^Page menu/, expanded: false }).waitFor();
      await expect(openPageMenu(page)).toHaveCount(0);
      await page.getByRole('button', { name: /^Page menu/ }).click();
      await openPageMenu(page).getByRole('link').first().waitFor();
      await page.getByRole('button', { name: /^Page menu/, expanded: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('switches the theme from the HTML at the first press, and the app carries on from it', async () => {
    // A phone's screen on the home page: most of the page is off screen, where the browser skips it.
    const context = await app.browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(RECORD_FADES);
      const errors = consoleProblems(page);
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/`);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await entry.requested;
      // Before any app code has run: the dark theme, stored, and the toggle offering the light one.
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      const toggle = page.getByRole('button', { name: 'Switch to light theme' });
      await expect(toggle).toHaveAttribute('data-color-mode', 'dark');
      await expect(toggle.locator('svg:visible')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await screenshot(page, { path: '/tmp/content-start-early-dark-412.png' });
      expect(await fadesBelowTheHeader(page)).toEqual([]);
      entry.release();
      await page.locator('html.dark[data-app-ready]').waitFor({ state: 'attached' });
      await expect(toggle).toBeVisible();
      // The app's own toggle goes on from the theme chosen before it arrived.
      await toggle.click();
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
      await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
      await page.waitForFunction(() => localStorage.getItem('theme') === 'light');
      expect(await fadesBelowTheHeader(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('shows every category from the HTML at the first press, and the app carries on from it', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const errors = consoleProblems(page);
      await page.setViewportSize({ width: 390, height: 844 });
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/`);
      const categories = page.locator('#home-categories > li');
      await expect(categories.filter({ visible: true })).toHaveCount(5);
      await page.getByRole('button', { name: 'Show More Categories (11 more)' }).click();
      await entry.requested;
      // Before any app code has run: all 16 tiles, and the button offering to show fewer.
      await expect(categories.filter({ visible: true })).toHaveCount(16);
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      const less = page.getByRole('button', { name: 'Show Less Categories' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await screenshot(page, { path: '/tmp/content-start-early-categories-390.png' });
      entry.release();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(categories.filter({ visible: true })).toHaveCount(16);
      // The app goes on from the state the visitor chose before it arrived.
      await less.click();
      await expect(categories.filter({ visible: true })).toHaveCount(5);
      await expect(page.getByRole('button', { name: 'Show More Categories (11 more)' })).toHaveAttribute('aria-expanded', 'false');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('leaves the visitor where they had scrolled to when the app arrives', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/`);
      // Reading down the page: the first key starts the app, which is held back while the visitor scrolls on.
      await page.keyboard.press('Shift');
      await entry.requested;
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const scrolled = await page.evaluate(() => window.scrollY);
      entry.release();
      // The app's effects (its scroll to the top on a new page among them) have all run once it is ready.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    } finally {
      await context.close();
    }
  });

  test('follows a link pressed before the app arrived as a plain link: a category tile goes to its service page at once', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const entry = await holdEntryScript(page);
      await page.goto(`${app.product.url}/`);
      await page.locator('#home-categories').getByRole('link', { name: /HVAC & Airduct/ }).click();
      await page.waitForURL(/\/services\/hvac$/);
      await page.getByRole('heading', { level: 1, name: /HVAC/ }).waitFor();
      await page.goBack();
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(/\/privacy-policy$/);
      await page.getByRole('heading', { level: 1, name: /Privacy Policy/ }).waitFor();
      entry.release();
    } finally {
      await context.close();
    }
  });
});
