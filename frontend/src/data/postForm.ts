import type { Option, PostFormCategory, ProjectStatus, Urgency } from './types';
import { projectStatusLabel, urgencyOptionLabel } from '@marketplace/design-system';
import { PROJECT_STATUSES, URGENCIES } from '@marketplace/shared';

/**
 * Constants of the post-a-project form, the proposal form and the status
 * selectors. Texts are shown exactly as written here.
 */

/** Predefined category list of the post form (id + name). */
export const POST_FORM_CATEGORIES: PostFormCategory[] = [
  { id: 1, name: 'Kitchen Renovation' },
  { id: 2, name: 'Bathroom Renovation' },
  { id: 3, name: 'Basement Finishing' },
  { id: 4, name: 'Plumbing' },
  { id: 5, name: 'Electrical' },
  { id: 6, name: 'HVAC' },
  { id: 7, name: 'Roofing' },
  { id: 8, name: 'Landscaping' },
  { id: 9, name: 'Painting' },
  { id: 10, name: 'Flooring' },
  { id: 11, name: 'Windows & Doors' },
  { id: 12, name: 'Decks & Fences' },
  { id: 13, name: 'Cleaning' },
  { id: 14, name: 'Other' },
];

export const BUDGET_RANGES = [
  'Under $1,000',
  '$1,000 - $5,000',
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000 - $100,000',
  'Over $100,000',
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const PROJECT_TIMELINES = [
  'ASAP',
  'Within 1 week',
  'Within 1 month',
  'Within 3 months',
  'Within 6 months',
  'No rush',
] as const;
export type ProjectTimeline = (typeof PROJECT_TIMELINES)[number];

export const URGENCY_OPTIONS: Option<Urgency>[] = URGENCIES.map((value) => ({ value, label: urgencyOptionLabel[value] }));

export const REVIEW_NOTE = 'Your project will be reviewed and published within 24 hours.';

export const PROPOSAL_BID_RANGES = [
  '$5,000 - $10,000',
  '$10,000 - $15,000',
  '$15,000 - $20,000',
  '$20,000 - $25,000',
  '$25,000 - $30,000',
  '$30,000 - $40,000',
  '$40,000 - $50,000',
  '$50,000 - $75,000',
  '$75,000 - $100,000',
  '$100,000+',
] as const;

export const PROPOSAL_TIMELINES = [
  '1-2 days',
  '3-5 days',
  '1 week',
  '2 weeks',
  '3 weeks',
  '1 month',
  '2 months',
  '3 months',
  '4-6 months',
  '6+ months',
] as const;

/** Minimum length of the proposal form's approach and experience fields. */
export const PROPOSAL_MIN_TEXT_LENGTH = 10;

/** Status labels come from the design system, which also owns their colours. */
const statusOption = (value: ProjectStatus): Option<ProjectStatus> => ({ value, label: projectStatusLabel[value] });

/** The dashboard card's status dropdown. */
export const DASHBOARD_STATUS_OPTIONS: Option<ProjectStatus>[] = (
  ['open', 'in-progress', 'completed', 'awaiting-estimation', 'cancelled'] as const
).map(statusOption);

/** The edit dialog's status select: every status, in the rules' order (adds estimated and pending). */
export const EDIT_STATUS_OPTIONS: Option<ProjectStatus>[] = PROJECT_STATUSES.map(statusOption);

/** Labels of the urgency badge. */
export const URGENCY_LABELS: Record<Urgency, string> = urgencyOptionLabel;
