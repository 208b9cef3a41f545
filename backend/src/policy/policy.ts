import type { Project } from '../modules/project/project.entity';
import type { Proposal } from '../modules/proposal/proposal.entity';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';
import type { ProposalStatusValue } from '@marketplace/shared';
import { isUser, type Actor } from './actor';
import type { Condition, Conditions, Relation } from './lifecycle';

// The policy, one file per subject: projects here (how a person relates to one, and the conditions every project
// rule reads) and in check.ts (the one check of the project tables, and the screens' permissions from it);
// proposals in proposal.ts, accounts and partners in account.ts, a contractor's profile and credentials in
// contractor.ts, reviews in review.ts, uploads and private files in files.ts, written agreements in agreement.ts,
// the job's money in job.ts, site visits in visit.ts.

/** A project as the policy knows it: whose, its review state and status, and whether it is a built-in sample (showcase, never changed). */
export type ProjectRef = Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status' | 'showcase'>;
/**
 * A project with its recorded hire, and its proposals against the quotes it takes: every rule with
 * conditions reads them (never assumed absent). Reads that leave the counts out (decisions, reviews)
 * fail the quote conditions closed, and no rule of theirs has one.
 */
export type HiringRef = ProjectRef & Pick<Project, 'hiredProposalId'> & Partial<Pick<Project, 'proposalCount' | 'quoteLimit'>>;
/** A project as a check reads it: a rule with conditions reads the hire and the counts, and fails closed without them. */
export type ProjectSubject = ProjectRef & Partial<Pick<Project, 'hiredProposalId' | 'proposalCount' | 'quoteLimit'>>;

/**
 * The first of a rule's conditions (lifecycle.ts, Conditions) the project does not meet now, or
 * null. `proposalId` is the proposal a decision is about: its own hire does not count against it.
 */
export function unmetCondition(
  rule: Conditions,
  project: ProjectSubject,
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

/** How the actor relates to a project (and, for proposal rules, to one proposal on it). */
export async function relationsTo(actor: Actor, project: ProjectRef, proposal?: Partial<Pick<Proposal, 'contractorId'>>): Promise<Set<Relation>> {
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

