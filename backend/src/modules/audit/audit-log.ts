import type { DataSource, EntityManager } from 'typeorm';
import { isOperator, isUser, type Actor } from '../../policy/actor';
import { assertOperator } from '../../policy/account';
import { ValidationError } from '../../shared/errors';

/** One operator (or system) action, as the console's audit log shows it. */
export interface AuditEntry {
  /** What was done, e.g. project.approve, credential.verify, user.disable. */
  action: string;
  /** What it was done to: a table-like name and its id. */
  subjectType: string;
  subjectId: string | number;
  /** The parts of the record that changed, before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Free text the operator gave: a reason, a message to the homeowner. */
  note?: string | null;
}

export interface AuditRecord extends Required<Omit<AuditEntry, 'subjectId'>> {
  id: number;
  subjectId: string;
  actorId: string | null;
  actorEmail: string | null;
  createdAt: Date;
}

export interface AuditPage {
  entries: AuditRecord[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

const COLUMNS = `id, actor_id AS "actorId", actor_email AS "actorEmail", action, subject_type AS "subjectType",
  subject_id AS "subjectId", before, after, note, created_at AS "createdAt"`;

/**
 * The append-only record of who did what on the marketplace. Rows are written in the same
 * transaction as the change they describe, and the table refuses UPDATE and DELETE (a trigger in
 * the migration), so the log cannot be edited after the fact, even by the application.
 */
export class AuditLog {
  constructor(private readonly db: DataSource) {}

  /** Writes one entry; pass the transaction's manager so the entry commits or rolls back with the change. */
  async record(actor: Actor, entry: AuditEntry, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, subject_type, subject_id, before, after, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        isUser(actor) ? actor.userId : null,
        isUser(actor) ? actor.email : actor.kind === 'partner' ? `partner:${actor.name}` : 'system',
        entry.action,
        entry.subjectType,
        String(entry.subjectId),
        entry.before ? JSON.stringify(entry.before) : null,
        entry.after ? JSON.stringify(entry.after) : null,
        entry.note ?? null,
      ],
    );
  }

  /**
   * Records an action on the marketplace's own records (projects, proposals) when staff took it:
   * homeowners and contractors acting on their own things are not audited, operators always are.
   */
  async recordIfOperator(actor: Actor, entry: AuditEntry, manager: EntityManager): Promise<void> {
    if (isOperator(actor)) await this.record(actor, entry, manager);
  }

  /** Newest first, `first` per page (1-100); operators only. */
  async list(actor: Actor, { first = 25, before }: { first?: number | null; before?: string | null } = {}): Promise<AuditPage> {
    assertOperator(actor);
    const size = first ?? 25;
    if (!Number.isInteger(size) || size < 1 || size > 100) throw new ValidationError({ first: 'Must be between 1 and 100' });
    const cursor = before == null ? null : Number(before);
    if (cursor !== null && !Number.isSafeInteger(cursor)) throw new ValidationError({ before: 'Not a valid cursor' });
    const rows: AuditRecord[] = await this.db.query(
      `SELECT ${COLUMNS} FROM audit_log WHERE ($1::bigint IS NULL OR id < $1) ORDER BY id DESC LIMIT $2`,
      [cursor, size + 1],
    );
    const entries = rows.slice(0, size).map((row) => ({ ...row, id: Number(row.id) }));
    return { entries, nextCursor: rows.length > size ? String(entries[entries.length - 1].id) : null };
  }
}
