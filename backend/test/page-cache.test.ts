import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import express, { type Request, type Response } from 'express';
import fc from 'fast-check';
import { lowerCasePath, normalizedPath, withRouteSpelling } from '../src/web/canonical-path';
import { createLogger } from '../src/logger';
import { createPageRenderer, type EntryServer, type PageRenderer } from '../src/web/render-app-page';
import { serveWebApp } from '../src/web/serve-web-app';

// The content pages the server renders with data (renderContentPage), kept for a few seconds. The
// web app's server entry is replaced by a stub that renders a 16 KB page at once, so 10,000 pages
// take a second, not the build and 10,000 real renders: what is measured is what the server keeps.
const PAGE_BYTES = 16_000;
let rendered: string[] = [];
const stubEntry: EntryServer = {
  renderAppPage: async () => undefined,
  renderContentPage: async (location) => {
    rendered.push(location);
    return { location };
  },
  pageHtml: (template, page) => template.replace('</head>', `</head><main data-rendered="${(page as { location: string }).location}">${'x'.repeat(PAGE_BYTES)}</main>`),
  startingAtFirstInteraction: (html) => html,
  startingAfterFirstPaint: (html) => html,
};

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** The heap's size once garbage is collected, in MB. */
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const heapSpacesMb = () => Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, Math.round(space.space_used_size / 1024 / 1024)]));

let scratch: string;
let webDir: string;
let server: Server;
let url: string;
let renderer: PageRenderer;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-page-cache-'));
  webDir = path.join(scratch, 'dist');
  const page = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(webDir, relative)), { recursive: true });
    writeFileSync(path.join(webDir, relative), text);
  };
  page('index.html', '<!doctype html><head><title>Home prerendered</title></head>');
  page('spa.html', '<!doctype html><head><title>Empty shell</title></head><div id="root"></div>');
  page('services/plumbing/toronto/index.html', '<!doctype html><head><title>Plumbing in Toronto, prerendered</title></head>');
  page(
    '.vite/route-preloads.json',
    JSON.stringify({ routes: [{ path: '/services/:serviceSlug/:locationSlug', preload: ['/assets/Service-1.js'], contentData: true }] }),
  );
  renderer = createPageRenderer({
    webDir,
    operationsFor: () => async () => ({ data: {} }),
    logger: createLogger('silent'),
    entryServer: stubEntry,
    contentCacheBytes: 2 * 1024 * 1024,
  });
  const app = express();
  serveWebApp(app, webDir, renderer);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});
beforeEach(() => {
  rendered = [];
});

