#!/usr/bin/env node
// Build step after `vite build` and the SSR build: checks the content files against their schemas,
// then writes static HTML for every public content route (the list comes from the app's routes, see
// frontend/src/app/contentPaths.ts) into frontend/dist/<route>/index.html (the home page
// into index.html), keeps the empty app shell as spa.html for all other routes, and writes
// sitemap.xml and robots.txt. Each page names the entry and its screen's chunks, which its starter loads once
// the page has painted and gone idle (or on the first interaction); for the routes the shell serves, the list
// of chunks to preload goes to .vite/route-preloads.json, which the server reads (backend/src/web/serve-web-app.ts).
// SITE_URL (default http://localhost:4000) is the origin written into canonical links and the sitemap.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'frontend/dist');
const siteUrl = (process.env.SITE_URL || process.env.VITE_SITE_URL || 'http://localhost:4000').replace(/\/+$/, '');
const started = Date.now();

const { render, pageHtml, startingAtFirstInteraction, prerenderRoutes, appRouteScreens, contentProblems } = await import(pathToFileURL(path.join(root, 'frontend/dist-ssr/entry-server.js')).href);
const problems = contentProblems();
if (problems.length > 0) {
  console.error(`The content files in frontend/src/content have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// The template is the app shell Vite wrote; keep a pristine copy for client-only routes.
const shellPath = path.join(dist, 'spa.html');
if (!existsSync(shellPath)) writeFileSync(shellPath, readFileSync(path.join(dist, 'index.html'), 'utf8'));
const template = readFileSync(shellPath, 'utf8');

/** Chunks a module needs, with everything they import statically (manifest keys in, file names out). */
function chunksOf(moduleIds) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: a screen module was renamed or moved?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const id of moduleIds) visit(id);
  return [...files].filter((f) => f.endsWith('.js'));
}
// The entry and what it imports already have their script and modulepreload tags in the template.
const inTemplate = new Set(chunksOf(Object.keys(manifest).filter((key) => manifest[key].isEntry)));
/** A screen's chunks that the template does not load yet, so the browser fetches them before hydrating (no flash). */
const screenChunks = (moduleIds) => chunksOf(moduleIds).filter((file) => !inTemplate.has(file));
const preloadsFor = (moduleIds) => screenChunks(moduleIds).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');

const routes = await prerenderRoutes();
let written = 0;
for (const { path: route, modules } of routes) {
  const rendered = await render(route);
  if (rendered.status !== 200) throw new Error(`Prerendering ${route} answered ${rendered.status}`);
  const file = route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  // Content pages paint from their HTML before any script; the app starts at the first interaction (startingAtFirstInteraction).
  writeFileSync(file, startingAtFirstInteraction(pageHtml(template, rendered, preloadsFor(modules)), route));
  written++;
}

// The app routes' screen chunks, by React Router path pattern, for the pages the server sends (hidden: not served).
// serverRendered: the server renders the route with its data on each request (entry-server.tsx, renderAppPage).
// contentData: the server renders the prerendered page again with data from the database (renderContentPage).
const appRoutes = (await appRouteScreens()).map(({ path: pattern, modules, serverRendered, contentData }) => ({
  path: pattern,
  preload: screenChunks(modules).map((f) => `/${f}`),
  serverRendered,
  contentData,
}));
writeFileSync(path.join(dist, '.vite/route-preloads.json'), `${JSON.stringify({ routes: appRoutes }, null, 1)}\n`);

let lastmod;
try {
  lastmod = execFileSync('git', ['log', '-1', '--format=%cs', '--', 'frontend/src', 'design-system/src'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  /* not a git checkout */
}
lastmod ||= new Date().toISOString().slice(0, 10);
const urls = routes.map(({ path: route }) => `  <url><loc>${siteUrl}${route === '/' ? '/' : route}</loc><lastmod>${lastmod}</lastmod></url>`);
writeFileSync(path.join(dist, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
// Every screen may be crawled (the dashboard's open projects are what contractors search for); the APIs may not.
writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
console.log(`Prerendered ${written} pages, sitemap.xml and robots.txt in ${((Date.now() - started) / 1000).toFixed(1)}s (site ${siteUrl})`);
