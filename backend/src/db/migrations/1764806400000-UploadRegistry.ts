import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every re-encoded upload is recorded with the key of its private original, so a scheduled job can
 * remove photos that were never attached to anything (a post abandoned after choosing photos).
 */
export class UploadRegistry1764806400000 implements MigrationInterface {
  name = 'UploadRegistry1764806400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "upload" (
      "name" varchar(120) PRIMARY KEY,
      "original_key" varchar(160) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "idx_upload_created" ON "upload" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "upload"`);
  }
}
