import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../app/lazyScreen';
import { developerRoutes } from '../developers/routes';

/**
 * Marks a content route whose page shows data from the database: the server renders it with that
 * data on each request, kept for a few seconds (entry-server.tsx, renderContentPage), and falls back
 * to the prerendered page.
 */
const CONTENT_DATA = { contentData: true } as const;

/** Whether the server renders this content route with data from the database (see CONTENT_DATA). */
export const hasContentData = (route: RouteObject): boolean => (route.handle as Partial<typeof CONTENT_DATA> | undefined)?.contentData === true;

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
  { path: 'cleaning-services', Component: lazyScreen(async () => (await import('./cleaning/CleaningPage')).CleaningPage) },
  { path: 'moving-solutions', Component: lazyScreen(async () => (await import('./specialty/pages')).MovingPage) },
  { path: 'architectural-visualization', Component: lazyScreen(async () => (await import('./specialty/pages')).VisualizationPage) },
  { path: 'about-us', Component: lazyScreen(async () => (await import('./about/AboutPage')).AboutPage) },
  { path: 'how-it-works', Component: lazyScreen(async () => (await import('./how-it-works/HowItWorksPage')).HowItWorksPage) },
  { path: 'magazine', Component: lazyScreen(async () => (await import('./magazine/MagazinePage')).MagazinePage) },
  { path: 'article/:id', Component: lazyScreen(async () => (await import('./magazine/ArticlePage')).ArticlePage) },
  { path: 'privacy-policy', Component: lazyScreen(async () => (await import('./legal/pages')).PrivacyPolicyPage) },
  { path: 'terms-of-service', Component: lazyScreen(async () => (await import('./legal/pages')).TermsOfServicePage) },
  { path: 'cookie-policy', Component: lazyScreen(async () => (await import('./legal/pages')).CookiePolicyPage) },
  { path: 'category/*', Component: lazyScreen(async () => (await import('./category/CategoryOverviewPage')).CategoryOverviewPage) },
  ...developerRoutes,
];
