import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The backup alerts' incidents: one row per time the built-in database's backups went wrong (archiving failing, or
 * the last base backup overdue), open until a check finds it put right. At most one open incident of each kind (the
 * partial unique index), so replicas checking at once open it, and e-mail the operators, once.
 */
export class BackupIncidents1766800000000 implements MigrationInterface {
  name = 'BackupIncidents1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "backup_incident" (
      "id" serial PRIMARY KEY,
      "kind" text NOT NULL CHECK ("kind" IN ('archiving-failing', 'base-backup-overdue')),
      "detail" text NOT NULL,
      "opened_at" timestamptz NOT NULL DEFAULT now(),
      "closed_at" timestamptz,
      "operators_emailed" int NOT NULL DEFAULT 0)`);
    await q.query(`CREATE UNIQUE INDEX "backup_incident_open" ON "backup_incident" ("kind") WHERE "closed_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "backup_incident"`);
  }
}
