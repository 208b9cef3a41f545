import type { StoredService } from '../schema';
import type { City, Service, ServiceIconName } from '../types';
import { serviceFromEntry } from './build';
import core from './core.json';
import later from './later.json';
import specialty from './specialty.json';

/** Icon used when a service's icon name is unknown to the screen. */
export const SERVICE_ICON_FALLBACK: ServiceIconName = 'Wrench';

/** Every icon name a service or category may carry. */
export const SERVICE_ICON_NAMES: ServiceIconName[] = [
  'Wrench', 'Zap', 'Wind', 'Trees', 'Sparkles', 'HardHat', 'Shield', 'Home', 'Hammer', 'Paintbrush', 'Eye',
];

/**
 * The whole static catalogue (19 services), in id order: the six core trades (core.json), the
 * specialty services (specialty.json) and the rest (later.json).
 */
export const SERVICES: Service[] = ([...core, ...specialty, ...later] as StoredService[]).map(serviceFromEntry);

/** Placeholder that every `seoMetaDescription` contains. */
export const LOCATION_PLACEHOLDER = '[LOCATION]';

export function findService(slug: string | undefined): Service | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return SERVICES.find((s) => s.slug === wanted);
}

/** Services sorted by popularity rank (1 first). Returns a new array. */
export function servicesByRank(services: Service[] = SERVICES): Service[] {
  return [...services].sort((a, b) => a.popularityRank - b.popularityRank);
}

/** The meta description with [LOCATION] replaced by the city name, or 'Ontario' without one. */
export function serviceSeoDescription(service: Service, cityName?: string): string {
  return service.seoMetaDescription.split(LOCATION_PLACEHOLDER).join(cityName ?? 'Ontario');
}

/** Convenience overload for a City object. */
export function serviceSeoDescriptionForCity(service: Service, city?: City): string {
  return serviceSeoDescription(service, city?.name);
}

/**
 * Which projects 'Recent {name} Projects' shows: a project matches a service when its
 * category contains the service slug or vice versa, compared lower-case.
 */
export function projectMatchesService(projectCategory: string | undefined, serviceSlug: string): boolean {
  if (!projectCategory) return false;
  const category = projectCategory.toLowerCase();
  const slug = serviceSlug.toLowerCase();
  return category.includes(slug) || slug.includes(category);
}

export { OFFER_CATALOGUE_SLUGS, offerCatalogue } from './directory';
