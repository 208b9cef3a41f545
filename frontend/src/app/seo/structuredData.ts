import type { Article, City, Service } from '../../content/types';
import { serviceSeoDescription } from '../../content/services';
import { BUSINESS } from '../../content/business';
import { BRAND_NAME } from './config';
import { absoluteUrl } from './Seo';

import { SCHEMA_CONTEXT as CONTEXT } from './businessJsonLd';

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
