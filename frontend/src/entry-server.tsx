/**
 * Server entry: prerenders the public content routes at build time (scripts/prerender.mjs) and renders
 * the server-rendered app routes with their first data on each request (renderAppPage, called by the
 * API server). Renders the same providers and routes as the browser app, so the client hydrates this HTML.
 */
import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { startNewSystem } from '@marketplace/design-system';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { APP_AFTER_PAINT_SCRIPT, APP_ENTRY_ELEMENT_ID, APP_MODULES_ELEMENT_ID, APP_START_SCRIPT, FIELD_VITALS_META_NAME, type AppModules, type ExecuteOperation } from '@marketplace/rules';
import { print, type FormattedExecutionResult } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from './app/AppProviders';
import { SERVER_DATA_ELEMENT_ID, createApolloClient } from './app/graphql/apollo';
import { createStyleCache, SERVER_STYLES_ATTRIBUTE } from './app/styleCache';
import { isLazyScreen, type LazyScreen } from './app/lazyScreen';
import { AppRoutes, appRoutes, isServerRendered, preloadScreens } from './app/routes';
import { contentPaths } from './features/content/contentPaths';
import { hasContentData, siteFiguresOf } from './features/content/routes';
import { FIGURE_TRADES } from './features/content/shared/figureTrades';
import { SITE_FIGURES_QUERY, figuresText, type SiteFigureValues } from './features/content/shared/siteFigures';
import { CONTENT_DATA_ELEMENT_ID, ContentDataProvider, type ContentData } from './app/contentData';
import { findService } from './data/services';
import { routeTemplate } from './app/vitals/routeTemplate';
import { VERIFIED_PROS_QUERY, verifiedProsVariables, type VerifiedProsResult } from './features/pros/verifiedPros';

export interface RenderedPage {
  /** The app's markup; React 19 put the page's <title>, <meta>, <link> and JSON-LD first. */
  html: string;
  /** Emotion's critical CSS for this markup, as <style> tags. */
  styles: string;
  status: number;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/** The providers and routes of the app at `location` (path and query), styled through `cache`. */
function appTree(location: string, cache: ReturnType<typeof createStyleCache>): ReactNode {
  return (
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>
  );
}

/** No outlined Suspense segments (they need inline scripts, which the CSP forbids): the whole page inline. */
const renderWhole = (tree: ReactNode, signal?: AbortSignal) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY, signal });

/**
 * A style cache for one page and the function that reads its CSS for the page's `html`, as <style>
 * tags. Made before rendering: the Emotion server marks the cache so that components leave their
 * styles to it instead of writing <style> tags into the markup.
 * - <Global> styles (Chakra's reset, tokens and base) keep Emotion's tags, which <Global> adopts in the
 *   browser; data-s keeps the browser's cache from first moving them to the end of <head>.
 * - The components' styles go in one tag named by SERVER_STYLES_ATTRIBUTE, which the browser's cache
 *   adopts where it is (styleCache.ts). It also holds the styles the render made for classes that are
 *   not in the markup (a LinkBox merged into its child's class, for one), which the browser would
 *   otherwise insert after hydrating, restyling the whole page once more.
 */
function pageStyles() {
  const cache = createStyleCache();
  const emotion = createEmotionServer(cache);
  const stylesOf = (html: string) =>
    emotion
      .extractCriticalToChunks(html)
      .styles.map(({ key, ids, css }) => {
        if (key !== cache.key) return `<style data-s="" data-emotion="${key} ${ids.join(' ')}">${css}</style>`;
        const inMarkup = new Set(ids);
        const unmarked = Object.keys(cache.inserted).filter(
          (id) => typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined && !inMarkup.has(id),
        );
        const all = [...ids, ...unmarked];
        return `<style ${SERVER_STYLES_ATTRIBUTE}="${all.join(' ')}">${css}${unmarked.map((id) => cache.inserted[id]).join('')}</style>`;
      })
      .join('');
  return { cache, stylesOf };
}

const statusOf = (pathname: string) => {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.length === 0 || matches.at(-1)?.route.path === '*' ? 404 : 200;
};

export async function render(pathname: string): Promise<RenderedPage> {
  // Load the screens first, as the browser does before hydrating: nothing suspends, so the page is one piece of HTML.
  await preloadScreens(pathname);
  // Each page with a system of its own, as the browser has when it hydrates it (see startNewSystem).
  startNewSystem();
  const { cache, stylesOf } = pageStyles();
  const html = await streamToString((await renderWhole(appTree(pathname, cache))).prelude);
  return { html, styles: stylesOf(html), status: statusOf(pathname) };
}

/** A content page rendered with data from the database, and that data for the browser's first render. */
export interface RenderedContentPage extends RenderedPage {
  contentData: ContentData;
}

