import type { ListedSample } from '../../../app/content/showcaseListing';

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
export function filterListings(projects: readonly ListedSample[], filters: ListingFilters): ListedSample[] {
  const q = filters.query.trim().toLowerCase();
  return projects.filter((p) => {
    const details = p.showcaseDetails;
    if (filters.year !== 'all' && String(details?.year) !== filters.year) return false;
    if (filters.propertyType !== 'all' && details?.propertyType !== filters.propertyType) return false;
    if (filters.category !== 'all' && details?.subcategory !== filters.category) return false;
    if (!q) return true;
    return [p.title, p.description, p.location, details?.subcategory, details?.contractorName].some((field) => field?.toLowerCase().includes(q));
  });
}

/** Filter choices shared by the category pages. */
export const LISTING_YEARS = [2024, 2023, 2022] as const;
export const PROPERTY_TYPES = ['Condo', 'House', 'Commercial'] as const;

/** Each category page's "Category" filter: the kinds of work its samples are of (ShowcaseDetails.subcategory). */
export const CATEGORY_PAGE_SUBCATEGORIES = {
  general: ['Kitchen', 'Bathroom', 'Full Renovation', 'Commercial Renovation'],
  plumbing: ['Bathroom', 'Kitchen', 'Emergency Plumbing'],
  electrical: ['Panel Upgrade', 'Smart Systems', 'Commercial Wiring', 'Outdoor Electrical'],
  hvac: ['Air Conditioning', 'Heating', 'Commercial HVAC', 'Heat Pumps'],
  landscaping: ['Landscape Design', 'Sustainable Landscaping', 'Commercial Landscaping', 'Outdoor Living'],
} as const;
