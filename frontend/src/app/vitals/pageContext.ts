import {
  CONNECTION_TYPES,
  DESKTOP_MIN_WIDTH,
  TABLET_MIN_WIDTH,
  type ConnectionTypeName,
  type DeviceClassName,
} from '@marketplace/shared';
import type { RouteObject } from 'react-router-dom';
import { routeTemplate } from './routeTemplate';

/**
 * What a field-data beacon says about the page view besides its metrics, and nothing personal:
 * the route template (never the URL: no ids, no query string), the device class and the connection type.
 */
export interface PageContext {
  route: string;
  device: DeviceClassName;
  connection: ConnectionTypeName;
}

/** Every template a route table can produce: what the server accepts (ROUTE_TEMPLATES in @marketplace/shared). */
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

/** The context of a page view of the route template `route`, on this device and connection. */
export function pageContextOf(route: string, viewportWidth: number, navigatorLike: { connection?: { effectiveType?: unknown } }): PageContext {
  return { route, device: deviceClass(viewportWidth), connection: connectionType(navigatorLike) };
}
