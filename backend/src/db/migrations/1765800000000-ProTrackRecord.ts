import type { MigrationInterface, QueryRunner } from 'typeorm';
import { hiresSql, responseHoursSql } from '../../modules/matching/track-record';

/**
 * Each contractor's track record as matching and the directory rank by it: median response time,
 * hires and finished hires, and the sum and count of their visible reviews' ratings. Stored in a
 * materialized view refreshed with the site's figures (every 10 minutes), so matching one project
 * reads one row per candidate instead of four correlated subqueries each (docs/benchmarks.md). What
 * must be exact now stays live in the queries: the daily alert cap, verified credentials, and the
 * ratings and counts shown on cards.
 */
export class ProTrackRecord1765800000000 implements MigrationInterface {
  name = 'ProTrackRecord1765800000000';

  async up(q: QueryRunner): Promise<void> {
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS pro_track_record`);
  }
}
