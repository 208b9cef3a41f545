/**
 * Server entry for prerendering public content routes at build time (scripts/prerender.mjs).
 * Renders the same providers and routes as the browser app, so the client hydrates this HTML.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/routes';
import { ARTICLES } from './data/articles';
import { CITIES } from './data/cities';
import { SERVICES } from './data/services';

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
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect (${context.status}); it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Emotion's default key is "css": the browser's default cache adopts these style tags on start.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const tree: ReactNode = (
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>
  );
  const { prelude } = await prerenderToNodeStream(tree);
  const html = await streamToString(prelude);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, status: context.statusCode };
}

export interface PrerenderRoute {
  path: string;
  /** Source modules of the route's screen (Vite manifest keys), preloaded before hydration. */
  modules: string[];
}

const CONTENT_PAGES = [
  '/services',
  '/general-contractor',
  '/plumbing-services',
  '/electrical-services',
  '/hvac-services',
  '/landscaping-services',
  '/cleaning-services',
  '/moving-solutions',
  '/architectural-visualization',
  '/about-us',
  '/how-it-works',
  '/magazine',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

/** Every public content route: what crawlers should find as real HTML. */
export function prerenderRoutes(): PrerenderRoute[] {
  const paths = [
    '/',
    ...CONTENT_PAGES,
    ...SERVICES.flatMap((service) => [`/services/${service.slug}`, ...CITIES.map((city) => `/services/${service.slug}/${city.slug}`)]),
    ...ARTICLES.map((article) => `/article/${article.id}`),
  ];
  return paths.map((path) => ({ path, modules: [] }));
}
