import content from './business.json';
import type { BusinessFile, MarketingClaim, SiteFigureKey } from './schema';

/**
 * Business facts: brand, contact details, hours, and the values used in
 * search-engine structured data and marketing copy. The copy lives in business.json.
 */
const FILE = content as BusinessFile;

export const BRAND_NAME = FILE.brandName;
export const TAGLINE = FILE.tagline;

/**
 * The business as structured data describes it. `phone` is the display form, `phoneE164` the
 * form for tel: links; `serviceRadius` is in metres; `offerCount` is the number of offerings
 * listed in structured data (see OFFER_CATALOGUE_SLUGS); `locationText` is 'Toronto, Ontario'
 * as the contact page and call to action show it.
 */
export const BUSINESS = { name: BRAND_NAME, ...FILE.business };

export type DayOfWeek = BusinessFile['openingHours'][number]['dayOfWeek'][number];

/** Opening hours for structured data (schema.org OpeningHoursSpecification). */
export const OPENING_HOURS = FILE.openingHours;

/** Compact schema.org `openingHours` strings. */
export const OPENING_HOURS_TEXT = FILE.openingHoursText;

/** Business hours shown on the contact page (exactly these two lines). */
export const CONTACT_PAGE_HOURS = FILE.contactPageHours;
/** Location shown on the contact page. */
export const CONTACT_PAGE_LOCATION = FILE.contactPageLocation;

/** Promises used in copy; the three response times are all '24 hours' (review, contact, contractors). */
export const MARKETING_CLAIMS: Readonly<Record<MarketingClaim, string>> = FILE.marketingClaims;

/** The figures block (About us, home): which of the site's counted figures it shows, and their labels. */
export const BUSINESS_FIGURES: readonly { figure: SiteFigureKey; label: string }[] = FILE.figures;

/** Page-title suffix, e.g. 'Plumbing in Toronto, Ontario | GTA Home Pros'. */
export function pageTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

/** The date the legal pages show as last updated. */
export const LEGAL_LAST_UPDATED = FILE.legalLastUpdated;
export const LEGAL_LAST_UPDATED_ISO = FILE.legalLastUpdatedIso;
