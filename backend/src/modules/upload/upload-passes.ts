import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** How long a posting form's upload pass stays good. */
export const UPLOAD_PASS_MINUTES = 30;

const hash = (pass: string) => createHash('sha256').update(pass).digest('hex');

/**
 * One-time upload passes for visitors posting a project: a random pass is handed out, only its
 * hash is stored in PostgreSQL (so every API process honours it), and one upload uses it up.
 */
export class UploadPasses {
  constructor(private readonly db: DataSource) {}

  async issue(): Promise<{ pass: string; expiresAt: Date }> {
    const pass = randomBytes(24).toString('base64url');
    const [row] = await this.db.query(
      `INSERT INTO upload_token (token_hash, expires_at) VALUES ($1, now() + make_interval(mins => $2)) RETURNING expires_at AS "expiresAt"`,
      [hash(pass), UPLOAD_PASS_MINUTES],
    );
    return { pass, expiresAt: row.expiresAt };
  }

  /** Uses the pass up; false when it is unknown, expired or already used. */
  async redeem(pass: unknown): Promise<boolean> {
    if (typeof pass !== 'string' || pass.length === 0 || pass.length > 100) return false;
    // TypeORM answers an UPDATE with [rows, affected count].
    const [, used] = (await this.db.query(`UPDATE upload_token SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`, [
      hash(pass),
    ])) as [unknown, number];
    return used === 1;
  }

  /** Scheduled upkeep: passes a day past their expiry go, and upload leases left by a process that died (upload-limits.ts). */
  async purge(): Promise<number> {
    await this.db.query(`DELETE FROM upload_lease WHERE expires_at < now()`);
    const [, removed] = (await this.db.query(`DELETE FROM upload_token WHERE expires_at < now() - interval '1 day'`)) as [unknown, number];
    return removed ?? 0;
  }
}
