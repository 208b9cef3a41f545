import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Details given with an e-mail address before its owner confirmed it (a visitor's post, a contractor
 * sign-up) wait here, not on the account, until the owner confirms or discards them.
 * Accounts made before this kept such details as their own; they stay as they are.
 */
export class PendingAccountDetails1764950000000 implements MigrationInterface {
  name = 'PendingAccountDetails1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD COLUMN "pending_details" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" DROP COLUMN "pending_details"`);
  }
}
