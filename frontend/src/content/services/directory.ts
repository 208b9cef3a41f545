import directory from './directory.json';

/**
 * Every catalogue service's slug and name, without the service pages' long content: what cards,
 * labels and the business's structured data need (directory.json). The full records in this folder
 * carry the same pairs (the content test keeps the two equal), so a screen that only names services stays small.
 */
export const SERVICE_NAMES: Readonly<Record<string, string>> = directory.names;

/** The catalogue name of a service slug (any case), or undefined. */
export function serviceNameOf(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return Object.hasOwn(SERVICE_NAMES, wanted) ? SERVICE_NAMES[wanted] : undefined;
}

/**
 * The 15 service offerings listed in the business's structured data. The 19-entry catalogue has four entries that overlap another
 * offering (electrician ~ electrical, hvac-airduct ~ hvac,
 * landscaping-snow-removal ~ landscaping, restaurant-cleaning ~ cleaning);
 * those are left out.
 */
export const OFFER_CATALOGUE_SLUGS: string[] = directory.offerSlugs;

export function offerCatalogue(): { slug: string; name: string }[] {
  return OFFER_CATALOGUE_SLUGS.flatMap((slug) => {
    const name = serviceNameOf(slug);
    return name ? [{ slug, name }] : [];
  });
}
