import { SHOWCASE_PROJECTS } from '../backend/src/db/showcase-content';
import { useProductAndBrowser } from './support/app';
import { gotoApp, hydrationWatch } from './support/browser';
import { expect, test } from './support/test';

/** What a crawler sees without running JavaScript, and that the app takes over that HTML cleanly. */
const app = useProductAndBrowser();

async function html(pathname: string): Promise<string> {
  const response = await fetch(`${app.product.url}${pathname}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

function head(page: string) {
  const headHtml = page.slice(0, page.indexOf('</head>'));
  const attr = (pattern: RegExp) => pattern.exec(headHtml)?.[1];
  return {
    titles: [...headHtml.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    jsonLd: [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
  };
}

const types = (jsonLd: any[]) => jsonLd.flatMap((d) => (Array.isArray(d['@graph']) ? d['@graph'] : [d])).map((d) => d['@type']);

test.describe('prerendered HTML', () => {
  test('gives a service x city page its title, description, canonical, JSON-LD and text', async () => {
    const page = await html('/services/plumbing/mississauga');
    const meta = head(page);
    expect(meta.titles).toEqual(['Plumbing in Mississauga, Ontario | GTA Home Pros']);
    expect(meta.description).toMatch(/Mississauga/);
    expect(meta.description).not.toContain('[LOCATION]');
    expect(meta.canonical).toMatch(/^https?:\/\/[^/]+\/services\/plumbing\/mississauga$/);
    expect(meta.ogTitle).toBe('Plumbing in Mississauga, Ontario | GTA Home Pros');
    expect(types(meta.jsonLd)).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
    const body = page.slice(page.indexOf('<div id="root">'));
    expect(body).toContain('Plumbing in Mississauga, Ontario');
    expect(body).toMatch(/Starting from \$\d+\/hour/);
    expect(body).toContain('Why Choose Our Plumbing?');
  });

  test('describes the business on the home page and the FAQ and articles on theirs', async () => {
    const home = head(await html('/'));
    expect(home.titles).toHaveLength(1);
    const business = home.jsonLd.find((d) => d['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toMatchObject({ priceRange: '$$', currenciesAccepted: 'CAD', foundingDate: '2020' });
    expect(business).not.toHaveProperty('aggregateRating');
    expect(types(head(await html('/how-it-works')).jsonLd)).toContain('FAQPage');
    expect(types(head(await html('/article/1')).jsonLd)).toContain('Article');
  });

  test('carries the samples each storefront page lists, read from the database, in its HTML', async () => {
    const body = (page: string) => page.slice(page.indexOf('<div id="root">')).replaceAll('<!-- -->', '');
    const finished = SHOWCASE_PROJECTS.filter((sample) => sample.details.kind === 'finished');
    const featured = finished.filter((sample) => sample.details.kind === 'finished' && sample.details.featured).slice(0, 3);
    const home = body(await html('/'));
    for (const sample of featured) expect(home).toContain(`href="/project/${sample.number}"`);
    const plumbing = body(await html('/plumbing-services'));
    const plumbingSamples = finished.filter((sample) => sample.category === 'plumbing');
    expect(plumbing).toContain(`Showing ${plumbingSamples.length} plumbing projects`);
    for (const sample of plumbingSamples) expect(plumbing).toContain(`href="/project/${sample.number}"`);
    const cleaning = body(await html('/cleaning-services'));
    for (const sample of SHOWCASE_PROJECTS.filter((entry) => entry.category === 'Cleaning')) expect(cleaning).toContain(`href="/project/${sample.number}"`);
    const hvac = body(await html('/services/hvac'));
    expect(hvac).toContain(`href="/project/${finished.find((sample) => sample.category === 'hvac')!.number}"`);
  });

  test('sends the empty app shell for client-only routes', async () => {
    const page = await html('/favorites');
    expect(page).toContain('<div id="root"></div>');
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('lists every prerendered page, each answering 200 with its own title', async () => {
    // About 155 pages, the services pages rendered again with their verified pros: 29 s on a quiet 2-core machine,
    // 59 s beside the unit tests in `npm test`, so this one test gets three times the usual limit.
    test.slow();
    const sitemap = await (await fetch(`${app.product.url}/sitemap.xml`)).text();
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    expect(entries.length).toBeGreaterThan(140);
    const paths = entries.map(([, loc]) => new URL(loc).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/services/hvac/vaughan', '/magazine', '/privacy-policy']));
    // Only HTTP is checked here, so the pages are asked for all at once: one after the other they took
    // 37 s of this test's 37 s on a 2-core machine, mostly waiting between the server's renders.
    const pages = await Promise.all(paths.map(async (pathname) => {
      const response = await fetch(`${app.product.url}${pathname}`, { headers: { accept: 'text/html' } });
      return { pathname, status: response.status, titles: head(await response.text()).titles };
    }));
    expect(pages.filter((page) => page.status !== 200 || page.titles.length !== 1)).toEqual([]);
    const titles = new Set(pages.map((page) => page.titles[0]));
    expect(titles.size).toBe(paths.length);
    const robots = await (await fetch(`${app.product.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/graphql$/m);
    expect(robots).not.toMatch(/contractor-dashboard/);
  });
});

test.describe('hydration', () => {
  test('keeps the prerendered markup, logs no errors and then navigates as an app', async () => {
    const context = await app.browser.newContext();
    await context.addInitScript(() => {
      window.localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as any).__serverHeading = document.querySelector('h1');
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.product.url}/services/hvac/markham`);
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor(); // the stored theme was adopted after hydrating
    await expect.poll(() => page.evaluate(() => (window as any).__serverHeading === document.querySelector('h1'))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Services', exact: true }).first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Markham' }).waitFor();
    await expect(page).toHaveURL(/\/services$/);
    await context.close();
  });

  test('paints a saved dark theme from the first frame: the inline head script runs under the real CSP, before any script file', async () => {
    const context = await app.browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    // No script file loads: what shows is the HTML, its styles and the head script alone.
    await page.route('**/*.js', (route) => route.abort());
    for (const route of ['/services/plumbing', '/projects']) {
      await page.goto(`${app.product.url}${route}`);
      expect([route, await page.evaluate(() => [document.documentElement.classList.contains('dark'), document.documentElement.style.colorScheme])]).toEqual([route, [true, 'dark']]);
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  test('hydrates one page of every prerendered template without a warning or an error', async () => {
    const context = await app.browser.newContext();
    const { problems, visit } = await hydrationWatch(context);
    const templates = [
      '/', '/services', '/services/plumbing', '/services/plumbing/toronto', '/general-contractor', '/plumbing-services',
      '/cleaning-services', '/moving-solutions', '/about-us', '/how-it-works', '/magazine', '/article/1', '/privacy-policy',
    ];
    for (const route of templates) expect([route, await visit(`${app.product.url}${route}`)]).toEqual([route, true]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

