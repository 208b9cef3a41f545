import { SCHEMA_CONTEXT } from './businessJsonLd';
import { absoluteUrl } from './Seo';

export interface ContractorForJsonLd {
  id: string;
  businessName: string;
  bio?: string | null;
  logoUrl?: string | null;
  serviceAreas: readonly { name: string }[];
  trades: readonly { name: string }[];
  rating: { average?: number | null; count: number };
}

/**
 * A real contractor as a HomeAndConstructionBusiness for search engines. The aggregate rating is
 * their real one (visible reviews from verified hires), and only when they have reviews.
 */
export function contractorJsonLd(profile: ContractorForJsonLd): object {
  const url = absoluteUrl(`/contractor/${profile.id}`);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${url}#business`,
    name: profile.businessName,
    url,
    ...(profile.bio ? { description: profile.bio } : {}),
    ...(profile.logoUrl ? { logo: absoluteUrl(profile.logoUrl) } : {}),
    ...(profile.serviceAreas.length > 0 ? { areaServed: profile.serviceAreas.map((area) => ({ '@type': 'City', name: area.name })) } : {}),
    ...(profile.trades.length > 0 ? { knowsAbout: profile.trades.map((trade) => trade.name) } : {}),
    ...(profile.rating.count > 0 && profile.rating.average != null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: profile.rating.average, reviewCount: profile.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