/** The data a content page shows from the database, read through `execute`; undefined when the page has none or it could not be had. */
async function contentDataOf(pathname: string, execute: ExecuteOperation): Promise<ContentData | undefined> {
  const match = matchPath('/services/:serviceSlug/:locationSlug?', pathname);
  const service = findService(match?.params.serviceSlug);
  if (match && service) {
    const variables = verifiedProsVariables(service, match.params.locationSlug);
    if (!variables) return undefined;
    const answer = await execute({ query: VERIFIED_PROS_QUERY, variables: { ...variables }, operationName: 'VerifiedPros' });
    if (answer.errors?.length || !answer.data) return undefined;
    return { verifiedPros: { variables, result: answer.data as unknown as VerifiedProsResult } };
  }
  const route = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  const figures = route && siteFiguresOf(route);
  if (figures) {
    const trade = figures.trade ? (FIGURE_TRADES[figures.trade] ?? null) : null;
    const answer = await execute({ query: SITE_FIGURES_QUERY, variables: { trade }, operationName: 'SiteFigures' });
    const values = (answer.data as { siteFigures?: SiteFigureValues } | undefined)?.siteFigures;
    if (answer.errors?.length || !values) return undefined;
    return { siteFigures: { trade, figures: figuresText(values) } };
  }
  return undefined;
}

/**
 * Renders a content page that shows data from the database (a services page's verified pros, the
 * site's figures) with that data, through `execute` (the API's own GraphQL server); undefined for pages
 * without such data, or when the data could not be had or `signal` stopped the render: the caller then
 * sends the prerendered page, whose browser asks for the data itself once the app starts.
 */
export async function renderContentPage(location: string, execute: ExecuteOperation, { signal }: { signal?: AbortSignal } = {}): Promise<RenderedContentPage | undefined> {
  const { pathname } = new URL(location, 'http://localhost');
  const contentData = await contentDataOf(pathname, execute);
  if (!contentData || signal?.aborted) return undefined;
  await preloadScreens(pathname);
  startNewSystem();
  const { cache, stylesOf } = pageStyles();
  try {
    const html = await streamToString((await renderWhole(<ContentDataProvider value={contentData}>{appTree(pathname, cache)}</ContentDataProvider>, signal)).prelude);
    return { html, styles: stylesOf(html), status: statusOf(pathname), contentData };
  } catch (error) {
    if (signal?.aborted) return undefined;
    throw error;
  }
}

export interface RenderedAppPage extends RenderedPage {
  /** The Apollo cache the page was rendered with, for the browser's first render (see pageHtml). */
  serverData: NormalizedCacheObject;
}

/**
 * Renders an app route (path and query) with its data, for the visitor `execute` runs operations as:
 * Apollo renders until every query the screens start has its answer. Undefined when an operation
 * failed or answered with errors, or `signal` stopped the render: the caller then sends the app shell
 * and the browser asks the API itself, as it does for every other app route. Any other failure throws.
 */
export async function renderAppPage(location: string, execute: ExecuteOperation, { signal }: { signal?: AbortSignal } = {}): Promise<RenderedAppPage | undefined> {
  const { pathname, search } = new URL(location, 'http://localhost');
  await preloadScreens(pathname);
  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            if (result.errors?.length) failed = true;
            observer.next(result as FormattedExecutionResult);
            observer.complete();
          },
          (error: unknown) => {
            failed = true;
            observer.error(error);
          },
        );
      }),
  );
  const client = createApolloClient({ link, ssrMode: true });
  const { cache, stylesOf } = pageStyles();
  try {
    const { result, aborted } = await prerenderStatic({
      tree: <ApolloProvider client={client}>{appTree(`${pathname}${search}`, cache)}</ApolloProvider>,
      signal,
      renderFunction: (tree: ReactNode) => renderWhole(tree, signal),
      maxRerenders: 5,
    });
    if (aborted || failed) return undefined;
    return { html: result, styles: stylesOf(result), status: statusOf(pathname), serverData: client.extract() as NormalizedCacheObject };
  } catch (error) {
    if (signal?.aborted) return undefined; // stopped by the signal: the shell it is
    throw error; // a fault of the render itself: the server logs it and sends the shell
  } finally {
    client.stop();
  }
}

/** React 19 hoists <title>, <meta>, <link> and JSON-LD to the front of static markup: they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const headTag = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>|<script type="application\/ld\+json">[\s\S]*?<\/script>)/;
  let head = '';
  let rest = html;
  for (let match = headTag.exec(rest); match; match = headTag.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * The app shell `template` (Vite's index.html) with a rendered page in it: the page's head tags,
 * `preloads` (link tags) and styles in <head>, its markup in #root, and for a server-rendered page the
 * data its first render used, as JSON the browser reads but never runs (the CSP allows no inline script).
 */
export function pageHtml(template: string, page: RenderedPage & { serverData?: NormalizedCacheObject; contentData?: ContentData }, preloads = ''): string {
  const { head, body } = splitHead(page.html);
  let html = template;
  if (/<title>/.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/<meta name="description"/.test(head)) html = html.replace(/<meta name="description"[^>]*>/, '');
  // "<" escaped, so no text in the data can end the script element.
  const data = page.serverData
    ? `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${JSON.stringify(page.serverData).replaceAll('<', '\\u003c')}</script>`
    : page.contentData
      ? `<script type="application/json" id="${CONTENT_DATA_ELEMENT_ID}">${JSON.stringify(page.contentData).replaceAll('<', '\\u003c')}</script>`
      : '';
  // Function replacements: page text such as "$150" must not be read as a "$1" pattern.
  return html.replace('</head>', () => `${head}${preloads}${page.styles}</head>`).replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
}

