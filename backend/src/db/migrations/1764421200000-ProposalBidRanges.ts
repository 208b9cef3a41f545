import type { MigrationInterface, QueryRunner } from 'typeorm';
import { bidRangeOf } from '../../shared/bid-amount';

/**
 * Proposals keep their free-text bid (bidAmount) and gain its range in CAD cents, so the
 * homeowner can sort and compare them; existing rows are read with the same parser the server uses
 * (text it cannot read stays null and sorts last). Declined proposals can carry the homeowner's note.
 */
export class ProposalBidRanges1764421200000 implements MigrationInterface {
  name = 'ProposalBidRanges1764421200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "proposal"
      ADD COLUMN "bid_min_cents" bigint,
      ADD COLUMN "bid_max_cents" bigint,
      ADD COLUMN "decline_note" text,
      ADD CONSTRAINT "chk_proposal_bid_range" CHECK (
        bid_min_cents IS NULL OR (bid_min_cents >= 0 AND (bid_max_cents IS NULL OR bid_max_cents >= bid_min_cents)))`);
    const rows: { id: number; bid_amount: string }[] = await q.query(`SELECT id, bid_amount FROM "proposal"`);
    const ids: number[] = [];
    const mins: number[] = [];
    const maxes: (number | null)[] = [];
    for (const row of rows) {
      const range = bidRangeOf(row.bid_amount);
      if (!range) continue;
      ids.push(row.id);
      mins.push(range.minCents);
      maxes.push(range.maxCents);
    }
    if (ids.length > 0) {
      await q.query(
        `UPDATE "proposal" p SET bid_min_cents = v.min, bid_max_cents = v.max
         FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS v(id, min, max) WHERE p.id = v.id`,
        [ids, mins, maxes],
      );
    }
    // The homeowner's comparison sorts by bid within one project.
    await q.query(`CREATE INDEX "idx_proposal_project_bid" ON "proposal" ("project_id", "bid_min_cents")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_proposal_project_bid"`);
    await q.query(`ALTER TABLE "proposal"
      DROP CONSTRAINT IF EXISTS "chk_proposal_bid_range",
      DROP COLUMN IF EXISTS "decline_note",
      DROP COLUMN IF EXISTS "bid_max_cents",
      DROP COLUMN IF EXISTS "bid_min_cents"`);
  }
}
