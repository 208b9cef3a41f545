import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Projects, proposals and contact messages, with the indexes the list queries use. */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "project" (
        "id" SERIAL PRIMARY KEY,
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL,
        "category" varchar(100) NOT NULL,
        "budget" varchar(120) NOT NULL,
        "timeline" varchar(120) NOT NULL,
        "urgency" varchar(10) NOT NULL DEFAULT 'medium'
          CONSTRAINT "chk_project_urgency" CHECK ("urgency" IN ('low', 'medium', 'high')),
        "homeowner" varchar(120) NOT NULL DEFAULT 'Unknown',
        "location" varchar(200) NOT NULL DEFAULT 'Toronto, ON',
        "images" text[] NOT NULL DEFAULT '{}',
        "requirements" text[] NOT NULL DEFAULT '{}',
        "status" varchar(24) NOT NULL DEFAULT 'open'
          CONSTRAINT "chk_project_status" CHECK ("status" IN
            ('open', 'awaiting-estimation', 'estimated', 'in-progress', 'pending', 'completed', 'cancelled')),
        "estimated_cost" varchar(120),
        "contractor_notes" text,
        "start_date" timestamptz,
        "completion_date" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "idx_project_status" ON "project" ("status", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_project_urgency" ON "project" ("urgency", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_project_category" ON "project" ("category", "id")`);

    await queryRunner.query(`
      CREATE TABLE "proposal" (
        "id" SERIAL PRIMARY KEY,
        "project_id" integer NOT NULL
          CONSTRAINT "fk_proposal_project" REFERENCES "project" ("id") ON DELETE CASCADE,
        "contractor_name" varchar(120) NOT NULL,
        "contractor_email" varchar(254) NOT NULL,
        "contractor_phone" varchar(40),
        "bid_amount" varchar(120) NOT NULL,
        "timeline" varchar(120) NOT NULL,
        "approach" text NOT NULL,
        "experience" text NOT NULL,
        "materials" text,
        "warranty" text,
        "additional_notes" text,
        "status" varchar(10) NOT NULL DEFAULT 'pending'
          CONSTRAINT "chk_proposal_status" CHECK ("status" IN ('pending', 'accepted', 'declined')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "idx_proposal_project" ON "proposal" ("project_id", "id")`);

    await queryRunner.query(`
      CREATE TABLE "contact_message" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(40),
        "subject" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "contact_message"`);
    await queryRunner.query(`DROP TABLE "proposal"`);
    await queryRunner.query(`DROP TABLE "project"`);
  }
}
