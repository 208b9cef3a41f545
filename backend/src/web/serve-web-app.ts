import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Express, Request, Response } from 'express';
import { matchRoutes } from 'react-router';
import { lowerCasePath, normalizedPath, withRouteSpelling } from './canonical-path';
import type { PageRenderer } from './render-app-page';

/** Pre-compressed siblings written by the build (scripts/compress-web.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isCompressedCopy = (file: string) => ENCODINGS.some(({ suffix }) => file.endsWith(suffix));

const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Paths that are not pages (the API's doors, the hashed assets): never redirected as a page is. */
const NOT_A_PAGE = /^\/(api|graphql|assets)(\/|$)/i;

/**
 * Sends `file`, or its `.br` / `.gz` sibling when the client accepts that encoding. The type
 * comes from the original name; caches are told the answer depends on Accept-Encoding.
 */
function sendFile(req: Request, res: Response, file: string, cacheControl: string): void {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.type(path.extname(file));
  const accepted = new Set(ENCODINGS.filter(({ name }) => req.acceptsEncodings(name) === name).map(({ name }) => name));
  const variant = ENCODINGS.find(({ name, suffix }) => accepted.has(name) && existsSync(file + suffix));
  if (variant) res.setHeader('Content-Encoding', variant.name);
  res.sendFile(variant ? file + variant.suffix : file, { cacheControl: false });
}

