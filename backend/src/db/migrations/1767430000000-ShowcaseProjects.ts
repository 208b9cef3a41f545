import { TRADES } from '@marketplace/shared';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in sample projects become rows (issue 41, "One path for projects"): a showcase project is
 * read like any project and changed by nobody (the policy refuses every write on one, check.ts).
 *
 * - showcase: true for the built-in samples, false for everything people post.
 * - showcase_number: a sample's fixed public number, its page since the samples shipped with the web
 *   app (/project/1, /project/2001, …): numbers below 3000, where no posted project's page is.
 * - showcase_details: what a finished sample shows beyond a post (contractor, rating, testimonials,
 *   scope, area, …), as the content file gives it.
 *
 * The rows themselves are written at every start by seedShowcaseProjects (db/seed-showcase.ts), in
 * production too, so a change to the samples' content ships with the code that shows it.
 *
 * The site's figures count what people did: the two figure views are made again without the samples.
 */
export class ShowcaseProjects1767430000000 implements MigrationInterface {
  name = 'ShowcaseProjects1767430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE project
      ADD COLUMN showcase boolean NOT NULL DEFAULT false,
      ADD COLUMN showcase_number integer,
      ADD COLUMN showcase_details jsonb,
      ADD CONSTRAINT project_showcase_number_check CHECK (showcase = (showcase_number IS NOT NULL) AND (showcase_number IS NULL OR showcase_number BETWEEN 1 AND 2999))`);
    await q.query(`CREATE UNIQUE INDEX "uq_project_showcase_number" ON project (showcase_number) WHERE showcase_number IS NOT NULL`);
    await this.figures(q, `AND NOT showcase`);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.figures(q, '');
    await q.query(`DELETE FROM project WHERE showcase`);
    await q.query(`DROP INDEX "uq_project_showcase_number"`);
    await q.query(`ALTER TABLE project DROP CONSTRAINT project_showcase_number_check, DROP COLUMN showcase_details, DROP COLUMN showcase_number, DROP COLUMN showcase`);
  }

  /** The figure views (SiteFigures1765300000000, TradeFigures1765700000000), their completed projects counted with `posted` added. */
  private async figures(q: QueryRunner, posted: string): Promise<void> {
    const completed = (trade = '') => `(SELECT count(*) FROM project WHERE status = 'completed' AND visibility = 'published' ${posted}${trade})::int AS projects_completed`;
    await q.query(`DROP MATERIALIZED VIEW site_figures`);
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
        ${completed()},
        (SELECT count(*) FROM verified)::int AS verified_contractors,
        (SELECT count(DISTINCT area) FROM verified, unnest(verified.service_areas) AS area)::int AS cities_served,
        (SELECT count(*) FROM rated)::int AS review_count,
        (SELECT ROUND(AVG(rating), 1) FROM rated)::float8 AS average_rating,
        (SELECT ROUND(100.0 * count(*) FILTER (WHERE rating >= 4) / NULLIF(count(*), 0)) FROM rated)::int AS satisfaction_percent,
        now() AS refreshed_at
      WITH DATA`);
    await q.query(`CREATE UNIQUE INDEX "uq_site_figures" ON site_figures (id)`);
    await q.query(`DROP MATERIALIZED VIEW trade_figures`);
    await q.query(`CREATE MATERIALIZED VIEW trade_figures AS
      WITH verified AS (
        SELECT p.trades, p.service_areas
        FROM "user" u JOIN contractor_profile p ON p.user_id = u.id
        WHERE u.role = 'contractor' AND u.banned IS NOT TRUE
          AND EXISTS (SELECT 1 FROM credential c WHERE c.contractor_id = u.id
            AND credential_counts(c.status, c.expires_on, (now() AT TIME ZONE 'America/Toronto')::date))
      ), rated AS (
        SELECT pr.trade_id, (r.quality + r.punctuality + r.communication + r.value) / 4.0 AS rating
        FROM contractor_review r JOIN project pr ON pr.id = r.project_id
        WHERE r.hidden_at IS NULL AND pr.trade_id IS NOT NULL
      )
      SELECT t.id AS trade_id,
        ${completed(' AND trade_id = t.id')},
        (SELECT count(*) FROM verified WHERE t.id = ANY(verified.trades))::int AS verified_contractors,
        (SELECT count(DISTINCT area) FROM verified, unnest(verified.service_areas) AS area WHERE t.id = ANY(verified.trades))::int AS cities_served,
        (SELECT count(*) FROM rated WHERE rated.trade_id = t.id)::int AS review_count,
        (SELECT ROUND(AVG(rating), 1) FROM rated WHERE rated.trade_id = t.id)::float8 AS average_rating,
        (SELECT ROUND(100.0 * count(*) FILTER (WHERE rating >= 4) / NULLIF(count(*), 0)) FROM rated WHERE rated.trade_id = t.id)::int AS satisfaction_percent,
        now() AS refreshed_at
      FROM unnest(ARRAY[${TRADES.map((trade) => trade.id).join(', ')}]::int[]) AS t(id)
      WITH DATA`);
    await q.query(`CREATE UNIQUE INDEX "uq_trade_figures" ON trade_figures (trade_id)`);
  }
}
