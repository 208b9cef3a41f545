import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private uploads and upload leases.
 * - `upload.private` and `upload.uploader_id`: credential documents and message photos are stored
 *   apart from public photos and served only to the people allowed; until attached, only to the
 *   person who uploaded them (who alone may attach them).
 * - Looking up where a private file is attached: an index on credential documents and a GIN index
 *   on message photos (`images @> ARRAY[name]`).
 * - `upload_lease`: at most a few uploads at once per client across every API process; a lease
 *   row is held while an upload runs and expires on its own if its process dies.
 */
export class PrivateUploadsAndLeases1764979260000 implements MigrationInterface {
  name = 'PrivateUploadsAndLeases1764979260000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" ADD "private" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "upload" ADD "uploader_id" text`);
    await q.query(`CREATE INDEX "idx_credential_document" ON "credential" ("document") WHERE "document" IS NOT NULL`);
    await q.query(`CREATE INDEX "idx_proposal_message_images" ON "proposal_message" USING gin ("images")`);
    await q.query(`CREATE TABLE "upload_lease" (
      "client" varchar(200) NOT NULL,
      "slot" smallint NOT NULL,
      "holder" uuid NOT NULL,
      "expires_at" timestamptz NOT NULL,
      PRIMARY KEY ("client", "slot"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "upload_lease"`);
    await q.query(`DROP INDEX "idx_proposal_message_images"`);
    await q.query(`DROP INDEX "idx_credential_document"`);
    await q.query(`ALTER TABLE "upload" DROP COLUMN "uploader_id"`);
    await q.query(`ALTER TABLE "upload" DROP COLUMN "private"`);
  }
}
