import { BUSINESS, OPENING_HOURS } from '../../content/business';
import { offerCatalogue } from '../../content/services/directory';
import { BRAND_NAME } from './config';
import { absoluteUrl } from './Seo';

export const SCHEMA_CONTEXT = 'https://schema.org';
const CONTEXT = SCHEMA_CONTEXT;

/** The business as a HomeAndConstructionBusiness (a LocalBusiness), for the home page. */
export function businessJsonLd(): object {
  const origin = absoluteUrl('/');
  return {
    '@context': CONTEXT,
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${origin}#business`,
    name: BRAND_NAME,
    legalName: BUSINESS.legalName,
    description: BUSINESS.description,
    url: origin,
    telephone: BUSINESS.phoneE164,
    email: BUSINESS.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: BUSINESS.address.addressLocality,
      addressRegion: BUSINESS.address.addressRegion,
      addressCountry: BUSINESS.address.addressCountry,
    },
    geo: { '@type': 'GeoCoordinates', ...BUSINESS.geo },
    openingHoursSpecification: OPENING_HOURS.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.dayOfWeek,
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: BUSINESS.areaServed.map((name) => ({ '@type': 'City', name })),
    serviceArea: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...BUSINESS.geo },
      geoRadius: BUSINESS.serviceRadius,
    },
    paymentAccepted: BUSINESS.paymentAccepted.join(', '),
    currenciesAccepted: BUSINESS.currenciesAccepted,
    priceRange: BUSINESS.priceRange,
    foundingDate: BUSINESS.foundingDate,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Home improvement services',
      itemListElement: offerCatalogue().map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, url: absoluteUrl(`/services/${service.slug}`) },
      })),
    },
  };
}
