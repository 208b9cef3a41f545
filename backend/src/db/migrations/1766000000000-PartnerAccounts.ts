import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API partners serve themselves: an application an operator decides (the review-queue pattern), keys
 * owned by the partner's account, and usage counted per key and day. The usage table holds one row
 * per key and day, incremented in place, so it grows with keys and days, never with traffic.
 */
export class PartnerAccounts1766000000000 implements MigrationInterface {
  name = 'PartnerAccounts1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "partner_application" (
      "id" SERIAL PRIMARY KEY,
      "user_id" text NOT NULL UNIQUE REFERENCES "user" ("id") ON DELETE CASCADE,
      "organisation" varchar(120) NOT NULL,
      "website" varchar(200),
      "use_case" varchar(1000) NOT NULL,
      "status" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'declined')),
      "decision_note" varchar(500),
      "decided_by" text REFERENCES "user" ("id") ON DELETE SET NULL,
      "decided_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "idx_partner_application_queue" ON "partner_application" ("status", "updated_at")`);
    await q.query(`ALTER TABLE "api_key" ADD COLUMN "owner_id" text REFERENCES "user" ("id") ON DELETE CASCADE`);
    await q.query(`CREATE INDEX "idx_api_key_owner" ON "api_key" ("owner_id") WHERE "owner_id" IS NOT NULL`);
    await q.query(`CREATE TABLE "api_key_usage" (
      "key_id" integer NOT NULL REFERENCES "api_key" ("id") ON DELETE CASCADE,
      "day" date NOT NULL,
      "requests" integer NOT NULL DEFAULT 0,
      "errors" integer NOT NULL DEFAULT 0,
      "throttled" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("key_id", "day"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "api_key_usage"`);
    await q.query(`DROP INDEX IF EXISTS "idx_api_key_owner"`);
    await q.query(`ALTER TABLE "api_key" DROP COLUMN IF EXISTS "owner_id"`);
    await q.query(`DROP TABLE IF EXISTS "partner_application"`);
  }
}
