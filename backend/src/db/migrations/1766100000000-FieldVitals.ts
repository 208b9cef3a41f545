import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Field data from real visitors (POST /api/vitals), kept as daily aggregates so the tables grow
 * with days, never with traffic:
 * - web_vital_daily: one counter per day, route template, device class, connection type, metric and
 *   histogram bucket (fixed boundaries per metric, modules/vitals/buckets.ts), incremented in place;
 * - web_vital_slow_interaction: the day's slowest INP interactions with their attribution, pruned
 *   to the worst few per day on every insert.
 * A scheduled job drops days older than 90 from both.
 */
export class FieldVitals1766100000000 implements MigrationInterface {
  name = 'FieldVitals1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "web_vital_daily" (
      "day" date NOT NULL,
      "route" varchar(64) NOT NULL,
      "device" varchar(8) NOT NULL CHECK ("device" IN ('phone', 'tablet', 'desktop')),
      "connection" varchar(8) NOT NULL CHECK ("connection" IN ('slow-2g', '2g', '3g', '4g', 'unknown')),
      "metric" varchar(4) NOT NULL CHECK ("metric" IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
      "bucket" smallint NOT NULL CHECK ("bucket" BETWEEN 0 AND 63),
      "count" bigint NOT NULL DEFAULT 0,
      PRIMARY KEY ("day", "route", "device", "connection", "metric", "bucket"))`);
    await q.query(`CREATE TABLE "web_vital_slow_interaction" (
      "id" bigserial PRIMARY KEY,
      "day" date NOT NULL,
      "route" varchar(64) NOT NULL,
      "device" varchar(8) NOT NULL,
      "value" real NOT NULL,
      "target" varchar(200) NOT NULL,
      "event_type" varchar(32) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "idx_web_vital_slow_interaction_day" ON "web_vital_slow_interaction" ("day", "value" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "web_vital_slow_interaction"`);
    await q.query(`DROP TABLE IF EXISTS "web_vital_daily"`);
  }
}
