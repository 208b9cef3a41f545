export { Seo, absoluteUrl } from './Seo';
export type { SeoProps } from './Seo';
export { BusinessJsonLd } from './BusinessJsonLd';
export { JsonLd, serializeJsonLd } from './JsonLd';
export { BRAND_NAME, pageTitle } from './config';
export { businessJsonLd } from './businessJsonLd';
export { breadcrumbJsonLd, serviceJsonLd, articleJsonLd, faqJsonLd } from './structuredData';
export type { Crumb } from './structuredData';
