import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { assertNoNul } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import { apiKeyScope as keyScope } from '../../policy/account';
import type { Actor } from '../../policy/actor';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { API_KEY_NAME_MAX, OPERATOR_MESSAGES, PARTNER_LIMITS, PARTNER_MESSAGES } from '@marketplace/shared';

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  /** The partner account that owns the key; null for keys operators made by hand. */
  ownerId: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * A presented key: the live key, or why it is refused (`unknown`: no such key, or revoked;
 * `owner-inactive`: its partner account is disabled or no longer a partner).
 */
export type VerifiedKey = { id: number; name: string; ownerId: string | null } | { refused: 'unknown' | 'owner-inactive' };

/** One key's traffic on one day (America/Toronto). */
export interface ApiUsageDay {
  day: string;
  requests: number;
  errors: number;
  throttled: number;
}

const COLUMNS = `id, name, prefix, owner_id AS "ownerId", created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"`;
const hash = (key: string) => createHash('sha256').update(key).digest('hex');
/** Usage days are the marketplace's days, as every date on the site. */
const TODAY = `(now() AT TIME ZONE 'America/Toronto')::date`;

/**
 * Partner API keys: random 256-bit secrets shown once at creation; only their SHA-256 is stored,
 * so a database leak reveals no usable key. An approved partner makes, lists and revokes their own
 * (up to 3 live at once); operators see every key and may make unowned ones by hand.
 */
export class ApiKeyService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async create(actor: Actor, name: unknown): Promise<{ key: string; apiKey: ApiKeyRow }> {
    const scope = keyScope(actor);
    assertNoNul({ name });
    const label = typeof name === 'string' ? name.trim() : '';
    if (!label || label.length > API_KEY_NAME_MAX) throw new ValidationError({ name: OPERATOR_MESSAGES.keyName });
    const key = `gta_${randomBytes(32).toString('base64url')}`;
    return this.db.transaction(async (manager) => {
      if (!scope.operator) {
        // The partner's account row serialises their key creations, so two at once cannot both be the third.
        await manager.query(`SELECT 1 FROM "user" WHERE id = $1 FOR UPDATE`, [scope.ownerId]);
        const [{ live }] = await manager.query(`SELECT count(*)::int AS live FROM api_key WHERE owner_id = $1 AND revoked_at IS NULL`, [scope.ownerId]);
        if (live >= PARTNER_LIMITS.keysPerPartner) throw new ValidationError({ name: PARTNER_MESSAGES.keyLimit });
      }
      const [row] = await manager.query(
        `INSERT INTO api_key (name, prefix, key_hash, created_by, owner_id) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [label, key.slice(0, 10), hash(key), actor.kind === 'user' ? actor.userId : null, scope.operator ? null : scope.ownerId],
      );
      await this.audit.record(actor, { action: 'api-key.create', subjectType: 'api_key', subjectId: row.id, after: { name: label, prefix: row.prefix } }, manager);
      return { key, apiKey: row };
    });
  }

  /** Newest first: a partner's own keys; for operators every key, or one partner's. */
  async list(actor: Actor, partnerId?: string | null): Promise<ApiKeyRow[]> {
    const scope = keyScope(actor, partnerId);
    return this.db.query(`SELECT ${COLUMNS} FROM api_key WHERE ($1::text IS NULL OR owner_id = $1) ORDER BY id DESC`, [scope.ownerId]);
  }

  async revoke(actor: Actor, id: number): Promise<ApiKeyRow> {
    const scope = keyScope(actor);
    return this.db.transaction(async (manager) => {
      const [rows] = await manager.query(
        `UPDATE api_key SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND ($2::text IS NULL OR owner_id = $2)
         RETURNING ${COLUMNS}`,
        [id, scope.operator ? null : scope.ownerId],
      );
      // Another partner's key does not exist for this one.
      if (!rows?.[0]) throw new NotFoundError('API key', id);
      await this.audit.record(actor, { action: 'api-key.revoke', subjectType: 'api_key', subjectId: id, after: { revokedAt: rows[0].revokedAt } }, manager);
      return rows[0];
    });
  }

  /**
   * The key matching a presented secret, stamping its last use when it works. A key works while it
   * is not revoked and its owner is an enabled partner (a key an operator made by hand has no owner
   * and works until revoked): disabling the owner or changing their role refuses their keys from the
   * next request on, on every API process, since each request reads the database afresh.
   */
  async verify(key: string): Promise<VerifiedKey> {
    if (key.length > 200) return { refused: 'unknown' };
    const [found] = await this.db.query(
      `WITH found AS (
         SELECT k.id, k.name, k.owner_id, (k.owner_id IS NULL OR (u.role = 'partner' AND u.banned IS NOT TRUE)) AS works
         FROM api_key k LEFT JOIN "user" u ON u.id = k.owner_id
         WHERE k.key_hash = $1 AND k.revoked_at IS NULL
       ), stamped AS (
         UPDATE api_key SET last_used_at = now() WHERE id IN (SELECT id FROM found WHERE works) RETURNING id
       )
       SELECT id, name, owner_id AS "ownerId", works FROM found`,
      [hash(key)],
    );
    if (!found) return { refused: 'unknown' };
    if (!found.works) return { refused: 'owner-inactive' };
    return { id: found.id, name: found.name, ownerId: found.ownerId };
  }

  /**
   * Counts one request made with a key: one row per key and day, incremented in place (an upsert is
   * atomic, so every API process adds to the same row and the table never grows with traffic).
   */
  async countRequest(keyId: number, outcome: 'ok' | 'error' | 'throttled'): Promise<void> {
    await this.db.query(
      `INSERT INTO api_key_usage (key_id, day, requests, errors, throttled) VALUES ($1, ${TODAY}, 1, $2, $3)
       ON CONFLICT (key_id, day) DO UPDATE SET requests = api_key_usage.requests + 1,
         errors = api_key_usage.errors + EXCLUDED.errors, throttled = api_key_usage.throttled + EXCLUDED.throttled`,
      [keyId, outcome === 'error' ? 1 : 0, outcome === 'throttled' ? 1 : 0],
    );
  }

  /** A key's last `days` days (oldest first, days without traffic as zeros), to its owner and operators. */
  async usage(actor: Actor, key: ApiKeyRow, days: number | null | undefined): Promise<ApiUsageDay[]> {
    const scope = keyScope(actor);
    if (!scope.operator && key.ownerId !== scope.ownerId) throw new NotFoundError('API key', key.id);
    const span = days ?? PARTNER_LIMITS.usageDays;
    if (!Number.isInteger(span) || span < 1 || span > 90) throw new ValidationError({ days: 'Must be between 1 and 90' });
    return this.db.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, COALESCE(u.requests, 0) AS requests, COALESCE(u.errors, 0) AS errors,
              COALESCE(u.throttled, 0) AS throttled
       FROM generate_series(${TODAY} - ($2::int - 1), ${TODAY}, interval '1 day') AS d(day)
       LEFT JOIN api_key_usage u ON u.key_id = $1 AND u.day = d.day::date
       ORDER BY d.day`,
      [key.id, span],
    );
  }
}

/** Usage older than the longest view (90 days) is dropped by the hourly upkeep job; answers the rows dropped. */
export async function purgeOldKeyUsage(db: DataSource): Promise<number> {
  const [, dropped] = await db.query(`DELETE FROM api_key_usage WHERE day < ${TODAY} - 90`);
  return dropped ?? 0;
}
