import {
  CONNECTION_TYPES,
  DESKTOP_MIN_WIDTH,
  TABLET_MIN_WIDTH,
  type ConnectionTypeName,
  type DeviceClassName,
} from '@marketplace/rules';
import type { RouteObject } from 'react-router-dom';

/**
 * What a field-data beacon says about the page view besides its metrics, and nothing personal:
 * the route template (never the URL: no ids, no query string), the device class and the connection type.
 */
export interface PageContext {
  route: string;
  device: DeviceClassName;
  connection: ConnectionTypeName;
}

/** The pattern of a matched route chain, e.g. '/project/:id', '/' for the home page, '/*' for a page not found. */
export function routeTemplate(matches: ReadonlyArray<{ route: Pick<RouteObject, 'path'> }>): string {
  const parts = matches.map(({ route }) => route.path?.replace(/^\/+|\/+$/g, '')).filter((part): part is string => Boolean(part));
  return `/${parts.join('/')}`;
}

/** Every template a route table can produce: what the server accepts (ROUTE_TEMPLATES in @marketplace/rules). */
export function allRouteTemplates(routes: readonly RouteObject[], parents: ReadonlyArray<Pick<RouteObject, 'path'>> = []): string[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const own = route.index || (route.path !== undefined && !route.children) ? [routeTemplate(chain.map((r) => ({ route: r })))] : [];
    return [...own, ...(route.children ? allRouteTemplates(route.children, chain) : [])];
  });
}

/** Phone below 600 CSS pixels wide, tablet below 1024, desktop from 1024. */
export function deviceClass(viewportWidth: number): DeviceClassName {
  if (viewportWidth >= DESKTOP_MIN_WIDTH) return 'desktop';
  return viewportWidth >= TABLET_MIN_WIDTH ? 'tablet' : 'phone';
}

/** `navigator.connection.effectiveType` where the browser has it (Chromium), else unknown. */
export function connectionType(navigatorLike: { connection?: { effectiveType?: unknown } }): ConnectionTypeName {
  const type = navigatorLike.connection?.effectiveType;
  return (CONNECTION_TYPES as readonly unknown[]).includes(type) ? (type as ConnectionTypeName) : 'unknown';
}

/** localStorage key: 'always' sends every page view of this browser (operators checking the pipeline, browser tests), 'never' none. */
export const FIELD_VITALS_OVERRIDE_KEY = 'gta.fieldVitals';

/** Whether this page view reports: the override first, else a draw against the sample rate (0-1). */
export function sampled(rate: number, override: string | null, random: () => number = Math.random): boolean {
  if (override === 'always') return true;
  if (override === 'never') return false;
  return Number.isFinite(rate) && random() < rate;
}
