import type { MigrationInterface, QueryRunner } from 'typeorm';
import { projectMatchFacts } from '../../modules/matching/project-facts';

/**
 * What matching reads, stored beside the text it comes from: each project's trade (from its
 * category, through the one trade list), city served (from its location) and budget in CAD cents
 * (from its budget range); and each contractor's targeting preferences (job sizes, urgent jobs,
 * availability and lead alerts a day; how alerts arrive is the notification setting of the
 * new-lead kind), and the lead alerts sent, one per project and contractor. Existing projects are read with the server's
 * own derivation; existing contractors get the defaults a new sign-up gets.
 */
export class MatchingFacts1765100000000 implements MigrationInterface {
  name = 'MatchingFacts1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "project"
      ADD COLUMN "trade_id" smallint,
      ADD COLUMN "city" varchar(40),
      ADD COLUMN "budget_min_cents" bigint,
      ADD COLUMN "budget_max_cents" bigint`);
    const rows: { id: number; category: string; location: string; budget: string }[] = await q.query(`SELECT id, category, location, budget FROM "project"`);
    if (rows.length > 0) {
      const facts = rows.map((row) => projectMatchFacts(row));
      await q.query(
        `UPDATE "project" p SET trade_id = v.trade, city = v.city, budget_min_cents = v.min, budget_max_cents = v.max
         FROM unnest($1::int[], $2::smallint[], $3::varchar[], $4::bigint[], $5::bigint[]) AS v(id, trade, city, min, max) WHERE p.id = v.id`,
        [rows.map((row) => row.id), facts.map((f) => f.tradeId), facts.map((f) => f.city), facts.map((f) => f.budgetMinCents), facts.map((f) => f.budgetMaxCents)],
      );
    }
    // Matched projects for a contractor: published, by trade and city.
    await q.query(`CREATE INDEX "idx_project_match" ON "project" ("trade_id", "city", "id") WHERE visibility = 'published'`);

    await q.query(`ALTER TABLE "contractor_profile"
      ADD COLUMN "min_budget_cents" bigint,
      ADD COLUMN "max_budget_cents" bigint,
      ADD COLUMN "takes_urgent" boolean NOT NULL DEFAULT true,
      ADD COLUMN "availability" varchar(8) NOT NULL DEFAULT 'now',
      ADD COLUMN "available_from" date,
      ADD COLUMN "max_alerts_per_day" smallint NOT NULL DEFAULT 10,
      ADD CONSTRAINT "chk_profile_availability" CHECK (availability IN ('now', 'from', 'paused') AND (availability <> 'from' OR available_from IS NOT NULL)),
      ADD CONSTRAINT "chk_profile_budget" CHECK ((min_budget_cents IS NULL OR min_budget_cents >= 0) AND (max_budget_cents IS NULL OR max_budget_cents >= COALESCE(min_budget_cents, 0))),
      ADD CONSTRAINT "chk_profile_alerts" CHECK (max_alerts_per_day BETWEEN 1 AND 50)`);
    // Matching one project against every contractor: array containment on trades and cities.
    await q.query(`CREATE INDEX "idx_profile_trades" ON "contractor_profile" USING gin ("trades")`);
    await q.query(`CREATE INDEX "idx_profile_areas" ON "contractor_profile" USING gin ("service_areas")`);
    // One lead alert per project and contractor, whatever retries or replicas do; its time starts
    // the response-time clock, and a contractor's alerts today are counted against their daily cap.
    await q.query(`CREATE TABLE "lead_alert" (
      "id" BIGSERIAL PRIMARY KEY,
      "project_id" integer NOT NULL REFERENCES "project" ("id") ON DELETE CASCADE,
      "contractor_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "score" real NOT NULL,
      "reasons" text[] NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "uq_lead_alert" UNIQUE ("project_id", "contractor_id"))`);
    await q.query(`CREATE INDEX "idx_lead_alert_contractor" ON "lead_alert" ("contractor_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "lead_alert"`);
    await q.query(`DROP INDEX IF EXISTS "idx_profile_areas"`);
    await q.query(`DROP INDEX IF EXISTS "idx_profile_trades"`);
    await q.query(`ALTER TABLE "contractor_profile"
      DROP CONSTRAINT IF EXISTS "chk_profile_alerts",
      DROP CONSTRAINT IF EXISTS "chk_profile_budget", DROP CONSTRAINT IF EXISTS "chk_profile_availability",
      DROP COLUMN IF EXISTS "max_alerts_per_day", DROP COLUMN IF EXISTS "available_from",
      DROP COLUMN IF EXISTS "availability", DROP COLUMN IF EXISTS "takes_urgent", DROP COLUMN IF EXISTS "max_budget_cents", DROP COLUMN IF EXISTS "min_budget_cents"`);
    await q.query(`DROP INDEX IF EXISTS "idx_project_match"`);
    await q.query(`ALTER TABLE "project" DROP COLUMN IF EXISTS "budget_max_cents", DROP COLUMN IF EXISTS "budget_min_cents", DROP COLUMN IF EXISTS "city", DROP COLUMN IF EXISTS "trade_id"`);
  }
}
