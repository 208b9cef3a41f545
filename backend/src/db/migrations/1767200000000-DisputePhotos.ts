import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A dispute's evidence gains photos of its own (docs/payments.md, Disputes): up to 10 private uploads of the
 * party who opened it, seen by the job's two parties and operators only (PRIVATE_FILE_ACTIONS.viewDisputePhoto).
 * The GIN index answers "where is this file attached" when a private photo is requested.
 */
export class DisputePhotos1767200000000 implements MigrationInterface {
  name = 'DisputePhotos1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "dispute" ADD COLUMN "images" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX "dispute_images" ON "dispute" USING gin ("images")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "dispute_images"`);
    await q.query(`ALTER TABLE "dispute" DROP COLUMN "images"`);
  }
}
