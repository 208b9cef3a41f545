import type { ShowcaseListingVariables } from '../../app/content/showcaseListing';

/** The samples the home page's "Our Recent Work" shows: the featured ones (the route asks the server for them). */
export const FEATURED_SAMPLES: ShowcaseListingVariables = { featured: true };
