import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Write-limit counters shared by every API process (rate-limiter-flexible's PostgreSQL store, whose
 * own table layout this is; the limiter is told the table exists). `expire` is epoch milliseconds.
 */
export class WriteRateLimit1764028800000 implements MigrationInterface {
  name = 'WriteRateLimit1764028800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "write_rate_limit" (
        "key" varchar(255) PRIMARY KEY,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "write_rate_limit"`);
  }
}
