import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The off-site copy of the backups is watched like the archiving: one row with the last successful copy into the
 * bucket and the last failure, and a backup incident of its own kind ('offsite-copy-failing'), opened (operators
 * e-mailed once) when a copy fails and closed when one succeeds.
 */
export class OffsiteCopyStatus1767358200000 implements MigrationInterface {
  name = 'OffsiteCopyStatus1767358200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "backup_offsite_copy" (
      "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
      "last_copied_at" timestamptz,
      "last_failed_at" timestamptz,
      "last_error" text)`);
    await q.query(`ALTER TABLE "backup_incident" DROP CONSTRAINT "backup_incident_kind_check"`);
    await q.query(
      `ALTER TABLE "backup_incident" ADD CONSTRAINT "backup_incident_kind_check" CHECK ("kind" IN ('archiving-failing', 'base-backup-overdue', 'offsite-copy-failing'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "backup_incident" WHERE "kind" = 'offsite-copy-failing'`);
    await q.query(`ALTER TABLE "backup_incident" DROP CONSTRAINT "backup_incident_kind_check"`);
    await q.query(`ALTER TABLE "backup_incident" ADD CONSTRAINT "backup_incident_kind_check" CHECK ("kind" IN ('archiving-failing', 'base-backup-overdue'))`);
    await q.query(`DROP TABLE "backup_offsite_copy"`);
  }
}
