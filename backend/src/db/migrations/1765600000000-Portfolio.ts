import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos of finished work on contractors' profiles: up to 12 uploads with captions, in the
 * contractor's order, as a JSON array beside the logo. The containment index lets the photo purge
 * find a photo that a portfolio holds without reading every profile.
 */
export class Portfolio1765600000000 implements MigrationInterface {
  name = 'Portfolio1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contractor_profile" ADD COLUMN "portfolio" jsonb NOT NULL DEFAULT '[]',
      ADD CONSTRAINT "chk_profile_portfolio" CHECK (jsonb_typeof(portfolio) = 'array' AND jsonb_array_length(portfolio) <= 12)`);
    await q.query(`CREATE INDEX "idx_profile_portfolio" ON "contractor_profile" USING gin ("portfolio" jsonb_path_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_profile_portfolio"`);
    await q.query(`ALTER TABLE "contractor_profile" DROP CONSTRAINT IF EXISTS "chk_profile_portfolio", DROP COLUMN IF EXISTS "portfolio"`);
  }
}
