import { ValidationError } from './errors';

/**
 * Cursors for lists ranked in the server (matched projects, the pro directory): the position after a
 * node, named by the list so one list's cursor is refused by another, opaque to clients.
 */
export const encodeOffset = (list: string, offset: number) => Buffer.from(`${list}:${offset}`).toString('base64url');

export function decodeOffset(list: string, cursor: string): number {
  const match = /^([a-z]+):(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || match[1] !== list) throw new ValidationError({ after: 'This cursor is not one of ours: start again from the first page' });
  return Number(match[2]);
}