describe('server-rendered content pages', () => {
  it('sends 200 spellings of a content page to it with a 301, rendering and keeping nothing; the page renders once', async () => {
    // Repeated slashes inside, a trailing slash, upper case: each a new path to the old cache.
    const spellings = Array.from({ length: 200 }, (_, i) => {
      const service = i % 2 === 0 ? 'plumbing' : 'Plumbing';
      return `/services${'/'.repeat(1 + (i % 10))}${service}${'/'.repeat(1 + Math.floor(i / 10))}toronto/`;
    });
    expect(new Set(spellings).size).toBe(200);
    for (let start = 0; start < spellings.length; start += 50) {
      const answers = await Promise.all(
        spellings.slice(start, start + 50).map(async (spelling) => {
          const response = await fetch(`${url}${spelling}?from=ad`, { headers: { accept: 'text/html' }, redirect: 'manual' });
          await response.arrayBuffer();
          return `${response.status} ${response.headers.get('location')}`;
        }),
      );
      expect(new Set(answers)).toEqual(new Set(['301 /services/plumbing/toronto?from=ad']));
    }
    expect(rendered).toEqual([]);
    expect(renderer.kept?.()).toEqual({ pages: 0, bytes: 0 });

    for (let visit = 0; visit < 3; visit++) {
      const page = await fetch(`${url}/services/plumbing/toronto?from=ad`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-rendered="/services/plumbing/toronto?from=ad"');
    }
    expect(rendered).toHaveLength(1);
    expect(renderer.kept?.()).toEqual({ pages: 1, bytes: expect.any(Number) });
  });

  it('keeps the rendered pages within their byte bound: memory stays flat after 10,000 distinct paths', async () => {
    const res = { getHeader: () => 'request-id' } as unknown as Response;
    const renderPaths = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const pathname = `/services/trade-${i}/toronto`;
        const req = { path: pathname, originalUrl: pathname } as Request;
        const html = await renderer.content!(req, res, '<!doctype html><head></head>', '', JSON.stringify(['/services/:serviceSlug/:locationSlug', { serviceSlug: `trade-${i}`, locationSlug: 'toronto' }]));
        if (!html?.includes(`data-rendered="${pathname}"`)) throw new Error(`${pathname} was not rendered: ${html}`);
      }
    };
    // The cache full to its bound and the code compiled first, so what is measured is only what 10,000 more pages leave.
    await renderPaths(0, 1_000);
    const before = heapMb();
    const spacesBefore = heapSpacesMb();
    await renderPaths(1_000, 11_000);
    expect(rendered).toHaveLength(11_000);
    // 10,000 pages of 16 KB kept would be 160 MB. The heap also holds what the test itself keeps (the list of
    // paths rendered) and each render's pending time limit, and varies with the machine's load, so the bound is half
    // of what an unbounded cache would keep: far from it, yet not a measure of noise.
    const grew = heapMb() - before;
    // Which of the heap's spaces grew, should it fail.
    if (grew >= 80) throw new Error(`The heap grew ${Math.round(grew)} MB; MB by space before ${JSON.stringify(spacesBefore)}, after ${JSON.stringify(heapSpacesMb())}`);
    const kept = renderer.kept!();
    expect(kept.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(kept.pages).toBeLessThanOrEqual(Math.ceil((2 * 1024 * 1024) / PAGE_BYTES));
    // The most recent pages are the ones kept.
    await renderPaths(10_999, 11_000);
    expect(rendered).toHaveLength(11_000);
  });

  it('answers without the render when part of it does not stop at its time limit, and renders again once it has ended', async () => {
    // A render whose data never comes (an operation waiting for a database connection that is not given).
    let finish!: () => void;
    let calls = 0;
    const stuck = new Promise<undefined>((resolve) => (finish = () => resolve(undefined)));
    const hanging = createPageRenderer({
      webDir,
      operationsFor: () => async () => ({ data: {} }),
      logger: createLogger('silent'),
      entryServer: { ...stubEntry, renderContentPage: () => (++calls === 1 ? stuck : Promise.resolve({ location: 'rendered again' })) },
      timeoutMs: 50,
      maxConcurrent: 1,
    });
    const res = { getHeader: () => 'request-id' } as unknown as Response;
    const req = { path: '/services/plumbing/toronto', originalUrl: '/services/plumbing/toronto' } as Request;
    const page = JSON.stringify(['/services/:serviceSlug/:locationSlug', { serviceSlug: 'plumbing', locationSlug: 'toronto' }]);
    await expect(hanging.content!(req, res, '<!doctype html><head></head>', '', page)).resolves.toBeUndefined();
    // Still running, it still counts against the renders allowed at once: the next page goes out without one.
    await expect(hanging.content!(req, res, '<!doctype html><head></head>', '', page)).resolves.toBeUndefined();
    expect(calls).toBe(1);
    finish();
    await stuck;
    await new Promise((resolve) => setImmediate(resolve));
    await expect(hanging.content!(req, res, '<!doctype html><head></head>', '', page)).resolves.toContain('data-rendered="rendered again"');
  });

  it('spells every path one way: canonical paths are their own canonical form, and never leave the site', () => {
    const segment = fc.constantFrom('', '.', '..', 'services', 'Plumbing', 'AbC-7', '%2e', '%2E%2e', '%70', '%2f', '%5c', '\\', 'evil.example', '%', '%zz', 'é', '%C3%A9');
    const pathname = fc.array(segment, { maxLength: 8 }).map((segments) => `/${segments.join('/')}`);
    const pattern = fc.constantFrom('/', '/services/:serviceSlug/:locationSlug', '/project/:id/review', '/notifications/*', '/services/:serviceSlug?');
    fc.assert(
      fc.property(pathname, pattern, (raw, route) => {
        const normal = normalizedPath(raw);
        expect(normal).toMatch(/^\/(?![/\\])/);
        expect(normalizedPath(normal)).toBe(normal);
        for (const spelled of [lowerCasePath(normal), withRouteSpelling(normal, route), lowerCasePath(withRouteSpelling(normal, route))]) {
          expect(spelled).toMatch(/^\/(?![/\\])/);
          expect(normalizedPath(spelled)).toBe(spelled);
        }
      }),
    );
  });
});
