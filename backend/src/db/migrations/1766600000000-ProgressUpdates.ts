import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Progress on a job (docs/payments.md): the contractor's updates on the agreement's milestones, each with text and
 * up to 10 photos from the private photo pipeline (EXIF stripped on upload). Only the two parties and operators
 * see them, photos included (policy: PRIVATE_FILE_ACTIONS.viewProgressPhoto).
 */
export class ProgressUpdates1766600000000 implements MigrationInterface {
  name = 'ProgressUpdates1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "progress_update" (
      "id" serial PRIMARY KEY,
      "agreement_id" integer NOT NULL REFERENCES "agreement" ("id") ON DELETE CASCADE,
      "milestone" text,
      "body" text NOT NULL,
      "images" text[] NOT NULL DEFAULT '{}' CHECK (cardinality("images") <= 10),
      "posted_by" text NOT NULL REFERENCES "user" ("id"),
      "created_at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "progress_update_agreement" ON "progress_update" ("agreement_id", "id")`);
    // Finding where a private photo is attached (who may see it) reads the images arrays.
    await q.query(`CREATE INDEX "progress_update_images" ON "progress_update" USING gin ("images")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "progress_update"`);
  }
}
