import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { assertNoNul } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import { assertOperator } from '../../policy/policy';
import type { Actor } from '../../policy/actor';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { API_KEY_NAME_MAX, OPERATOR_MESSAGES } from '@marketplace/rules';

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Partner API keys: random 256-bit secrets shown once at creation; only their SHA-256 is stored,
 * so a database leak reveals no usable key. Operators create, list and revoke them.
 */
export class ApiKeyService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async create(actor: Actor, name: unknown): Promise<{ key: string; apiKey: ApiKeyRow }> {
    assertOperator(actor);
    assertNoNul({ name });
    const label = typeof name === 'string' ? name.trim() : '';
    if (!label || label.length > API_KEY_NAME_MAX) throw new ValidationError({ name: OPERATOR_MESSAGES.keyName });
    const key = `gta_${randomBytes(32).toString('base64url')}`;
    return this.db.transaction(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO api_key (name, prefix, key_hash, created_by) VALUES ($1, $2, $3, $4)
         RETURNING id, name, prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"`,
        [label, key.slice(0, 10), hash(key), actor.kind === 'user' ? actor.userId : null],
      );
      await this.audit.record(actor, { action: 'api-key.create', subjectType: 'api_key', subjectId: row.id, after: { name: label, prefix: row.prefix } }, manager);
      return { key, apiKey: row };
    });
  }

  async list(actor: Actor): Promise<ApiKeyRow[]> {
    assertOperator(actor);
    return this.db.query(
      `SELECT id, name, prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"
       FROM api_key ORDER BY id DESC`,
    );
  }

  async revoke(actor: Actor, id: number): Promise<ApiKeyRow> {
    assertOperator(actor);
    return this.db.transaction(async (manager) => {
      const [rows] = await manager.query(
        `UPDATE api_key SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1
         RETURNING id, name, prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"`,
        [id],
      );
      if (!rows?.[0]) throw new NotFoundError('API key', id);
      await this.audit.record(actor, { action: 'api-key.revoke', subjectType: 'api_key', subjectId: id, after: { revokedAt: rows[0].revokedAt } }, manager);
      return rows[0];
    });
  }

  /** The live key matching a presented secret, stamping its last use . */
  async verify(key: string): Promise<{ id: number; name: string } | undefined> {
    if (key.length > 200) return undefined;
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [rows] = await this.db.query(
      `UPDATE api_key SET last_used_at = now()
       WHERE key_hash = $1 AND revoked_at IS NULL
       RETURNING id, name`,
      [hash(key)],
    );
    return rows[0] ?? undefined;
  }
}
