import categories from './categories.json';
import type { ServiceCategory, ServiceCategoryName } from './types';

/**
 * The 16 service categories (ids 1-16) in the order the home page shows them. The home page's
 * services grid shows the first 5, then 'Show More Categories (N more)'.
 * 'All Categories' (id 16) routes to /projects; every other category routes to
 * /services/{categorySlug(name)}.
 */
export const SERVICE_CATEGORIES = categories as ServiceCategory[];

/** The category that routes to /projects instead of a service page. */
export const ALL_CATEGORIES_NAME: ServiceCategoryName = 'All Categories';

/**
 * Known slugs for category names. Names are compared
 * lower-case and trimmed. Decisions: a category whose name is a compound maps
 * to the slug of its core service ('HVAC & Airduct' -> hvac,
 * 'Landscaping & Snow Removal' -> landscaping), 'General Contractor' ->
 * general-contracting, 'Electrician' -> electrical, and
 * 'Security Bollards + Installation' -> security-bollards.
 */
export const KNOWN_CATEGORY_SLUGS: Readonly<Record<string, string>> = {
  'security bollards + installation': 'security-bollards',
  'security bollards': 'security-bollards',
  cleaning: 'cleaning',
  'real estate photography & videography': 'real-estate-photography-videography',
  'hvac & airduct': 'hvac',
  hvac: 'hvac',
  'general contractor': 'general-contracting',
  'general contracting': 'general-contracting',
  'moving solutions': 'moving-solutions',
  plumbing: 'plumbing',
  electrician: 'electrical',
  electrical: 'electrical',
  'landscaping & snow removal': 'landscaping',
  landscaping: 'landscaping',
};

/**
 * Service slug for a category name: the known slug if there is one, otherwise
 * the name lower-cased with every run of non-alphanumerics turned into a single
 * hyphen and leading/trailing hyphens trimmed.
 * 'EV Charging Solution' -> 'ev-charging-solution'.
 */
export function categorySlug(name: string): string {
  const key = name.trim().toLowerCase();
  const known = KNOWN_CATEGORY_SLUGS[key];
  if (known) return known;
  return key.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function findCategory(id: number): ServiceCategory | undefined {
  return SERVICE_CATEGORIES.find((c) => c.id === id);
}
