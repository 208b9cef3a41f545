import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExecuteOperation } from '@marketplace/shared';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';

/** The functions of the web app's server entry (frontend/src/entry-server.tsx) used here. */
export interface EntryServer {
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
  /** The most the kept content pages may weigh together, in bytes (CONTENT_CACHE_BYTES). */
  contentCacheBytes?: number;
  /** The server entry to render with, instead of the one built beside `webDir` (tests). */
  entryServer?: EntryServer;
}

/** Renders an app route with its data into the shell `template`; undefined means "send the shell". */
export interface PageRenderer {
  (req: Request, res: Response, template: string, preloads: string): Promise<string | undefined>;
  /**
   * Renders a content page that shows data from the database (a services page's verified pros) into
   * the shell; undefined means "send the prerendered page". `page` names it (its route and the route's
   * parameters): the rendered page is kept under that name.
   */
  content?(req: Request, res: Response, template: string, preloads: string, page: string): Promise<string | undefined>;
  /** What the kept content pages hold now: how many, and their bytes. */
  kept?(): { pages: number; bytes: number };
}

/** Content pages rendered with data are kept this long: the same for every visitor, and fresh within a minute. */
export const CONTENT_PAGE_SECONDS = 30;

/**
 * The most the kept content pages weigh together (about 160 KB each): room for every services page
 * (services by cities, well under 200 today) before the least recently asked for makes way.
 */
export const CONTENT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Server rendering of the app routes marked for it (routes.tsx, SERVER_RENDERED) with the web app's own
 * server entry, so the first paint of the projects list, a project page, Post a Project and the
 * dashboard comes from HTML, with the data this visitor may see. Anything short of a complete page
 * (no server build, an operation failing, a slow render, too many at once) falls back to the shell.
 */
export function createPageRenderer({
  webDir,
  operationsFor,
  logger,
  timeoutMs = 3_000,
  maxConcurrent = 4,
  contentSeconds = CONTENT_PAGE_SECONDS,
  contentCacheBytes = CONTENT_CACHE_BYTES,
  entryServer,
}: PageRendererOptions): PageRenderer {
  const entryFile = path.resolve(webDir, '..', 'dist-ssr', 'entry-server.js');
  const builtAt = () => statSync(entryFile, { throwIfNoEntry: false })?.mtimeMs;
  let loaded: { builtAt: number | undefined; entry: Promise<EntryServer | undefined> } | undefined;
  let rendering = 0;
  let saidStale = false;
  // Loaded once: its chunks import it back by its plain URL, so a second copy (a query string to
  // re-import a rebuild) would split React's contexts. After a rebuild in place the new client code may
  // not match the old server code, so pages go out as the shell until the process restarts.
  const entry = (): Promise<EntryServer | undefined> => {
    if (entryServer) return Promise.resolve(entryServer);
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
    // Counted until it has really ended, even when the request stopped waiting for it.
    let ended: Promise<unknown> = Promise.resolve();
    try {
      const ssr = await entry();
      if (!ssr) return undefined;
      const signal = AbortSignal.timeout(timeoutMs);
      const rendered = ssr[kind](req.originalUrl, operationsFor(req, res), { signal });
      ended = rendered.catch(() => undefined);
      // The request waits for the render no longer than the signal allows, even if part of the render does not stop
      // at it (an operation still waiting for a database connection under load): the page then goes out without it.
      // The listener goes once the race is decided: a signal with a listener is kept until its time limit passes.
      let stopWaiting = () => {};
      const timedOut = new Promise<undefined>((resolve) => {
        stopWaiting = () => resolve(undefined);
        signal.addEventListener('abort', stopWaiting, { once: true });
      });
      const page = await Promise.race([rendered, timedOut]).finally(() => signal.removeEventListener('abort', stopWaiting));
      if (!page) return undefined;
      const html = ssr.pageHtml(template, page, preloads);
      // A content page rendered with data paints before any script, as its prerendered copy does; an
      // app page paints before its app runs.
      return kind === 'renderContentPage' ? ssr.startingAtFirstInteraction(html, req.path) : ssr.startingAfterFirstPaint(html);
    } catch (error) {
      logger.warn({ err: error, path: req.path }, 'Server rendering failed; sent the app shell instead');
      return undefined;
    } finally {
      void ended.then(() => rendering--);
    }
  };
  const renderer: PageRenderer = (req, res, template, preloads) => render('renderAppPage', req, res, template, preloads);
  // Kept per page (route and parameters, never the path as spelled), only what rendered, for
  // `contentSeconds`; bounded by bytes, the least recently asked for going first. Expired pages are
  // dropped when they expire, not when next asked for.
  const kept = new LRUCache<string, string>({
    maxSize: contentCacheBytes,
    sizeCalculation: (html) => Math.max(1, Buffer.byteLength(html)),
    ttl: contentSeconds * 1000,
    ttlAutopurge: true,
  });
  renderer.content = async (req, res, template, preloads, page) => {
    const hit = kept.get(page);
    if (hit !== undefined) return hit;
    const html = await render('renderContentPage', req, res, template, preloads);
    if (html !== undefined) kept.set(page, html);
    return html;
  };
  renderer.kept = () => ({ pages: kept.size, bytes: kept.calculatedSize });
  return renderer;
}
