import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hire is recorded on the project: `hired_proposal_id` is the proposal the homeowner accepted
 * (see PROPOSAL_STATUS_TRANSITIONS in policy/lifecycle.ts for when it is set and released). Bidding,
 * the `hired` relation and reviews read it, never "the most recently accepted proposal". A composite
 * key makes the database refuse a hire that is another project's proposal; deleting the proposal
 * releases the hire.
 *
 * Reviews name the hire they are about (`proposal_id`), one review per hire.
 *
 * Backfill. A project's hire is its accepted proposal. Where several are accepted (the old rules let
 * a homeowner accept more than one), the hire is, in order:
 *   1. the accepted proposal of a contractor the homeowner already reviewed for this project (the
 *      review says who did the work);
 *   2. else the newest accepted proposal sent from an account: the one the old rules treated as
 *      the hire, so nobody's standing changes;
 *   3. else the newest accepted proposal.
 * The other accepted proposals keep their status (the contractor was told, and contact details
 * stay revealed) but are not the hire. A review points to its contractor's accepted proposal on its
 * project (else their newest proposal there); a review with no such proposal keeps a null hire.
 */
export class ProjectHire1764892800000 implements MigrationInterface {
  name = 'ProjectHire1764892800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "proposal" ADD CONSTRAINT "uq_proposal_id_project" UNIQUE ("id", "project_id")`);
    await q.query(`ALTER TABLE "project" ADD COLUMN "hired_proposal_id" integer`);
    await q.query(`ALTER TABLE "project" ADD CONSTRAINT "fk_project_hired_proposal"
      FOREIGN KEY ("hired_proposal_id", "id") REFERENCES "proposal" ("id", "project_id") ON DELETE SET NULL ("hired_proposal_id")`);
    // Reviews point to their hire; any pair of them is refused by the database, whatever the service checks.
    await q.query(`ALTER TABLE "contractor_review" ADD COLUMN "proposal_id" integer REFERENCES "proposal" ("id") ON DELETE SET NULL,
      ADD CONSTRAINT "uq_contractor_review_proposal" UNIQUE ("proposal_id")`);
    await q.query(`UPDATE "contractor_review" r SET proposal_id = (
        SELECT pr.id FROM "proposal" pr WHERE pr.project_id = r.project_id AND pr.contractor_id = r.contractor_id
        ORDER BY (pr.status = 'accepted') DESC, pr.id DESC LIMIT 1)`);
    await q.query(`UPDATE "project" p SET hired_proposal_id = (
        SELECT pr.id FROM "proposal" pr
        WHERE pr.project_id = p.id AND pr.status = 'accepted'
        ORDER BY EXISTS (SELECT 1 FROM "contractor_review" r WHERE r.project_id = p.id AND r.contractor_id = pr.contractor_id) DESC,
          EXISTS (SELECT 1 FROM "user" u WHERE u.id = pr.contractor_id) DESC,
          pr.id DESC
        LIMIT 1)
      WHERE EXISTS (SELECT 1 FROM "proposal" pr WHERE pr.project_id = p.id AND pr.status = 'accepted')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contractor_review" DROP COLUMN "proposal_id"`);
    await q.query(`ALTER TABLE "project" DROP COLUMN "hired_proposal_id"`);
    await q.query(`ALTER TABLE "proposal" DROP CONSTRAINT "uq_proposal_id_project"`);
  }
}
