/**
 * The marketplace's input rules and their user-facing messages: one module that the server's
 * validators (class-validator) and the client's forms (Yup) both read, so a rule or a message is
 * written once. Pure data: no imports, safe for the browser bundle.
 */

export * from './values';
import { PROJECT_STATUSES } from './values';

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
/**
 * Decompression-bomb and CPU guard: a photo wider x taller than this is refused before it is
 * decoded. 25 MP takes every phone camera's default photo (24 MP at most, e.g. 5712 x 4284) and
 * every 24 MP camera; 48-200 MP "full resolution" modes and 45 MP+ cameras are refused with
 * PHOTO_PIXELS_HINT. Pages never show more than 1600 px wide.
 */
export const MAX_PHOTO_PIXELS = 25_000_000;
/** What to do with a photo over MAX_PHOTO_PIXELS. */
export const PHOTO_PIXELS_HINT = "use your camera's default size, or resize it";
/** Widths of the WebP sizes stored for each photo (never wider than the photo itself); the last is the largest. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

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

/** API partners: applying for access, their own keys and the days of usage they see. */
export const PARTNER_LIMITS = {
  /** Live (not revoked) keys a partner may hold at once. */
  keysPerPartner: 3,
  /** Days of usage the console shows. */
  usageDays: 14,
  organisation: 120,
  website: 200,
  useCase: 1000,
  decisionNote: 500,
} as const;

export const PARTNER_MESSAGES = {
  organisation: 'Give your organisation’s name (1 to 120 characters)',
  website: 'Give a web address starting with https:// (up to 200 characters), or leave it blank',
  useCase: 'Tell us what you will build with the API (20 to 1,000 characters)',
  keyLimit: 'You can have up to 3 active keys. Revoke one you no longer use to make another.',
  ownAccountNeeded:
    'API access needs an account of its own. Sign in with the e-mail address your organisation will use for the API (not a contractor’s or staff account).',
  homeownerWithProjects:
    'This account has posted projects. Use another e-mail address for API access, so your projects and your API work stay apart.',
  alreadyPartner: 'Your API access is already approved. Open the partner console to manage your keys.',
  alreadyDecided: 'This application has already been decided.',
  approvalNotPlainAccount:
    'This applicant’s account has changed since applying: it is now a contractor’s, staff or partner account, which cannot become a partner. Decline the application with a note instead.',
  approvalHasProjects:
    'This applicant has posted projects since applying, and an account with projects cannot become a partner. Decline the application with a note asking them to apply with another e-mail address.',
  declineNote: 'Tell the applicant why (1 to 500 characters): they receive it by e-mail.',
} as const;

/** Notification settings and the unsubscribe page. */
export const NOTIFICATION_MESSAGES = {
  unknownKind: 'Choose one of the kinds of e-mail listed in your notification settings.',
  unknownChoice: 'Choose immediately, daily summary or off.',
  badUnsubscribeLink:
    'This unsubscribe link is not valid: it may have been cut short when it was copied. Open it again from the e-mail, or sign in and choose your e-mails in Notification settings.',
} as const;

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

/** The largest bid the marketplace stores: $1 billion, far above any home project, safe as a JS number of cents. */
export const MAX_BID_DOLLARS = 1_000_000_000;

/**
 * Bid amounts are read into numbers so proposals sort and compare; text the server cannot read
 * gets one of these ('Bid amount is required' still answers an empty field).
 */
export const BID_AMOUNT_MESSAGES = {
  noAmount: 'Enter the bid in dollars, e.g. "$15,000 - $20,000", "$8,500" or "$100,000+"',
  reversed: 'Put the lower amount first, e.g. "$15,000 - $20,000"',
  tooLarge: 'Bids above $1,000,000,000 are not accepted',
} as const;

