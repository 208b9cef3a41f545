import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time upload passes for people posting a project before they have an account: only a hash of
 * each pass is kept, it expires, and using it marks it used (shared by every API process).
 */
export class UploadTokens1764720000000 implements MigrationInterface {
  name = 'UploadTokens1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "upload_token" (
      "token_hash" char(64) PRIMARY KEY,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "idx_upload_token_expires" ON "upload_token" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "upload_token"`);
  }
}
