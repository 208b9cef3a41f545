import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A committed write's answer can be rebuilt (db/write-fence.ts): each transaction a keyed request commits
 * appends to its claim, in that transaction, what it made (`committed_writes`, e.g. `project:42`); a commit
 * that records nothing clears `rebuildable`, and retries of such a claim are told the answer was lost.
 */
export class IdempotencyRebuild1767341900000 implements MigrationInterface {
  name = 'IdempotencyRebuild1767341900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD COLUMN "committed_writes" text[] NOT NULL DEFAULT '{}'`);
    // Claims committed before this change recorded nothing: their answers cannot be rebuilt.
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD COLUMN "rebuildable" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`UPDATE "idempotency_key" SET "rebuildable" = false WHERE "committed_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP COLUMN "rebuildable"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP COLUMN "committed_writes"`);
  }
}
