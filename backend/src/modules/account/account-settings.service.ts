import type { DataSource, EntityManager } from 'typeorm';
import { ValidateBy } from 'class-validator';
import { ACCOUNT_SETTINGS_MESSAGES, isPhoneNumber, MAX_LENGTH } from '@marketplace/shared';
import type { Role } from '../../auth/auth';
import type { Actor } from '../../policy/actor';
import { assertOwnAccount } from '../../policy/account';
import { parseInput } from '../../shared/validate';
import { OptionalText, RequiredText } from '../../shared/validators';

/**
 * Details someone gave with an e-mail address before the address was confirmed: the name and phone
 * of a visitor's post, or a contractor sign-up's business name, phone and role. Anybody can type any
 * address into those forms, so none of it is applied to the account (or shown on proposals, contact
 * details or profiles) until the address's owner, signed in by a link e-mailed there, confirms it.
 */
export interface PendingDetails {
  name?: string | null;
  phone?: string | null;
  /** Only ever 'contractor': the one role a public form can ask for. */
  role?: Extract<Role, 'contractor'>;
  businessName?: string | null;
  requestedAt: string;
}

/** The account as GraphQL's Viewer and REST's /api/account/me show it. */
export interface AccountView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  businessName: string | null;
}

const PhoneNumber = () =>
  ValidateBy({ name: 'isPhoneNumber', validator: { validate: (value) => typeof value !== 'string' || isPhoneNumber(value) } }, { message: ACCOUNT_SETTINGS_MESSAGES.phone });

class AccountSettingsInput {
  @RequiredText(ACCOUNT_SETTINGS_MESSAGES.name, MAX_LENGTH.shortText)
  name: string;

  @OptionalText(MAX_LENGTH.phone)
  @PhoneNumber()
  phone?: string | null;
}

/**
 * Keeps a claim pending on an account whose address nobody has confirmed yet (the newest claim
 * replaces an older one). The `emailVerified = false` condition is the guarantee: a confirmed
 * account is never changed by a request from someone else.
 */
export async function recordPendingDetails(db: DataSource | EntityManager, userId: string, details: Omit<PendingDetails, 'requestedAt'>): Promise<void> {
  const pending: PendingDetails = { ...details, requestedAt: new Date().toISOString() };
  await db.query(`UPDATE "user" SET pending_details = $2::jsonb WHERE id = $1 AND "emailVerified" = false`, [userId, JSON.stringify(pending)]);
}

/** The person's own name and phone, and the details waiting for them to confirm. One service for GraphQL and REST. */
export class AccountSettingsService {
  constructor(private readonly db: DataSource) {}

  /** The account as stored now (the request's actor may predate a change made in this request). */
  async view(actor: Actor): Promise<AccountView> {
    const self = assertOwnAccount(actor);
    const [row] = await this.db.query(`SELECT id, name, email, phone, role, "businessName" FROM "user" WHERE id = $1`, [self.userId]);
    return { ...row, name: row.name || row.email.split('@')[0], phone: row.phone ?? null, businessName: row.businessName ?? null };
  }

  /** What waits for the owner's confirmation; null for anyone but the account's own person. */
  async pendingDetails(actor: Actor, userId: string): Promise<PendingDetails | null> {
    if (actor.kind !== 'user' || actor.userId !== userId) return null;
    const [row] = await this.db.query(`SELECT pending_details AS pending FROM "user" WHERE id = $1`, [userId]);
    return (row?.pending as PendingDetails | null) ?? null;
  }

  /** Saves the signed-in person's name and phone (a blank phone removes it). */
  async update(actor: Actor, data: unknown): Promise<AccountView> {
    const self = assertOwnAccount(actor);
    const input = await parseInput(AccountSettingsInput, data);
    const phone = input.phone?.trim() || null;
    await this.db.query(`UPDATE "user" SET name = $2, phone = $3, "updatedAt" = now() WHERE id = $1`, [self.userId, input.name.trim(), phone]);
    return this.view(actor);
  }

  /**
   * The owner takes the details given with their address as their own: name and phone, and for a
   * contractor sign-up the business name and the contractor role (a homeowner account only; an
   * operator stays one). With nothing pending the account is left as it is.
   */
  async confirmPending(actor: Actor): Promise<AccountView> {
    const self = assertOwnAccount(actor);
    await this.db.transaction(async (manager) => {
      const [row] = await manager.query(`SELECT pending_details AS pending, role FROM "user" WHERE id = $1 FOR UPDATE`, [self.userId]);
      const pending = row?.pending as PendingDetails | null;
      if (!pending) return;
      const becomesContractor = pending.role === 'contractor' && (row.role === 'homeowner' || row.role === 'contractor');
      await manager.query(
        `UPDATE "user" SET
           name = COALESCE(NULLIF($2, ''), name),
           phone = COALESCE(NULLIF($3, ''), phone),
           role = CASE WHEN $4 THEN 'contractor' ELSE role END,
           "businessName" = CASE WHEN $4 AND NULLIF($5, '') IS NOT NULL THEN $5 ELSE "businessName" END,
           pending_details = NULL, "updatedAt" = now()
         WHERE id = $1`,
        [self.userId, pending.name?.trim() ?? '', pending.phone?.trim() ?? '', becomesContractor, pending.businessName?.trim() ?? ''],
      );
    });
    return this.view(actor);
  }

  /** The owner refuses the details given with their address: the account stays as it is. */
  async discardPending(actor: Actor): Promise<AccountView> {
    const self = assertOwnAccount(actor);
    await this.db.query(`UPDATE "user" SET pending_details = NULL WHERE id = $1`, [self.userId]);
    return this.view(actor);
  }
}
