import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { contentRoutes, withShowcase, withSiteFigures } from '../features/content/routes';
import { developerRoutes } from '../features/developers/routes';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { FEATURED_SAMPLES } from '../features/home/featured';
import { RootLayout } from './layout/RootLayout';
import { withApollo } from './graphql/withApollo';
import { isLazyScreen, lazyScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

/** A screen that talks to the API: its chunk and the GraphQL client load together (withApollo). */
const apiScreen = (load: () => Promise<ComponentType>) => lazyScreen(() => withApollo(load));

/**
 * Marks a route the server renders on each request with its first data (the answers its queries get
 * for that visitor, carried in the HTML), so the page paints from HTML instead of after the app has
 * started and asked the API (backend/src/web/serve-web-app.ts, renderAppPage in entry-server.tsx).
 */
const SERVER_RENDERED = { serverRendered: true } as const;

/** Whether the server renders this route with its data (see SERVER_RENDERED). */
export const isServerRendered = (route: RouteObject): boolean => (route.handle as Partial<typeof SERVER_RENDERED> | undefined)?.serverRendered === true;

/**
 * The operator console with its API partners tab, which the developer portal owns: the route puts the
 * two features together, neither imports the other.
 */
async function loadOperatorConsole(): Promise<ComponentType> {
  const [{ default: OperatorConsolePage }, { PartnersTab }] = await Promise.all([
    import('../features/operator/OperatorConsolePage'),
    import('../features/developers/console/PartnersTab'),
  ]);
  return function OperatorConsoleScreen() {
    return <OperatorConsolePage PartnersTab={PartnersTab} />;
  };
}

/**
 * The content routes (prerendered, in the sitemap: contentPaths): the storefront's pages and the
 * developer portal's.
 */
export const siteContentRoutes: RouteObject[] = [...contentRoutes, ...developerRoutes];

/**
 * Every public page of the site, plus the account screens (sign-in,
 * contractor sign-up, my projects, the operator console: app routes, never prerendered). Screens are lazy chunks (see lazyScreen);
 * the not-found page is bundled so unknown paths answer at once.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // A pathless boundary inside the layout keeps the header and footer while a screen loads or fails.
        Component: ScreenBoundary,
        children: [
          { index: true, Component: lazyScreen(async () => (await import('../features/home/HomePage')).HomePage), handle: withShowcase([FEATURED_SAMPLES], withSiteFigures()) },
          { path: 'projects', Component: apiScreen(async () => (await import('../features/projects/OurProjectsPage')).OurProjectsPage), handle: SERVER_RENDERED },
          { path: 'project/:id', Component: apiScreen(async () => (await import('../features/project-details/ProjectDetailsPage')).default), handle: SERVER_RENDERED },
          { path: 'project/:id/review', Component: apiScreen(async () => (await import('../features/reviews/ReviewProjectPage')).ReviewProjectPage) },
          { path: 'contractor/:id', Component: apiScreen(async () => (await import('../features/contractor-profile/ContractorProfilePage')).ContractorProfilePage) },
          { path: 'post-project', Component: apiScreen(async () => (await import('../features/post-project/PostProjectPage')).PostProjectPage), handle: SERVER_RENDERED },
          { path: 'contact', Component: apiScreen(async () => (await import('../features/contact/ContactPage')).ContactPage) },
          { path: 'contractor-dashboard', Component: apiScreen(async () => (await import('../features/contractor-dashboard/ContractorDashboardPage')).default), handle: SERVER_RENDERED },
          {
            path: 'contractor-dashboard/profile',
            Component: apiScreen(async () => (await import('../features/contractor-dashboard/profile/ContractorProfileEditorPage')).ContractorProfileEditorPage),
          },
          { path: 'sign-in', Component: apiScreen(async () => (await import('../features/account/SignInPage')).SignInPage) },
          { path: 'contractors/join', Component: apiScreen(async () => (await import('../features/account/ContractorJoinPage')).ContractorJoinPage) },
          { path: 'my-projects', Component: apiScreen(async () => (await import('../features/account/MyProjectsPage')).MyProjectsPage) },
          { path: 'account', Component: apiScreen(async () => (await import('../features/account/AccountSettingsPage')).AccountSettingsPage) },
          { path: 'agreements/:id', Component: apiScreen(async () => (await import('../features/agreements/AgreementPage')).default) },
          { path: 'proposals/:id/messages', Component: apiScreen(async () => (await import('../features/messages/MessageThreadPage')).MessageThreadPage) },
          { path: 'pros', Component: apiScreen(async () => (await import('../features/pros/ProsDirectoryPage')).ProsDirectoryPage) },
          { path: 'favorites', Component: apiScreen(async () => (await import('../features/favorites/FavoritesPage')).FavoritesPage) },
          { path: 'developers/join', Component: apiScreen(async () => (await import('../features/developers/console/PartnerJoinPage')).PartnerJoinPage) },
          { path: 'developers/console', Component: apiScreen(async () => (await import('../features/developers/console/PartnerConsolePage')).PartnerConsolePage) },
          { path: 'operator', Component: apiScreen(loadOperatorConsole) },
          { path: 'notifications/*', Component: apiScreen(async () => (await import('../features/notifications/NotificationRoutes')).NotificationRoutes) },
          ...siteContentRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * The route table rendered by whichever router is around it (the browser's, the prerenderer's
 * static one, or a test's memory router). A plain (non-data) router keeps React Router's data
 * layer, which the app does not use, out of every page's JavaScript.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Fetches the code of the screens a URL shows. The browser does it before hydrating and the
 * prerenderer before rendering, so the first render never suspends and matches the HTML.
 */
export async function preloadScreens(location: string | { pathname: string }): Promise<void> {
  await preloadMatchedScreens(matchRoutes(appRoutes, location) ?? []);
}

/** `preloadScreens` for routes already matched (matching the route table costs 10-15 ms on a phone). */
export async function preloadMatchedScreens(matches: ReadonlyArray<{ route: RouteObject }>): Promise<void> {
  await Promise.all(matches.map(({ route }) => (isLazyScreen(route.Component) ? route.Component.preload() : undefined)));
}
