import type { RouteObject } from 'react-router-dom';

/**
 * The storefront's content routes: services directory and detail, category
 * listings, cleaning/moving/visualization, about, how it works, magazine and
 * legal pages. The app's layout route wraps them (no layout here). Pages are
 * lazy modules that render from built-in data synchronously, so they can be
 * prerendered later.
 */
export const contentRoutes: RouteObject[] = [
  { path: 'services', lazy: async () => ({ Component: (await import('./services/ServicesDirectoryPage')).ServicesDirectoryPage }) },
  { path: 'services/:serviceSlug', lazy: async () => ({ Component: (await import('./services/ServiceDetailPage')).ServiceDetailPage }) },
  { path: 'services/:serviceSlug/:locationSlug', lazy: async () => ({ Component: (await import('./services/ServiceDetailPage')).ServiceDetailPage }) },
  { path: 'general-contractor', lazy: async () => ({ Component: (await import('./categories/pages')).GeneralContractorPage }) },
  { path: 'plumbing-services', lazy: async () => ({ Component: (await import('./categories/pages')).PlumbingPage }) },
  { path: 'electrical-services', lazy: async () => ({ Component: (await import('./categories/pages')).ElectricalPage }) },
  { path: 'hvac-services', lazy: async () => ({ Component: (await import('./categories/pages')).HvacPage }) },
  { path: 'landscaping-services', lazy: async () => ({ Component: (await import('./categories/pages')).LandscapingPage }) },
  { path: 'cleaning-services', lazy: async () => ({ Component: (await import('./cleaning/CleaningPage')).CleaningPage }) },
  { path: 'moving-solutions', lazy: async () => ({ Component: (await import('./specialty/pages')).MovingPage }) },
  { path: 'architectural-visualization', lazy: async () => ({ Component: (await import('./specialty/pages')).VisualizationPage }) },
  { path: 'about-us', lazy: async () => ({ Component: (await import('./about/AboutPage')).AboutPage }) },
  { path: 'how-it-works', lazy: async () => ({ Component: (await import('./how-it-works/HowItWorksPage')).HowItWorksPage }) },
  { path: 'magazine', lazy: async () => ({ Component: (await import('./magazine/MagazinePage')).MagazinePage }) },
  { path: 'article/:id', lazy: async () => ({ Component: (await import('./magazine/ArticlePage')).ArticlePage }) },
  { path: 'privacy-policy', lazy: async () => ({ Component: (await import('./legal/pages')).PrivacyPolicyPage }) },
  { path: 'terms-of-service', lazy: async () => ({ Component: (await import('./legal/pages')).TermsOfServicePage }) },
  { path: 'cookie-policy', lazy: async () => ({ Component: (await import('./legal/pages')).CookiePolicyPage }) },
  { path: 'category/*', lazy: async () => ({ Component: (await import('./category/CategoryOverviewPage')).CategoryOverviewPage }) },
];
