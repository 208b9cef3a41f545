import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../app/lazyScreen';
import type { FigureTrade } from '../../app/content/figureTrades';
import type { ShowcaseListingVariables } from '../../app/content/showcaseListing';
import { PAGE_LISTINGS } from './listings';

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
  /** The lists of built-in samples the page shows: the server renders them in. */
  showcase?: ShowcaseListingVariables[];
}

/** Marks a content route whose page states the site's figures, or with `trade` that trade's (useSiteFigures). */
export const withSiteFigures = (trade?: FigureTrade): ContentDataHandle => ({ contentData: true, siteFigures: { trade: trade ?? null } });

/** Marks a content route whose page lists built-in samples (useShowcaseListing, one list each), beside what `handle` already asks. */
export const withShowcase = (showcase: ShowcaseListingVariables[], handle: ContentDataHandle = CONTENT_DATA): ContentDataHandle => ({ ...handle, showcase });

/** Whether the server renders this content route with data from the database (see CONTENT_DATA). */
export const hasContentData = (route: RouteObject): boolean => (route.handle as Partial<ContentDataHandle> | undefined)?.contentData === true;

/** The figures a content route states, if any: the trade whose figures (null: the whole site's). */
export const siteFiguresOf = (route: RouteObject): { trade: FigureTrade | null } | undefined => (route.handle as Partial<ContentDataHandle> | undefined)?.siteFigures;

/** The lists of built-in samples a content route shows, if any. */
export const showcaseOf = (route: RouteObject): ShowcaseListingVariables[] | undefined => (route.handle as Partial<ContentDataHandle> | undefined)?.showcase;

/** One screen for a service page with or without a city. */
const ServiceDetail = lazyScreen(async () => (await import('./services/ServiceDetailPage')).ServiceDetailPage);

/**
 * The storefront's content routes: services directory and detail, category
 * listings, cleaning/moving/visualization, about, how it works, magazine and
 * legal pages (the developer portal's pages have their own table, which
 * app/routes.tsx puts beside these). The app's layout route wraps them (no
 * layout here). Pages are lazy modules that render from built-in data
 * synchronously, so they can be prerendered later.
 */
export const contentRoutes: RouteObject[] = [
  { path: 'services', Component: lazyScreen(async () => (await import('./services/ServicesDirectoryPage')).ServicesDirectoryPage) },
  { path: 'services/:serviceSlug', Component: ServiceDetail, handle: CONTENT_DATA },
  { path: 'services/:serviceSlug/:locationSlug', Component: ServiceDetail, handle: CONTENT_DATA },
  { path: 'general-contractor', Component: lazyScreen(async () => (await import('./categories/pages')).GeneralContractorPage), handle: withShowcase([PAGE_LISTINGS.general]) },
  { path: 'plumbing-services', Component: lazyScreen(async () => (await import('./categories/pages')).PlumbingPage), handle: withShowcase([PAGE_LISTINGS.plumbing]) },
  { path: 'electrical-services', Component: lazyScreen(async () => (await import('./categories/pages')).ElectricalPage), handle: withShowcase([PAGE_LISTINGS.electrical]) },
  { path: 'hvac-services', Component: lazyScreen(async () => (await import('./categories/pages')).HvacPage), handle: withShowcase([PAGE_LISTINGS.hvac]) },
  { path: 'landscaping-services', Component: lazyScreen(async () => (await import('./categories/pages')).LandscapingPage), handle: withShowcase([PAGE_LISTINGS.landscaping]) },
  { path: 'cleaning-services', Component: lazyScreen(async () => (await import('./cleaning/CleaningPage')).CleaningPage), handle: withShowcase([PAGE_LISTINGS.cleaning, PAGE_LISTINGS.openCleaning], withSiteFigures('cleaning')) },
  { path: 'moving-solutions', Component: lazyScreen(async () => (await import('./specialty/pages')).MovingPage), handle: withShowcase([PAGE_LISTINGS.moving], withSiteFigures('moving')) },
  { path: 'architectural-visualization', Component: lazyScreen(async () => (await import('./specialty/pages')).VisualizationPage), handle: withShowcase([PAGE_LISTINGS.visualization], withSiteFigures('visualization')) },
  { path: 'about-us', Component: lazyScreen(async () => (await import('./about/AboutPage')).AboutPage), handle: withSiteFigures() },
  { path: 'how-it-works', Component: lazyScreen(async () => (await import('./how-it-works/HowItWorksPage')).HowItWorksPage) },
  { path: 'magazine', Component: lazyScreen(async () => (await import('./magazine/MagazinePage')).MagazinePage) },
  { path: 'article/:id', Component: lazyScreen(async () => (await import('./magazine/ArticlePage')).ArticlePage) },
  { path: 'privacy-policy', Component: lazyScreen(async () => (await import('./legal/pages')).PrivacyPolicyPage) },
  { path: 'terms-of-service', Component: lazyScreen(async () => (await import('./legal/pages')).TermsOfServicePage) },
  { path: 'cookie-policy', Component: lazyScreen(async () => (await import('./legal/pages')).CookiePolicyPage) },
  { path: 'category/*', Component: lazyScreen(async () => (await import('./category/CategoryOverviewPage')).CategoryOverviewPage) },
];
