import type { ListedSample } from '../../../app/content/showcaseListing';

/** The cleaning page's type filter (ShowcaseDetails.cleaningType). */
export type CleaningType = 'residential' | 'commercial' | 'move' | 'construction';

/** Cleaning page type filter (value 'all' shows everything). */
export const CLEANING_TYPE_OPTIONS: { value: 'all' | CleaningType; label: string }[] = [
  { value: 'all', label: 'All Types' },
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'move', label: 'Move-In/Move-Out' },
  { value: 'construction', label: 'Post-Construction' },
];

/**
 * Lower bound of a CAD range text, for sorting by price:
 * '$1,800 - $2,600' -> 1800, '$2,400+' -> 2400, 'Under $1,000' -> 0, no number -> Infinity.
 */
export function priceLowerBound(range: string): number {
  if (/^\s*under\b/i.test(range)) return 0;
  const match = range.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

export type CleaningSort = 'rating' | 'price' | 'reviews';

export const CLEANING_SORT_OPTIONS: { value: CleaningSort; label: string }[] = [
  { value: 'rating', label: 'Highest rated' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'reviews', label: 'Most reviews' },
];

/** Projects of one cleaning type ('all' keeps every project). */
export function filterByCleaningType(projects: readonly ListedSample[], type: 'all' | CleaningType): ListedSample[] {
  return type === 'all' ? [...projects] : projects.filter((p) => p.showcaseDetails?.cleaningType === type);
}

/** Rating and reviews high to low; price low to high by the lower bound of the range. New array. */
export function sortCleaning(projects: readonly ListedSample[], sort: CleaningSort): ListedSample[] {
  const sorted = [...projects];
  const rating = (p: ListedSample) => p.showcaseDetails?.rating ?? 0;
  const reviews = (p: ListedSample) => p.showcaseDetails?.reviewCount ?? 0;
  const price = (p: ListedSample) => priceLowerBound(p.showcaseDetails?.price ?? '');
  if (sort === 'rating') sorted.sort((a, b) => rating(b) - rating(a));
  else if (sort === 'reviews') sorted.sort((a, b) => reviews(b) - reviews(a));
  else sorted.sort((a, b) => price(a) - price(b));
  return sorted;
}

/** The page's service price cards (from $150+ to $2,400+). */
export const CLEANING_PRICE_CARDS = [
  { name: 'Regular Home Cleaning', price: '$150+', unit: 'per visit', text: 'Weekly or bi-weekly cleaning of condos and houses, with the same cleaner each visit.' },
  { name: 'Deep Cleaning', price: '$360+', unit: 'per home', text: 'Baseboards, inside appliances, cabinet fronts and fixtures: ideal each spring and fall.' },
  { name: 'Move-In/Move-Out', price: '$600+', unit: 'per home', text: 'Every cabinet, closet and appliance, so landlords and buyers find it spotless.' },
  { name: 'Commercial Cleaning', price: '$2,400+', unit: 'per month', text: 'After-hours cleaning for offices, clinics, retail and restaurants across the GTA.' },
] as const;
