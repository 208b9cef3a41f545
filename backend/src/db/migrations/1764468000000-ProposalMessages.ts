import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Message threads between a project's homeowner and each contractor who bid (one thread per
 * proposal: text and uploaded photos), when each participant last read their thread, and when the
 * homeowner chose to share their contact details on a proposal before accepting it.
 */
export class ProposalMessages1764468000000 implements MigrationInterface {
  name = 'ProposalMessages1764468000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "proposal" ADD "contact_shared_at" timestamptz`);
    await q.query(`CREATE TABLE "proposal_message" (
      "id" SERIAL PRIMARY KEY,
      "proposal_id" integer NOT NULL REFERENCES "proposal" ("id") ON DELETE CASCADE,
      "sender_id" text REFERENCES "user" ("id") ON DELETE SET NULL,
      "body" text NOT NULL,
      "images" text[] NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "idx_proposal_message_thread" ON "proposal_message" ("proposal_id", "id")`);
    await q.query(`CREATE TABLE "proposal_thread_read" (
      "proposal_id" integer NOT NULL REFERENCES "proposal" ("id") ON DELETE CASCADE,
      "user_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "last_read_at" timestamptz NOT NULL,
      PRIMARY KEY ("proposal_id", "user_id"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "proposal_thread_read"`);
    await q.query(`DROP TABLE "proposal_message"`);
    await q.query(`ALTER TABLE "proposal" DROP COLUMN "contact_shared_at"`);
  }
}
