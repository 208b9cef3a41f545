import { SAMPLE_PROJECTS } from './samples';
import {
  CLEANING_LISTINGS,
  ELECTRICAL_LISTINGS,
  GENERAL_LISTINGS,
  HVAC_LISTINGS,
  LANDSCAPING_LISTINGS,
  MOVING_LISTINGS,
  PAINTING_LISTINGS,
  PLUMBING_LISTINGS,
  VISUALIZATION_LISTINGS,
} from './listings';
import { OPEN_CLEANING_PROJECTS, OPEN_SAMPLE_PROJECTS } from './open';
import { OPEN_SAMPLE_OFFSET } from './ids';
import type {
  CleaningType,
  ElectricalSubcategory,
  GeneralSubcategory,
  HvacSubcategory,
  LandscapingSubcategory,
  MovingType,
  OpenProject,
  Option,
  PlumbingSubcategory,
  PropertyType,
  ListingYear,
  SampleProject,
  VisualizationType,
} from '../types';

export * from './ids';
export { SAMPLE_PROJECTS } from './samples';
export * from './listings';
export { OPEN_CLEANING_PROJECTS, OPEN_SAMPLE_PROJECTS } from './open';

/** Keys of the five trade category pages with year/property/category filters. */
export type CategoryPageKey = 'general' | 'plumbing' | 'electrical' | 'hvac' | 'landscaping';

const byCategory = (category: string) => SAMPLE_PROJECTS.filter((p) => p.category === category);

/**
 * Everything each trade category page lists: the core samples of its category
 * followed by the page's extra listing samples (4-8 per page).
 */
export const CATEGORY_PAGE_LISTINGS: Record<CategoryPageKey, SampleProject[]> = {
  general: [...byCategory('general-contracting'), ...GENERAL_LISTINGS],
  plumbing: [...byCategory('plumbing'), ...PLUMBING_LISTINGS],
  electrical: [...byCategory('electrical'), ...ELECTRICAL_LISTINGS],
  hvac: [...byCategory('hvac'), ...HVAC_LISTINGS],
  landscaping: [...byCategory('landscaping'), ...LANDSCAPING_LISTINGS],
};

/** Filter choices shared by the category pages. */
export const LISTING_YEARS: ListingYear[] = [2024, 2023, 2022];
export const PROPERTY_TYPES: PropertyType[] = ['Condo', 'House', 'Commercial'];

/** Per-page category filter values (match `SampleProject.subcategory`). */
export const CATEGORY_PAGE_SUBCATEGORIES: {
  general: GeneralSubcategory[];
  plumbing: PlumbingSubcategory[];
  electrical: ElectricalSubcategory[];
  hvac: HvacSubcategory[];
  landscaping: LandscapingSubcategory[];
} = {
  general: ['Kitchen', 'Bathroom', 'Full Renovation', 'Commercial Renovation'],
  plumbing: ['Bathroom', 'Kitchen', 'Emergency Plumbing'],
  electrical: ['Panel Upgrade', 'Smart Systems', 'Commercial Wiring', 'Outdoor Electrical'],
  hvac: ['Air Conditioning', 'Heating', 'Commercial HVAC', 'Heat Pumps'],
  landscaping: ['Landscape Design', 'Sustainable Landscaping', 'Commercial Landscaping', 'Outdoor Living'],
};

/** Cleaning page type filter (value 'all' shows everything). */
export const CLEANING_TYPE_OPTIONS: Option<'all' | CleaningType>[] = [
  { value: 'all', label: 'All Types' },
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'move', label: 'Move-In/Move-Out' },
  { value: 'construction', label: 'Post-Construction' },
];

/** Moving page type select. */
export const MOVING_TYPE_OPTIONS: Option<'all' | MovingType>[] = [
  { value: 'all', label: 'All Moves' },
  { value: 'featured', label: 'Featured' },
  { value: 'local', label: 'Local' },
  { value: 'long-distance', label: 'Long Distance' },
];

/** Architectural visualization page type select. */
export const VISUALIZATION_TYPE_OPTIONS: Option<'all' | VisualizationType>[] = [
  { value: 'all', label: 'All Projects' },
  { value: 'featured', label: 'Featured' },
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
];

/** Every built-in completed sample (core + all listing samples); ids are unique. */
export const ALL_SAMPLE_PROJECTS: SampleProject[] = [
  ...SAMPLE_PROJECTS,
  ...GENERAL_LISTINGS,
  ...PLUMBING_LISTINGS,
  ...ELECTRICAL_LISTINGS,
  ...HVAC_LISTINGS,
  ...CLEANING_LISTINGS,
  ...MOVING_LISTINGS,
  ...VISUALIZATION_LISTINGS,
  ...LANDSCAPING_LISTINGS,
  ...PAINTING_LISTINGS,
];

/** A built-in completed sample by its (final) id. */
export function findSampleProject(id: number): SampleProject | undefined {
  return ALL_SAMPLE_PROJECTS.find((p) => p.id === id);
}

/**
 * A built-in open project by its displayed id: the open sample at
 * id + OPEN_SAMPLE_OFFSET, or an open cleaning project (stored already offset).
 */
export function findOpenSample(displayedId: number): OpenProject | undefined {
  return (
    OPEN_SAMPLE_PROJECTS.find((p) => p.id + OPEN_SAMPLE_OFFSET === displayedId) ??
    OPEN_CLEANING_PROJECTS.find((p) => p.id === displayedId)
  );
}

/** Open samples with the display offset applied (what the dashboard lists). */
export function openSamplesWithOffset(): OpenProject[] {
  return OPEN_SAMPLE_PROJECTS.map((p) => ({ ...p, id: p.id + OPEN_SAMPLE_OFFSET }));
}

/**
 * Lower bound of a CAD range text, for sorting by price:
 * '$1,800 - $2,600' -> 1800, '$2,400+' -> 2400, 'Under $1,000' -> 0, no number -> Infinity.
 */
export function priceLowerBound(range: string): number {
  if (/^\s*under\b/i.test(range)) return 0;
  const match = range.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}
