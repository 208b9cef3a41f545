/**
 * Server entry for prerendering public content routes at build time (scripts/prerender.mjs).
 * Renders the same providers and routes as the browser app, so the client hydrates this HTML.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createStyleCache } from './app/styleCache';
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
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, status };
}

export interface PrerenderRoute {
  path: string;
  /** Source modules of the route's screen (Vite manifest keys), preloaded before hydration. */
  modules: string[];
}

/** Every public content route: what crawlers should find as real HTML (derived from the content routes). */
export function prerenderRoutes(): PrerenderRoute[] {
  return contentPaths().map((path) => ({ path, modules: [] }));
}

/** Problems in the built-in content files (schema and cross-references); the prerender step stops on any. */
export { contentProblems } from './data/validate';
