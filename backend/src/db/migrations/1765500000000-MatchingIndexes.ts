import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes the lead-alert job and the pro directory need at 10,000 pros (docs/benchmarks.md, issue 26).
 * - A contractor's hires (track-record.ts, `hiresSql`) join their proposals to the project that hired
 *   them by `project.hired_proposal_id`, which had no index: every candidate scanned the whole project
 *   table twice, so matching one project cost 4 s and grew with the number of projects. The partial
 *   index holds only hired projects.
 * - Matching and the directory filter on a trade and a city together; the planner would not combine
 *   the two single-column GIN indexes (a city matches ~40 % of pros) and read the whole profile table.
 *   One GIN index over both arrays answers the pair directly, and either array alone as well.
 * - A contractor's response time (`responseHoursSql`) looks up their first proposal on each project they
 *   were alerted to; by (contractor, project, time) that is one index-only probe instead of a heap visit
 *   of every proposal the contractor sent.
 */
export class MatchingIndexes1765500000000 implements MigrationInterface {
  name = 'MatchingIndexes1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_project_hired_proposal" ON "project" ("hired_proposal_id") WHERE hired_proposal_id IS NOT NULL`);
    await q.query(`CREATE INDEX "idx_profile_trade_area" ON "contractor_profile" USING gin ("trades", "service_areas")`);
    await q.query(`CREATE INDEX "idx_proposal_contractor_project" ON "proposal" ("contractor_id", "project_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_proposal_contractor_project"`);
    await q.query(`DROP INDEX IF EXISTS "idx_profile_trade_area"`);
    await q.query(`DROP INDEX IF EXISTS "idx_project_hired_proposal"`);
  }
}
