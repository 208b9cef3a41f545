/**
 * Server entry for prerendering public content routes at build time (scripts/prerender.mjs).
 * Renders the same providers and routes as the browser app, so the client hydrates this HTML.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createStyleCache } from './app/styleCache';
import { isLazyScreen, type LazyScreen } from './app/lazyScreen';
import { AppRoutes, appRoutes, preloadScreens } from './app/routes';
import { contentPaths } from './features/content/contentPaths';

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

export async function render(pathname: string): Promise<RenderedPage> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const status = matches.length === 0 || matches.at(-1)?.route.path === '*' ? 404 : 200;
  // Load the screens first, as the browser does before hydrating: nothing suspends, so the page is one piece of HTML.
  await preloadScreens(pathname);
  // Emotion's default key is "css": the browser's default cache adopts these style tags on start.
  const cache = createStyleCache();
  const emotion = createEmotionServer(cache);
  const tree: ReactNode = (
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>
  );
  // No outlined Suspense segments (they need inline scripts, which the CSP forbids): the whole page inline.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await streamToString(prelude);
  // data-s marks the tags as already in place: without it, the browser's Emotion cache moves every server
  // style tag to the end of <head> when it starts, and the browser re-applies 100 KB of CSS to the whole page.
  // The cache still adopts them (by their data-emotion names), and so do <Global> styles.
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)).replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return { html, styles, status };
}

export interface PrerenderRoute {
  path: string;
  /** Source modules of the route's screen (Vite manifest keys), preloaded before hydration. */
  modules: string[];
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
      if (isLazyScreen(route.Component)) found.push({ path, modules: await screenModules([route.Component]) });
      if (route.children) await visit(route.children, path);
    }
  };
  await visit(appRoutes, '');
  return found;
}

/** Problems in the built-in content files (schema and cross-references); the prerender step stops on any. */
export { contentProblems } from './data/validate';
