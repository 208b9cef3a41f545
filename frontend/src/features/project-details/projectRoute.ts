import { DATABASE_OFFSET } from '../../app/marketplace';

/** What `/project/<n>` shows: a built-in sample by its public number, or a posted project by its id. */
export type ProjectRoute = { kind: 'showcase'; number: number } | { kind: 'posted'; id: string };

/**
 * The one rule of the project page's address: below 3000 is a built-in sample's public number
 * (`/project/1`, `/project/2001`); from 3000 up a posted project's id + 3000 (`/project/3005` is
 * id 5); `db-<id>` a posted project's id. Anything else is no project (null).
 */
export function projectRouteOf(routeId: string | undefined): ProjectRoute | null {
  const text = routeId?.trim() ?? '';
  const posted = /^db-(\d+)$/i.exec(text);
  if (posted) return { kind: 'posted', id: String(Number(posted[1])) };
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  if (n >= DATABASE_OFFSET) return { kind: 'posted', id: String(n - DATABASE_OFFSET) };
  return n > 0 ? { kind: 'showcase', number: n } : null;
}
