import type { City, Service } from '../../../content/types';

/** '{service} in {city}, Ontario' with a known city, else '{service} in Ontario'. */
export function servicePageTitle(service: Service, city?: City): string {
  return city ? `${service.name} in ${city.name}, Ontario` : `${service.name} in Ontario`;
}

/** The hero subtitle names the city, or Ontario. */
export function serviceHeroSubtitle(service: Service, city?: City): string {
  const where = city ? `${city.name}, Ontario` : 'Ontario';
  return `${service.name} professionals you can trust, serving homeowners and businesses in ${where}.`;
}

export function servicePath(service: Service, city?: City): string {
  return city ? `/services/${service.slug}/${city.slug}` : `/services/${service.slug}`;
}

/** 'Starting from $150/hour' for a city. */
export function startingPrice(city: City): string {
  return `Starting from $${city.averagePricing.low}/hour`;
}
