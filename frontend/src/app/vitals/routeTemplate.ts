import type { RouteObject } from 'react-router-dom';

/**
 * The pattern of a matched route chain, e.g. '/project/:id', '/' for the home page, '/*' for a page
 * not found: what a field-data beacon names instead of the URL (no ids, no query string).
 */
export function routeTemplate(matches: ReadonlyArray<{ route: Pick<RouteObject, 'path'> }>): string {
  const parts = matches.map(({ route }) => route.path?.replace(/^\/+|\/+$/g, '')).filter((part): part is string => Boolean(part));
  return `/${parts.join('/')}`;
}
