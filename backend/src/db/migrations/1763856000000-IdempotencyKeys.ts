import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Remembers the first answer to a request sent with an Idempotency-Key, so retries create nothing twice. */
export class IdempotencyKeys1763856000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "idempotency_key" (
        "scope" varchar(100) NOT NULL,
        "key" varchar(200) NOT NULL,
        "request_hash" char(64) NOT NULL,
        "status_code" integer,
        "content_type" varchar(200),
        "response_body" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("scope", "key")
      )`);
    await queryRunner.query(`CREATE INDEX "idx_idempotency_created" ON "idempotency_key" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_key"`);
  }
}
