import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../shared/errors';
import { isUser, type Actor } from './actor';
import { agreementRelations, allowsAgreement } from './agreement';
import { VISIT_ACTIONS, VISIT_STEPS, type VisitState, type VisitStepName } from './lifecycle-visit';

/**
 * A site visit as the policy reads it: its two sides and its state. Before one is proposed, `contractorId` is
 * the contractor who may propose it (one who bid on the project or was invited to; '' for anyone else) and the
 * state is that of their last visit there ('new' when none is live).
 */
export interface VisitRef {
  id: number;
  homeownerId: string;
  contractorId: string;
  status: VisitState;
}

/** Whether the actor may see the visit at all (VISIT_ACTIONS.view): its two sides and staff. */
export function canViewVisit(actor: Actor, visit: Pick<VisitRef, 'homeownerId' | 'contractorId'>): boolean {
  return allowsAgreement(VISIT_ACTIONS.view, agreementRelations(actor, visit));
}

/** A visit the actor may not see does not exist for them: 401 to visitors and partner keys, 404 to everyone else. */
export function assertCanViewVisit(actor: Actor, visit: VisitRef): void {
  if (canViewVisit(actor, visit)) return;
  if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to see this visit.');
  throw new NotFoundError('Visit', visit.id);
}

/** Whether a step of VISIT_STEPS is open to the actor now: who they are and the visit's state. */
export function canTakeVisitStep(actor: Actor, step: VisitStepName, visit: VisitRef): boolean {
  const rule = VISIT_STEPS[step];
  return allowsAgreement(rule, agreementRelations(actor, visit)) && (rule.from as readonly VisitState[]).includes(visit.status);
}

const VISIT_STATE_REFUSED: Record<VisitStepName, string> = {
  propose: 'You already have a visit on this project: reschedule it instead of proposing another.',
  pick: 'This visit is not waiting for you to pick a time.',
  askOtherTimes: 'This visit is cancelled or already over.',
  reschedule: 'This visit is cancelled or already over: propose a new one.',
  cancel: 'This visit is already cancelled or over.',
  markNoShow: 'Only a confirmed visit can be marked as a no-show.',
  remind: 'This visit is not confirmed.',
  cancelAsOperator: 'This visit is already cancelled or over.',
  withdrawNoShow: 'Only a visit marked as a no-show can have the mark withdrawn.',
};

/**
 * Refuses a visit step: 401 to visitors and partner keys, 404 to people who may not see the visit (a proposal
 * is checked against the project first, by the service), 403 to a side the table does not let take it, 409
 * (saying why) when the visit's state does not allow it.
 */
export function assertVisitStep(actor: Actor, step: VisitStepName, visit: VisitRef, refusal = 'Your account may not do that with this visit.'): void {
  if (!isUser(actor) && actor.kind !== 'system') throw new UnauthenticatedError('Sign in to arrange a site visit.');
  if (step !== 'propose' && actor.kind !== 'system') assertCanViewVisit(actor, visit);
  if (!allowsAgreement(VISIT_STEPS[step], agreementRelations(actor, visit))) throw new ForbiddenError(refusal);
  if (!canTakeVisitStep(actor, step, visit)) throw new ConflictError(VISIT_STATE_REFUSED[step]);
}
