import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../shared/errors';
import { AGREEMENT_MESSAGES, type AgreementParty, type ChangeOrderStatusValue, withinCoolingOff } from '@marketplace/shared';
import { isOperator, isUser, type Actor } from './actor';
import {
  AGREEMENT_ACTIONS,
  AGREEMENT_STEPS,
  CHANGE_ORDER_STEPS,
  type AgreementRelation,
  type AgreementState,
  type AgreementStep,
  type AgreementStepName,
  type ChangeOrderStepName,
} from './lifecycle-agreement';

/** An agreement as the policy reads it: its parties and state, and when its copy was delivered. */
export interface AgreementRef {
  id: number;
  homeownerId: string;
  contractorId: string;
  status: AgreementState;
  inForceAt: Date | null;
  copyDeliveredAt: Date | null;
}

/** How the actor relates to an agreement (AgreementRelation); partner keys and visitors relate to none. */
export function agreementRelations(actor: Actor, agreement: Pick<AgreementRef, 'homeownerId' | 'contractorId'>): Set<AgreementRelation> {
  const relations = new Set<AgreementRelation>();
  if (actor.kind === 'system') relations.add('system');
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (actor.userId === agreement.homeownerId) relations.add('homeowner');
  if (actor.userId === agreement.contractorId && actor.role === 'contractor') relations.add('contractor');
  return relations;
}

/** The party the actor signs as, if any (an operator who is also a party signs as that party). */
export function agreementPartyOf(actor: Actor, agreement: Pick<AgreementRef, 'homeownerId' | 'contractorId'>): AgreementParty | null {
  const relations = agreementRelations(actor, agreement);
  return relations.has('homeowner') ? 'homeowner' : relations.has('contractor') ? 'contractor' : null;
}

export const allowsAgreement = (rule: { by: readonly AgreementRelation[] }, relations: ReadonlySet<AgreementRelation>) => rule.by.some((relation) => relations.has(relation));

/** Whether the actor may see the agreement at all (AGREEMENT_ACTIONS.view). */
export function canViewAgreement(actor: Actor, agreement: Pick<AgreementRef, 'homeownerId' | 'contractorId'>): boolean {
  return allowsAgreement(AGREEMENT_ACTIONS.view, agreementRelations(actor, agreement));
}

/** An agreement the actor may not see does not exist for them: 404, never a hint that it exists. */
export function assertCanViewAgreement(actor: Actor, agreement: AgreementRef): void {
  if (!canViewAgreement(actor, agreement)) {
    if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to see this agreement.');
    throw new NotFoundError('Agreement', agreement.id);
  }
}

/** Whether a step of AGREEMENT_STEPS is open to the actor now: who they are, the state, and the cooling-off clock. */
export function canTakeAgreementStep(actor: Actor, step: AgreementStepName, agreement: AgreementRef, now: Date = new Date()): boolean {
  const rule: AgreementStep = AGREEMENT_STEPS[step];
  if (!allowsAgreement(rule, agreementRelations(actor, agreement))) return false;
  if (!rule.from.includes(agreement.status)) return false;
  if (rule.whenCoolingOff && !(agreement.inForceAt && withinCoolingOff(now, agreement.copyDeliveredAt, agreement.inForceAt))) return false;
  return true;
}

const AGREEMENT_STATE_REFUSED: Record<AgreementStepName, string> = {
  prepare: 'This proposal already has an agreement.',
  edit: 'This agreement can no longer be changed: it has been sent or signed. Ask the homeowner to request changes, or propose a change order once it is in force.',
  send: 'This agreement has already been sent.',
  requestChanges: 'This agreement is not waiting for your signature.',
  decline: 'This agreement is not waiting for your signature.',
  sign: 'This agreement is not waiting for a signature.',
  cancel: AGREEMENT_MESSAGES.coolingOffOver,
  recordCancellation: 'This agreement is already closed.',
  supersede: 'This agreement is already binding.',
  proposeChange: 'Change orders can be proposed only on an agreement in force.',
};

/**
 * Refuses a step: 404 to people who may not see the agreement, 403 to a party the table does not let take
 * it, 409 (saying why) when the agreement's state or the cooling-off clock does not allow it.
 */
export function assertAgreementStep(actor: Actor, step: AgreementStepName, agreement: AgreementRef, now: Date = new Date()): void {
  if (actor.kind !== 'system') assertCanViewAgreement(actor, agreement);
  const rule: AgreementStep = AGREEMENT_STEPS[step];
  if (!allowsAgreement(rule, agreementRelations(actor, agreement))) {
    throw new ForbiddenError(step === 'cancel' && isOperator(actor) ? 'Operators record a cancellation both sides agreed to (recordAgreementCancellation).' : 'Your account may not do that with this agreement.');
  }
  if (!canTakeAgreementStep(actor, step, agreement, now)) {
    throw new ConflictError(AGREEMENT_STATE_REFUSED[step]);
  }
}

/** How the actor relates to a change order of an agreement they may see. */
export function changeOrderRelations(actor: Actor, agreement: AgreementRef, change: { proposedBy: AgreementParty }): Set<AgreementRelation> {
  const relations = agreementRelations(actor, agreement);
  const party = agreementPartyOf(actor, agreement);
  if (party && party === change.proposedBy) relations.add('proposer');
  if (party && party !== change.proposedBy) relations.add('counterparty');
  return relations;
}

export function canTakeChangeOrderStep(actor: Actor, step: ChangeOrderStepName, agreement: AgreementRef, change: { proposedBy: AgreementParty; status: ChangeOrderStatusValue }): boolean {
  const rule = CHANGE_ORDER_STEPS[step];
  return agreement.status === 'in-force' && (rule.from as readonly string[]).includes(change.status) && allowsAgreement(rule, changeOrderRelations(actor, agreement, change));
}

export function assertChangeOrderStep(actor: Actor, step: ChangeOrderStepName, agreement: AgreementRef, change: { proposedBy: AgreementParty; status: ChangeOrderStatusValue }): void {
  assertCanViewAgreement(actor, agreement);
  const rule = CHANGE_ORDER_STEPS[step];
  if (!allowsAgreement(rule, changeOrderRelations(actor, agreement, change))) {
    throw new ForbiddenError(step === 'withdraw' ? 'Only the side that proposed this change order can withdraw it.' : 'The other side signs or declines a change order: you proposed this one.');
  }
  if (!canTakeChangeOrderStep(actor, step, agreement, change)) throw new ConflictError('This change order is no longer waiting for a decision.');
}
