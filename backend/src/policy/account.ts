import { ConflictError, ForbiddenError } from '../shared/errors';
import { PARTNER_MESSAGES } from '@marketplace/shared';
import { isUser, type Actor, type UserActor } from './actor';
import { refuse } from './policy';

export function assertOperator(actor: Actor): void {
  if (!(isUser(actor) && actor.role === 'operator')) refuse(actor);
}

/**
 * The partner console (keys, usage, webhooks): an approved partner's own account. Operators reach
 * the same data per partner through their own operations, never by acting as the partner.
 */
export function assertPartner(actor: Actor): UserActor {
  if (!(isUser(actor) && actor.role === 'partner')) refuse(actor, 'Only approved partner accounts have a partner console.');
  return actor;
}

/**
 * Who may apply for API access: a signed-in plain account that has posted no project (a partner's
 * API work stays apart from anyone's home). Contractors and staff are refused; an approved partner
 * has nothing to apply for.
 */
export function assertMayApplyForPartner(actor: Actor, hasPostedProjects: boolean): UserActor {
  const user = assertOwnAccount(actor);
  if (user.role === 'partner') throw new ConflictError(PARTNER_MESSAGES.alreadyPartner);
  if (user.role !== 'homeowner') throw new ForbiddenError(PARTNER_MESSAGES.ownAccountNeeded);
  if (hasPostedProjects) throw new ForbiddenError(PARTNER_MESSAGES.homeownerWithProjects);
  return user;
}

/**
 * Whose API keys the actor manages: operators any key (or one partner's, given partnerId), an
 * approved partner only their own (asking for another partner's is refused). `operator` tells the
 * service whether unowned keys and every owner are in reach.
 */
export function apiKeyScope(actor: Actor, partnerId?: string | null): { ownerId: string | null; operator: boolean } {
  if (isUser(actor) && actor.role === 'operator') return { ownerId: partnerId ?? null, operator: true };
  const partner = assertPartner(actor);
  if (partnerId != null && partnerId !== partner.userId) refuse(actor);
  return { ownerId: partner.userId, operator: false };
}

/**
 * Account settings and details waiting for confirmation: only the signed-in person, on their own
 * account (no operation takes an account id). Visitors and partner keys are refused with 401.
 */
export function assertOwnAccount(actor: Actor): UserActor {
  if (!isUser(actor)) refuse(actor, 'Sign in to change your account.');
  return actor;
}
