import { NotFoundError, ValidationError } from '../shared/errors';
import type { CredentialStatusValue } from '@marketplace/shared';
import { isUser, type Actor, type UserActor } from './actor';
import {
  CONTRACTOR_PROFILE_ACTIONS,
  CREDENTIAL_TRANSITIONS,
  allowsCredential,
  type ContractorProfileAction,
  type CredentialAction,
  type CredentialRelation,
} from './lifecycle-contractor';
import { refuse } from './policy';

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
 * credential does not exist for a contractor; a step the table does not give them on their own is
 * refused; a step the state does not allow is bad input.
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
    if (credential && isUser(actor) && actor.role === 'contractor' && !relations.has('holder')) throw new NotFoundError('Credential', credential.id ?? '');
    refuse(actor);
  }
  const state = credential?.status ?? 'new';
  if (!(rule.from as readonly string[]).includes(state)) {
    throw new ValidationError({ status: CREDENTIAL_STEP_REFUSED[action](state) }, CREDENTIAL_STEP_REFUSED[action](state));
  }
}

/** Whether the actor may take a credential step from its state now (for the screens: the service still asserts). */
export function canTakeCredentialTransition(actor: Actor, action: CredentialAction, credential: { contractorId: string; status: CredentialStatusValue }): boolean {
  const rule = CREDENTIAL_TRANSITIONS[action];
  return allowsCredential(rule, credentialRelations(actor, credential.contractorId)) && (rule.from as readonly string[]).includes(credential.status);
}

const CREDENTIAL_STEP_REFUSED: Record<CredentialAction, (state: string) => string> = {
  submit: () => 'A verified credential stays as it was checked: add the renewed one as a new credential.',
  verify: (state) => `Only credentials waiting for a check can be verified; this one is ${state}.`,
  reject: (state) => `Only waiting or verified credentials can be rejected; this one is ${state}.`,
  expire: (state) => `Only waiting or verified credentials expire; this one is ${state}.`,
};
