import { generatePath, type RouteObject } from 'react-router-dom';
import { ARTICLES } from '../content/articles';
import { CITIES } from '../content/cities';
import { SERVICES } from '../content/services';
import { siteContentRoutes } from './routes';

type RouteParams = Record<string, string>;

/**
 * The values of every dynamic content route's parameters, from the catalogue. A new dynamic
 * route must be listed here (contentPaths throws otherwise), so no public page is forgotten.
 */
const DYNAMIC_ROUTE_PARAMS: Record<string, () => RouteParams[]> = {
  'services/:serviceSlug': () => SERVICES.map((service) => ({ serviceSlug: service.slug })),
  'services/:serviceSlug/:locationSlug': () =>
    SERVICES.flatMap((service) => CITIES.map((city) => ({ serviceSlug: service.slug, locationSlug: city.slug }))),
  'article/:id': () => ARTICLES.map((article) => ({ id: String(article.id) })),
  // Known services redirect to their service page; anything else repeats the /services overview.
  'category/*': () => [],
};

const isDynamic = (path: string) => path.includes(':') || path.includes('*');

function pathsOf(route: RouteObject): string[] {
  const path = route.path ?? '';
  if (!isDynamic(path)) return [`/${path}`];
  const params = DYNAMIC_ROUTE_PARAMS[path];
  if (!params) throw new Error(`Content route '${path}' has parameters but no entry in DYNAMIC_ROUTE_PARAMS`);
  return params().map((values) => generatePath(`/${path}`, values));
}

/**
 * Every public content path: the home page and each content route, dynamic ones once per
 * catalogue entry. The prerender step writes one HTML file and one sitemap entry per path.
 */
export function contentPaths(): string[] {
  return ['/', ...siteContentRoutes.flatMap(pathsOf)];
}
