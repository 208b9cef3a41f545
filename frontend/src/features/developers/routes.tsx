import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../app/lazyScreen';

/**
 * The developer portal: overview, schema reference, changelog and the explorer. Content routes
 * (prerendered, in the sitemap); each page is its own chunk, so the reference's data and GraphiQL
 * load only on their routes. The partner sign-up (/developers/join) and console (/developers/console)
 * are app routes of their own.
 */
export const developerRoutes: RouteObject[] = [
  { path: 'developers', Component: lazyScreen(async () => (await import('./DevelopersPage')).DevelopersPage) },
  { path: 'developers/reference', Component: lazyScreen(async () => (await import('./reference/ReferencePage')).ReferencePage) },
  { path: 'developers/explorer', Component: lazyScreen(async () => (await import('./explorer/ExplorerPage')).ExplorerPage) },
  { path: 'developers/changelog', Component: lazyScreen(async () => (await import('./ChangelogPage')).ChangelogPage) },
];
