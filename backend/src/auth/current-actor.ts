import { fromNodeHeaders } from 'better-auth/node';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Actor } from '../policy/actor';
import type { ApiKeyService } from '../modules/account/api-key.service';
import { UnauthenticatedError } from '../shared/errors';
import { ROLES, type Auth, type Role } from './auth';

export const API_KEY_HEADER = 'x-api-key';

/** A presented key that matches no live key: said plainly, as Stripe and GitHub do, so a partner notices at once. */
export const INVALID_API_KEY = 'This API key is invalid or has been revoked. Check the X-Api-Key header, or ask GTA Home Pros for a new key.';
/** A real key whose partner account was disabled or lost its partner role: told so, since a new key would not help. */
export const INACTIVE_OWNER_API_KEY = 'The account this API key belongs to is disabled or no longer has API access. Contact GTA Home Pros.';

/**
 * The one place that reads cookies and API-key headers: turns a request into the Actor the
 * services receive. Sessions come from better-auth (PostgreSQL); partner keys from api_key.
 */
export function createActorResolver(auth: Auth, db: DataSource, apiKeys: ApiKeyService) {
  return async function currentActor(req: Request): Promise<Actor> {
    const key = req.get(API_KEY_HEADER);
    if (key) {
      const found = await apiKeys.verify(key);
      if (!('refused' in found)) return { kind: 'partner', keyId: found.id, name: found.name, ownerId: found.ownerId };
      // Never served as a visitor: a partner whose key was revoked would otherwise get public data
      // (and none of its own) with a 200, and not notice.
      throw new UnauthenticatedError(found.refused === 'owner-inactive' ? INACTIVE_OWNER_API_KEY : INVALID_API_KEY);
    }
    if (!req.headers.cookie) return { kind: 'visitor' };
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!found) return { kind: 'visitor' };
    const user = found.user as typeof found.user & { role?: string | null; phone?: string | null; businessName?: string | null };
    if (user.banned) return { kind: 'visitor' };
    const role: Role = ROLES.includes(user.role as Role) ? (user.role as Role) : 'homeowner';
    let hired: Promise<ReadonlySet<number>> | undefined;
    let bids: Promise<ReadonlySet<number>> | undefined;
    return {
      kind: 'user',
      userId: user.id,
      role,
      name: user.name || user.email.split('@')[0],
      email: user.email,
      phone: user.phone ?? null,
      businessName: user.businessName ?? null,
      hiredProjectIds: () =>
        (hired ??= db
          // The recorded hire (project.hired_proposal_id), not every accepted proposal: see PROPOSAL_STATUS_TRANSITIONS.
          .query(`SELECT p.id AS project_id FROM project p JOIN proposal pr ON pr.id = p.hired_proposal_id WHERE pr.contractor_id = $1`, [user.id])
          .then((rows: { project_id: number }[]) => new Set(rows.map((row) => row.project_id)))),
      bidProjectIds: () =>
        (bids ??= db
          .query(`SELECT DISTINCT project_id FROM proposal WHERE contractor_id = $1`, [user.id])
          .then((rows: { project_id: number }[]) => new Set(rows.map((row) => row.project_id)))),
    };
  };
}

export type ActorResolver = ReturnType<typeof createActorResolver>;
