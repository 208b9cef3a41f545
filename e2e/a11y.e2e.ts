import { postProjectAsHomeowner, signInCookie, signUpContractor } from './support/accounts';
import type { Page } from 'playwright-core';
import { useProductAndBrowser } from './support/app';
import { animationsSettled, axeViolations, gotoApp, loadAxeInEveryPage } from './support/browser';
import { postJson } from './support/product';
import { PUBLIC_ROUTES } from './support/routes';
import { expect, test } from './support/test';

/**
 * WCAG 2.2 AA audit (axe-core in real Chromium, so colour contrast is judged too) of every route,
 * in light and dark themes, at phone and desktop widths (the shared header and footer once per
 * theme and width, on the home page; a template's copy-only variants once, see TEMPLATE_VARIANTS).
 * Serious and critical violations fail; moderate ones are printed for the list in docs/accessibility.md.
 */
const app = useProductAndBrowser();
let routes: string[];

test.beforeAll(async () => {
  const project = await postProjectAsHomeowner(app.product.url, {
    title: 'Bathroom refresh in Bloor West Village',
    description: 'Replace tub with a curbless shower, new vanity and heated floor.',
    category: 'Bathroom Renovation',
    budget: '$10,000 - $25,000',
    timeline: 'Within 3 months',
    homeowner: 'Olivia Chen',
    requirements: ['Licensed plumber', 'ESA permit for the heated floor'],
  }, { approveWith: app.product.database.url });
  await signUpContractor(app.product.url, 'Bloor West Renovations', 'hello@bloorwestreno.ca');
  const contractor = await signInCookie(app.product.url, 'hello@bloorwestreno.ca');
  await postJson(`${app.product.url}/api/proposals`, {
    projectId: project.id,
    bidAmount: '$15,000 - $20,000',
    timeline: '3 weeks',
    approach: 'Demolition, waterproofing membrane, tile and fixtures, ESA inspection.',
    experience: 'Twelve years of bathrooms in the west end.',
  }, { cookie: contractor });
  routes = [...PUBLIC_ROUTES, ...DEVELOPER_ROUTES, `/project/${project.id + 3000}`];
});

/**
 * The developer portal (the explorer with GraphiQL loaded: the audit waits for the network to settle),
 * and the partner pages as a visitor meets them (signed-in states are audited in e2e/partners.e2e.ts).
 */
const DEVELOPER_ROUTES = ['/developers', '/developers/reference', '/developers/explorer', '/developers/changelog', '/developers/join', '/developers/console'];

const moderate = new Map<string, string>();

/**
 * Routes that render the same screen component as another audited route with other built-in copy
 * (the category landing pages, the two specialty pages, the legal pages): audited once, at desktop
 * width in one theme, since their colours, landmarks and controls are their template's, which is
 * audited in full on its first route (/plumbing-services, /moving-solutions, /privacy-policy).
 */
const TEMPLATE_VARIANTS = new Set([
  '/general-contractor',
  '/electrical-services',
  '/hvac-services',
  '/landscaping-services',
  '/architectural-visualization',
  '/terms-of-service',
  '/cookie-policy',
]);

/**
 * Each route is loaded once per width and audited in both themes: the header's toggle switches
 * the theme in place (as a visitor would), which halves the page loads. The first route audits
 * the whole page; the header and footer are one component on every page, so the others audit
 * their main content (`#main`), which keeps the run within the test time budget.
 */
for (const width of [390, 1280]) {
  test(`has no serious or critical WCAG 2.2 AA violations at ${width}px in light and dark themes`, async () => {
    test.setTimeout(300_000);
    const failures: string[] = [];
    const check = async (page: Page, route: string, wholePage: boolean) => {
      // Two frames: the explorer's editor (Monaco) swaps its token colours with the theme at once but
      // re-renders its lines, whose classes index those colours, in the next frame; audited in between,
      // a line showed the other theme's colour classes.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const theme = (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
      for (const violation of await axeViolations(page, { include: wholePage ? undefined : '#main' })) {
        const where = violation.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ');
        const line = `${route} (${theme}): ${violation.id} (${violation.impact}) ${violation.help} at ${where}`;
        if (violation.impact === 'serious' || violation.impact === 'critical') failures.push(line);
        else moderate.set(`${violation.id} ${route} ${theme}`, line);
      }
      return theme;
    };
    // Two pages audit the routes side by side, each taking the next route not yet taken (so one long
    // audit, the API reference's, does not leave the other page idle at the end): axe runs in each
    // page's renderer, so the second core works too. Each page has a context of its own: the theme is
    // stored per origin and the app follows a change made in another tab, so one page's switch would
    // otherwise change the other's theme, even in the middle of its audit.
    const audited = routes.filter((route) => width === 1280 || !TEMPLATE_VARIANTS.has(route));
    let next = 0;
    const lane = async () => {
      const context = await app.browser.newContext({ viewport: { width, height: 900 } });
      await loadAxeInEveryPage(context);
      const page = await context.newPage();
      for (let index = next++; index < audited.length; index = next++) {
        const route = audited[index];
        await gotoApp(page, `${app.product.url}${route}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        // Colours are judged as they end up, not mid-transition (a stored theme is applied as the page starts).
        await animationsSettled(page);
        const first = await check(page, route, index === 0);
        if (TEMPLATE_VARIANTS.has(route)) continue;
        const other = first === 'light' ? 'dark' : 'light';
        await page.getByRole('banner').getByRole('button', { name: `Switch to ${other} theme` }).click();
        await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, other === 'dark');
        await animationsSettled(page);
        expect(await check(page, route, index === 0)).toBe(other);
      }
      await context.close();
    };
    await Promise.all([lane(), lane()]);
    expect(failures).toEqual([]);
  });
}

test.afterAll(() => {
  if (moderate.size > 0) console.log(`Moderate and minor accessibility findings:\n${[...moderate.values()].join('\n')}`);
});

test('lets keyboard users skip the header: the first Tab reaches "Skip to main content", Enter lands in main', async () => {
  const page = await app.browser.newPage();
  await gotoApp(page, `${app.product.url}/projects`);
  await page.getByRole('heading', { level: 1, name: 'Our Projects' }).waitFor(); // the lazy screen has rendered
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  await page.close();
});
