import type { Project } from '../modules/project/project.entity';
import type { Proposal } from '../modules/proposal/proposal.entity';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../shared/errors';
import { PROJECT_STATUSES, QUOTE_MESSAGES, type ProjectStatusValue, type ProposalStatusValue } from '@marketplace/rules';
import { isUser, type Actor } from './actor';
import {
  type Condition,
  type Conditions,
  PROJECT_ACTIONS,
  PROJECT_FIELDS,
  PROJECT_STATUS_TRANSITIONS,
  PROPOSAL_STATUS_TRANSITIONS,
  REVIEW_STEPS,
  allows,
  type ReviewStep,
  type ProjectAction,
  type ProjectFieldName,
  type Relation,
} from './lifecycle';

// The policy, one file per subject: projects here (with how a person relates to one, and the conditions every
// project rule reads); proposals in proposal.ts, accounts and partners in account.ts, a contractor's profile and
// credentials in contractor.ts, reviews in review.ts, uploads and private files in files.ts, written agreements in
// agreement.ts, the job's money in job.ts, site visits in visit.ts.

export type ProjectRef = Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status'>;
/**
 * A project with its recorded hire, and its proposals against the quotes it takes: every rule with
 * conditions reads them (never assumed absent). Reads that leave the counts out (decisions, reviews)
 * fail the quote conditions closed, and no rule of theirs has one.
 */
export type HiringRef = ProjectRef & Pick<Project, 'hiredProposalId'> & Partial<Pick<Project, 'proposalCount' | 'quoteLimit'>>;

/**
 * The first of a rule's conditions (lifecycle.ts, Conditions) the project does not meet now, or
 * null. `proposalId` is the proposal a decision is about: its own hire does not count against it.
 */
export function unmetCondition(
  rule: Conditions,
  project: HiringRef,
  relations: ReadonlySet<Relation>,
  proposalId?: number,
  proposalStatus?: ProposalStatusValue,
): Condition | null {
  if (rule.whenVisibility && !rule.whenVisibility.includes(project.visibility)) return 'whenVisibility';
  if (rule.whenProjectStatus && !rule.whenProjectStatus.includes(project.status)) return 'whenProjectStatus';
  if (rule.unlessProjectStatus?.includes(project.status)) return 'unlessProjectStatus';
  // A read that forgot the hire (a raw query's cast) fails closed both ways: never "nobody hired"
  // for what a hire forbids (bids would reopen), never "hired" for what needs one.
  const hire = project.hiredProposalId;
  if (rule.whenHired && (hire === null || hire === undefined)) return 'whenHired';
  if (rule.unlessHired && (hire === undefined || (hire !== null && hire !== proposalId))) return 'unlessHired';
  const { proposalCount, quoteLimit } = project;
  const counted = typeof proposalCount === 'number' && typeof quoteLimit === 'number';
  if (rule.underQuoteLimit && !(counted && proposalCount < quoteLimit)) return 'underQuoteLimit';
  if (rule.whenQuoteLimitReached && !(counted && proposalCount >= quoteLimit)) return 'whenQuoteLimitReached';
  if (rule.whenProposalStatus && !(proposalStatus && rule.whenProposalStatus.includes(proposalStatus))) return 'whenProposalStatus';
  // Who is left out comes last: what the project itself says (hired, closed, full) tells more.
  if (rule.unless?.some((relation) => relations.has(relation))) return 'unless';
  return null;
}

/** Who the rule lets in, and the project meets its conditions. */
export function permits(rule: { by: readonly Relation[] } & Conditions, project: HiringRef, relations: ReadonlySet<Relation>, proposalId?: number): boolean {
  return allows(rule, relations) && unmetCondition(rule, project, relations, proposalId) === null;
}

const STATUS_WORDS: Partial<Record<ProjectStatusValue, string>> = { completed: 'has been completed', cancelled: 'was cancelled' };
const statusWords = (project: ProjectRef) => STATUS_WORDS[project.status] ?? `is ${project.status}`;

