import type { Proposal } from '../modules/proposal/proposal.entity';
import type { ProposalStatusValue } from '@marketplace/rules';
import type { Actor } from './actor';
import { enforce, may } from './check';
import { CONTACT_ONCE_REVEALED, PROJECT_ACTIONS, allows, contactRevealed } from './lifecycle';
import { refuse, relationsTo, type HiringRef, type ProjectRef } from './policy';

/** May the actor bid on this project (a contractor, once, while it takes quotes)? */
export async function assertCanSubmitProposal(actor: Actor, project: HiringRef): Promise<void> {
  await enforce(actor, 'submitProposal', project);
}

/** May the actor change this proposal (its sender, while it is pending and the project could hire)? */
export async function assertCanEditProposal(actor: Actor, project: HiringRef, proposal: Pick<Proposal, 'id' | 'contractorId' | 'status'>): Promise<void> {
  await enforce(actor, 'editProposal', project, proposal);
}

/** May the actor set this proposal (on this project, as it is now) to `status`? */
export async function assertCanDecideProposal(actor: Actor, project: HiringRef, status: ProposalStatusValue, proposalId: number): Promise<void> {
  await enforce(actor, { decide: status }, project, { id: proposalId });
}

/** Whether the actor may set this proposal to `status` now; no refusal, for `viewerCan`. */
export async function canDecideProposal(actor: Actor, project: HiringRef, status: ProposalStatusValue, proposalId: number): Promise<boolean> {
  return may(actor, { decide: status }, project, { id: proposalId });
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
  await enforce(actor, 'view', project);
  if (!(await canOnProposal(actor, action, project, proposal))) refuse(actor, message);
}

export async function canViewDeclineNote(actor: Actor, project: ProjectRef, proposal: Pick<Proposal, 'contractorId'>): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewDeclineNote, await relationsTo(actor, project, proposal));
}
