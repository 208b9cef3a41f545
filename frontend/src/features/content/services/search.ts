import type { City, Service } from '../../../content/types';

const normalise = (text: string) => text.trim().toLowerCase();

/** Services whose name, description or any key service contains the query (case-insensitive). */
export function filterServices(services: Service[], query: string): Service[] {
  const q = normalise(query);
  if (!q) return services;
  return services.filter(
    (s) =>
      s.name.toLowerCase().includes(q) ||
      s.description.toLowerCase().includes(q) ||
      s.keyServices.some((k) => k.toLowerCase().includes(q)),
  );
}

/** Locations whose name contains the query (case-insensitive). */
export function filterLocations(cities: City[], query: string): City[] {
  const q = normalise(query);
  if (!q) return cities;
  return cities.filter((c) => c.name.toLowerCase().includes(q));
}
