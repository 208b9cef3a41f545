import type { Article, City, Service } from '../../../data/types';
import { offerCatalogue, serviceSeoDescription } from '../../../data/services';
import { SERVED_CITY_NAMES } from '../../../data/cities';
import { BRAND_NAME, DEFAULT_DESCRIPTION } from './config';
import { absoluteUrl } from './Seo';

/** Business facts of spec section 1, as schema.org wants them. */
export const BUSINESS_FACTS = {
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '16:00' },
    { days: ['Sunday'], opens: '10:00', closes: '15:00' },
  ],
  serviceRadiusMetres: 50000,
  paymentAccepted: ['Cash', 'Credit Card', 'Debit Card', 'Check', 'Bank Transfer'],
  currency: 'CAD',
  priceRange: '$$',
  rating: { value: 4.8, count: 127, best: 5, worst: 1 },
  foundingYear: '2020',
} as const;

const CONTEXT = 'https://schema.org';

/** The business as a HomeAndConstructionBusiness (a LocalBusiness), for the home page. */
export function businessJsonLd(): object {
  const origin = absoluteUrl('/');
  return {
    '@context': CONTEXT,
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${origin}#business`,
    name: BRAND_NAME,
    description: DEFAULT_DESCRIPTION,
    url: origin,
    address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' },
    geo: { '@type': 'GeoCoordinates', latitude: 43.6532, longitude: -79.3832 },
    openingHoursSpecification: BUSINESS_FACTS.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: [
      ...SERVED_CITY_NAMES.map((name) => ({ '@type': 'City', name })),
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: 43.6532, longitude: -79.3832 },
        geoRadius: BUSINESS_FACTS.serviceRadiusMetres,
      },
    ],
    paymentAccepted: BUSINESS_FACTS.paymentAccepted.join(', '),
    currenciesAccepted: BUSINESS_FACTS.currency,
    priceRange: BUSINESS_FACTS.priceRange,
    foundingDate: BUSINESS_FACTS.foundingYear,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: BUSINESS_FACTS.rating.value,
      reviewCount: BUSINESS_FACTS.rating.count,
      bestRating: BUSINESS_FACTS.rating.best,
      worstRating: BUSINESS_FACTS.rating.worst,
    },
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

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function serviceJsonLd(service: Service, city: City | undefined, path: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: city ? `${service.name} in ${city.name}, Ontario` : service.name,
    serviceType: service.category,
    description: serviceSeoDescription(service, city?.name),
    url: absoluteUrl(path),
    image: absoluteUrl(service.heroImage),
    provider: { '@type': 'HomeAndConstructionBusiness', name: BRAND_NAME, url: absoluteUrl('/') },
    areaServed: city
      ? { '@type': 'City', name: city.name, containedInPlace: { '@type': 'State', name: 'Ontario' } }
      : { '@type': 'State', name: 'Ontario' },
    ...(city
      ? {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'CAD',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              minPrice: city.averagePricing.low,
              maxPrice: city.averagePricing.high,
              priceCurrency: 'CAD',
              unitText: 'hour',
            },
          },
        }
      : {}),
  };
}

export function articleJsonLd(article: Article, path: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(article.image),
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: BRAND_NAME, url: absoluteUrl('/') },
    mainEntityOfPage: absoluteUrl(path),
    articleSection: article.category,
  };
}

export function faqJsonLd(faqs: { question: string; answer: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
