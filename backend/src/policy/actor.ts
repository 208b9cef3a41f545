import type { Role } from '../auth/auth';

/** A signed-in person as the services see them. */
export interface UserActor {
  kind: 'user';
  userId: string;
  role: Role;
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  /** Ids of projects whose recorded hire is this person's proposal (project.hired_proposal_id), loaded once per request. */
  hiredProjectIds(): Promise<ReadonlySet<number>>;
  /** Ids of projects this person has sent a proposal for (one proposal each), loaded once per request. */
  bidProjectIds(): Promise<ReadonlySet<number>>;
}

/** Who is making a request. The transports build it once (auth/current-actor.ts); services receive it. */
export type Actor =
  | { kind: 'visitor' }
  /** A request with an API key; ownerId: the partner account that owns the key (null: a key an operator made by hand). */
  | { kind: 'partner'; keyId: number; name: string; ownerId: string | null }
  /** The marketplace itself, doing scheduled work (the daily credential check). */
  | { kind: 'system'; name: string }
  | UserActor;

export const VISITOR: Actor = { kind: 'visitor' };

/** The daily job that expires credentials; audit entries name it as the system. */
export const CREDENTIAL_CLOCK: Actor = { kind: 'system', name: 'daily credential check' };

export function isUser(actor: Actor): actor is UserActor {
  return actor.kind === 'user';
}

export function isOperator(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === 'operator';
}

/** An approved partner's own account (the role is given only when an operator approves the application). */
export function isPartnerAccount(actor: Actor): actor is UserActor {
  return actor.kind === 'user' && actor.role === 'partner';
}

export function isContractor(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === 'contractor';
}
