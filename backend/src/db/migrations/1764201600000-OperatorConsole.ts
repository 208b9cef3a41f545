import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operator console: an append-only audit log, the review queue for posted projects (review
 * state, spam flags, when each entered the queue) and the contact inbox's "handled" mark.
 */
export class OperatorConsole1764201600000 implements MigrationInterface {
  name = 'OperatorConsole1764201600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "audit_log" ("id" BIGSERIAL PRIMARY KEY, "actor_id" text, "actor_email" text,
      "action" varchar(60) NOT NULL, "subject_type" varchar(40) NOT NULL, "subject_id" varchar(80) NOT NULL,
      "before" jsonb, "after" jsonb, "note" text, "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "idx_audit_log_subject" ON "audit_log" ("subject_type", "subject_id")`);
    await q.query(`CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`);
    await q.query(`CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
      FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only()`);

    // Review: a confirmed post waits in the queue (in-review) until an operator approves it.
    await q.query(`ALTER TABLE "project" ADD COLUMN "submitted_at" timestamptz`);
    await q.query(`ALTER TABLE "project" ADD COLUMN "reviewed_at" timestamptz`);
    await q.query(`ALTER TABLE "project" ADD COLUMN "review_note" text`);
    await q.query(`ALTER TABLE "project" ADD COLUMN "spam_flags" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "project" ADD COLUMN "posted_from" varchar(64)`);
    await q.query(`ALTER TABLE "project" ALTER COLUMN "visibility" TYPE varchar(24)`);
    await q.query(`CREATE INDEX "idx_project_review_queue" ON "project" ("submitted_at", "id") WHERE visibility = 'in-review'`);

    await q.query(`ALTER TABLE "contact_message" ADD COLUMN "handled_at" timestamptz`);
    await q.query(`ALTER TABLE "contact_message" ADD COLUMN "handled_by" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contact_message" DROP COLUMN "handled_by"`);
    await q.query(`ALTER TABLE "contact_message" DROP COLUMN "handled_at"`);
    await q.query(`DROP INDEX "idx_project_review_queue"`);
    // Posts still waiting for review go back to the earlier model, where confirmation published them.
    await q.query(`UPDATE "project" SET visibility = 'published' WHERE visibility = 'in-review'`);
    await q.query(`UPDATE "project" SET visibility = 'unconfirmed' WHERE visibility IN ('changes-requested', 'rejected')`);
    await q.query(`ALTER TABLE "project" ALTER COLUMN "visibility" TYPE varchar(16)`);
    for (const column of ['posted_from', 'spam_flags', 'review_note', 'reviewed_at', 'submitted_at']) {
      await q.query(`ALTER TABLE "project" DROP COLUMN "${column}"`);
    }
    await q.query(`DROP TABLE "audit_log"`);
    await q.query(`DROP FUNCTION audit_log_is_append_only()`);
  }
}
