import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations that a pro hears of once (docs/matching.md, "Invitations to quote").
 * - A withdrawn invitation is marked (`withdrawn_at`), not deleted: inviting the pro again takes the
 *   mark off and tells nobody again.
 * - `invited_by` names the account that made it, whose invitations of the day are counted against
 *   INVITATIONS_PER_DAY (an index on the two columns the count reads). Existing rows are the
 *   project owner's.
 * - `lead_alert` becomes the one record of what each pro was told about each project, by a lead
 *   alert (`kind` 'match') or an invitation ('invitation'): its unique key (project, contractor) keeps
 *   the two paths from telling anyone twice, and its rows of the day count against the pro's daily
 *   cap. The invitations already sent are recorded there.
 */
export class InvitationOnce1766204038000 implements MigrationInterface {
  name = 'InvitationOnce1766204038000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "project_invitation"
      ADD COLUMN "withdrawn_at" timestamptz,
      ADD COLUMN "invited_by" text REFERENCES "user" ("id") ON DELETE SET NULL`);
    await q.query(`UPDATE "project_invitation" i SET invited_by = p.owner_id FROM "project" p WHERE p.id = i.project_id`);
    await q.query(`CREATE INDEX "idx_invitation_invited_by" ON "project_invitation" ("invited_by", "invited_at")`);
    // The pro's "Matched for you" reads their invitations that reached them and stand.
    await q.query(`DROP INDEX IF EXISTS "idx_invitation_contractor"`);
    await q.query(
      `CREATE INDEX "idx_invitation_contractor" ON "project_invitation" ("contractor_id", "project_id") WHERE notified_at IS NOT NULL AND withdrawn_at IS NULL`,
    );

    await q.query(`ALTER TABLE "lead_alert"
      ADD COLUMN "kind" varchar(10) NOT NULL DEFAULT 'match',
      ADD CONSTRAINT "chk_lead_alert_kind" CHECK (kind IN ('match', 'invitation'))`);
    await q.query(`INSERT INTO "lead_alert" (project_id, contractor_id, score, reasons, kind, created_at)
      SELECT project_id, contractor_id, 0, ARRAY['Invited by the homeowner'], 'invitation', notified_at FROM "project_invitation" WHERE notified_at IS NOT NULL
      ON CONFLICT (project_id, contractor_id) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "lead_alert" WHERE kind = 'invitation'`);
    await q.query(`ALTER TABLE "lead_alert" DROP CONSTRAINT IF EXISTS "chk_lead_alert_kind", DROP COLUMN IF EXISTS "kind"`);
    await q.query(`DELETE FROM "project_invitation" WHERE withdrawn_at IS NOT NULL`);
    await q.query(`DROP INDEX IF EXISTS "idx_invitation_contractor"`);
    await q.query(`CREATE INDEX "idx_invitation_contractor" ON "project_invitation" ("contractor_id", "project_id") WHERE notified_at IS NOT NULL`);
    await q.query(`DROP INDEX IF EXISTS "idx_invitation_invited_by"`);
    await q.query(`ALTER TABLE "project_invitation" DROP COLUMN IF EXISTS "invited_by", DROP COLUMN IF EXISTS "withdrawn_at"`);
  }
}
