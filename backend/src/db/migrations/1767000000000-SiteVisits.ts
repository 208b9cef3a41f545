import type { MigrationInterface, QueryRunner } from 'typeorm';
import { hiresSql, noShowsSql, responseHoursSql } from '../../modules/matching/track-record';

/**
 * Site visits (docs/visits.md): a contractor who bid on a project, or was invited to, proposes up to three
 * times; the homeowner picks one (giving the work address) or asks for others; either side cancels; after the
 * time, the other side can mark a no-show.
 * - site_visit: one row per visit, for its whole life (its UID in the calendar invitations is `visit-<id>`,
 *   `sequence` counts the invitation's versions). `options` are the times proposed now; `starts_at` the one
 *   picked. One live visit (proposed, other times asked, confirmed) per contractor and project.
 * - job_reminder takes 'visit' as a subject: the day-before reminder is claimed there, once across replicas.
 * - A dispute may be about a visit of the job (subject 'visit', visit_id).
 * - pro_track_record gains the contractor's visits marked as no-shows (a match-score signal, docs/matching.md).
 */
export class SiteVisits1767000000000 implements MigrationInterface {
  name = 'SiteVisits1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "site_visit" (
      "id" serial PRIMARY KEY,
      "project_id" integer NOT NULL REFERENCES "project" ("id") ON DELETE CASCADE,
      "homeowner_id" text NOT NULL REFERENCES "user" ("id"),
      "contractor_id" text NOT NULL REFERENCES "user" ("id"),
      "status" varchar(20) NOT NULL CHECK ("status" IN ('proposed', 'other-times-asked', 'confirmed', 'cancelled', 'no-show')),
      "options" timestamptz[] NOT NULL DEFAULT '{}' CHECK (cardinality("options") <= 3),
      "duration_minutes" integer NOT NULL CHECK ("duration_minutes" BETWEEN 15 AND 720),
      "starts_at" timestamptz,
      "address" text,
      "note" text,
      "cancel_reason" text,
      "cancelled_by" varchar(20) CHECK ("cancelled_by" IN ('homeowner', 'contractor')),
      "no_show_party" varchar(20) CHECK ("no_show_party" IN ('homeowner', 'contractor')),
      "sequence" integer NOT NULL DEFAULT 0,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX "uq_site_visit_live" ON "site_visit" ("project_id", "contractor_id") WHERE "status" IN ('proposed', 'other-times-asked', 'confirmed')`);
    await q.query(`CREATE INDEX "site_visit_project" ON "site_visit" ("project_id", "id")`);
    await q.query(`CREATE INDEX "site_visit_confirmed" ON "site_visit" ("starts_at") WHERE "status" = 'confirmed'`);
    await q.query(`CREATE INDEX "site_visit_no_show" ON "site_visit" ("contractor_id") WHERE "no_show_party" = 'contractor'`);
    await q.query(`ALTER TABLE "job_reminder" DROP CONSTRAINT IF EXISTS "job_reminder_subject_check"`);
    await q.query(`ALTER TABLE "job_reminder" ADD CONSTRAINT "job_reminder_subject_check" CHECK ("subject" IN ('invoice', 'agreement', 'visit'))`);
    await q.query(`ALTER TABLE "dispute" ADD "visit_id" integer REFERENCES "site_visit" ("id") ON DELETE RESTRICT`);
    await q.query(`ALTER TABLE "dispute" DROP CONSTRAINT IF EXISTS "dispute_subject_check"`);
    await q.query(`ALTER TABLE "dispute" ADD CONSTRAINT "dispute_subject_check" CHECK ("subject" IN ('invoice', 'payment', 'visit', 'job'))`);
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS pro_track_record`);
    await q.query(`CREATE MATERIALIZED VIEW pro_track_record AS
      SELECT u.id AS contractor_id,
        ${responseHoursSql('u.id')} AS response_hours,
        ${hiresSql('u.id', 'all')} AS hires,
        ${hiresSql('u.id', 'completed')} AS completed,
        COALESCE((SELECT sum((r.quality + r.punctuality + r.communication + r.value) / 4.0) FROM contractor_review r
          WHERE r.contractor_id = u.id AND r.hidden_at IS NULL), 0)::float8 AS rating_sum,
        (SELECT count(*) FROM contractor_review r WHERE r.contractor_id = u.id AND r.hidden_at IS NULL)::int AS rating_count,
        ${noShowsSql('u.id')} AS no_shows
      FROM "user" u WHERE u.role = 'contractor'
      WITH DATA`);
    await q.query(`CREATE UNIQUE INDEX "uq_pro_track_record" ON pro_track_record (contractor_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS pro_track_record`);
    await q.query(`CREATE MATERIALIZED VIEW pro_track_record AS
      SELECT u.id AS contractor_id,
        ${responseHoursSql('u.id')} AS response_hours,
        ${hiresSql('u.id', 'all')} AS hires,
        ${hiresSql('u.id', 'completed')} AS completed,
        COALESCE((SELECT sum((r.quality + r.punctuality + r.communication + r.value) / 4.0) FROM contractor_review r
          WHERE r.contractor_id = u.id AND r.hidden_at IS NULL), 0)::float8 AS rating_sum,
        (SELECT count(*) FROM contractor_review r WHERE r.contractor_id = u.id AND r.hidden_at IS NULL)::int AS rating_count
      FROM "user" u WHERE u.role = 'contractor'
      WITH DATA`);
    await q.query(`CREATE UNIQUE INDEX "uq_pro_track_record" ON pro_track_record (contractor_id)`);
    await q.query(`DELETE FROM "job_reminder" WHERE "subject" = 'visit'`);
    await q.query(`ALTER TABLE "job_reminder" DROP CONSTRAINT IF EXISTS "job_reminder_subject_check"`);
    await q.query(`ALTER TABLE "job_reminder" ADD CONSTRAINT "job_reminder_subject_check" CHECK ("subject" IN ('invoice', 'agreement'))`);
    await q.query(`DELETE FROM "dispute" WHERE "subject" = 'visit'`);
    await q.query(`ALTER TABLE "dispute" DROP CONSTRAINT IF EXISTS "dispute_subject_check"`);
    await q.query(`ALTER TABLE "dispute" ADD CONSTRAINT "dispute_subject_check" CHECK ("subject" IN ('invoice', 'payment', 'job'))`);
    await q.query(`ALTER TABLE "dispute" DROP COLUMN "visit_id"`);
    await q.query(`DROP TABLE "site_visit"`);
  }
}
