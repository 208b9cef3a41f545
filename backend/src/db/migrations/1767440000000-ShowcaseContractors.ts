import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in sample contractors become rows (issue 41, "One path for projects"), as the sample
 * projects did (ShowcaseProjects1767430000000): the businesses the finished samples name, at their fixed
 * public numbers (/contractor/1-3), read through the API and changed by nobody (no mutation writes them).
 *
 * A table of their own, not contractor accounts: a sample contractor has no account, sign-in, reviews or
 * credentials, so the directory, matching, lead alerts, invitations and the site's figures, which read
 * contractor accounts, never meet one. Their rating, review count and completed projects are what the
 * content states.
 *
 * The rows are written at every start by seedShowcaseContractors (db/seed-showcase.ts).
 */
export class ShowcaseContractors1767440000000 implements MigrationInterface {
  name = 'ShowcaseContractors1767440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE showcase_contractor (
      number integer PRIMARY KEY CHECK (number BETWEEN 1 AND 999),
      name text NOT NULL UNIQUE,
      image text NOT NULL,
      rating numeric(2, 1) NOT NULL CHECK (rating BETWEEN 1 AND 5),
      review_count integer NOT NULL CHECK (review_count >= 0),
      specialties text[] NOT NULL,
      location text NOT NULL,
      verified boolean NOT NULL,
      years_experience integer NOT NULL CHECK (years_experience >= 0),
      completed_projects integer NOT NULL CHECK (completed_projects >= 0),
      response_time text NOT NULL,
      availability text NOT NULL CHECK (availability IN ('available', 'busy')),
      bio text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE showcase_contractor`);
  }
}
