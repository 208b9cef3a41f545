import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../app/lazyScreen';
import { developerRoutes } from '../developers/routes';
import type { FigureTrade } from '../../app/content/figureTrades';

/**
 * Marks a content route whose page shows data from the database: the server renders it with that
 * data on each request, kept for a few seconds (entry-server.tsx, renderContentPage), and falls back
 * to the prerendered page.
 */
const CONTENT_DATA = { contentData: true } as const;

interface ContentDataHandle {
  contentData: true;
  /** The page states the site's figures (or, with a trade, that trade's): the server renders them in. */
  siteFigures?: { trade: FigureTrade | null };
}

/** Marks a content route whose page states the site's figures, or with `trade` that trade's (useSiteFigures). */
export const withSiteFigures = (trade?: FigureTrade): ContentDataHandle => ({ contentData: true, siteFigures: { trade: trade ?? null } });

/** Whether the server renders this content route with data from the database (see CONTENT_DATA). */
export const hasContentData = (route: RouteObject): boolean => (route.handle as Partial<ContentDataHandle> | undefined)?.contentData === true;

/** The figures a content route states, if any: the trade whose figures (null: the whole site's). */
export const siteFiguresOf = (route: RouteObject): { trade: FigureTrade | null } | undefined => (route.handle as Partial<ContentDataHandle> | undefined)?.siteFigures;

/** One screen for a service page with or without a city. */
const ServiceDetail = lazyScreen(async () => (await import('./services/ServiceDetailPage')).ServiceDetailPage);

/**
 * The storefront's content routes: services directory and detail, category
 * listings, cleaning/moving/visualization, about, how it works, magazine and
 * legal pages, and the developer portal. The app's layout route wraps them (no layout here). Pages are
 * lazy modules that render from built-in data synchronously, so they can be
 * prerendered later.
 */
export const contentRoutes: RouteObject[] = [
  { path: 'services', Component: lazyScreen(async () => (await import('./services/ServicesDirectoryPage')).ServicesDirectoryPage) },
  { path: 'services/:serviceSlug', Component: ServiceDetail, handle: CONTENT_DATA },
  { path: 'services/:serviceSlug/:locationSlug', Component: ServiceDetail, handle: CONTENT_DATA },
  { path: 'general-contractor', Component: lazyScreen(async () => (await import('./categories/pages')).GeneralContractorPage) },
  { path: 'plumbing-services', Component: lazyScreen(async () => (await import('./categories/pages')).PlumbingPage) },
  { path: 'electrical-services', Component: lazyScreen(async () => (await import('./categories/pages')).ElectricalPage) },
  { path: 'hvac-services', Component: lazyScreen(async () => (await import('./categories/pages')).HvacPage) },
  { path: 'landscaping-services', Component: lazyScreen(async () => (await import('./categories/pages')).LandscapingPage) },
  { path: 'cleaning-services', Component: lazyScreen(async () => (await import('./cleaning/CleaningPage')).CleaningPage), handle: withSiteFigures('cleaning') },
  { path: 'moving-solutions', Component: lazyScreen(async () => (await import('./specialty/pages')).MovingPage), handle: withSiteFigures('moving') },
  { path: 'architectural-visualization', Component: lazyScreen(async () => (await import('./specialty/pages')).VisualizationPage), handle: withSiteFigures('visualization') },
  { path: 'about-us', Component: lazyScreen(async () => (await import('./about/AboutPage')).AboutPage), handle: withSiteFigures() },
  { path: 'how-it-works', Component: lazyScreen(async () => (await import('./how-it-works/HowItWorksPage')).HowItWorksPage) },
  { path: 'magazine', Component: lazyScreen(async () => (await import('./magazine/MagazinePage')).MagazinePage) },
  { path: 'article/:id', Component: lazyScreen(async () => (await import('./magazine/ArticlePage')).ArticlePage) },
  { path: 'privacy-policy', Component: lazyScreen(async () => (await import('./legal/pages')).PrivacyPolicyPage) },
  { path: 'terms-of-service', Component: lazyScreen(async () => (await import('./legal/pages')).TermsOfServicePage) },
  { path: 'cookie-policy', Component: lazyScreen(async () => (await import('./legal/pages')).CookiePolicyPage) },
  { path: 'category/*', Component: lazyScreen(async () => (await import('./category/CategoryOverviewPage')).CategoryOverviewPage) },
  ...developerRoutes,
];
