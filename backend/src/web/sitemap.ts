import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from '../logger';

/** A public page the sitemap lists beside the built ones: its path and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

/** How long the sitemap is kept before it is read again (a newly verified pro appears within this). */
const SITEMAP_SECONDS = 300;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * /sitemap.xml: the content pages the build prerendered (frontend/dist/sitemap.xml) and the pages
 * that exist because of data, such as verified contractors' profiles (`entries`), under `siteUrl`.
 * Without a built sitemap the static route answers as before.
 */
export function serveSitemap(app: Express, { webDir, siteUrl, entries, logger }: { webDir: string; siteUrl: string; entries: () => Promise<SitemapEntry[]>; logger: Logger }): void {
  const built = path.resolve(webDir, 'sitemap.xml');
  let kept: { xml: string; until: number } | undefined;
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      if (!kept || kept.until <= Date.now()) {
        const base = await readFile(built, 'utf8').catch(() => undefined);
        if (base === undefined) return next();
        const urls = (await entries()).map(
          (entry) => `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc><lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod></url>`,
        );
        kept = { xml: base.replace('</urlset>', () => `${urls.map((url) => `${url}\n`).join('')}</urlset>`), until: Date.now() + SITEMAP_SECONDS * 1000 };
      }
      res.setHeader('Cache-Control', `public, max-age=${SITEMAP_SECONDS}`);
      res.type('application/xml').send(kept.xml);
    } catch (error) {
      logger.warn({ err: error }, 'The sitemap could not list the contractors; sent the built one');
      next();
    }
  });
}