/** What each unmet condition says, per kind of action (a completed project's refusal starts "This project has been completed"). */
export const BID_REFUSED: Record<Condition, (project: ProjectRef) => string> = {
  unless: () => 'You cannot bid on your own project.',
  whenVisibility: () => 'This project is not open for proposals.',
  whenProjectStatus: () => 'This project is not open for proposals.',
  unlessProjectStatus: (project) => `This project ${statusWords(project)}: it no longer takes proposals.`,
  whenHired: () => 'This project is not open for proposals.',
  unlessHired: () => 'This project has already hired a contractor: it no longer takes proposals.',
  underQuoteLimit: () => QUOTE_MESSAGES.enoughQuotes,
  whenQuoteLimitReached: () => 'This project is not open for proposals.',
  whenProposalStatus: () => QUOTE_MESSAGES.decided,
};
export const DECISION_REFUSED: Record<Condition, (project: ProjectRef) => string> = {
  unless: () => 'Your account may not decide on this proposal.',
  whenVisibility: () => 'This project is not open for decisions.',
  whenProjectStatus: () => 'This project is not open for decisions.',
  unlessProjectStatus: (project) => `This project ${statusWords(project)}: its proposals can no longer be accepted or declined.`,
  whenHired: () => 'This project has no hired contractor.',
  unlessHired: () => 'This project already has a hired contractor. Decline their proposal first to accept another one.',
  underQuoteLimit: () => QUOTE_MESSAGES.enoughQuotes,
  whenQuoteLimitReached: () => QUOTE_MESSAGES.notFull,
  whenProposalStatus: () => QUOTE_MESSAGES.decided,
};

/** How the actor relates to a project (and, for proposal rules, to one proposal on it). */
export async function relationsTo(actor: Actor, project: ProjectRef, proposal?: Pick<Proposal, 'contractorId'>): Promise<Set<Relation>> {
  const relations = new Set<Relation>();
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (project.ownerId && project.ownerId === actor.userId) relations.add('owner');
  if (actor.role === 'contractor') {
    relations.add('contractor');
    if ((await actor.hiredProjectIds()).has(project.id)) relations.add('hired');
    if ((await actor.bidProjectIds()).has(project.id)) relations.add('bidder');
    if (proposal?.contractorId && proposal.contractorId === actor.userId) relations.add('proposer');
  }
  return relations;
}

/** Refuses with 401 for visitors and 403 for signed-in people. */
export function refuse(actor: Actor, message?: string): never {
  if (!isUser(actor)) throw new UnauthenticatedError();
  throw new ForbiddenError(message);
}

/** What the actor may do with a project: the screens show exactly this, the services enforce it. */
export interface ProjectPermissions {
  statuses: ProjectStatusValue[];
  fields: ProjectFieldName[];
  delete: boolean;
  decideProposals: boolean;
  submitProposal: boolean;
  reopenForQuotes: boolean;
  invitePros: boolean;
  /** Send a post waiting under the owner's address for review (REVIEW_STEPS.confirm, from its state now). */
  confirmForReview: boolean;
  /** Send a post that was sent back for changes for review again (REVIEW_STEPS.resubmit). */
  resubmitForReview: boolean;
}

export async function projectPermissions(actor: Actor, project: HiringRef): Promise<ProjectPermissions> {
  const relations = await relationsTo(actor, project);
  return {
    statuses: PROJECT_STATUSES.filter((status) => allows(PROJECT_STATUS_TRANSITIONS[status], relations)),
    fields: (Object.keys(PROJECT_FIELDS) as ProjectFieldName[]).filter((field) => allows(PROJECT_FIELDS[field], relations)),
    delete: allows(PROJECT_ACTIONS.delete, relations),
    // Declining is the decision with the fewest conditions: if it is refused, every decision is.
    decideProposals: permits(PROPOSAL_STATUS_TRANSITIONS.declined, project, relations),
    submitProposal: permits(PROJECT_ACTIONS.submitProposal, project, relations),
    reopenForQuotes: permits(PROJECT_ACTIONS.reopenForQuotes, project, relations),
    invitePros: permits(PROJECT_ACTIONS.invitePros, project, relations),
    confirmForReview: reviewStepOpen('confirm', project, relations),
    resubmitForReview: reviewStepOpen('resubmit', project, relations),
  };
}

