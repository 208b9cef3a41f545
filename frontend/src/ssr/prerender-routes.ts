/** The routes the build prerenders, and every lazy route's screen modules (scripts/prerender.mjs). */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isLazyScreen, type LazyScreen } from '../app/lazyScreen';
import { appRoutes, isServerRendered } from '../app/routes';
import { contentPaths } from '../app/contentPaths';
import { hasContentData } from '../features/content/routes';

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