/** The built template's entry script (Vite writes exactly this); the development server's differs. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
/** A modulepreload link, as Vite and pageHtml's preloads write it. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's entry script and modulepreload links, and its HTML without them; undefined for HTML
 * without exactly one entry script (the development server's), which the starters leave as it is.
 */
function takeAppModules(html: string): { modules: Pick<AppModules, 'entry' | 'preload'>; rest: string } | undefined {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) return undefined;
  return {
    modules: { entry: entries[0][1], preload: [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]) },
    rest: html.replace(MODULE_PRELOAD, '').replace(entries[0][0], ''),
  };
}

/** Puts a starter in the head: its list of modules (JSON, never run) and its fixed inline script. */
function withStarter(html: string, listId: string, modules: object, script: string): string {
  return html.replace('</head>', () => `<script type="application/json" id="${listId}">${JSON.stringify(modules)}</script><script>${script}</script></head>`);
}

/**
 * A content page's HTML made to paint and work before any script: the entry's module script and every
 * modulepreload link leave the head, and in their place go their list (JSON, never run, with the
 * field-data module and the page's route template) and the inline starter (APP_START_SCRIPT), which
 * starts the app at the first interaction. HTML without exactly one entry script (the development
 * server's) is returned as it is.
 */
export function startingAtFirstInteraction(html: string, pathname: string): string {
  const app = takeAppModules(html);
  if (!app) return html;
  const vitalsMeta = new RegExp(`<meta name="${FIELD_VITALS_META_NAME}" content="([^"]+)">\\s*`);
  const modules: AppModules = { ...app.modules, vitals: vitalsMeta.exec(html)?.[1], route: routeTemplate(matchRoutes(appRoutes, pathname) ?? []) };
  return withStarter(app.rest.replace(vitalsMeta, ''), APP_MODULES_ELEMENT_ID, modules, APP_START_SCRIPT);
}

/**
 * A server-rendered app page's HTML made to paint before its app is fetched and run: the entry's
 * module script and every modulepreload link leave the head, and in their place go their list (JSON,
 * never run) and the inline starter (APP_AFTER_PAINT_SCRIPT), which adds them once the page has
 * painted. HTML without exactly one entry script (the development server's) is returned as it is.
 */
export function startingAfterFirstPaint(html: string): string {
  const app = takeAppModules(html);
  return app ? withStarter(app.rest, APP_ENTRY_ELEMENT_ID, app.modules, APP_AFTER_PAINT_SCRIPT) : html;
}

export interface PrerenderRoute {
  path: string;
  /** Source modules of the route's screen (Vite manifest keys), preloaded before hydration. */
  modules: string[];
  /** The server renders this app route with its data on each request (app routes only). */
  serverRendered?: boolean;
  /** The server renders this content page with data from the database (renderContentPage). */
  contentData?: boolean;
}

const recorder = globalThis as { __recordScreenModule?: (module: string) => void };

/**
 * The source modules (Vite manifest keys) that loading these screens imports: in the SSR build each
 * dynamic import reports its module first (vite.config.ts, recordScreenModules). The loaders start
 * their imports synchronously, so only theirs are recorded.
 */
async function screenModules(screens: LazyScreen[]): Promise<string[]> {
  const modules = new Set<string>();
  recorder.__recordScreenModule = (module) => modules.add(module);
  let loading: Promise<unknown>[];
  try {
    loading = screens.map((screen) => screen.load());
  } finally {
    delete recorder.__recordScreenModule;
  }
  await Promise.all(loading);
  return [...modules].sort();
}

const screensOf = (routes: { route: RouteObject }[]) => routes.map(({ route }) => route.Component).filter(isLazyScreen);

/** Every public content route: what crawlers should find as real HTML (derived from the content routes). */
export async function prerenderRoutes(): Promise<PrerenderRoute[]> {
  return Promise.all(
    contentPaths().map(async (path) => ({ path, modules: await screenModules(screensOf(matchRoutes(appRoutes, path) ?? [])) })),
  );
}

/**
 * Every lazy route's path pattern (React Router syntax, e.g. /project/:id) with its screen's source
 * modules: the server preloads them from the app shell it sends for routes that are not prerendered.
 */
export async function appRouteScreens(): Promise<PrerenderRoute[]> {
  const found: PrerenderRoute[] = [];
  const visit = async (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent || '/';
      if (isLazyScreen(route.Component)) {
        found.push({ path, modules: await screenModules([route.Component]), serverRendered: isServerRendered(route), contentData: hasContentData(route) });
      }
      if (route.children) await visit(route.children, path);
    }
  };
  await visit(appRoutes, '');
  return found;
}

/** Problems in the built-in content files (schema and cross-references); the prerender step stops on any. */
export { contentProblems } from './data/validate';
