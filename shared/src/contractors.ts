/** A contractor's public profile and the credentials they file, with Ontario's licensed trades. */

/** Contractor credentials: the kinds a contractor can file, and where each stands. */
export const CREDENTIAL_KINDS = [
  'esa-ecra-electrical',
  'tssa-gas',
  'wsib-clearance',
  'liability-insurance',
  'toronto-renovator-licence',
  'other',
] as const;
export type CredentialKindValue = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_STATUSES = ['submitted', 'verified', 'rejected', 'expired'] as const;
export type CredentialStatusValue = (typeof CREDENTIAL_STATUSES)[number];

/** What each kind is called on forms, in the console and in e-mails. */
export const CREDENTIAL_KIND_LABELS: Readonly<Record<CredentialKindValue, string>> = {
  'esa-ecra-electrical': 'Ontario electrical contractor licence (ECRA/ESA)',
  'tssa-gas': 'TSSA gas registration',
  'wsib-clearance': 'WSIB clearance certificate',
  'liability-insurance': 'Commercial general liability insurance',
  'toronto-renovator-licence': 'City of Toronto building renovator licence',
  other: 'Other licence or certificate',
};

/**
 * Trades (catalogue category ids) that Ontario law lets only licensed contractors do: electrical
 * work (Electrician, EV Charging Solution) needs an ECRA/ESA licence; gas appliances (HVAC) need
 * TSSA registration.
 */
export const LICENCE_FOR_TRADE: Readonly<Record<number, CredentialKindValue>> = {
  4: 'tssa-gas',
  9: 'esa-ecra-electrical',
  11: 'esa-ecra-electrical',
};

export const MAX_BIO_LENGTH = 1000;
export const MAX_YEARS_IN_BUSINESS = 150;
/** Liability coverage in whole dollars: from $1 to $100M. */
export const MAX_COVERAGE_DOLLARS = 100_000_000;
export const MIN_REJECTION_REASON = 10;

/** Photos of finished work on a contractor's public profile, at most, and their captions' length. */
export const MAX_PORTFOLIO_PHOTOS = 12;
export const PORTFOLIO_CAPTION_MAX = 120;

export const PROFILE_MESSAGES = {
  businessName: 'Business name is required',
  trades: 'Choose at least one trade from the list',
  serviceAreas: 'Choose at least one GTA city you serve',
  yearsInBusiness: `Years in business must be a whole number from 0 to ${MAX_YEARS_IN_BUSINESS}`,
  bio: `Keep your bio to ${MAX_BIO_LENGTH} characters`,
  logo: 'Upload the logo again: that file name is not one of ours',
  portfolio: `Show up to ${MAX_PORTFOLIO_PHOTOS} photos of your work, each uploaded here once, with a caption of at most ${PORTFOLIO_CAPTION_MAX} characters`,
} as const;

export const CREDENTIAL_MESSAGES = {
  kind: 'Choose what kind of credential this is',
  title: 'Say what this credential is, e.g. "HRAI residential air system design"',
  number: 'Licence, registration or certificate number is required',
  issuer: 'Say who issued it (for insurance, the insurer)',
  coverageAmount: 'Enter the coverage in dollars, e.g. 2000000 for $2 million',
  expiresOn: 'Expiry date is required (YYYY-MM-DD)',
  expired: 'This date has passed: add the renewed certificate instead',
  document: 'Upload the document again: that file name is not one of ours',
  reason: `Tell the contractor why, in at least ${MIN_REJECTION_REASON} characters`,
  id: 'Credential id must be a number',
} as const;
