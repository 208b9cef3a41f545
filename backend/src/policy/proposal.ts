import type { Proposal } from '../modules/proposal/proposal.entity';
import type { Actor } from './actor';
import { CONTACT_ONCE_REVEALED, PROJECT_ACTIONS, allows, contactRevealed } from './lifecycle';
import { relationsTo, type ProjectRef } from './policy';

// Proposals: bidding, editing, deciding, threads and decline notes are rows of the project tables, checked by
// check.ts (`enforce`, `may`). What is left here reads two rows at once: contact details, revealed to the
// other side once the homeowner accepts or shares them (CONTACT_ONCE_REVEALED).

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
