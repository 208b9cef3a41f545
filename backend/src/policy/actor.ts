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
  /** Ids of projects where this person's proposal was accepted, loaded once per request. */
  hiredProjectIds(): Promise<ReadonlySet<number>>;
}

/** Who is making a request. The transports build it once (auth/current-actor.ts); services receive it. */
export type Actor =
  | { kind: 'visitor' }
  | { kind: 'partner'; keyId: number; name: string }
  | UserActor;

export const VISITOR: Actor = { kind: 'visitor' };

export function isUser(actor: Actor): actor is UserActor {
  return actor.kind === 'user';
}

export function isOperator(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === 'operator';
}

export function isContractor(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === 'contractor';
}
