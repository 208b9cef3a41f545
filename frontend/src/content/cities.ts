import cities from './cities.json';
import type { City } from './types';

/**
 * The six service locations. Hourly pricing is a typical range for
 * skilled-trade labour in CAD; Toronto's is exactly 150-300. Every city lists real neighbourhoods; the directory's
 * fallback ('Downtown', 'North', 'South') is for data without them.
 */
export const CITIES = cities as City[];

export function findCity(slug: string | undefined): City | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return CITIES.find((c) => c.slug === wanted);
}

/** Fallback key areas for a city without `keyNeighborhoods`. */
export const KEY_AREAS_FALLBACK = ['Downtown', 'North', 'South'];

/** A city's key areas: its neighbourhoods, else 'Downtown {city}', 'North {city}', 'South {city}'. */
export function keyAreas(city: City): string[] {
  return city.keyNeighborhoods && city.keyNeighborhoods.length > 0
    ? city.keyNeighborhoods
    : KEY_AREAS_FALLBACK.map((area) => `${area} ${city.name}`);
}

/** Served cities named in the business's structured data. */
export const SERVED_CITY_NAMES = ['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan'] as const;
