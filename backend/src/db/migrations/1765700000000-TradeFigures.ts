import { TRADES } from '@marketplace/shared';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site's figures for each trade (the cleaning, moving and visualization pages state them): the
 * same counts as site_figures, per trade of the one trade list: its completed projects, the verified
 * pros who do it and the cities they serve, and the reviews of hires on its projects. Refreshed with
 * site_figures by the same job.
 */
export class TradeFigures1765700000000 implements MigrationInterface {
  name = 'TradeFigures1765700000000';

  async up(q: QueryRunner): Promise<void> {
    const trades = TRADES.map((trade) => trade.id).join(', ');
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
        (SELECT count(*) FROM project WHERE status = 'completed' AND visibility = 'published' AND trade_id = t.id)::int AS projects_completed,
        (SELECT count(*) FROM verified WHERE t.id = ANY(verified.trades))::int AS verified_contractors,
        (SELECT count(DISTINCT area) FROM verified, unnest(verified.service_areas) AS area WHERE t.id = ANY(verified.trades))::int AS cities_served,
        (SELECT count(*) FROM rated WHERE rated.trade_id = t.id)::int AS review_count,
        (SELECT ROUND(AVG(rating), 1) FROM rated WHERE rated.trade_id = t.id)::float8 AS average_rating,
        (SELECT ROUND(100.0 * count(*) FILTER (WHERE rating >= 4) / NULLIF(count(*), 0)) FROM rated WHERE rated.trade_id = t.id)::int AS satisfaction_percent,
        now() AS refreshed_at
      FROM unnest(ARRAY[${trades}]::int[]) AS t(id)
      WITH DATA`);
    await q.query(`CREATE UNIQUE INDEX "uq_trade_figures" ON trade_figures (trade_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS trade_figures`);
  }
}
