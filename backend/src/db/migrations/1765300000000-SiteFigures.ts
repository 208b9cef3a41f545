import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The figures the site states as fact (issue 26 item 9), computed from the real tables into a
 * one-row materialized view that a scheduled job refreshes (jobs/site-figures.ts); nothing is typed in.
 *
 * - projects_completed: published projects whose status is completed.
 * - verified_contractors: contractor accounts not disabled, with at least one credential that counts today.
 * - cities_served: distinct service areas (catalogue slugs) of those contractors.
 * - review_count, average_rating, satisfaction_percent: over visible (not hidden) reviews; a review's
 *   rating is the average of its four scores, satisfied means 4 or more; null average and satisfaction
 *   with no reviews.
 *
 * Which credentials count (verified, not past the expiry date) is written once, in credential_counts():
 * the view and CredentialService.countingFor both call it. Expiry dates are Toronto calendar days.
 * The unique index on the constant id lets REFRESH ... CONCURRENTLY run without blocking readers.
 */
export class SiteFigures1765300000000 implements MigrationInterface {
  name = 'SiteFigures1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION credential_counts(status varchar, expires_on date, on_day date) RETURNS boolean
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT $1 = 'verified' AND ($2 IS NULL OR $2 >= $3) $$`);
    await q.query(`COMMENT ON FUNCTION credential_counts(varchar, date, date) IS
      'Whether a credential counts on a day (badges, matching, site figures): verified and not past its expiry date.'`);
    await q.query(`CREATE MATERIALIZED VIEW site_figures AS
      WITH verified AS (
        SELECT u.id, COALESCE(p.service_areas, '{}') AS service_areas
        FROM "user" u LEFT JOIN contractor_profile p ON p.user_id = u.id
        WHERE u.role = 'contractor' AND u.banned IS NOT TRUE
          AND EXISTS (SELECT 1 FROM credential c WHERE c.contractor_id = u.id
            AND credential_counts(c.status, c.expires_on, (now() AT TIME ZONE 'America/Toronto')::date))
      ), rated AS (
        SELECT (quality + punctuality + communication + value) / 4.0 AS rating FROM contractor_review WHERE hidden_at IS NULL
      )
      SELECT 1 AS id,
        (SELECT count(*) FROM project WHERE status = 'completed' AND visibility = 'published')::int AS projects_completed,
        (SELECT count(*) FROM verified)::int AS verified_contractors,
        (SELECT count(DISTINCT area) FROM verified, unnest(verified.service_areas) AS area)::int AS cities_served,
        (SELECT count(*) FROM rated)::int AS review_count,
        (SELECT ROUND(AVG(rating), 1) FROM rated)::float8 AS average_rating,
        (SELECT ROUND(100.0 * count(*) FILTER (WHERE rating >= 4) / NULLIF(count(*), 0)) FROM rated)::int AS satisfaction_percent,
        now() AS refreshed_at
      WITH DATA`);
    await q.query(`CREATE UNIQUE INDEX "uq_site_figures" ON site_figures (id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS site_figures`);
    await q.query(`DROP FUNCTION IF EXISTS credential_counts(varchar, date, date)`);
  }
}
