import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: better-auth's tables (users with roles, sessions, sign-in link tokens), project and
 * proposal ownership, whether a project is public yet, the development mailbox, partner API keys
 * and the sign-in request counters.
 */
export class Accounts1763942400000 implements MigrationInterface {
  name = 'Accounts1763942400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "user" ("id" text NOT NULL PRIMARY KEY, "name" text NOT NULL, "email" text NOT NULL UNIQUE,
      "emailVerified" boolean NOT NULL, "image" text, "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
      "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL, "role" text, "banned" boolean, "banReason" text,
      "banExpires" timestamptz, "phone" text, "businessName" text)`);
    await q.query(`CREATE TABLE "session" ("id" text NOT NULL PRIMARY KEY, "expiresAt" timestamptz NOT NULL,
      "token" text NOT NULL UNIQUE, "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL, "updatedAt" timestamptz NOT NULL,
      "ipAddress" text, "userAgent" text, "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "impersonatedBy" text)`);
    await q.query(`CREATE TABLE "account" ("id" text NOT NULL PRIMARY KEY, "accountId" text NOT NULL, "providerId" text NOT NULL,
      "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "accessToken" text, "refreshToken" text, "idToken" text,
      "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text,
      "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL, "updatedAt" timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE "verification" ("id" text NOT NULL PRIMARY KEY, "identifier" text NOT NULL, "value" text NOT NULL,
      "expiresAt" timestamptz NOT NULL, "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
      "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL)`);
    await q.query(`CREATE INDEX "session_userId_idx" ON "session" ("userId")`);
    await q.query(`CREATE INDEX "account_userId_idx" ON "account" ("userId")`);
    await q.query(`CREATE INDEX "verification_identifier_idx" ON "verification" ("identifier")`);

    // Projects posted before accounts existed have no owner and stay public.
    await q.query(`ALTER TABLE "project" ADD "owner_id" text REFERENCES "user" ("id") ON DELETE SET NULL,
      ADD "visibility" varchar(16) NOT NULL DEFAULT 'published'`);
    await q.query(`CREATE INDEX "idx_project_owner" ON "project" ("owner_id", "id")`);
    await q.query(`CREATE INDEX "idx_project_visibility" ON "project" ("visibility", "id")`);
    await q.query(`ALTER TABLE "proposal" ADD "contractor_id" text REFERENCES "user" ("id") ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "idx_proposal_contractor" ON "proposal" ("contractor_id", "id")`);

    await q.query(`CREATE TABLE "dev_mailbox" ("id" SERIAL PRIMARY KEY, "to" text NOT NULL, "subject" text NOT NULL,
      "text" text NOT NULL, "html" text NOT NULL, "headers" jsonb NOT NULL DEFAULT '{}', "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE "api_key" ("id" SERIAL PRIMARY KEY, "name" varchar(120) NOT NULL, "prefix" varchar(16) NOT NULL,
      "key_hash" char(64) NOT NULL UNIQUE, "created_by" text REFERENCES "user" ("id") ON DELETE SET NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(), "last_used_at" timestamptz, "revoked_at" timestamptz)`);
    // rate-limiter-flexible's PostgreSQL store (created here so no process creates it at run time).
    await q.query(`CREATE TABLE "sign_in_rate_limit" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sign_in_rate_limit"`);
    await q.query(`DROP TABLE "api_key"`);
    await q.query(`DROP TABLE "dev_mailbox"`);
    await q.query(`ALTER TABLE "proposal" DROP COLUMN "contractor_id"`);
    await q.query(`ALTER TABLE "project" DROP COLUMN "owner_id", DROP COLUMN "visibility"`);
    await q.query(`DROP TABLE "verification"`);
    await q.query(`DROP TABLE "account"`);
    await q.query(`DROP TABLE "session"`);
    await q.query(`DROP TABLE "user"`);
  }
}
