import type { ShowcaseListingVariables } from '../../../app/content/showcaseListing';
import { projectMatchesService } from '../../../content/services';

/** At most this many 'Recent {name} Projects' cards. */
export const MAX_RECENT_PROJECTS = 6;

/**
 * The categories of the built-in finished samples: each is the slug of the service whose work it shows
 * (backend/test/showcase.test.ts holds every sample to this list).
 */
export const SAMPLE_CATEGORIES = ['general-contracting', 'plumbing', 'electrical', 'hvac', 'landscaping', 'cleaning', 'moving-solutions', 'architectural-visualization', 'painting'] as const;

/**
 * Which samples 'Recent {name} Projects' shows: those of the sample category that contains the service's
 * slug or is contained in it ('hvac' for 'hvac-airduct'); none when no category matches.
 */
export function recentProjectsListing(serviceSlug: string): ShowcaseListingVariables | undefined {
  const category = SAMPLE_CATEGORIES.find((candidate) => projectMatchesService(candidate, serviceSlug));
  return category ? { category } : undefined;
}
