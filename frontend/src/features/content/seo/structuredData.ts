import type { Article, City, Service } from '../../../data/types';
import { offerCatalogue, serviceSeoDescription } from '../../../data/services';
import { BUSINESS, OPENING_HOURS } from '../../../data/business';
import { BRAND_NAME } from './config';
import { absoluteUrl } from './Seo';

const CONTEXT = 'https://schema.org';

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
    aggregateRating: { '@type': 'AggregateRating', ...BUSINESS.aggregateRating },
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
