import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - server_secret: secrets the server makes for itself, shared by every API process on the database;
 *   today the signing secret used when BETTER_AUTH_SECRET is unset outside production
 *   (auth/server-secret.ts), which replaces a constant anyone could read in the source.
 * - sign_in_network: the client networks (IPv4 /24, IPv6 /64) each account opened a sign-in link
 *   from, so a flood of sign-in requests from elsewhere cannot lock its owner out at home
 *   (modules/account/sign-in-limits.ts).
 */
export class SignInHardening1764900000000 implements MigrationInterface {
  name = 'SignInHardening1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "server_secret" (
        "name" text PRIMARY KEY,
        "value" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "sign_in_network" (
        "user_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
        "network" text NOT NULL,
        "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "network")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sign_in_network"`);
    await queryRunner.query(`DROP TABLE "server_secret"`);
  }
}
