import type { Proposal } from '../modules/proposal/proposal.entity';
import { AppError, ConflictError, ForbiddenError, NotFoundError, QuoteLimitError, UnauthenticatedError } from '../shared/errors';
import { PROJECT_STATUSES, type ProjectStatusValue, type ProposalStatusValue } from '@marketplace/shared';
import { isUser, type Actor } from './actor';
import {
  PROJECT_ACTIONS,
  PROJECT_FIELDS,
  PROJECT_STATUS_TRANSITIONS,
  PROPOSAL_STATUS_TRANSITIONS,
  REFUSED,
  REVIEW_STEPS,
  SHOWCASE_REFUSED,
  VIEWER_CAN,
  allows,
  type ProjectAction,
  type ProjectFieldName,
  type ProjectRuleRow,
  type RefusalTexts,
  type Relation,
  type ReviewStep,
  type Said,
} from './lifecycle';
import { relationsTo, unmetCondition, type ProjectRef, type ProjectSubject } from './policy';

// The one check of the project tables (lifecycle.ts). Services enforce it, and the screens' permissions
// (Project.viewerCan) are the same check asked without throwing, so the two APIs and the flags cannot disagree.

/**
 * A rule of the project tables: 'view' (an unpublished project exists only for its homeowner and
 * staff), a project action, setting a status, changing fields, a review step, or a decision on a proposal.
 */
export type ProjectRule =
  | 'view'
  | ProjectAction
  | { status: ProjectStatusValue }
  | { fields: readonly ProjectFieldName[] }
  | { review: ReviewStep }
  | { decide: ProposalStatusValue };

/** Why a rule refuses: NOT_FOUND (the project does not exist for the person), or the error's code and its text. */
export type Refusal =
  | { code: 'NOT_FOUND' }
  | { code: 'UNAUTHENTICATED' | 'FORBIDDEN'; message?: string }
  | { code: 'CONFLICT' | 'QUOTE_LIMIT_REACHED'; message: string };

/** The proposal a rule is about (editing it, deciding on it): its sender is its `proposer`. */
export type ProposalSubject = Partial<Pick<Proposal, 'id' | 'status' | 'contractorId'>>;

function rowOf(rule: Exclude<ProjectRule, 'view' | { fields: readonly ProjectFieldName[] }>): ProjectRuleRow {
  if (typeof rule === 'string') return PROJECT_ACTIONS[rule];
  if ('status' in rule) return PROJECT_STATUS_TRANSITIONS[rule.status];
  if ('decide' in rule) return PROPOSAL_STATUS_TRANSITIONS[rule.decide];
  // A step leaves only from the states it lists: the one condition it has.
  const step = REVIEW_STEPS[rule.review];
  return { by: step.by, whenVisibility: step.from, [REFUSED]: step[REFUSED] };
}

function refusedWho(actor: Actor, relations: ReadonlySet<Relation>, texts: RefusalTexts | undefined): Refusal {
  if (!isUser(actor)) return { code: 'UNAUTHENTICATED', message: texts?.visitor };
  return { code: 'FORBIDDEN', message: texts?.outsider ?? (relations.size > 0 ? texts?.related : undefined) };
}

function refusedFor(said: Said | undefined, project: ProjectRef, relations: ReadonlySet<Relation>): Refusal {
  if (said === undefined) return { code: 'FORBIDDEN' };
  if (typeof said === 'function') return refusedFor(said(project, relations), project, relations);
  if (typeof said === 'string') return { code: 'FORBIDDEN', message: said };
  return 'conflict' in said ? { code: 'CONFLICT', message: said.conflict } : { code: 'QUOTE_LIMIT_REACHED', message: said.quoteLimit };
}

