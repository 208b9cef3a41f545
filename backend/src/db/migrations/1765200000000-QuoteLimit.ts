import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each project takes a limited number of quotes (proposals): `quote_limit`, set from
 * QUOTES_PER_PROJECT when it is posted and raised when its homeowner reopens it for more quotes.
 * Existing projects get the default of 5; one that already has more is full until reopened.
 * One proposal per contractor is checked by the policy, under the project's row lock.
 */
export class QuoteLimit1765200000000 implements MigrationInterface {
  name = 'QuoteLimit1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "project" ADD COLUMN "quote_limit" smallint NOT NULL DEFAULT 5,
      ADD CONSTRAINT "chk_project_quote_limit" CHECK (quote_limit BETWEEN 1 AND 1000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "project" DROP CONSTRAINT IF EXISTS "chk_project_quote_limit", DROP COLUMN IF EXISTS "quote_limit"`);
  }
}
