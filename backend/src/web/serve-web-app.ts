import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';

/** Pre-compressed siblings written by the build (scripts/compress-web.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isCompressedCopy = (file: string) => ENCODINGS.some(({ suffix }) => file.endsWith(suffix));

const ASSET_CACHE = 'public, max-age=31536000, immutable';

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

/**
 * The built web app. Prerendered pages live at `<route>/index.html` (the home page at index.html)
 * and are sent for their exact path; any other client-side route gets the empty SPA shell
 * (spa.html when the build wrote one), never another page's prerendered HTML. Hashed assets are
 * cached for a year; pages are revalidated on every visit. Everything goes out pre-compressed
 * when the build wrote a compressed copy.
 */
export function serveWebApp(app: Express, webDir: string): void {
  const root = path.resolve(webDir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    });
    return;
  }
  const shellHtml = existsSync(path.join(root, 'spa.html')) ? path.join(root, 'spa.html') : indexHtml;
  const assets = path.join(root, 'assets');
  app.get('/assets/{*file}', (req, res) => {
    const file = fileUnder(assets, req.path.slice('/assets'.length));
    if (!file || isCompressedCopy(file)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    sendFile(req, res, file, ASSET_CACHE);
  });
  app.get(/.*/, (req, res, next) => {
    const file = fileUnder(root, req.path);
    if (file && !isCompressedCopy(file)) {
      sendFile(req, res, file, file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      return;
    }
    if (!req.accepts('html')) return next();
    const page = fileUnder(root, path.posix.join(req.path, 'index.html'));
    sendFile(req, res, page ?? shellHtml, 'no-cache');
  });
}
