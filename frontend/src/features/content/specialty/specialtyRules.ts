import type { SampleProject } from '../../../data/types';

export type TypeField = 'movingType' | 'visualizationType';

/**
 * Search (title, description, location, category; case-insensitive) and type
 * select. 'featured' also keeps projects flagged featured.
 */
export function filterSpecialty(projects: SampleProject[], field: TypeField, type: string, query: string): SampleProject[] {
  const q = query.trim().toLowerCase();
  return projects.filter((p) => {
    if (type !== 'all' && p[field] !== type && !(type === 'featured' && p.featured)) return false;
    if (!q) return true;
    return [p.title, p.description, p.location, p.subcategory].some((text) => text.toLowerCase().includes(q));
  });
}
