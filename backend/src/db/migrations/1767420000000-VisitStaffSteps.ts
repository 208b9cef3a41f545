import type { MigrationInterface, QueryRunner } from 'typeorm';
import { hiresSql, noShowsSql, responseHoursSql } from '../../modules/matching/track-record';

const trackRecord = (noShows: string) => `CREATE MATERIALIZED VIEW pro_track_record AS
  SELECT u.id AS contractor_id,
    ${responseHoursSql('u.id')} AS response_hours,
    ${hiresSql('u.id', 'all')} AS hires,
    ${hiresSql('u.id', 'completed')} AS completed,
    COALESCE((SELECT sum((r.quality + r.punctuality + r.communication + r.value) / 4.0) FROM contractor_review r
      WHERE r.contractor_id = u.id AND r.hidden_at IS NULL), 0)::float8 AS rating_sum,
    (SELECT count(*) FROM contractor_review r WHERE r.contractor_id = u.id AND r.hidden_at IS NULL)::int AS rating_count,
    ${noShows} AS no_shows
  FROM "user" u WHERE u.role = 'contractor'
  WITH DATA`;

/**
 * Staff act on site visits (docs/visits.md), to settle what a visit dispute is usually about:
 * - they cancel a live visit for the marketplace: `cancelled_by` takes 'marketplace' (the reason stays in cancel_reason);
 * - they withdraw a no-show mark, with a note: the visit's state becomes 'no-show-withdrawn' (no_show_party still
 *   says who was marked), with the note and when;
 * - pro_track_record counts only standing no-shows (state 'no-show'), so a withdrawn mark stops costing match points.
 */
export class VisitStaffSteps1767420000000 implements MigrationInterface {
  name = 'VisitStaffSteps1767420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "site_visit" DROP CONSTRAINT "site_visit_status_check"`);
    await q.query(
      `ALTER TABLE "site_visit" ADD CONSTRAINT "site_visit_status_check" CHECK ("status" IN ('proposed', 'other-times-asked', 'confirmed', 'cancelled', 'no-show', 'no-show-withdrawn'))`,
    );
    await q.query(`ALTER TABLE "site_visit" DROP CONSTRAINT "site_visit_cancelled_by_check"`);
    await q.query(`ALTER TABLE "site_visit" ADD CONSTRAINT "site_visit_cancelled_by_check" CHECK ("cancelled_by" IN ('homeowner', 'contractor', 'marketplace'))`);
    await q.query(`ALTER TABLE "site_visit" ADD "no_show_withdrawn_note" text, ADD "no_show_withdrawn_at" timestamptz`);
    await q.query(`DROP INDEX IF EXISTS "site_visit_no_show"`);
    await q.query(`CREATE INDEX "site_visit_no_show" ON "site_visit" ("contractor_id") WHERE "no_show_party" = 'contractor' AND "status" = 'no-show'`);
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS pro_track_record`);
    await q.query(trackRecord(noShowsSql('u.id')));
    await q.query(`CREATE UNIQUE INDEX "uq_pro_track_record" ON pro_track_record (contractor_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS pro_track_record`);
    await q.query(trackRecord(`(SELECT count(*)::int FROM site_visit sv WHERE sv.contractor_id = u.id AND sv.no_show_party = 'contractor')`));
    await q.query(`CREATE UNIQUE INDEX "uq_pro_track_record" ON pro_track_record (contractor_id)`);
    await q.query(`DROP INDEX IF EXISTS "site_visit_no_show"`);
    await q.query(`CREATE INDEX "site_visit_no_show" ON "site_visit" ("contractor_id") WHERE "no_show_party" = 'contractor'`);
    // Back to the states the older code knows: a withdrawn mark reads as the no-show it was; a staff cancellation names no side.
    await q.query(`UPDATE "site_visit" SET "status" = 'no-show' WHERE "status" = 'no-show-withdrawn'`);
    await q.query(`UPDATE "site_visit" SET "cancelled_by" = NULL WHERE "cancelled_by" = 'marketplace'`);
    await q.query(`ALTER TABLE "site_visit" DROP COLUMN "no_show_withdrawn_note", DROP COLUMN "no_show_withdrawn_at"`);
    await q.query(`ALTER TABLE "site_visit" DROP CONSTRAINT "site_visit_cancelled_by_check"`);
    await q.query(`ALTER TABLE "site_visit" ADD CONSTRAINT "site_visit_cancelled_by_check" CHECK ("cancelled_by" IN ('homeowner', 'contractor'))`);
    await q.query(`ALTER TABLE "site_visit" DROP CONSTRAINT "site_visit_status_check"`);
    await q.query(`ALTER TABLE "site_visit" ADD CONSTRAINT "site_visit_status_check" CHECK ("status" IN ('proposed', 'other-times-asked', 'confirmed', 'cancelled', 'no-show'))`);
  }
}
