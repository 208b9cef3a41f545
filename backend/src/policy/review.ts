import { AppError, ConflictError, ForbiddenError } from '../shared/errors';
import { CONTRACTOR_REVIEW_MESSAGES } from '@marketplace/shared';
import { isUser, type Actor } from './actor';
import { CONTRACTOR_REVIEW_ACTIONS, SHOWCASE_REFUSED, allows, type Condition, type ContractorReviewAction, type Relation } from './lifecycle';
import { enforce } from './check';
import { refuse, unmetCondition, type HiringRef } from './policy';

/** One hire a review is about: the project's homeowner and the contractor whose proposal was accepted. */
export interface HireRef {
  ownerId: string | null;
  contractorId: string;
}

/** How the actor relates to a hire's review: its homeowner (owner), the reviewed contractor (hired), staff. */
export function reviewRelations(actor: Actor, hire: HireRef): Set<Relation> {
  const relations = new Set<Relation>();
  if (!isUser(actor)) return relations;
  if (actor.role === 'operator') relations.add('operator');
  if (hire.ownerId && hire.ownerId === actor.userId) relations.add('owner');
  if (actor.role === 'contractor' && actor.userId === hire.contractorId) relations.add('hired');
  return relations;
}

export function canOnReview(actor: Actor, action: ContractorReviewAction, hire: HireRef): boolean {
  return allows(CONTRACTOR_REVIEW_ACTIONS[action], reviewRelations(actor, hire));
}

const REVIEW_REFUSED: Partial<Record<Condition, string>> = {
  whenProjectStatus: CONTRACTOR_REVIEW_MESSAGES.notCompleted,
  whenHired: CONTRACTOR_REVIEW_MESSAGES.noHire,
};

/**
 * Whether the actor may review the project's hire now: only its homeowner, only once the project
 * is completed, only when a contractor was hired, and once. `hire` is the project's recorded hire
 * when it was sent from an account (null otherwise: nobody to review).
 */
export async function assertCanWriteReview(
  actor: Actor,
  project: HiringRef,
  hire: { proposalId: number; contractorId: string } | null,
  alreadyReviewed: boolean,
): Promise<void> {
  await enforce(actor, 'view', project);
  // A built-in sample has no hire to review, and is changed by nobody (lifecycle.ts, SHOWCASE_REFUSED).
  if (project.showcase !== false) throw new ForbiddenError(SHOWCASE_REFUSED);
  const rule = CONTRACTOR_REVIEW_ACTIONS.write;
  const relations = reviewRelations(actor, { ownerId: project.ownerId, contractorId: hire?.contractorId ?? '' });
  if (!allows(rule, relations)) refuse(actor, CONTRACTOR_REVIEW_MESSAGES.notTheHomeowner);
  // Only the recorded hire counts, and only one a contractor account sent.
  const unmet = unmetCondition(rule, { ...project, hiredProposalId: hire && hire.proposalId === project.hiredProposalId ? hire.proposalId : null }, relations);
  if (unmet) throw new ForbiddenError(REVIEW_REFUSED[unmet] ?? CONTRACTOR_REVIEW_MESSAGES.noHire);
  if (alreadyReviewed) throw new ConflictError(CONTRACTOR_REVIEW_MESSAGES.alreadyReviewed);
}

/** The same rule as a yes/no for the screens (Project.viewerCanReview). */
export async function canWriteReview(
  actor: Actor,
  project: HiringRef,
  hire: { proposalId: number; contractorId: string } | null,
  alreadyReviewed: boolean,
): Promise<boolean> {
  try {
    await assertCanWriteReview(actor, project, hire, alreadyReviewed);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Refuses an action on a review the actor's relation to its hire does not allow. */
export function assertOnReview(actor: Actor, action: ContractorReviewAction, hire: HireRef, message?: string): void {
  if (!canOnReview(actor, action, hire)) refuse(actor, message);
}
