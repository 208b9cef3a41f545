import type { Project } from '../modules/project/project.entity';
import type { Proposal } from '../modules/proposal/proposal.entity';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../shared/errors';
import { PROJECT_STATUSES, type CredentialStatusValue, type ProjectStatusValue, type ProposalStatusValue } from '../shared/rules';
import { isUser, type Actor, type UserActor } from './actor';
import {
  CONTRACTOR_PROFILE_ACTIONS,
  CREDENTIAL_TRANSITIONS,
  allowsCredential,
  type ContractorProfileAction,
  type CredentialAction,
  type CredentialRelation,
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

/** The spec replaces Submit Proposal with "This project has been completed"; cancelled work takes no bids either. */
const CLOSED_FOR_BIDS = new Set<ProjectStatusValue>(['completed', 'cancelled']);

type ProjectRef = Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status'>;

/** How the actor relates to a project (and, for proposal rules, to one proposal on it). */
export async function relationsTo(actor: Actor, project: ProjectRef, proposal?: Pick<Proposal, 'contractorId'>): Promise<Set<Relation>> {
  const relations = new Set<Relation>();
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (project.ownerId && project.ownerId === actor.userId) relations.add('owner');
  if (actor.role === 'contractor') {
    relations.add('contractor');
    if ((await actor.hiredProjectIds()).has(project.id)) relations.add('hired');
    if (proposal?.contractorId && proposal.contractorId === actor.userId) relations.add('proposer');
  }
  return relations;
}

/** Refuses with 401 for visitors and 403 for signed-in people. */
function refuse(actor: Actor, message?: string): never {
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
}

export async function projectPermissions(actor: Actor, project: ProjectRef): Promise<ProjectPermissions> {
  const relations = await relationsTo(actor, project);
  const canBid =
    allows(PROJECT_ACTIONS.submitProposal, relations) &&
    !relations.has('owner') &&
    project.visibility === 'published' &&
    !CLOSED_FOR_BIDS.has(project.status);
  return {
    statuses: PROJECT_STATUSES.filter((status) => allows(PROJECT_STATUS_TRANSITIONS[status], relations)),
    fields: (Object.keys(PROJECT_FIELDS) as ProjectFieldName[]).filter((field) => allows(PROJECT_FIELDS[field], relations)),
    delete: allows(PROJECT_ACTIONS.delete, relations),
    decideProposals: allows(PROPOSAL_STATUS_TRANSITIONS.accepted, relations),
    submitProposal: canBid,
  };
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

export async function assertCanSubmitProposal(actor: Actor, project: ProjectRef): Promise<void> {
  await assertCanView(actor, project);
  if (!isUser(actor)) throw new UnauthenticatedError('Please sign in as a contractor to submit a proposal.');
  if (!(await projectPermissions(actor, project)).submitProposal) {
    if (actor.role !== 'contractor') throw new ForbiddenError('Only contractor accounts can submit proposals.');
    throw new ForbiddenError('This project is not open for proposals.');
  }
}

export async function assertCanDecideProposal(actor: Actor, project: ProjectRef, status: ProposalStatusValue): Promise<void> {
  await assertCanView(actor, project);
  if (!allows(PROPOSAL_STATUS_TRANSITIONS[status], await relationsTo(actor, project))) refuse(actor);
}

export async function canViewProposalContact(actor: Actor, project: ProjectRef, proposal: Pick<Proposal, 'contractorId'>): Promise<boolean> {
  return allows(PROJECT_ACTIONS.viewProposalContact, await relationsTo(actor, project, proposal));
}

export function assertOperator(actor: Actor): void {
  if (!(isUser(actor) && actor.role === 'operator')) refuse(actor);
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

/** How the actor relates to one contractor's profile and credentials. */
export function credentialRelations(actor: Actor, contractorId: string): Set<CredentialRelation> {
  const relations = new Set<CredentialRelation>();
  if (actor.kind === 'system') relations.add('clock');
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (actor.role === 'contractor' && actor.userId === contractorId) relations.add('holder');
  return relations;
}

export function canOnContractorProfile(actor: Actor, action: ContractorProfileAction, contractorId: string): boolean {
  return allowsCredential(CONTRACTOR_PROFILE_ACTIONS[action], credentialRelations(actor, contractorId));
}

/** Only contractors have a business profile, and only their own. */
export function assertContractor(actor: Actor): asserts actor is UserActor {
  if (!(isUser(actor) && actor.role === 'contractor')) refuse(actor, 'Only contractor accounts have a business profile.');
}

/**
 * Whether the actor may take a credential from its state (null: not filed yet). Someone else's
 * credential does not exist for a contractor; a step the state does not allow is bad input.
 */
export function assertCredentialTransition(
  actor: Actor,
  action: CredentialAction,
  credential: { id?: number; contractorId: string; status: CredentialStatusValue } | null,
  contractorId: string,
): void {
  const rule = CREDENTIAL_TRANSITIONS[action];
  const relations = credentialRelations(actor, credential?.contractorId ?? contractorId);
  if (!allowsCredential(rule, relations)) {
    if (credential && isUser(actor) && actor.role === 'contractor') throw new NotFoundError('Credential', credential.id ?? '');
    refuse(actor);
  }
  const state = credential?.status ?? 'new';
  if (!(rule.from as readonly string[]).includes(state)) {
    throw new ValidationError({ status: CREDENTIAL_STEP_REFUSED[action](state) }, CREDENTIAL_STEP_REFUSED[action](state));
  }
}

const CREDENTIAL_STEP_REFUSED: Record<CredentialAction, (state: string) => string> = {
  submit: () => 'A verified credential stays as it was checked: add the renewed one as a new credential.',
  verify: (state) => `Only credentials waiting for a check can be verified; this one is ${state}.`,
  reject: (state) => `Only waiting or verified credentials can be rejected; this one is ${state}.`,
  expire: (state) => `Only waiting or verified credentials expire; this one is ${state}.`,
};
