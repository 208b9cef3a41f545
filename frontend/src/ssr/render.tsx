/**
 * The app rendered on the server: a content page at build time (render) or with its data from the
 * database (renderContentPage), an app route with its data on each request (renderAppPage). The same
 * providers and routes as the browser app, so the client hydrates this HTML.
 */
import { ApolloProvider } from '@apollo/client/react';
import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { startNewSystem } from '@marketplace/design-system';
import type { ExecuteOperation } from '@marketplace/shared';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createApolloClient } from '../app/graphql/apollo';
import type { ServerRead } from '../app/graphql/serverReads';
import { createStyleCache, SERVER_STYLES_ATTRIBUTE } from '../app/styleCache';
import { AppRoutes, appRoutes, preloadScreens } from '../app/routes';
import { ContentDataProvider, type ContentData } from '../app/contentData';
import { contentDataOf, executeLink } from './prefetch';

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
  /** The queries the render asked, so the browser can read their answers before hydrating (see pageHtml). */
  serverReads: ServerRead[];
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
  const serverReads: ServerRead[] = [];
  const link = executeLink(
    execute,
    () => {
      failed = true;
    },
    (read) => serverReads.push(read),
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
    return { html: result, styles: stylesOf(result), status: statusOf(pathname), serverData: client.extract() as NormalizedCacheObject, serverReads };
  } catch (error) {
    if (signal?.aborted) return undefined; // stopped by the signal: the shell it is
    throw error; // a fault of the render itself: the server logs it and sends the shell
  } finally {
    client.stop();
  }
}
