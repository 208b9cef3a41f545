import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import { SHOWCASE_PROJECTS, type ShowcaseProject } from './showcase-content';
import { SHOWCASE_CONTRACTORS, type ShowcaseContractorContent } from './showcase-contractors';

/** The columns a sample's content fills, as the statement below names them. */
const CONTENT_COLUMNS = [
  'title', 'description', 'category', 'budget', 'timeline', 'urgency', 'homeowner', 'location', 'images', 'requirements', 'status',
  'estimated_cost', 'contractor_notes', 'start_date', 'completion_date', 'created_at', 'showcase_details',
] as const;

/**
 * Writes the built-in sample projects (showcase-content.ts) as showcase rows, at every start and in
 * every environment (production included: the samples are part of the product, not demo data):
 * each sample under its public number, added when new, rewritten when its content changed, left
 * alone otherwise; a sample no longer in the content is removed. One statement each way, in one
 * transaction; a second process starting at the same time waits for the first, then finds nothing
 * to do. Nobody owns a sample, nothing matches it to pros (no trade or city), and nobody can change
 * one through the API (the policy refuses every write on a showcase project).
 */
export async function seedShowcaseProjects(db: DataSource, logger?: Logger, samples: readonly ShowcaseProject[] = SHOWCASE_PROJECTS): Promise<{ written: number; removed: number }> {
  const rows = samples.map((sample) => ({ ...sample, details: JSON.stringify(sample.details) }));
  const result = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed-showcase'))`);
    const written: { id: number }[] = await tx.query(
      `INSERT INTO project (showcase, showcase_number, visibility, owner_id, ${CONTENT_COLUMNS.map((column) => `"${column}"`).join(', ')}, updated_at)
       SELECT true, r.number, 'published', NULL, r.title, r.description, r.category, r.budget, r.timeline, r.urgency, r.homeowner, r.location,
         ARRAY(SELECT jsonb_array_elements_text(r.images)), ARRAY(SELECT jsonb_array_elements_text(r.requirements)), r.status,
         r."estimatedCost", r."contractorNotes", ${torontoNoon('r."startDate"')}, ${torontoNoon('r."completionDate"')}, ${torontoNoon('r."postedOn"')},
         r.details::jsonb, ${torontoNoon('r."postedOn"')}
       FROM jsonb_to_recordset($1::jsonb) AS r(number int, title text, description text, category text, budget text, timeline text, urgency text,
         homeowner text, location text, images jsonb, requirements jsonb, status text, "estimatedCost" text, "contractorNotes" text,
         "startDate" date, "completionDate" date, "postedOn" date, details text)
       ON CONFLICT (showcase_number) WHERE showcase_number IS NOT NULL DO UPDATE SET
         ${CONTENT_COLUMNS.map((column) => `"${column}" = EXCLUDED."${column}"`).join(', ')}, updated_at = now()
       WHERE (${CONTENT_COLUMNS.map((column) => `project."${column}"`).join(', ')})
         IS DISTINCT FROM (${CONTENT_COLUMNS.map((column) => `EXCLUDED."${column}"`).join(', ')})
       RETURNING id`,
      [JSON.stringify(rows)],
    );
    const [removed] = await tx.query(`DELETE FROM project WHERE showcase AND showcase_number <> ALL($1::int[]) RETURNING id`, [samples.map((sample) => sample.number)]);
    return { written: written.length, removed: (removed as unknown[]).length };
  });
  if (result.written > 0 || result.removed > 0) logger?.info(result, 'Showcase projects written from their content');
  return result;
}

/** The columns a sample contractor's content fills, with the content's field each comes from. */
const CONTRACTOR_COLUMNS = {
  name: 'name', image: 'image', rating: 'rating', review_count: 'reviews', specialties: 'specialties', location: 'location', verified: 'verified',
  years_experience: 'yearsExperience', completed_projects: 'completedProjects', response_time: 'responseTime', availability: 'availability', bio: 'bio',
} as const;

/**
 * Writes the built-in sample contractors (showcase-contractors.ts) as rows of showcase_contractor, as
 * seedShowcaseProjects does the samples: at every start, each under its public number, added when new,
 * rewritten when its content changed, removed when no longer in the content; one transaction.
 */
export async function seedShowcaseContractors(db: DataSource, logger?: Logger, contractors: readonly ShowcaseContractorContent[] = SHOWCASE_CONTRACTORS): Promise<{ written: number; removed: number }> {
  const columns = Object.keys(CONTRACTOR_COLUMNS) as (keyof typeof CONTRACTOR_COLUMNS)[];
  const result = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed-showcase-contractors'))`);
    const [removed] = await tx.query(`DELETE FROM showcase_contractor WHERE number <> ALL($1::int[]) RETURNING number`, [contractors.map((contractor) => contractor.id)]);
    const written: unknown[] = await tx.query(
      `INSERT INTO showcase_contractor (number, ${columns.join(', ')})
       SELECT r.id, ${columns.map((column) => (column === 'specialties' ? `ARRAY(SELECT jsonb_array_elements_text(r."specialties"))` : `r."${CONTRACTOR_COLUMNS[column]}"`)).join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS r(id int, name text, image text, rating numeric, reviews int, specialties jsonb, location text, verified boolean,
         "yearsExperience" int, "completedProjects" int, "responseTime" text, availability text, bio text)
       ON CONFLICT (number) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = now()
       WHERE (${columns.map((column) => `showcase_contractor.${column}`).join(', ')}) IS DISTINCT FROM (${columns.map((column) => `EXCLUDED.${column}`).join(', ')})
       RETURNING number`,
      [JSON.stringify(contractors)],
    );
    return { written: written.length, removed: (removed as unknown[]).length };
  });
  if (result.written > 0 || result.removed > 0) logger?.info(result, 'Showcase contractors written from their content');
  return result;
}

/** A content file's date as noon in Toronto (the day it shows on every screen). */
const torontoNoon = (date: string) => `(${date} + time '12:00') AT TIME ZONE 'America/Toronto'`;
