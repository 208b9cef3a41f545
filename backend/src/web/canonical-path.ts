/** Characters a URL may carry escaped or not with the same meaning (RFC 3986, section 2.3). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * `pathname` normalised as RFC 3986 (section 6.2.2) allows without knowing the site: escapes of
 * unreserved characters decoded and the others' hex digits upper case, dot segments resolved, and
 * empty segments (repeated and trailing slashes) dropped. `/` stays `/`. The result never starts
 * with `//` or `/\` (a backslash is kept escaped), so as a Location it always stays on this site.
 * Applying it twice changes nothing.
 */
export function normalizedPath(pathname: string): string {
  const unescaped = pathname
    .replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    })
    // Browsers read a backslash in a Location as a slash.
    .replace(/\\/g, '%5C');
  const segments: string[] = [];
  for (const segment of unescaped.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** ASCII letters lower case, escapes (upper-case hex, see normalizedPath) untouched. */
export const lowerCasePath = (pathname: string): string =>
  pathname.replace(/%[0-9A-F]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));

/**
 * `pathname` (normalised) with the fixed segments of the React Router `pattern` it matched spelled as
 * the pattern spells them (React Router matches them whatever their case). Parameters and the splat
 * keep their case: ids, tokens and slugs of app routes may depend on it. A pattern with optional
 * segments is left alone (its segments do not line up with the path's).
 */
export function withRouteSpelling(pathname: string, pattern: string): string {
  if (pattern.includes('?')) return pathname;
  const wanted = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' || index >= segments.length) break;
    if (segment.startsWith(':')) continue;
    segments[index] = segment;
  }
  return `/${segments.join('/')}`;
}
