/** Posting a project, the operators' review of a post, and proposals with their bids and acceptance. */
import { MAX_PHOTOS, MAX_REQUIREMENTS } from './input';
import { PROJECT_STATUSES } from './values';

/**
 * The built-in samples' public numbers (their pages since the web app first showed them; the full table is in
 * backend/src/db/showcase-content.ts): the core finished samples are 1 to CORE_SAMPLE_MAX_NUMBER, the trade
 * pages' finished samples follow, and the open samples are above OPEN_SAMPLE_NUMBER_OFFSET (2001, 2501+).
 * The API lists by them (ProjectFilter.portfolio) and the web app reads them (finished or open, core or not).
 */
export const CORE_SAMPLE_MAX_NUMBER = 12;
export const OPEN_SAMPLE_NUMBER_OFFSET = 2000;

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
