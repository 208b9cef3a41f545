import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews of a completed hire: one per project and hired contractor, written by the project's
 * homeowner, four 1-5 scores and a text, one public reply from the contractor, and an operator's
 * hiding (with who, when and why). Scores and text are final: a trigger refuses to change them.
 */
export class ContractorReviews1764640000000 implements MigrationInterface {
  name = 'ContractorReviews1764640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "contractor_review" (
      "id" SERIAL PRIMARY KEY,
      "project_id" integer NOT NULL REFERENCES "project" ("id") ON DELETE CASCADE,
      "contractor_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "author_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "quality" smallint NOT NULL,
      "punctuality" smallint NOT NULL,
      "communication" smallint NOT NULL,
      "value" smallint NOT NULL,
      "text" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "reply_text" text,
      "replied_at" timestamptz,
      "hidden_at" timestamptz,
      "hidden_by" text REFERENCES "user" ("id") ON DELETE SET NULL,
      "hidden_reason" text,
      CONSTRAINT "uq_contractor_review_hire" UNIQUE ("project_id", "contractor_id"),
      CONSTRAINT "chk_contractor_review_scores" CHECK (
        quality BETWEEN 1 AND 5 AND punctuality BETWEEN 1 AND 5 AND communication BETWEEN 1 AND 5 AND value BETWEEN 1 AND 5))`);
    // A contractor's public list and average: visible reviews, newest first.
    await q.query(`CREATE INDEX "idx_contractor_review_contractor" ON "contractor_review" ("contractor_id", "id")`);
    await q.query(`CREATE FUNCTION contractor_review_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.project_id IS DISTINCT FROM OLD.project_id OR NEW.contractor_id IS DISTINCT FROM OLD.contractor_id
          OR NEW.author_id IS DISTINCT FROM OLD.author_id OR NEW.quality IS DISTINCT FROM OLD.quality
          OR NEW.punctuality IS DISTINCT FROM OLD.punctuality OR NEW.communication IS DISTINCT FROM OLD.communication
          OR NEW.value IS DISTINCT FROM OLD.value OR NEW.text IS DISTINCT FROM OLD.text OR NEW.created_at IS DISTINCT FROM OLD.created_at
          OR (OLD.reply_text IS NOT NULL AND NEW.reply_text IS DISTINCT FROM OLD.reply_text) THEN
          RAISE EXCEPTION 'contractor reviews and their replies cannot be edited';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "contractor_review_final" BEFORE UPDATE ON "contractor_review"
      FOR EACH ROW EXECUTE FUNCTION contractor_review_is_final()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "contractor_review"`);
    await q.query(`DROP FUNCTION contractor_review_is_final()`);
  }
}
