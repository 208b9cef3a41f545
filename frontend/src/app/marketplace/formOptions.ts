import { projectStatusLabel, urgencyOptionLabel } from '@marketplace/design-system';
import { PROJECT_STATUSES, URGENCIES, type ProjectStatusValue, type UrgencyValue } from '@marketplace/shared';

/**
 * The choices of the project forms (Post a Project, revising a post sent back for changes) and of
 * the status selectors. Texts are shown exactly as written here; the server takes a project's
 * category, budget and timeline as the text chosen.
 */

/** Every status a project can be in; the shared rules own the list. */
export type ProjectStatus = ProjectStatusValue;
export type Urgency = UrgencyValue;

/** One choice of a select: the value sent and the label shown. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The post form's predefined category list entry. */
export interface PostFormCategory {
  id: number;
  name: string;
}

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

/** Status labels come from the design system, which also owns their colours. */
const statusOption = (value: ProjectStatus): Option<ProjectStatus> => ({ value, label: projectStatusLabel[value] });

/** The dashboard card's status dropdown. */
export const DASHBOARD_STATUS_OPTIONS: Option<ProjectStatus>[] = (
  ['open', 'in-progress', 'completed', 'awaiting-estimation', 'cancelled'] as const
).map(statusOption);

/** The edit dialog's status select: every status, in the rules' order (adds estimated and pending). */
export const EDIT_STATUS_OPTIONS: Option<ProjectStatus>[] = PROJECT_STATUSES.map(statusOption);
