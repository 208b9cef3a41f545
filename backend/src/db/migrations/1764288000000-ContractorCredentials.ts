import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contractor business profiles (the business name stays on the account) and the credentials
 * operators check: licences, registrations, clearance and insurance, each with its status, who
 * reviewed it and when, and markers for the expiry e-mails so each goes out once.
 */
export class ContractorCredentials1764288000000 implements MigrationInterface {
  name = 'ContractorCredentials1764288000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "contractor_profile" (
      "user_id" text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
      "trades" integer[] NOT NULL DEFAULT '{}',
      "service_areas" text[] NOT NULL DEFAULT '{}',
      "years_in_business" smallint,
      "bio" text,
      "logo" varchar(300),
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE "credential" (
      "id" SERIAL PRIMARY KEY,
      "contractor_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "kind" varchar(40) NOT NULL,
      "title" varchar(120),
      "number" varchar(120) NOT NULL,
      "issuer" varchar(120) NOT NULL,
      "coverage_cents" bigint,
      "expires_on" date,
      "document" varchar(300),
      "status" varchar(12) NOT NULL DEFAULT 'submitted',
      "submitted_at" timestamptz NOT NULL DEFAULT now(),
      "reviewed_by" text REFERENCES "user" ("id") ON DELETE SET NULL,
      "reviewed_at" timestamptz,
      "rejection_reason" text,
      "reminder_sent_at" timestamptz,
      "expiry_notice_sent_at" timestamptz,
      CONSTRAINT "chk_credential_status" CHECK (status IN ('submitted', 'verified', 'rejected', 'expired')),
      CONSTRAINT "chk_credential_coverage" CHECK (coverage_cents IS NULL OR coverage_cents > 0))`);
    await q.query(`CREATE INDEX "idx_credential_contractor" ON "credential" ("contractor_id", "id")`);
    // The operators' queue, oldest first, and the daily expiry sweep.
    await q.query(`CREATE INDEX "idx_credential_queue" ON "credential" ("status", "submitted_at", "id")`);
    await q.query(`CREATE INDEX "idx_credential_expiry" ON "credential" ("expires_on") WHERE status IN ('submitted', 'verified')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "credential"`);
    await q.query(`DROP TABLE "contractor_profile"`);
  }
}
