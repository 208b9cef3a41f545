import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written agreements after a hire (docs/agreements.md):
 * - agreement: one per accepted proposal while it is alive (drafted by the hired contractor); its terms
 *   (parties, work, price lines, schedule, dates, permits, warranty, credentials) as one JSON document,
 *   checked by rules' agreementProblems before it can be sent; the signed document's PDF and its SHA-256;
 *   the copy e-mailed when it comes into force and the day that copy was delivered (the cooling-off clock);
 * - agreement_change_order: numbered changes to an agreement in force, each signed by the other side;
 * - agreement_signature: who signed what (the agreement's document hash, or a change order's), when, from
 *   which address and browser, after consenting to sign electronically;
 * - agreement_event: the agreement's history, which the page shows as a timeline.
 * Addresses and names in the terms are personal data: only the two parties and operators read them.
 */
export class Agreements1766400000000 implements MigrationInterface {
  name = 'Agreements1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "agreement" (
      "id" serial PRIMARY KEY,
      "project_id" integer NOT NULL REFERENCES "project" ("id") ON DELETE CASCADE,
      "proposal_id" integer NOT NULL REFERENCES "proposal" ("id") ON DELETE CASCADE,
      "homeowner_id" text NOT NULL REFERENCES "user" ("id"),
      "contractor_id" text NOT NULL REFERENCES "user" ("id"),
      "status" varchar(20) NOT NULL DEFAULT 'draft'
        CHECK ("status" IN ('draft', 'sent', 'changes-requested', 'signed-by-one', 'in-force', 'cancelled', 'declined')),
      "terms" jsonb NOT NULL,
      "revision" integer NOT NULL DEFAULT 1,
      "change_note" text,
      "large_deposit_confirmed" boolean NOT NULL DEFAULT false,
      "document_key" text,
      "document_sha256" char(64),
      "copy_key" text,
      "sent_at" timestamptz,
      "in_force_at" timestamptz,
      "copy_delivered_at" timestamptz,
      "closed_at" timestamptz,
      "closed_by" text REFERENCES "user" ("id") ON DELETE SET NULL,
      "close_reason" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now())`);
    // One live agreement per hire; a cancelled or declined one leaves room for a new draft.
    await q.query(`CREATE UNIQUE INDEX "agreement_live_per_proposal" ON "agreement" ("proposal_id") WHERE "status" NOT IN ('cancelled', 'declined')`);
    await q.query(`CREATE INDEX "agreement_homeowner" ON "agreement" ("homeowner_id", "id")`);
    await q.query(`CREATE INDEX "agreement_contractor" ON "agreement" ("contractor_id", "id")`);
    await q.query(`CREATE INDEX "agreement_project" ON "agreement" ("project_id")`);
    await q.query(`CREATE TABLE "agreement_change_order" (
      "id" serial PRIMARY KEY,
      "agreement_id" integer NOT NULL REFERENCES "agreement" ("id") ON DELETE CASCADE,
      "number" integer NOT NULL,
      "proposed_by" varchar(10) NOT NULL CHECK ("proposed_by" IN ('homeowner', 'contractor')),
      "status" varchar(10) NOT NULL DEFAULT 'proposed' CHECK ("status" IN ('proposed', 'signed', 'declined', 'withdrawn')),
      "terms" jsonb NOT NULL,
      "document_sha256" char(64) NOT NULL,
      "decline_reason" text,
      "decided_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("agreement_id", "number"))`);
    await q.query(`CREATE TABLE "agreement_signature" (
      "id" serial PRIMARY KEY,
      "agreement_id" integer NOT NULL REFERENCES "agreement" ("id") ON DELETE CASCADE,
      "change_order_id" integer REFERENCES "agreement_change_order" ("id") ON DELETE CASCADE,
      "party" varchar(10) NOT NULL CHECK ("party" IN ('homeowner', 'contractor')),
      "user_id" text NOT NULL REFERENCES "user" ("id"),
      "full_name" text NOT NULL,
      "consented" boolean NOT NULL CHECK ("consented"),
      "ip_address" text NOT NULL,
      "user_agent" text NOT NULL,
      "document_sha256" char(64) NOT NULL,
      "drawn_signature" text,
      "signed_at" timestamptz NOT NULL DEFAULT now())`);
    // One signature per party per document: the agreement's revision, or one change order.
    await q.query(`CREATE UNIQUE INDEX "agreement_signature_once" ON "agreement_signature" ("agreement_id", COALESCE("change_order_id", 0), "party", "document_sha256")`);
    await q.query(`CREATE TABLE "agreement_event" (
      "id" serial PRIMARY KEY,
      "agreement_id" integer NOT NULL REFERENCES "agreement" ("id") ON DELETE CASCADE,
      "kind" varchar(32) NOT NULL,
      "by_party" varchar(10),
      "note" text,
      "at" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX "agreement_event_agreement" ON "agreement_event" ("agreement_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "agreement_event"`);
    await q.query(`DROP TABLE "agreement_signature"`);
    await q.query(`DROP TABLE "agreement_change_order"`);
    await q.query(`DROP TABLE "agreement"`);
  }
}