/** `urlPath` as a file under `root`, or undefined when it escapes it, is malformed or is missing. */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  // Hidden files (the build's .vite manifest) are not part of the site.
  if (relative.split('/').some((segment) => segment.startsWith('.') && segment !== '.')) return undefined;
  const file = path.join(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** A route's screen chunks, as the build wrote them to .vite/route-preloads.json (scripts/prerender.mjs). */
interface RoutePreloads {
  /** React Router path pattern: static segments, `:param` and a final `*`. */
  path: string;
  /** Script URLs (/assets/...) to preload. */
  preload: string[];
  /** The server renders the route with its data (see render-app-page.ts). */
  serverRendered?: boolean;
  /** A prerendered content page the server renders again with data from the database. */
  contentData?: boolean;
}

interface ShellVariant {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The app shell for client-only routes, with modulepreload links for the route's screen chunks, so
 * the browser fetches them alongside the entry script instead of after it has run. Built once per
 * route pattern and kept, compressed, in memory (a few KB each) until the shell's file changes. Links,
 * not scripts: the CSP stays.
 * Without the build's route list (an older build, tests) the shell goes out as it is.
 */
function shellSender(
  root: string,
  shellHtml: string,
  renderPage?: PageRenderer,
): {
  sendShell: (req: Request, res: Response) => Promise<void>;
  sendContent: (req: Request, res: Response) => Promise<boolean>;
  canonicalPath: (pathname: string) => string;
} {
  const listFile = path.join(root, '.vite', 'route-preloads.json');
  let routes: RoutePreloads[] = [];
  const variants = new Map<RoutePreloads, ShellVariant>();
  let shellText = '';
  // A new build in place (`npm start` rebuilds) renames the chunks: the list and the variants follow the shell's file.
  let builtAt = -1;
  const reloadIfRebuilt = () => {
    const mtime = statSync(shellHtml, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime === builtAt) return;
    builtAt = mtime;
    variants.clear();
    shellText = readFileSync(shellHtml, 'utf8');
    try {
      routes = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as { routes: RoutePreloads[] }).routes : [];
    } catch {
      routes = []; // an unreadable list only costs the head start
    }
  };
  const linksFor = (route: RoutePreloads) =>
    route.preload
      .filter((href) => /^\/assets\/[\w.-]+\.js$/.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
  const variantFor = (route: RoutePreloads): ShellVariant => {
    let variant = variants.get(route);
    if (!variant) {
      const html = Buffer.from(shellText.replace('</head>', () => `${linksFor(route)}</head>`));
      variant = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      variants.set(route, variant);
    }
    return variant;
  };
  const sendShell = async (req: Request, res: Response) => {
    reloadIfRebuilt();
    // React Router's own matching and ranking, so the server picks the screen the browser will render.
    const best = matchRoutes(routes, req.path)?.at(-1)?.route;
    if (best?.serverRendered && renderPage) {
      const html = await renderPage(req, res, shellText, linksFor(best));
      if (html !== undefined) {
        await sendRendered(req, res, html);
        return;
      }
    }
    if (!best || best.preload.length === 0) {
      sendFile(req, res, shellHtml, 'no-cache');
      return;
    }
    const variant = variantFor(best);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    const encoding = ENCODINGS.find(({ name }) => req.acceptsEncodings(name) === name)?.name;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(encoding ? variant[encoding] : variant.html);
  };
  /**
   * A prerendered page that shows data from the database, rendered with it; false when it is sent as
   * prerendered. Kept by the route it matched and that route's parameters, whatever the spelling of the path.
   */
  const sendContent = async (req: Request, res: Response) => {
    if (!renderPage?.content) return false;
    reloadIfRebuilt();
    const best = matchRoutes(routes, req.path)?.at(-1);
    if (!best?.route.contentData) return false;
    const page = JSON.stringify([best.route.path, best.params]);
    const html = await renderPage.content(req, res, shellText, linksFor(best.route), page);
    if (html === undefined) return false;
    await sendCompressed(req, res, html, 'no-cache', 'Accept-Encoding');
    return true;
  };
  /**
   * The one spelling of a page's path (canonical-path.ts): normalised, the route's fixed segments as the
   * route spells them, and all in lower case when that is a prerendered page (content routes are lower
   * case: their files, sitemap entries and canonical links). Parameters keep their case: ids, share and
   * unsubscribe tokens may depend on it.
   */
  const canonicalPath = (pathname: string) => {
    reloadIfRebuilt();
    let canonical = normalizedPath(pathname);
    const route = matchRoutes(routes, canonical)?.at(-1)?.route;
    if (route) canonical = withRouteSpelling(canonical, route.path);
    const lower = lowerCasePath(canonical);
    if (lower !== canonical && !lower.includes('%') && fileUnder(root, path.posix.join(lower, 'index.html'))) canonical = lower;
    return canonical;
  };
  return { sendShell, sendContent, canonicalPath };
}

/**
 * A page rendered for this request: it may hold what only this visitor may see, so no cache keeps it.
 * Compressed as it goes out, quickly rather than smallest (it is made once).
 */
async function sendRendered(req: Request, res: Response, html: string): Promise<void> {
  await sendCompressed(req, res, html, 'private, no-store', 'Accept-Encoding, Cookie');
}

/** HTML made for this request, compressed as it goes out, quickly rather than smallest (it is made once). */
async function sendCompressed(req: Request, res: Response, html: string, cacheControl: string, vary: string): Promise<void> {
  res.setHeader('Vary', vary);
  res.setHeader('Cache-Control', cacheControl);
  res.type('html');
  const encoding = ENCODINGS.find(({ name }) => req.acceptsEncodings(name) === name)?.name;
  if (!encoding) {
    res.send(html);
    return;
  }
  const body =
    encoding === 'br'
      ? await promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
      : await promisify(gzip)(html, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.send(body);
}

/**
 * The built web app. Prerendered pages live at `<route>/index.html` (the home page at index.html)
 * and are sent for their exact path; any other client-side route gets the empty SPA shell
 * (spa.html when the build wrote one, with the route's screen chunks preloaded), never another page's
 * prerendered HTML; routes marked for it are rendered with their data by `renderPage` when given. Hashed assets are cached for a year; pages are revalidated on every visit.
 * A page asked for by another spelling of its path (trailing or repeated slashes, case) gets a 301 to its own.
 * Everything goes out pre-compressed when the build wrote a compressed copy.
 */
export function serveWebApp(app: Express, webDir: string, renderPage?: PageRenderer): void {
  const root = path.resolve(webDir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    });
    return;
  }
  const shellHtml = existsSync(path.join(root, 'spa.html')) ? path.join(root, 'spa.html') : indexHtml;
  const { sendShell, sendContent, canonicalPath } = shellSender(root, shellHtml, renderPage);
  const assets = path.join(root, 'assets');
  app.get('/assets/{*file}', (req, res) => {
    const file = fileUnder(assets, req.path.slice('/assets'.length));
    if (!file || isCompressedCopy(file)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    sendFile(req, res, file, ASSET_CACHE);
  });
  app.get(/.*/, async (req, res, next) => {
    const file = fileUnder(root, req.path);
    if (file && !isCompressedCopy(file)) {
      sendFile(req, res, file, file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      return;
    }
    // One address per page: other spellings (`/services/plumbing/toronto/`, `//`, `/Services/...`) are
    // sent there, so they neither render nor cache a page again, nor split its links and ranking.
    const canonical = canonicalPath(req.path);
    if (canonical !== req.path && !NOT_A_PAGE.test(canonical)) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, query === -1 ? canonical : canonical + req.originalUrl.slice(query));
      return;
    }
    if (!req.accepts('html')) return next();
    const page = fileUnder(root, path.posix.join(req.path, 'index.html'));
    if (page) {
      // A page with data from the database (a services page's verified pros) is rendered with it.
      if (await sendContent(req, res)) return;
      sendFile(req, res, page, 'no-cache');
      return;
    }
    return sendShell(req, res);
  });
}
