import type { DataSource, EntityManager } from 'typeorm';
import { PARTNER_LIMITS, PARTNER_MESSAGES } from '@marketplace/shared';
import type { Actor, UserActor } from '../../policy/actor';
import { assertMayApplyForPartner, assertOperator, assertOwnAccount } from '../../policy/account';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../shared/errors';
import { assertNoNul } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Mailer } from '../../mail/mailer';
import { GRAPHQL_LIMITS } from '../../graphql/limits';
import { partnerApprovedEmail, partnerDeclinedEmail } from '../../mail/partner-emails';

/** What partners read about their limits (apiLimits). */
export interface ApiLimitsModel {
  readsPerMinute: number;
  writesPerMinute: number;
  maxCost: number;
  keysPerPartner: number;
}

export type PartnerApplicationStatus = 'pending' | 'approved' | 'declined';

export interface PartnerApplicationRow {
  id: number;
  userId: string;
  name: string;
  email: string;
  organisation: string;
  website: string | null;
  useCase: string;
  status: PartnerApplicationStatus;
  decisionNote: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `a.id, a.user_id AS "userId", u.name, u.email, a.organisation, a.website, a.use_case AS "useCase",
  a.status, a.decision_note AS "decisionNote", a.decided_at AS "decidedAt", a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The application form, checked with the messages the form shows. */
function parseApplication(input: unknown): { organisation: string; website: string | null; useCase: string } {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  assertNoNul({ organisation: raw.organisation, website: raw.website, useCase: raw.useCase });
  const organisation = text(raw.organisation);
  const website = text(raw.website);
  const useCase = text(raw.useCase);
  const errors: FieldErrors = {};
  if (!organisation || organisation.length > PARTNER_LIMITS.organisation) errors.organisation = PARTNER_MESSAGES.organisation;
  if (website && (website.length > PARTNER_LIMITS.website || !isHttpsUrl(website))) errors.website = PARTNER_MESSAGES.website;
  if (useCase.length < 20 || useCase.length > PARTNER_LIMITS.useCase) errors.useCase = PARTNER_MESSAGES.useCase;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { organisation, website: website || null, useCase };
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * API partners' applications, in the review-queue pattern: a signed-in person applies (the e-mailed
 * sign-in link proved the address), an operator approves or declines with a note, the decision is
 * audit-logged in the same transaction and e-mailed. Approval gives the account the partner role,
 * which opens the partner console (keys, usage, webhooks).
 */
export class PartnerService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
    private readonly mail: Mailer,
    private readonly siteUrl: string,
    private readonly apiLimits: { readsPerMinute: number; writesPerMinute: number },
  ) {}

  limits(): ApiLimitsModel {
    return { ...this.apiLimits, maxCost: GRAPHQL_LIMITS.maxCost, keysPerPartner: PARTNER_LIMITS.keysPerPartner };
  }

  /** The signed-in person's own application, or null (visitors: null). */
  async mine(actor: Actor): Promise<PartnerApplicationRow | null> {
    if (actor.kind !== 'user') return null;
    return (await this.find('a.user_id = $1', [actor.userId])) ?? null;
  }

  async apply(actor: Actor, input: unknown): Promise<PartnerApplicationRow> {
    // Who may apply is decided before the input is read: a contractor is told why, not what to fix in the form.
    const signedIn = assertOwnAccount(actor);
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM project WHERE owner_id = $1`, [signedIn.userId]);
    const user = assertMayApplyForPartner(actor, count > 0);
    const application = parseApplication(input);
    return this.db.transaction(async (manager) => {
      // One application per account: sending it again (while waiting, or after a decline) replaces it and queues it again.
      const [existing] = await manager.query(`SELECT status FROM partner_application WHERE user_id = $1 FOR UPDATE`, [user.userId]);
      if (existing?.status === 'approved') throw new ConflictError(PARTNER_MESSAGES.alreadyPartner);
      await manager.query(
        `INSERT INTO partner_application (user_id, organisation, website, use_case) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET organisation = EXCLUDED.organisation, website = EXCLUDED.website,
           use_case = EXCLUDED.use_case, status = 'pending', decision_note = NULL, decided_by = NULL, decided_at = NULL, updated_at = now()`,
        [user.userId, application.organisation, application.website, application.useCase],
      );
      return (await this.find('a.user_id = $1', [user.userId], manager))!;
    });
  }

  /** Operators: waiting applications first (oldest first), then decided ones, newest first. */
  async list(actor: Actor, status?: PartnerApplicationStatus | null): Promise<PartnerApplicationRow[]> {
    assertOperator(actor);
    return this.db.query(
      `SELECT ${COLUMNS} FROM partner_application a JOIN "user" u ON u.id = a.user_id
       WHERE ($1::text IS NULL OR a.status = $1)
       ORDER BY (a.status = 'pending') DESC,
         CASE WHEN a.status = 'pending' THEN a.updated_at END ASC,
         a.updated_at DESC
       LIMIT 200`,
      [status ?? null],
    );
  }

  async approve(actor: Actor, id: number): Promise<PartnerApplicationRow> {
    return this.decide(actor, id, 'approved', null);
  }

  async decline(actor: Actor, id: number, note: unknown): Promise<PartnerApplicationRow> {
    assertNoNul({ note });
    const reason = text(note);
    if (!reason || reason.length > PARTNER_LIMITS.decisionNote) throw new ValidationError({ note: PARTNER_MESSAGES.declineNote });
    return this.decide(actor, id, 'declined', reason);
  }

  private async decide(actor: Actor, id: number, status: 'approved' | 'declined', note: string | null): Promise<PartnerApplicationRow> {
    assertOperator(actor);
    const operator = actor as UserActor;
    const decided = await this.db.transaction(async (manager) => {
      const [current] = await manager.query(`SELECT status, user_id FROM partner_application WHERE id = $1 FOR UPDATE`, [id]);
      if (!current) throw new NotFoundError('Partner application', id);
      if (current.status !== 'pending') throw new ConflictError(PARTNER_MESSAGES.alreadyDecided);
      await manager.query(
        `UPDATE partner_application SET status = $2, decision_note = $3, decided_by = $4, decided_at = now(), updated_at = now() WHERE id = $1`,
        [id, status, note, operator.userId],
      );
      if (status === 'approved') await this.makePartner(manager, current.user_id);
      await this.audit.record(
        actor,
        { action: status === 'approved' ? 'partner.approve' : 'partner.decline', subjectType: 'partner_application', subjectId: id, before: { status: 'pending' }, after: { status }, note: note ?? undefined },
        manager,
      );
      const row = (await this.find('a.id = $1', [id], manager))!;
      const applicant = { to: row.email, name: row.name, organisation: row.organisation, siteUrl: this.siteUrl };
      await this.mail.send(status === 'approved' ? partnerApprovedEmail(applicant) : partnerDeclinedEmail({ ...applicant, note: note! }), manager);
      return row;
    });
    return decided;
  }

  /**
   * Approval gives the partner role only while the rules of applying still hold, read again here:
   * the applicant may have posted a project or become a contractor since applying. The account row
   * is locked FOR UPDATE, which also waits for a project being posted in its name (inserting one
   * takes a key-share lock on it) and holds off a change of role, until the approval commits.
   */
  private async makePartner(manager: EntityManager, userId: string): Promise<void> {
    const [user] = await manager.query(`SELECT role FROM "user" WHERE id = $1 FOR UPDATE`, [userId]);
    if (user?.role !== 'homeowner') throw new ConflictError(PARTNER_MESSAGES.approvalNotPlainAccount);
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM project WHERE owner_id = $1`, [userId]);
    if (count > 0) throw new ConflictError(PARTNER_MESSAGES.approvalHasProjects);
    const [, changed] = await manager.query(`UPDATE "user" SET role = 'partner', "updatedAt" = now() WHERE id = $1 AND role = 'homeowner'`, [userId]);
    // Never marked approved while the role stays as it was (the row is locked, so this holds; said all the same).
    if (changed !== 1) throw new ConflictError(PARTNER_MESSAGES.approvalNotPlainAccount);
  }

  private async find(where: string, params: unknown[], manager: EntityManager | DataSource = this.db): Promise<PartnerApplicationRow | undefined> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM partner_application a JOIN "user" u ON u.id = a.user_id WHERE ${where}`, params);
    return row;
  }
}
