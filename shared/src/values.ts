/**
 * The marketplace's value lists and defaults. A module of their own: the content pages read these
 * few, and the browser bundle then carries them without every form's messages (rules.ts).
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

/** How each project status reads, on badges and in lists; `open` reads 'Open for Bids'. */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatusValue, string>> = {
  open: 'Open for Bids',
  'awaiting-estimation': 'Awaiting Estimation',
  estimated: 'Estimated',
  'in-progress': 'In Progress',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The same status inside a sentence ('moved from Open for bids to In progress'): the label in sentence case. */
export function projectStatusPhrase(status: ProjectStatusValue): string {
  const label = PROJECT_STATUS_LABELS[status];
  return label.charAt(0) + label.slice(1).toLowerCase();
}

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

