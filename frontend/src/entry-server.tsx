/**
 * Server entry: prerenders the public content routes at build time (scripts/prerender.mjs) and renders
 * the server-rendered app routes with their first data on each request (renderAppPage, called by the
 * API server, backend/src/web/render-app-page.ts). Its parts are in src/ssr: rendering (render.tsx),
 * the data read before rendering (prefetch.ts), the page's HTML and starters (html.ts), and the routes
 * the build prerenders (prerender-routes.ts).
 */
export { render, renderAppPage, renderContentPage, type RenderedAppPage, type RenderedContentPage, type RenderedPage } from './ssr/render';
export { pageHtml, startingAfterFirstPaint, startingAtFirstInteraction } from './ssr/html';
export { appRouteScreens, prerenderRoutes, type PrerenderRoute } from './ssr/prerender-routes';

/** Problems in the built-in content files (schema and cross-references); the prerender step stops on any. */
export { contentProblems } from './content/validate';
