import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job's money after an agreement is in force (docs/payments.md). No money moves through the marketplace:
 * - invoice: proper invoices under the Construction Act, numbered per agreement; the amounts are computed by
 *   rules' invoiceAmounts under the agreement's row lock and stored as issued (integer cents); the notice of
 *   non-payment the homeowner may give within 14 days; the PDF as e-mailed;
 * - payment: payments made outside the marketplace, recorded by the homeowner, confirmed (or disputed) by the
 *   contractor. The method column is what a payment provider would later fill as well;
 * - substantial performance on the agreement: declared by the contractor, confirmed or disputed by the
 *   homeowner; the holdback falls due 60 days after the confirmation;
 * - dispute: either party's dispute on an invoice, a payment or the whole job, with the messages that matter as
 *   evidence; an operator records its outcome;
 * - job_reminder: each reminder sent once (per invoice or agreement and kind), whatever the number of replicas.
 */
export class JobMoney1766500000000 implements MigrationInterface {
  name = 'JobMoney1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "invoice" (
      "id" serial PRIMARY KEY,
      "agreement_id" integer NOT NULL REFERENCES "agreement" ("id") ON DELETE CASCADE,
      "number" integer NOT NULL,
      "kind" varchar(20) NOT NULL CHECK ("kind" IN ('work', 'holdback-release')),
      "status" varchar(10) NOT NULL DEFAULT 'issued' CHECK ("status" IN ('issued', 'paid')),
      "change_order_id" integer REFERENCES "agreement_change_order" ("id") ON DELETE RESTRICT,
      "reference" text NOT NULL,
      "details" jsonb NOT NULL,
      "subtotal_cents" bigint NOT NULL CHECK ("subtotal_cents" >= 0),
      "taxable_cents" bigint NOT NULL CHECK ("taxable_cents" >= 0),
      "hst_cents" bigint NOT NULL,
      "total_cents" bigint NOT NULL,
      "holdback_cents" bigint NOT NULL,
      "holdback_hst_cents" bigint NOT NULL,
      "kept_back_cents" bigint NOT NULL,
      "payable_now_cents" bigint NOT NULL CHECK ("payable_now_cents" >= 0),
      "pdf_key" text,
      "pdf_sha256" char(64),
      "issued_at" timestamptz NOT NULL DEFAULT now(),
      "notice_amount_cents" bigint,
      "notice_reasons" text,
      "notice_at" timestamptz,
      "paid_at" timestamptz,
      UNIQUE ("agreement_id", "number"),
      CHECK ("total_cents" = "subtotal_cents" + "hst_cents"),
      CHECK ("kept_back_cents" = "holdback_cents" + "holdback_hst_cents"),
      CHECK ("payable_now_cents" = "total_cents" - "kept_back_cents"),
      CHECK (("notice_at" IS NULL) = ("notice_amount_cents" IS NULL)))`);
    await q.query(`CREATE INDEX "invoice_unpaid" ON "invoice" ("issued_at") WHERE "status" = 'issued'`);
    await q.query(`CREATE TABLE "payment" (
      "id" serial PRIMARY KEY,
      "agreement_id" integer NOT NULL REFERENCES "agreement" ("id") ON DELETE CASCADE,
      "invoice_id" integer REFERENCES "invoice" ("id") ON DELETE RESTRICT,
      "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
      "method" varchar(12) NOT NULL CHECK ("method" IN ('e-transfer', 'cheque', 'card', 'cash', 'other')),
      "paid_on" date NOT NULL,
      "reference" text,
      "status" varchar(10) NOT NULL DEFAULT 'recorded' CHECK ("status" IN ('recorded', 'confirmed', 'disputed')),
      "recorded_by" text NOT NULL REFERENCES "user" ("id"),
      "recorded_at" timestamptz NOT NULL DEFAULT now(),
      "decided_at" timestamptz,
      "dispute_note" text)`);
    await q.query(`CREATE INDEX "payment_agreement" ON "payment" ("agreement_id", "id")`);
    await q.query(`CREATE INDEX "payment_invoice" ON "payment" ("invoice_id") WHERE "invoice_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "invoice_agreement" ON "invoice" ("agreement_id", "number")`);
    await q.query(`ALTER TABLE "agreement"
      ADD "substantial_performance" varchar(10) CHECK ("substantial_performance" IN ('declared', 'confirmed', 'disputed')),
      ADD "substantial_performance_declared_at" timestamptz,
      ADD "substantial_performance_note" text,
      ADD "substantial_performance_decided_at" timestamptz,
      ADD "substantial_performance_dispute_note" text`);
    await q.query(`CREATE TABLE "dispute" (
      "id" serial PRIMARY KEY,
      "agreement_id" integer NOT NULL REFERENCES "agreement" ("id") ON DELETE CASCADE,
      "subject" varchar(10) NOT NULL CHECK ("subject" IN ('invoice', 'payment', 'job')),
      "invoice_id" integer REFERENCES "invoice" ("id") ON DELETE RESTRICT,
      "payment_id" integer REFERENCES "payment" ("id") ON DELETE RESTRICT,
      "opened_by" varchar(10) NOT NULL CHECK ("opened_by" IN ('homeowner', 'contractor')),
      "reason" text NOT NULL,
      "amount_cents" bigint CHECK ("amount_cents" > 0),
      "message_ids" integer[] NOT NULL DEFAULT '{}',
      "status" varchar(10) NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'resolved', 'referred', 'closed')),
      "outcome_note" text,
      "decided_by" text REFERENCES "user" ("id") ON DELETE SET NULL,
      "decided_at" timestamptz,
      "opened_at" timestamptz NOT NULL DEFAULT now(),
      CHECK (("subject" = 'invoice') = ("invoice_id" IS NOT NULL)),
      CHECK (("subject" = 'payment') = ("payment_id" IS NOT NULL)))`);
    await q.query(`CREATE INDEX "dispute_agreement" ON "dispute" ("agreement_id", "id")`);
    await q.query(`CREATE INDEX "dispute_status" ON "dispute" ("status", "id")`);
    await q.query(`CREATE TABLE "job_reminder" (
      "subject" varchar(20) NOT NULL CHECK ("subject" IN ('invoice', 'agreement')),
      "subject_id" integer NOT NULL,
      "kind" varchar(30) NOT NULL,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("subject", "subject_id", "kind"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "job_reminder"`);
    await q.query(`DROP TABLE "dispute"`);
    await q.query(`ALTER TABLE "agreement" DROP "substantial_performance", DROP "substantial_performance_declared_at", DROP "substantial_performance_note",
      DROP "substantial_performance_decided_at", DROP "substantial_performance_dispute_note"`);
    await q.query(`DROP TABLE "payment"`);
    await q.query(`DROP TABLE "invoice"`);
  }
}
