import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExecuteOperation } from '@marketplace/rules';
import type { Request, Response } from 'express';
import type { Logger } from '../logger';

/** The two functions of the web app's server entry (frontend/src/entry-server.tsx) used here. */
interface EntryServer {
  renderAppPage(location: string, execute: ExecuteOperation, options: { signal?: AbortSignal }): Promise<object | undefined>;
  renderContentPage(location: string, execute: ExecuteOperation, options: { signal?: AbortSignal }): Promise<object | undefined>;
  pageHtml(template: string, page: object, preloads?: string): string;
  startingAtFirstInteraction(html: string, pathname: string): string;
  startingAfterFirstPaint(html: string): string;
}

export interface PageRendererOptions {
  /** The built web app (frontend/dist); its server entry is built beside it, in dist-ssr. */
  webDir: string;
  /** Runs a page's operations for the visitor of `req`, through the API's own GraphQL server. */
  operationsFor(req: Request, res: Response): ExecuteOperation;
  logger: Logger;
  /** A render that takes longer is dropped for the app shell (the browser then asks the API itself). */
  timeoutMs?: number;
  /** Renders in progress at once; beyond that, requests get the app shell instead of waiting. */
  maxConcurrent?: number;
  /** How long a content page rendered with data is kept (CONTENT_PAGE_SECONDS). */
  contentSeconds?: number;
}

/** Renders an app route with its data into the shell `template`; undefined means "send the shell". */
export interface PageRenderer {
  (req: Request, res: Response, template: string, preloads: string): Promise<string | undefined>;
  /**
   * Renders a content page that shows data from the database (a services page's verified pros) into
   * the shell; undefined means "send the prerendered page".
   */
  content?(req: Request, res: Response, template: string, preloads: string): Promise<string | undefined>;
}

/** Content pages rendered with data are kept this long: the same for every visitor, and fresh within a minute. */
export const CONTENT_PAGE_SECONDS = 30;

/**
 * Server rendering of the app routes marked for it (routes.tsx, SERVER_RENDERED) with the web app's own
 * server entry, so the first paint of the projects list, a project page, Post a Project and the
 * dashboard comes from HTML, with the data this visitor may see. Anything short of a complete page
 * (no server build, an operation failing, a slow render, too many at once) falls back to the shell.
 */
export function createPageRenderer({ webDir, operationsFor, logger, timeoutMs = 3_000, maxConcurrent = 4, contentSeconds = CONTENT_PAGE_SECONDS }: PageRendererOptions): PageRenderer {
  const entryFile = path.resolve(webDir, '..', 'dist-ssr', 'entry-server.js');
  const builtAt = () => statSync(entryFile, { throwIfNoEntry: false })?.mtimeMs;
  let loaded: { builtAt: number | undefined; entry: Promise<EntryServer | undefined> } | undefined;
  let rendering = 0;
  let saidStale = false;
  // Loaded once: its chunks import it back by its plain URL, so a second copy (a query string to
  // re-import a rebuild) would split React's contexts. After a rebuild in place the new client code may
  // not match the old server code, so pages go out as the shell until the process restarts.
  const entry = (): Promise<EntryServer | undefined> => {
    if (!loaded) {
      const entryPromise = existsSync(entryFile)
        ? (import(pathToFileURL(entryFile).href) as Promise<EntryServer>).catch((error: unknown) => {
            logger.error({ err: error }, `Could not load the web app's server entry ${entryFile}; app routes go out as the shell`);
            return undefined;
          })
        : Promise.resolve(undefined);
      loaded = { builtAt: builtAt(), entry: entryPromise };
    }
    if (builtAt() === loaded.builtAt) return loaded.entry;
    if (!saidStale) {
      saidStale = true;
      logger.warn('The web app was rebuilt while the API runs: app routes go out as the shell until it restarts');
    }
    return Promise.resolve(undefined);
  };
  // Loaded now, in the background, so the first visitor does not wait about a second for it.
  void entry();
  const render = async (kind: 'renderAppPage' | 'renderContentPage', req: Request, res: Response, template: string, preloads: string) => {
    if (rendering >= maxConcurrent) return undefined;
    rendering++;
    try {
      const ssr = await entry();
      if (!ssr) return undefined;
      const page = await ssr[kind](req.originalUrl, operationsFor(req, res), { signal: AbortSignal.timeout(timeoutMs) });
      if (!page) return undefined;
      const html = ssr.pageHtml(template, page, preloads);
      // A content page rendered with data paints before any script, as its prerendered copy does; an
      // app page paints before its app runs.
      return kind === 'renderContentPage' ? ssr.startingAtFirstInteraction(html, req.path) : ssr.startingAfterFirstPaint(html);
    } catch (error) {
      logger.warn({ err: error, path: req.path }, 'Server rendering failed; sent the app shell instead');
      return undefined;
    } finally {
      rendering--;
    }
  };
  const renderer: PageRenderer = (req, res, template, preloads) => render('renderAppPage', req, res, template, preloads);
  // Kept per path (only prerendered pages come here, so the paths are the site's own), and only what rendered.
  const kept = new Map<string, { html: string; until: number }>();
  renderer.content = async (req, res, template, preloads) => {
    const now = Date.now();
    const hit = kept.get(req.path);
    if (hit && hit.until > now) return hit.html;
    const html = await render('renderContentPage', req, res, template, preloads);
    if (html !== undefined) kept.set(req.path, { html, until: now + contentSeconds * 1000 });
    return html;
  };
  return renderer;
}
