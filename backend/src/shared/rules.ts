/**
 * The marketplace's input rules and their user-facing messages: one module that the server's
 * validators (class-validator) and the client's forms (Yup) both read, so a rule or a message is
 * written once. Pure data: no imports, safe for the browser bundle.
 */

export const PROJECT_STATUSES = [
  'open',
  'awaiting-estimation',
  'estimated',
  'in-progress',
  'pending',
  'completed',
  'cancelled',
] as const;
export type ProjectStatusValue = (typeof PROJECT_STATUSES)[number];

export const URGENCIES = ['low', 'medium', 'high'] as const;
export type UrgencyValue = (typeof URGENCIES)[number];

export const PROPOSAL_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ProposalStatusValue = (typeof PROPOSAL_STATUSES)[number];

/**
 * Where a posted project stands before the public sees it: unconfirmed (e-mail not yet confirmed),
 * in-review (waiting for an operator), changes-requested, rejected, or published.
 */
export const PROJECT_VISIBILITIES = ['unconfirmed', 'in-review', 'changes-requested', 'rejected', 'published'] as const;
export type ProjectVisibilityValue = (typeof PROJECT_VISIBILITIES)[number];

export const DEFAULT_LOCATION = 'Toronto, ON';
export const DEFAULT_URGENCY: UrgencyValue = 'medium';
export const DEFAULT_HOMEOWNER = 'Unknown';

/** Upper bounds on free text: generous for people, small enough that nobody can store a novel. */
export const MAX_LENGTH = {
  title: 200,
  shortText: 120,
  category: 100,
  location: 200,
  email: 254,
  phone: 40,
  longText: 5000,
  requirement: 300,
  imageName: 300,
} as const;

export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_REQUIREMENTS = 30;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const PHOTO_HINT = 'PNG, JPG, GIF up to 10MB each';

export const MIN_APPROACH_LENGTH = 10;
export const MIN_EXPERIENCE_LENGTH = 10;

/** PostgreSQL text cannot hold the NUL character; input carrying one is refused with this. */
export const NO_NUL_CHARACTER = 'Must not contain the null character (U+0000)';

export const MISSING_INFORMATION = 'Missing Information: Please fill in all required fields';

export const PROJECT_MESSAGES = {
  title: 'Project title is required',
  description: 'Project description is required',
  category: 'Category is required',
  budget: 'Budget range is required',
  timeline: 'Timeline is required',
  homeowner: 'Your name is required',
  location: 'Location is required',
  urgency: 'Urgency must be low, medium or high',
  status: `Status must be one of: ${PROJECT_STATUSES.join(', ')}`,
  images: `Up to ${MAX_PHOTOS} photos per project`,
  requirements: `Up to ${MAX_REQUIREMENTS} requirements per project`,
  date: 'Must be a valid date',
  email: 'Valid email is required',
} as const;

/** The review queue's messages: an operator explains a request for changes or a rejection. */
export const REVIEW_MESSAGES = {
  message: 'Tell the homeowner what to change',
  reason: 'Give the homeowner a reason',
  notWaiting: 'This project is no longer waiting for review. Reload the queue to see where it stands.',
  notChangesRequested: 'Only a project sent back for changes can be edited and resubmitted.',
} as const;

/** The console's account and API-key messages, shown by the server and the forms alike. */
export const OPERATOR_MESSAGES = {
  disableReason: 'Give a reason for disabling the account',
  disableSelf: 'You cannot disable your own account.',
  keyName: 'Give the key a name of 1 to 120 characters',
} as const;
export const API_KEY_NAME_MAX = 120;

export const PROPOSAL_MESSAGES = {
  projectId: 'Project id must be a number',
  contractorName: 'Contractor name is required',
  contractorEmail: 'Valid email is required',
  bidAmount: 'Bid amount is required',
  timeline: 'Timeline is required',
  approach: 'Please provide a detailed approach (minimum 10 characters)',
  experience: 'Please describe your relevant experience (minimum 10 characters)',
  status: 'Status must be accepted, declined or pending',
} as const;

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  subject: 'Subject is required',
  message: 'Message is required',
} as const;

/** Message for a value longer than its field allows. */
export function tooLong(max: number): string {
  return `Must be at most ${max} characters`;
}

/** Message for an optional field with a wrong type. */
export const MUST_BE_TEXT = 'Must be text';

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

export const PROFILE_MESSAGES = {
  businessName: 'Business name is required',
  trades: 'Choose at least one trade from the list',
  serviceAreas: 'Choose at least one GTA city you serve',
  yearsInBusiness: `Years in business must be a whole number from 0 to ${MAX_YEARS_IN_BUSINESS}`,
  bio: `Keep your bio to ${MAX_BIO_LENGTH} characters`,
  logo: 'Upload the logo again: that file name is not one of ours',
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

/** Upload names the upload pipeline hands out (POST /api/uploads). */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;
