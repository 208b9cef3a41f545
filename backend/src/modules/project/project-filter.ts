import type { ProjectStatusValue, UrgencyValue } from '@marketplace/shared';
import { PORTFOLIO_SAMPLE_SQL } from '../../db/showcase-content';
import { ValidationError } from '../../shared/errors';
import { assertNoNul } from '../../shared/validate';

/** What a list of projects may be narrowed by (Query.projects' filter, the REST list). */
export interface ProjectFilter {
  status?: ProjectStatusValue | null;
  urgency?: UrgencyValue | null;
  category?: string | null;
  search?: string | null;
  /** Whether the built-in samples are listed (project.showcase): not by default. */
  showcase?: 'exclude' | 'include' | 'only' | null;
  /** Only the samples the home page features (true), or all but those (false). */
  featured?: boolean | null;
  /** Only the samples the Our Projects page lists (true), or all but those (false). */
  portfolio?: boolean | null;
}

const MAX_SEARCH_LENGTH = 200;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL conditions (on `project p`) and parameters for a filter; `$n` numbering continues from `params`. */
export function filterConditions(filter: ProjectFilter, params: unknown[]): string[] {
  // Public lists show published projects only; owners find theirs in myProjects.
  const where: string[] = [`p.visibility = 'published'`];
  const param = (value: unknown) => `$${params.push(value)}`;
  // The built-in samples are listed only when asked for: partners' lists and the REST list hold what people posted.
  if (filter.showcase === 'only') where.push('p.showcase');
  else if (filter.showcase !== 'include') where.push('NOT p.showcase');
  if (typeof filter.featured === 'boolean') where.push(`${filter.featured ? '' : 'NOT '}COALESCE((p.showcase_details->>'featured')::boolean, false)`);
  if (typeof filter.portfolio === 'boolean') where.push(filter.portfolio ? PORTFOLIO_SAMPLE_SQL : `NOT ${PORTFOLIO_SAMPLE_SQL}`);
  if (filter.status) where.push(`p.status = ${param(filter.status)}`);
  if (filter.urgency) where.push(`p.urgency = ${param(filter.urgency)}`);
  if (filter.category) where.push(`p.category = ${param(filter.category)}`);
  assertNoNul({ search: filter.search, category: filter.category });
  const search = filter.search?.trim();
  if (search) {
    if (search.length > MAX_SEARCH_LENGTH) {
      throw new ValidationError({ search: `Must be at most ${MAX_SEARCH_LENGTH} characters` });
    }
    const pattern = param(`%${escapeLike(search)}%`);
    where.push(`(p.title ILIKE ${pattern} OR p.description ILIKE ${pattern} OR p.category ILIKE ${pattern} OR p.location ILIKE ${pattern})`);
  }
  return where;
}