/** Whether the review step is open to the actor from the post's state now. */
function reviewStepOpen(step: ReviewStep, project: ProjectRef, relations: ReadonlySet<Relation>): boolean {
  return allows(REVIEW_STEPS[step], relations) && (REVIEW_STEPS[step].from as readonly string[]).includes(project.visibility);
}

/** Unpublished projects do not exist for people who may not see them (no leak of their existence). */
export async function assertCanView(actor: Actor, project: ProjectRef): Promise<void> {
  if (project.visibility === 'published') return;
  if (!allows(PROJECT_ACTIONS.viewUnpublished, await relationsTo(actor, project))) throw new NotFoundError('Project', project.id);
}

export async function assertProjectAction(actor: Actor, action: ProjectAction, project: ProjectRef): Promise<void> {
  await assertCanView(actor, project);
  if (!allows(PROJECT_ACTIONS[action], await relationsTo(actor, project))) refuse(actor);
}

export async function assertCanSetStatus(actor: Actor, project: ProjectRef, status: ProjectStatusValue): Promise<void> {
  await assertCanView(actor, project);
  const relations = await relationsTo(actor, project);
  if (!allows(PROJECT_STATUS_TRANSITIONS[status], relations)) {
    if (relations.size > 0) refuse(actor, `Your account may not set this project to ${status}.`);
    refuse(actor);
  }
}

export async function assertCanEditFields(actor: Actor, project: ProjectRef, fields: ProjectFieldName[]): Promise<void> {
  await assertCanView(actor, project);
  const relations = await relationsTo(actor, project);
  const refused = fields.filter((field) => !allows(PROJECT_FIELDS[field], relations));
  if (refused.length > 0) refuse(actor);
}

/** May the actor reopen a full project for more quotes? Refusals say which condition is unmet. */
export async function assertCanReopenForQuotes(actor: Actor, project: HiringRef): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROJECT_ACTIONS.reopenForQuotes;
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) refuse(actor);
  const unmet = unmetCondition(rule, project, relations);
  if (unmet === 'whenQuoteLimitReached') throw new ConflictError(QUOTE_MESSAGES.notFull);
  if (unmet) throw new ForbiddenError(DECISION_REFUSED[unmet](project));
}

/** May the actor invite pros to quote on this project (its homeowner or staff, while it could still hire)? */
export async function assertCanInvitePros(actor: Actor, project: HiringRef): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROJECT_ACTIONS.invitePros;
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) refuse(actor);
  const unmet = unmetCondition(rule, project, relations);
  if (unmet) throw new ForbiddenError(BID_REFUSED[unmet](project));
}

/** Who was invited to quote and which pros are suggested: the project's homeowner and staff. */
export async function canViewInvitations(actor: Actor, project: ProjectRef): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewInvitations, await relationsTo(actor, project));
}

/** Refuses everyone but the project's homeowner and staff (unpublished projects do not exist for others). */
export async function assertCanViewInvitations(actor: Actor, project: ProjectRef): Promise<void> {
  await assertCanView(actor, project);
  if (!(await canViewInvitations(actor, project))) refuse(actor);
}

/** May the actor take this review step on the project (whatever state it is in now)? */
export async function assertCanReview(actor: Actor, project: ProjectRef, step: ReviewStep): Promise<void> {
  await assertCanView(actor, project);
  if (!allows(REVIEW_STEPS[step], await relationsTo(actor, project))) refuse(actor);
}

/** A post's review state and the operator's note: its homeowner and staff only. */
export async function canSeeReview(actor: Actor, project: ProjectRef): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewUnpublished, await relationsTo(actor, project));
}
