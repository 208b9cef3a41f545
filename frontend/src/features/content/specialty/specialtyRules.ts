import type { ListedSample } from '../../../app/content/showcaseListing';

export type TypeField = 'movingType' | 'visualizationType';

/**
 * Search (title, description, location, category; case-insensitive) and type
 * select. 'featured' also keeps projects flagged featured.
 */
export function filterSpecialty(projects: readonly ListedSample[], field: TypeField, type: string, query: string): ListedSample[] {
  const q = query.trim().toLowerCase();
  return projects.filter((p) => {
    const details = p.showcaseDetails;
    if (type !== 'all' && details?.[field] !== type && !(type === 'featured' && details?.featured)) return false;
    if (!q) return true;
    return [p.title, p.description, p.location, details?.subcategory].some((text) => text?.toLowerCase().includes(q));
  });
}

/** Moving page type select. */
export const MOVING_TYPE_OPTIONS = [
  { value: 'all', label: 'All Moves' },
  { value: 'featured', label: 'Featured' },
  { value: 'local', label: 'Local' },
  { value: 'long-distance', label: 'Long Distance' },
];

/** Architectural visualization page type select. */
export const VISUALIZATION_TYPE_OPTIONS = [
  { value: 'all', label: 'All Projects' },
  { value: 'featured', label: 'Featured' },
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
];
