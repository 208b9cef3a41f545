import { priceLowerBound } from '../../../data/projects';
import type { CleaningType, SampleProject } from '../../../data/types';

export type CleaningSort = 'rating' | 'price' | 'reviews';

export const CLEANING_SORT_OPTIONS: { value: CleaningSort; label: string }[] = [
  { value: 'rating', label: 'Highest rated' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'reviews', label: 'Most reviews' },
];

/** Projects of one cleaning type ('all' keeps every project). */
export function filterByCleaningType(projects: SampleProject[], type: 'all' | CleaningType): SampleProject[] {
  return type === 'all' ? projects : projects.filter((p) => p.cleaningType === type);
}

/** Rating and reviews high to low; price low to high by the lower bound of the range. New array. */
export function sortCleaning(projects: SampleProject[], sort: CleaningSort): SampleProject[] {
  const sorted = [...projects];
  if (sort === 'rating') sorted.sort((a, b) => b.rating - a.rating);
  else if (sort === 'reviews') sorted.sort((a, b) => b.reviews - a.reviews);
  else sorted.sort((a, b) => priceLowerBound(a.price) - priceLowerBound(b.price));
  return sorted;
}

/** The page's service price cards (from $150+ to $2,400+). */
export const CLEANING_PRICE_CARDS = [
  { name: 'Regular Home Cleaning', price: '$150+', unit: 'per visit', text: 'Weekly or bi-weekly cleaning of condos and houses, with the same cleaner each visit.' },
  { name: 'Deep Cleaning', price: '$360+', unit: 'per home', text: 'Baseboards, inside appliances, cabinet fronts and fixtures: ideal each spring and fall.' },
  { name: 'Move-In/Move-Out', price: '$600+', unit: 'per home', text: 'Every cabinet, closet and appliance, so landlords and buyers find it spotless.' },
  { name: 'Commercial Cleaning', price: '$2,400+', unit: 'per month', text: 'After-hours cleaning for offices, clinics, retail and restaurants across the GTA.' },
] as const;
