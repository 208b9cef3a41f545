import type { PageInfo } from '../../graphql/connection';
import type { DataSource, EntityManager } from 'typeorm';
import { credentialRejectedEmail, credentialVerifiedEmail } from '../../mail/credential-emails';
import type { Actor } from '../../policy/actor';
import { assertOperator } from '../../policy/account';
import { assertContractor, assertCredentialTransition, canOnContractorProfile } from '../../policy/contractor';
import { CREDENTIAL_TRANSITIONS } from '../../policy/lifecycle-contractor';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { CREDENTIAL_MESSAGES, CREDENTIAL_STATUSES, type CredentialKindValue, type CredentialStatusValue } from '@marketplace/shared';
import { longDate, torontoDate } from '../../shared/toronto-date';
import { parseId, parseInput } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Mailer } from '../../mail/mailer';
import type { CountingCredential } from './badges';
import { RejectCredentialInput, SubmitCredentialInput } from './contractor.inputs';
import { PrivateFiles } from '../upload/private-files';

export interface CredentialRow {
  id: number;
  contractorId: string;
  contractorName: string;
  contractorEmail: string;
  kind: CredentialKindValue;
  title: string | null;
  number: string;
  issuer: string;
  coverageCents: number | null;
  /** YYYY-MM-DD, or null for an "other" certificate that does not expire. */
  expiresOn: string | null;
  document: string | null;
  status: CredentialStatusValue;
  submittedAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
}

export const CREDENTIAL_SELECT = `SELECT c.id, c.contractor_id AS "contractorId", COALESCE(NULLIF(u."businessName", ''), u.name) AS "contractorName",
  u.email AS "contractorEmail", c.kind, c.title, c.number, c.issuer, c.coverage_cents::float8 AS "coverageCents",
  to_char(c.expires_on, 'YYYY-MM-DD') AS "expiresOn", c.document, c.status, c.submitted_at AS "submittedAt",
  c.reviewed_at AS "reviewedAt", c.rejection_reason AS "rejectionReason"
  FROM credential c JOIN "user" u ON u.id = c.contractor_id`;

export interface CredentialPage {
  nodes: CredentialRow[];
  hasNextPage: boolean;
  totalCount: number;
}