/** The check itself, for relations already worked out (the permissions ask many rules of one project). */
function checkWith(actor: Actor, relations: ReadonlySet<Relation>, rule: ProjectRule, project: ProjectSubject, proposal?: ProposalSubject): Refusal | null {
  // Unpublished projects do not exist for people who may not see them (no leak of their existence).
  if (project.visibility !== 'published' && !allows(PROJECT_ACTIONS.viewUnpublished, relations)) return { code: 'NOT_FOUND' };
  if (rule === 'view') return null;
  // A built-in sample is shown, never changed (lifecycle.ts, SHOWCASE_REFUSED). Read as a flag, so a read that forgot it fails closed.
  if (project.showcase !== false) return { code: 'FORBIDDEN', message: SHOWCASE_REFUSED };
  if (typeof rule === 'object' && 'fields' in rule) {
    return rule.fields.every((field) => allows(PROJECT_FIELDS[field], relations)) ? null : refusedWho(actor, relations, undefined);
  }
  const row = rowOf(rule);
  if (!allows(row, relations)) return refusedWho(actor, relations, row[REFUSED]);
  const unmet = unmetCondition(row, project, relations, proposal?.id, proposal?.status);
  return unmet ? refusedFor(row[REFUSED]?.unmet?.[unmet], project, relations) : null;
}

/**
 * May the actor follow the rule on this project (and the proposal it is about) now? Null when so,
 * otherwise the refusal, with the text the rule's row gives (lifecycle.ts, REFUSED).
 */
export async function check(actor: Actor, rule: ProjectRule, project: ProjectSubject, proposal?: ProposalSubject): Promise<Refusal | null> {
  return checkWith(actor, await relationsTo(actor, project, proposal), rule, project, proposal);
}

/** The refusal as the error both transports answer with. */
export function refusalError(refusal: Refusal, project: ProjectRef): AppError {
  switch (refusal.code) {
    case 'NOT_FOUND':
      return new NotFoundError('Project', project.id);
    case 'UNAUTHENTICATED':
      return new UnauthenticatedError(refusal.message);
    case 'FORBIDDEN':
      return new ForbiddenError(refusal.message);
    case 'CONFLICT':
      return new ConflictError(refusal.message);
    case 'QUOTE_LIMIT_REACHED':
      return new QuoteLimitError(refusal.message);
  }
}

/** `check`, throwing its refusal: what the services call before they act. */
export async function enforce(actor: Actor, rule: ProjectRule, project: ProjectSubject, proposal?: ProposalSubject): Promise<void> {
  const refusal = await check(actor, rule, project, proposal);
  if (refusal) throw refusalError(refusal, project);
}

/** `check` as a yes or no, for what a field shows (nothing) rather than refuses. */
export async function may(actor: Actor, rule: ProjectRule, project: ProjectSubject, proposal?: ProposalSubject): Promise<boolean> {
  return (await check(actor, rule, project, proposal)) === null;
}

/**
 * The screens' flags that are not a project action of the same name, each with the rule it asks.
 * Declining is the decision with the fewest conditions: if it is refused, every decision is.
 */
const OTHER_FLAGS = {
  decideProposals: { decide: 'declined' },
  confirmForReview: { review: 'confirm' },
  resubmitForReview: { review: 'resubmit' },
} as const satisfies Record<string, ProjectRule>;

/** The project actions the screens see as flags: the rows marked VIEWER_CAN. */
type ShownAction = { [A in ProjectAction]: (typeof PROJECT_ACTIONS)[A] extends { readonly [VIEWER_CAN]: true } ? A : never }[ProjectAction];
const SHOWN_ACTIONS = (Object.keys(PROJECT_ACTIONS) as ProjectAction[]).filter((action) => VIEWER_CAN in PROJECT_ACTIONS[action]) as ShownAction[];

/** What the actor may do with a project (Project.viewerCan): the screens show exactly this, the services enforce it. */
export type ProjectPermissions = {
  statuses: ProjectStatusValue[];
  fields: ProjectFieldName[];
} & Record<ShownAction | keyof typeof OTHER_FLAGS, boolean>;

export async function projectPermissions(actor: Actor, project: ProjectSubject): Promise<ProjectPermissions> {
  const relations = await relationsTo(actor, project);
  const allowed = (rule: ProjectRule) => checkWith(actor, relations, rule, project) === null;
  const flags = [...SHOWN_ACTIONS.map((action) => [action, action] as const), ...Object.entries(OTHER_FLAGS)].map(([flag, rule]) => [flag, allowed(rule)]);
  return {
    statuses: PROJECT_STATUSES.filter((status) => allowed({ status })),
    fields: (Object.keys(PROJECT_FIELDS) as ProjectFieldName[]).filter((field) => allowed({ fields: [field] })),
    ...(Object.fromEntries(flags) as Record<ShownAction | keyof typeof OTHER_FLAGS, boolean>),
  };
}
