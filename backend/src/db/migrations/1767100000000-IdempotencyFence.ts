import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency claims become a fence (rest/idempotency.ts): each claim carries a token of its own, and the
 * first transaction a request commits checks, in that transaction, that its claim still has that token and
 * stamps `committed_at`. A retry never takes over a claim whose write has committed.
 */
export class IdempotencyFence1767100000000 implements MigrationInterface {
  name = 'IdempotencyFence1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD COLUMN "claim_token" uuid`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD COLUMN "committed_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP COLUMN "committed_at"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP COLUMN "claim_token"`);
  }
}