/** The homeowner's note to the contractors declined when another proposal is accepted. */
export const DECLINE_NOTE_MAX_LENGTH = 2000;
export const ACCEPT_MESSAGES = {
  message: `Keep the message to ${DECLINE_NOTE_MAX_LENGTH} characters`,
  alreadyDecided: 'This proposal was already accepted.',
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

/** Account settings (name and phone) and details waiting for the address's owner to confirm them. */
export const ACCOUNT_SETTINGS_MESSAGES = {
  name: 'Your name is required',
  phone: 'Enter a phone number like 416-555-0123',
  saved: 'Your settings are saved.',
  nothingPending: 'Nothing is waiting for your confirmation.',
  notWaiting: 'This project is no longer waiting for your confirmation.',
} as const;


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

/**
 * Upload names the upload pipeline hands out (POST /api/uploads): `<uuid>-<width>x<height>.webp`
 * for re-encoded photos (the largest size's dimensions), and `<uuid>.png|jpg|gif` from before.
 */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.(png|jpg|gif)|-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.webp)$/;

/** Reviews of a hire: four 1-5 scores, a text, one reply from the contractor, an operator's reason to hide. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const HIDE_REASON_MIN = 10;
export const REVIEW_SCORES = ['quality', 'punctuality', 'communication', 'value'] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];
export const REVIEW_SCORE_LABELS: Readonly<Record<ReviewScore, string>> = {
  quality: 'Quality of work',
  punctuality: 'Punctuality',
  communication: 'Communication',
  value: 'Value for money',
};

export const CONTRACTOR_REVIEW_MESSAGES = {
  quality: 'Rate the quality of the work from 1 to 5 stars',
  punctuality: 'Rate punctuality from 1 to 5 stars',
  communication: 'Rate communication from 1 to 5 stars',
  value: 'Rate value for money from 1 to 5 stars',
  text: `Tell other homeowners how it went, in at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Keep your review to ${REVIEW_TEXT_MAX} characters`,
  reply: 'Write your reply',
  replyTooLong: `Keep your reply to ${REVIEW_REPLY_MAX} characters`,
  hideReason: `Say which rule the review breaks, in at least ${HIDE_REASON_MIN} characters`,
  notCompleted: 'You can review the contractor once the project is marked completed.',
  noHire: 'This project has no hired contractor to review.',
  notTheHomeowner: 'Only the homeowner who hired this contractor through GTA Home Pros can review them.',
  alreadyReviewed: 'You have already reviewed this contractor for this project. A review cannot be changed once posted.',
  alreadyReplied: 'You have already replied to this review. A reply cannot be changed once posted.',
  notReviewed: 'Only the contractor who was reviewed can reply.',
  alreadyHidden: 'This review is already hidden.',
} as const;

/** Message threads between a homeowner and a contractor about one proposal. */
export const MESSAGE_MAX_LENGTH = 2000;
export const MAX_MESSAGE_PHOTOS = 5;
/** How many messages a thread shows at once; earlier ones load on request. */
export const MESSAGE_PAGE_SIZE = 50;
/** How much of a message a notification quotes. */
export const MESSAGE_PREVIEW_LENGTH = 140;

export const MESSAGE_MESSAGES = {
  body: 'Write a message',
  bodyTooLong: `Keep your message to ${MESSAGE_MAX_LENGTH} characters`,
  images: `Attach at most ${MAX_MESSAGE_PHOTOS} photos to one message`,
  image: 'Upload the photo again: that file name is not one of ours',
  proposalId: 'Proposal id must be a number',
  noThread: 'This proposal was sent before accounts existed, so it has no message thread.',
  onlyParticipants: 'Only the homeowner and the contractor on this proposal can write in its thread.',
  empty: 'No messages yet. Ask about timing, permits or materials here; your contact details stay private until you accept a proposal or share them.',
  shareOnlyOwner: "Only the project's homeowner can share their contact details.",
} as const;
export * from './theme';
export * from './app-start';
export * from './format';
export * from './server-render';
export * from './trades';
export * from './matching';
export * from './webhooks';
export * from './field-vitals';
export * from './visits';
export * from './phone';
export * from './agreement-status';
export * from './agreements';
export * from './agreement-amounts';
export * from './agreement-checks';
export * from './payments';
export * from './invoices';
export * from './payment-clock';
export * from './ledger';
export * from './job-record';
