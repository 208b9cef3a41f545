/**
 * Business facts (spec section 1): brand, contact details, hours, and the
 * values used in search-engine structured data and marketing copy.
 */

export const BRAND_NAME = 'GTA Home Pros';
export const TAGLINE = 'The home-improvement marketplace for Toronto and the GTA';

export const BUSINESS = {
  name: BRAND_NAME,
  legalName: 'GTA Home Pros Inc.',
  description:
    'GTA Home Pros connects homeowners in Toronto and the Greater Toronto Area with verified, licensed and insured contractors for renovations, repairs and home services. Post a project for free and compare quotes.',
  /** Display form */
  phone: '(416) 555-0142',
  /** E.164 form for tel: links and structured data */
  phoneE164: '+14165550142',
  email: 'hello@gtahomepros.ca',
  address: {
    addressLocality: 'Toronto',
    addressRegion: 'ON',
    addressRegionName: 'Ontario',
    addressCountry: 'CA',
  },
  /** 'Toronto, Ontario' as shown on the contact page and call to action. */
  locationText: 'Toronto, Ontario',
  geo: { latitude: 43.6532, longitude: -79.3832 },
  /** Metres */
  serviceRadius: 50000,
  paymentAccepted: ['Cash', 'Credit Card', 'Debit Card', 'Check', 'Bank Transfer'],
  currenciesAccepted: 'CAD',
  priceRange: '$$',
  aggregateRating: { ratingValue: 4.8, reviewCount: 127, bestRating: 5, worstRating: 1 },
  foundingDate: '2020',
  areaServed: ['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan'],
  /** Number of service offerings listed in structured data (see OFFER_CATALOGUE_SLUGS). */
  offerCount: 15,
} as const;

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** Opening hours for structured data (schema.org OpeningHoursSpecification). */
export const OPENING_HOURS: { dayOfWeek: DayOfWeek[]; opens: string; closes: string }[] = [
  { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
  { dayOfWeek: ['Sunday'], opens: '10:00', closes: '15:00' },
];

/** Compact schema.org `openingHours` strings. */
export const OPENING_HOURS_TEXT = ['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00', 'Su 10:00-15:00'];

/** Business hours shown on the contact page (spec: exactly these two lines). */
export const CONTACT_PAGE_HOURS = ['Mon to Fri 8AM to 6PM', 'Sat 9AM to 4PM'];
/** Location shown on the contact page. */
export const CONTACT_PAGE_LOCATION = 'Toronto Ontario';

/** Marketing claims used in copy. */
export const MARKETING_CLAIMS = {
  projects: '10,000+',
  verifiedContractors: '5,000+',
  satisfaction: '98%',
  citiesServed: '50+',
  /** A posted project is reviewed and published within 24 hours. */
  projectReviewTime: '24 hours',
  /** Contact messages are answered within 24 hours. */
  contactResponseTime: '24 hours',
  /** Contractors respond within 24 hours. */
  contractorResponseTime: '24 hours',
} as const;

/** Figures block (About us, home) built from the claims. */
export const BUSINESS_FIGURES: { value: string; label: string }[] = [
  { value: MARKETING_CLAIMS.projects, label: 'Projects Completed' },
  { value: MARKETING_CLAIMS.verifiedContractors, label: 'Verified Contractors' },
  { value: MARKETING_CLAIMS.satisfaction, label: 'Satisfaction Rate' },
  { value: MARKETING_CLAIMS.citiesServed, label: 'Cities Served' },
];

/** Page-title suffix, e.g. 'Plumbing in Toronto, Ontario | GTA Home Pros'. */
export function pageTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

/** Legal pages' date (spec section 9). */
export const LEGAL_LAST_UPDATED = 'August 15, 2025';
export const LEGAL_LAST_UPDATED_ISO = '2025-08-15';
