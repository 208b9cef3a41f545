/**
 * The numbers projects are known by on screen (`/project/<n>`, favourites): a built-in sample keeps
 * its public number (1-12 the core finished samples, 101-1199 the trade pages' own, the open sample
 * 2001 and the cleaning page's open posts 2501+: backend/src/db/showcase-content.ts); a posted project
 * is its server id + 3000, above every sample's number.
 */

/** Added to a posted project's server id for its number. */
export const DATABASE_OFFSET = 3000;

/**
 * Parses a route or card id into a display id; `null` when it is not a whole number.
 * A 'db-' prefix marks a raw database id and is mapped into the
 * database range.
 */
export function parseDisplayId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const prefixed = /^db-/i.test(text);
  const digits = prefixed ? text.slice(3) : text;
  if (!/^\d+$/.test(digits)) return null;
  const id = Number(digits);
  return prefixed ? id + DATABASE_OFFSET : id;
}

/**
 * The server id of a database project, for updates and deletes: display ids of 3000 and
 * above lose the offset, 'db-<n>' means server id n. Anything else (samples,
 * non-numeric ids) is `null`, and the caller skips the call.
 */
export function databaseIdOf(displayId: number | string | null | undefined): number | null {
  if (displayId === null || displayId === undefined) return null;
  const text = String(displayId).trim();
  if (/^db-/i.test(text)) {
    const digits = text.slice(3);
    return /^\d+$/.test(digits) ? Number(digits) : null;
  }
  const id = parseDisplayId(text);
  return id !== null && id >= DATABASE_OFFSET ? id - DATABASE_OFFSET : null;
}
