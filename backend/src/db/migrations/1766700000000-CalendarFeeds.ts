import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A private calendar feed per person (webcal://…/api/calendar/<secret>.ics): its secret is stored only as a
 * SHA-256 hash, one live feed per person; making a new address replaces it, turning it off deletes it.
 */
export class CalendarFeeds1766700000000 implements MigrationInterface {
  name = 'CalendarFeeds1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "calendar_feed" (
      "user_id" text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
      "token_sha256" char(64) NOT NULL UNIQUE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_read_at" timestamptz)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "calendar_feed"`);
  }
}
