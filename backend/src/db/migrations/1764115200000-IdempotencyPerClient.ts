import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Idempotency keys belong to one client: two clients using the same key never see each other's answers. */
export class IdempotencyPerClient1764115200000 implements MigrationInterface {
  name = 'IdempotencyPerClient1764115200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Stored answers have no known client; they were only replayable for a day anyway.
    await queryRunner.query(`DELETE FROM "idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD COLUMN "client" varchar(200) NOT NULL`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP CONSTRAINT "idempotency_key_pkey"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD PRIMARY KEY ("client", "scope", "key")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP CONSTRAINT "idempotency_key_pkey"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP COLUMN "client"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD PRIMARY KEY ("scope", "key")`);
  }
}
