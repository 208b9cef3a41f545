import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In-app notifications (each also waits here for its e-mail: pending, in the daily digest, sent or
 * none) and each account's choice of which e-mails it gets, immediately or once a day.
 */
export class Notifications1764374400000 implements MigrationInterface {
  name = 'Notifications1764374400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notification" (
      "id" BIGSERIAL PRIMARY KEY,
      "recipient_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "kind" varchar(32) NOT NULL,
      "title" varchar(240) NOT NULL,
      "body" text NOT NULL,
      "link" varchar(300) NOT NULL,
      "action_label" varchar(80) NOT NULL,
      "project_id" integer REFERENCES "project" ("id") ON DELETE CASCADE,
      "proposal_id" integer REFERENCES "proposal" ("id") ON DELETE CASCADE,
      "email_state" varchar(8) NOT NULL,
      "read_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "chk_notification_email_state" CHECK (email_state IN ('pending', 'digest', 'sent', 'none')))`);
    await q.query(`CREATE INDEX "idx_notification_recipient" ON "notification" ("recipient_id", "id" DESC)`);
    await q.query(`CREATE INDEX "idx_notification_unread" ON "notification" ("recipient_id") WHERE read_at IS NULL`);
    await q.query(`CREATE INDEX "idx_notification_email_waiting" ON "notification" ("recipient_id", "kind") WHERE email_state IN ('pending', 'digest')`);
    await q.query(`CREATE TABLE "notification_preference" (
      "user_id" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
      "kind" varchar(32) NOT NULL,
      "email" varchar(10) NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "kind"),
      CONSTRAINT "chk_notification_preference_email" CHECK (email IN ('immediate', 'daily', 'off')))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notification_preference"`);
    await q.query(`DROP TABLE "notification"`);
  }
}
