/**
 * Contractors' targeting preferences: which jobs they want lead alerts for. Shared by the server's
 * validation and the profile form, so each message is written once.
 */
export const AVAILABILITIES = ['now', 'from', 'paused'] as const;
export type AvailabilityValue = (typeof AVAILABILITIES)[number];

/** Lead alerts a contractor gets a day at most: a new sign-up gets the default. */
export const LEAD_ALERTS_PER_DAY = { default: 10, min: 1, max: 50 } as const;

/** The largest job size a contractor can state, in whole dollars (the bids' ceiling). */
export const MAX_JOB_SIZE_DOLLARS = 1_000_000_000;

export const LEAD_PREFERENCE_MESSAGES = {
  jobSize: 'Enter a job size in whole dollars, from $0 to $1,000,000,000',
  jobSizeOrder: 'The smallest job size must not be larger than the largest',
  availability: 'Choose taking work now, from a date, or paused',
  availableFrom: 'Enter the date you can take new work from, today or later (YYYY-MM-DD)',
  alertsPerDay: `Choose from ${LEAD_ALERTS_PER_DAY.min} to ${LEAD_ALERTS_PER_DAY.max} lead alerts a day`,
  takesUrgentJobs: 'Say whether you take urgent jobs',
  alertEmail: 'Choose an instant e-mail, a daily digest or in the app only',
} as const;

/**
 * Quotes a project takes before it has enough (QUOTES_PER_PROJECT): homeowners want a few good
 * quotes, not a dozen calls. The homeowner can reopen a full project for as many more.
 */
export const DEFAULT_QUOTES_PER_PROJECT = 5;

export const QUOTE_MESSAGES = {
  enoughQuotes: 'This project has enough quotes: it takes no more proposals for now.',
  alreadyBid: 'You have already sent a proposal for this project: one proposal per contractor.',
  notFull: 'This project still takes quotes: there is nothing to reopen.',
  decided: 'The homeowner has already decided on this proposal: it can no longer be changed.',
} as const;

/** Pros a homeowner can invite to quote on one project (Bark and MyBuilder cap them too). */
export const INVITATIONS_PER_PROJECT = 5;

/**
 * Pros one account can invite in a day (Toronto time), over all its projects: enough for four
 * projects' worth, and a bound on the e-mails one homeowner can make the marketplace send.
 * Inviting a pro again after withdrawing them is not counted (it sends nothing).
 */
export const INVITATIONS_PER_DAY = 20;

export const INVITATION_MESSAGES = {
  limit: `You can invite up to ${INVITATIONS_PER_PROJECT} pros to quote on one project.`,
  daily: `You have invited ${INVITATIONS_PER_DAY} pros today, the most for one day. You can invite more tomorrow.`,
  notAPro: 'This pro is not taking invitations: choose another from the directory.',
  alreadyQuoted: 'This pro has already sent you a proposal for this project.',
  full: 'This project has enough quotes: reopen it for more quotes before inviting more pros.',
} as const;

/** Pros per page of the directory at most, and its default. */
export const DIRECTORY_PAGE = { default: 12, max: 50 } as const;