const encodeCursor = (row: CredentialRow) => Buffer.from(`${row.submittedAt.toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string): [string, number] {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !Number.isFinite(Date.parse(at)) || !/^\d{1,9}$/.test(id ?? '')) throw new ValidationError({ after: 'Not a valid cursor' });
  return [at, Number(id)];
}
export { encodeCursor as credentialCursor };

/** Contractors file credentials; operators verify or reject them, in the audit log and by e-mail. */
export class CredentialService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
    private readonly mail: Mailer,
    private readonly siteUrl: string,
  ) {}

  private async one(id: number, manager: EntityManager = this.db.manager, lock = false): Promise<CredentialRow | undefined> {
    const rows: CredentialRow[] = await manager.query(`${CREDENTIAL_SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
    return rows[0];
  }

  /** A contractor's credentials, newest first: for the contractor and operators only (null for others). */
  async listFor(actor: Actor, contractorId: string): Promise<CredentialRow[] | null> {
    if (!canOnContractorProfile(actor, 'viewCredentials', contractorId)) return null;
    return this.db.query(`${CREDENTIAL_SELECT} WHERE c.contractor_id = $1 ORDER BY c.id DESC`, [contractorId]);
  }

  /**
   * Verified credentials that count on `day` (not past their expiry date), per contractor, in one query.
   * The rule is the database's credential_counts(), which the site figures (site_figures view) share.
   */
  async countingFor(contractorIds: readonly string[], day = torontoDate()): Promise<Map<string, CountingCredential[]>> {
    const rows: (CountingCredential & { contractorId: string })[] = await this.db.query(
      `SELECT contractor_id AS "contractorId", kind, coverage_cents::float8 AS "coverageCents" FROM credential
       WHERE contractor_id = ANY($1) AND credential_counts(status, expires_on, $2::date)`,
      [[...contractorIds], day],
    );
    const byContractor = new Map<string, CountingCredential[]>(contractorIds.map((id) => [id, []]));
    for (const row of rows) byContractor.get(row.contractorId)?.push({ kind: row.kind, coverageCents: row.coverageCents });
    return byContractor;
  }

  /** The operators' queue: oldest submission first, `first` (1-100) per page. */
  async checks(actor: Actor, { status, first, after }: { status?: string | null; first?: number | null; after?: string | null }): Promise<CredentialPage> {
    assertOperator(actor);
    const wanted = status ?? 'submitted';
    if (!(CREDENTIAL_STATUSES as readonly string[]).includes(wanted)) throw new ValidationError({ status: 'Unknown credential status' });
    const size = first ?? 20;
    if (!Number.isInteger(size) || size < 1 || size > 100) throw new ValidationError({ first: 'Must be between 1 and 100' });
    const [at, id] = after ? decodeCursor(after) : [null, null];
    const nodes: CredentialRow[] = await this.db.query(
      `${CREDENTIAL_SELECT} WHERE c.status = $1 AND ($2::timestamptz IS NULL OR (c.submitted_at, c.id) > ($2::timestamptz, $3::int))
       ORDER BY c.submitted_at, c.id LIMIT $4`,
      [wanted, at, id, size + 1],
    );
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM credential WHERE status = $1`, [wanted]);
    return { nodes: nodes.slice(0, size), hasNextPage: nodes.length > size, totalCount: count };
  }

  /** Files a new credential, or (with `id`) sends new details for one waiting, rejected or expired. */
  async submit(actor: Actor, data: unknown): Promise<CredentialRow> {
    assertContractor(actor);
    const { id: rawId, ...fields } = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const id = rawId == null ? null : parseId(rawId);
    const input = await parseInput(SubmitCredentialInput, fields);
    // A new document must be the contractor's own private upload; resent details may keep the one on file.
    if (input.document && (id === null || (await this.one(id))?.document !== input.document)) {
      await new PrivateFiles(this.db).assertAttachable(actor, [input.document], 'document', CREDENTIAL_MESSAGES.document);
    }
    const expiresOn = input.expiresOn || null;
    if (expiresOn && expiresOn < torontoDate()) throw new ValidationError({ expiresOn: CREDENTIAL_MESSAGES.expired });
    const values = [
      input.kind,
      input.kind === 'other' ? input.title!.trim() : null,
      input.number.trim(),
      input.issuer.trim(),
      input.kind === 'liability-insurance' ? input.coverageAmount! * 100 : null,
      expiresOn,
      input.document ?? null,
    ];
    const savedId = await this.db.transaction(async (manager) => {
      if (id === null) {
        assertCredentialTransition(actor, 'submit', null, actor.userId);
        const [row] = await manager.query(
          `INSERT INTO credential (contractor_id, kind, title, number, issuer, coverage_cents, expires_on, document)
           VALUES ($8, $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [...values, actor.userId],
        );
        return row.id as number;
      }
      const current = await this.one(id, manager, true);
      if (!current) throw new NotFoundError('Credential', id);
      assertCredentialTransition(actor, 'submit', current, actor.userId);
      await manager.query(
        `UPDATE credential SET kind = $1, title = $2, number = $3, issuer = $4, coverage_cents = $5, expires_on = $6, document = $7,
           status = 'submitted', submitted_at = now(), reviewed_by = NULL, reviewed_at = NULL, rejection_reason = NULL,
           reminder_sent_at = NULL, expiry_notice_sent_at = NULL WHERE id = $8`,
        [...values, id],
      );
      return id;
    });
    return (await this.one(savedId))!;
  }

  verify(actor: Actor, id: number): Promise<CredentialRow> {
    return this.decide(actor, id, 'verify', null);
  }

  async reject(actor: Actor, id: number, reason: unknown): Promise<CredentialRow> {
    const input = await parseInput(RejectCredentialInput, { reason });
    return this.decide(actor, id, 'reject', input.reason.trim());
  }

  /**
   * A decision on a credential, as its transition in the lifecycle table says: who takes it (staff),
   * the state it moves to, and its effects (the audit entry commits with the change; the contractor
   * is e-mailed after).
   */
  private async decide(actor: Actor, id: number, action: 'verify' | 'reject', reason: string | null): Promise<CredentialRow> {
    const transition = CREDENTIAL_TRANSITIONS[action];
    const effects: readonly string[] = transition.effects;
    const { before, after } = await this.db.transaction(async (manager) => {
      const current = await this.one(id, manager, true);
      if (!current) throw new NotFoundError('Credential', id);
      assertCredentialTransition(actor, action, current, current.contractorId);
      if (action === 'verify' && current.expiresOn && current.expiresOn < torontoDate()) {
        const message = `This credential expired on ${longDate(current.expiresOn)}: ask the contractor for the renewal.`;
        throw new ValidationError({ status: message }, message);
      }
      await manager.query(
        `UPDATE credential SET status = $2, reviewed_by = $3, reviewed_at = now(), rejection_reason = $4 WHERE id = $1`,
        [id, transition.to, actor.kind === 'user' ? actor.userId : null, reason],
      );
      const updated = (await this.one(id, manager))!;
      if (effects.includes('audit')) await this.audit.record(
        actor,
        {
          action: `credential.${action}`,
          subjectType: 'credential',
          subjectId: id,
          before: { status: current.status, rejectionReason: current.rejectionReason },
          after: { status: updated.status, rejectionReason: updated.rejectionReason },
          note: reason,
        },
        manager,
      );
      return { before: current, after: updated };
    });
    if (effects.includes('notify-contractor')) {
      await this.mail.send(after.status === 'verified' ? credentialVerifiedEmail(after, this.siteUrl) : credentialRejectedEmail(before, reason ?? '', this.siteUrl));
    }
    return after;
  }
}

/** A page of the operators' queue as resolvers see it. */
export interface CredentialConnectionModel {
  nodes: CredentialRow[];
  pageInfo: PageInfo;
  totalCount: number;
}
