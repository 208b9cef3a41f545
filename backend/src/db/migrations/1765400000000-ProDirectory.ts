import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pro directory and invitations to quote.
 * - Search: each contractor profile keeps a copy of its account's business name (kept in step by
 *   triggers, whichever side changes) and a generated tsvector of name (weight A) and bio (B), with a
 *   GIN index for full-text search and a trigram index on the name for typos (pg_trgm).
 * - Invitations: a homeowner invites up to INVITATIONS_PER_PROJECT pros to quote on their project,
 *   one row per project and pro. `notified_at` stays empty until the project is public: invitations
 *   chosen right after posting go out when an operator publishes it.
 */
export class ProDirectory1765400000000 implements MigrationInterface {
  name = 'ProDirectory1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`ALTER TABLE "contractor_profile" ADD COLUMN "business_name" text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE "contractor_profile" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', business_name), 'A') || setweight(to_tsvector('english', COALESCE(bio, '')), 'B')) STORED`);
    await q.query(`CREATE FUNCTION contractor_profile_business_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT COALESCE(NULLIF(u."businessName", ''), u.name, '') INTO NEW.business_name FROM "user" u WHERE u.id = NEW.user_id;
        NEW.business_name := COALESCE(NEW.business_name, '');
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER trg_contractor_profile_business_name BEFORE INSERT OR UPDATE ON "contractor_profile"
      FOR EACH ROW EXECUTE FUNCTION contractor_profile_business_name()`);
    await q.query(`CREATE FUNCTION user_business_name_to_profile() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "contractor_profile" SET business_name = COALESCE(NULLIF(NEW."businessName", ''), NEW.name, '') WHERE user_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_user_business_name AFTER UPDATE OF "businessName", name ON "user"
      FOR EACH ROW WHEN (OLD."businessName" IS DISTINCT FROM NEW."businessName" OR OLD.name IS DISTINCT FROM NEW.name)
      EXECUTE FUNCTION user_business_name_to_profile()`);
    // The BEFORE UPDATE trigger fills the copy for existing profiles.
    await q.query(`UPDATE "contractor_profile" SET business_name = business_name`);
    await q.query(`CREATE INDEX "idx_profile_search" ON "contractor_profile" USING gin ("search_vector")`);
    await q.query(`CREATE INDEX "idx_profile_name_trgm" ON "contractor_profile" USING gin ("business_name" gin_trgm_ops)`);

    await q.query(`CREATE TABLE "project_invitation" (
      "id" BIGSERIAL PRIMARY KEY,
      "project_id" integer NOT NULL REFERENCES "project" ("id") ON DELETE CASCADE,
      "contractor_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "invited_at" timestamptz NOT NULL DEFAULT now(),
      "notified_at" timestamptz,
      CONSTRAINT "uq_project_invitation" UNIQUE ("project_id", "contractor_id"))`);
    await q.query(`CREATE INDEX "idx_invitation_contractor" ON "project_invitation" ("contractor_id", "project_id") WHERE notified_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "project_invitation"`);
    await q.query(`DROP TRIGGER IF EXISTS trg_user_business_name ON "user"`);
    await q.query(`DROP FUNCTION IF EXISTS user_business_name_to_profile()`);
    await q.query(`DROP TRIGGER IF EXISTS trg_contractor_profile_business_name ON "contractor_profile"`);
    await q.query(`DROP FUNCTION IF EXISTS contractor_profile_business_name()`);
    await q.query(`DROP INDEX IF EXISTS "idx_profile_name_trgm"`);
    await q.query(`DROP INDEX IF EXISTS "idx_profile_search"`);
    await q.query(`ALTER TABLE "contractor_profile" DROP COLUMN IF EXISTS "search_vector", DROP COLUMN IF EXISTS "business_name"`);
  }
}
