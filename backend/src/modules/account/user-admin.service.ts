import { fromNodeHeaders } from 'better-auth/node';
import { APIError } from 'better-auth';
import type { DataSource } from 'typeorm';
import type { Auth, Role } from '../../auth/auth';
import type { Actor } from '../../policy/actor';
import { assertOperator } from '../../policy/account';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { MAX_LENGTH, OPERATOR_MESSAGES } from '@marketplace/shared';
import { assertNoNul } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { RequestInfo } from './account.service';

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  businessName: string | null;
  emailVerified: boolean;
  disabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
}

export interface AccountPage {
  accounts: AccountRow[];
  nextCursor: string | null;
}


const COLUMNS = `id, name, email, role, "businessName", "emailVerified", COALESCE(banned, false) AS disabled,
  "banReason" AS "disabledReason", "createdAt"`;

const encode = (row: AccountRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
function decode(cursor: string): [string, string] {
  const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)\|([\w-]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ValidationError({ after: 'Not a valid cursor' });
  return [match[1], match[2]];
}

/**
 * Accounts as operators manage them: find people, disable an account (which ends all its sessions
 * at once and refuses new sign-ins) and enable it again. Disabling goes through the identity
 * library's admin API, so its own checks (an operator's session, never yourself) apply too.
 */
export class UserAdminService {
  constructor(
    private readonly auth: Auth,
    private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest accounts first; search matches name, e-mail or business name. */
  async list(actor: Actor, { search, first = 25, after }: { search?: string | null; first?: number | null; after?: string | null }): Promise<AccountPage> {
    assertOperator(actor);
    const size = first ?? 25;
    if (!Number.isInteger(size) || size < 1 || size > 100) throw new ValidationError({ first: 'Must be between 1 and 100' });
    assertNoNul({ search, after });
    const text = search?.trim() ?? '';
    if (text.length > 200) throw new ValidationError({ search: 'Search is too long' });
    const [afterTime, afterId] = after ? decode(after) : [null, null];
    const rows: AccountRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM "user"
       WHERE ($1 = '' OR name ILIKE $2 OR email ILIKE $2 OR "businessName" ILIKE $2)
         AND ($3::timestamptz IS NULL OR ("createdAt", id) < ($3::timestamptz, $4::text))
       ORDER BY "createdAt" DESC, id DESC LIMIT $5`,
      [text, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, afterTime, afterId, size + 1],
    );
    const accounts = rows.slice(0, size);
    return { accounts, nextCursor: rows.length > size ? encode(accounts[accounts.length - 1]) : null };
  }

  async disable(actor: Actor, request: RequestInfo, id: string, reason: unknown): Promise<AccountRow> {
    assertOperator(actor);
    assertNoNul({ reason, id });
    const note = typeof reason === 'string' ? reason.trim() : '';
    if (!note) throw new ValidationError({ reason: OPERATOR_MESSAGES.disableReason });
    if (note.length > MAX_LENGTH.longText) throw new ValidationError({ reason: `Must be at most ${MAX_LENGTH.longText} characters` });
    if (actor.kind === 'user' && actor.userId === id) throw new ValidationError({ id: OPERATOR_MESSAGES.disableSelf });
    const before = await this.find(id);
    await this.call(() => this.auth.api.banUser({ body: { userId: id, banReason: note }, headers: fromNodeHeaders(request.headers) }));
    const after = await this.find(id);
    await this.audit.record(actor, { action: 'user.disable', subjectType: 'user', subjectId: id, before: { disabled: before.disabled }, after: { disabled: true }, note });
    return after;
  }

  async enable(actor: Actor, request: RequestInfo, id: string): Promise<AccountRow> {
    assertOperator(actor);
    const before = await this.find(id);
    await this.call(() => this.auth.api.unbanUser({ body: { userId: id }, headers: fromNodeHeaders(request.headers) }));
    await this.audit.record(actor, { action: 'user.enable', subjectType: 'user', subjectId: id, before: { disabled: before.disabled }, after: { disabled: false } });
    return this.find(id);
  }

  private async find(id: string): Promise<AccountRow> {
    assertNoNul({ id });
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM "user" WHERE id = $1`, [id]);
    if (!row) throw new NotFoundError('Account', id);
    return row;
  }

  /** The identity library's refusals become the product's own errors. */
  private async call(run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (error instanceof APIError && error.status === 'NOT_FOUND') throw new NotFoundError('Account', '');
      if (error instanceof APIError && error.status === 'BAD_REQUEST') throw new ValidationError({ id: error.message });
      throw error;
    }
  }
}
