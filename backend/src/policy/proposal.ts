import type { Proposal } from '../modules/proposal/proposal.entity';
import { ConflictError, ForbiddenError, QuoteLimitError, UnauthenticatedError } from '../shared/errors';
import { QUOTE_MESSAGES, type ProposalStatusValue } from '@marketplace/rules';
import { isUser, type Actor } from './actor';
import { CONTACT_ONCE_REVEALED, PROJECT_ACTIONS, PROPOSAL_STATUS_TRANSITIONS, allows, contactRevealed } from './lifecycle';
import { BID_REFUSED, DECISION_REFUSED, assertCanView, permits, refuse, relationsTo, unmetCondition, type HiringRef, type ProjectRef } from './policy';

export async function assertCanSubmitProposal(actor: Actor, project: HiringRef): Promise<void> {
  await assertCanView(actor, project);
  if (!isUser(actor)) throw new UnauthenticatedError('Please sign in as a contractor to submit a proposal.');
  const rule = PROJECT_ACTIONS.submitProposal;
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) throw new ForbiddenError('Only contractor accounts can submit proposals.');
  const unmet = unmetCondition(rule, project, relations);
  // Both answer 409, each with a code of its own: the project is full (QUOTE_LIMIT_REACHED), or this
  // contractor already has their one proposal on it (CONFLICT).
  if (unmet === 'underQuoteLimit') throw new QuoteLimitError(QUOTE_MESSAGES.enoughQuotes);
  if (unmet === 'unless' && relations.has('bidder') && !relations.has('owner')) throw new ConflictError(QUOTE_MESSAGES.alreadyBid);
  if (unmet) throw new ForbiddenError(BID_REFUSED[unmet](project));
}

/** May the actor change this proposal (its sender, while it is pending and the project could hire)? */
export async function assertCanEditProposal(actor: Actor, project: HiringRef, proposal: Pick<Proposal, 'id' | 'contractorId' | 'status'>): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROJECT_ACTIONS.editProposal;
  const relations = await relationsTo(actor, project, proposal);
  if (!allows(rule, relations)) refuse(actor, 'Only the contractor who sent a proposal can change it.');
  const unmet = unmetCondition(rule, project, relations, proposal.id, proposal.status);
  if (unmet === 'whenProposalStatus') throw new ConflictError(QUOTE_MESSAGES.decided);
  if (unmet) throw new ForbiddenError(BID_REFUSED[unmet](project));
}

/** May the actor set this proposal (on this project, as it is now) to `status`? */
export async function assertCanDecideProposal(actor: Actor, project: HiringRef, status: ProposalStatusValue, proposalId: number): Promise<void> {
  await assertCanView(actor, project);
  const rule = PROPOSAL_STATUS_TRANSITIONS[status];
  const relations = await relationsTo(actor, project);
  if (!allows(rule, relations)) refuse(actor);
  const unmet = unmetCondition(rule, project, relations, proposalId);
  if (unmet) throw new ForbiddenError(DECISION_REFUSED[unmet](project));
}

/** Whether the actor may set this proposal to `status` now; no refusal, for `viewerCan`. */
export async function canDecideProposal(actor: Actor, project: HiringRef, status: ProposalStatusValue, proposalId: number): Promise<boolean> {
  return permits(PROPOSAL_STATUS_TRANSITIONS[status], project, await relationsTo(actor, project), proposalId);
}

type ProposalRef = Pick<Proposal, 'contractorId' | 'status' | 'contactSharedAt'>;

async function canSeeContact(
  actor: Actor,
  action: keyof typeof CONTACT_ONCE_REVEALED,
  project: ProjectRef,
  proposal: ProposalRef,
): Promise<boolean> {
  const relations = await relationsTo(actor, project, proposal);
  if (allows(PROJECT_ACTIONS[action], relations)) return true;
  return contactRevealed(proposal) && allows(CONTACT_ONCE_REVEALED[action], relations);
}

/** The contractor's e-mail and phone on a proposal. */
export async function canViewProposalContact(actor: Actor, project: ProjectRef, proposal: ProposalRef): Promise<boolean> {
  return canSeeContact(actor, 'viewProposalContact', project, proposal);
}

/** The homeowner's name, e-mail and phone on a proposal. */
export async function canViewHomeownerContact(actor: Actor, project: ProjectRef, proposal: ProposalRef): Promise<boolean> {
  return canSeeContact(actor, 'viewHomeownerContact', project, proposal);
}

/** Whether the actor may take a proposal action (thread, sharing); no refusal, for `viewerCan`. */
export async function canOnProposal(
  actor: Actor,
  action: 'viewThread' | 'sendMessage' | 'shareContactDetails',
  project: ProjectRef,
  proposal: Pick<Proposal, 'contractorId'>,
): Promise<boolean> {
  return allows(PROJECT_ACTIONS[action], await relationsTo(actor, project, proposal));
}

/** Refuses a proposal action: 401 for visitors, 403 for everyone else the table leaves out. */
export async function assertProposalAction(
  actor: Actor,
  action: 'viewThread' | 'sendMessage' | 'shareContactDetails',
  project: ProjectRef,
  proposal: Pick<Proposal, 'contractorId'>,
  message?: string,
): Promise<void> {
  await assertCanView(actor, project);
  if (!(await canOnProposal(actor, action, project, proposal))) refuse(actor, message);
}

export async function canViewDeclineNote(actor: Actor, project: ProjectRef, proposal: Pick<Proposal, 'contractorId'>): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewDeclineNote, await relationsTo(actor, project, proposal));
}
