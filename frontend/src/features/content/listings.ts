import type { ShowcaseListingVariables } from '../../app/content/showcaseListing';

/**
 * The built-in samples each storefront trade page lists. Its route asks the server for them (routes.tsx)
 * and the page reads the same (useShowcaseListing). A finished sample's category is its service's slug;
 * an open post's is the post form's category name, as homeowners post.
 */
export const PAGE_LISTINGS = {
  general: { category: 'general-contracting' },
  plumbing: { category: 'plumbing' },
  electrical: { category: 'electrical' },
  hvac: { category: 'hvac' },
  landscaping: { category: 'landscaping' },
  cleaning: { category: 'cleaning' },
  openCleaning: { category: 'Cleaning' },
  moving: { category: 'moving-solutions' },
  visualization: { category: 'architectural-visualization' },
} as const satisfies Record<string, ShowcaseListingVariables>;
