import type { SampleProject } from '../../../data/types';

/** 'all' or one value per filter group of the Filters sheet. */
export interface ListingFilters {
  query: string;
  year: string;
  propertyType: string;
  category: string;
}

export const NO_FILTERS: ListingFilters = { query: '', year: 'all', propertyType: 'all', category: 'all' };

/** How many of the sheet's filters (not the search) are set. */
export function activeFilterCount(filters: ListingFilters): number {
  return [filters.year, filters.propertyType, filters.category].filter((v) => v !== 'all').length;
}

/**
 * Projects matching every set filter; the search matches title, description,
 * location, category or contractor, case-insensitive.
 */
export function filterListings(projects: SampleProject[], filters: ListingFilters): SampleProject[] {
  const q = filters.query.trim().toLowerCase();
  return projects.filter((p) => {
    if (filters.year !== 'all' && String(p.year) !== filters.year) return false;
    if (filters.propertyType !== 'all' && p.propertyType !== filters.propertyType) return false;
    if (filters.category !== 'all' && p.subcategory !== filters.category) return false;
    if (!q) return true;
    return [p.title, p.description, p.location, p.subcategory, p.contractor].some((field) => field.toLowerCase().includes(q));
  });
}
