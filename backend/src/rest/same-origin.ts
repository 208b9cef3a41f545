import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE_NAME } from '../auth/auth';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The session cookie among a request's cookies (auth.ts names it once). */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_NAME.replace('.', '\\.')}=`);

/** Whether the request's Origin is this site: its configured address, or the address it was sent to. */
function ownOrigin(req: Request, site: string): boolean {
  const origin = req.get('Origin');
  return origin === site || origin === `${req.protocol}://${req.get('Host')}`;
}

/**
 * CSRF protection for cookie-authenticated REST writes: a browser always sends Origin with them,
 * so a write carrying the session cookie from another site's page is refused. Requests without
 * the cookie (visitors, API clients) have nothing to forge and pass.
 */
export function refuseCrossSiteWrites(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method) || !SESSION_COOKIE.test(req.headers.cookie ?? '')) return next();
    if (req.get('Origin') === undefined || ownOrigin(req, site)) return next();
    res.status(403).json({ error: 'Refused: this change was sent from another site.' });
  };
}

/**
 * For requests only the site's own pages make (the field-data beacon): the browser says where the page is
 * with Fetch Metadata (`Sec-Fetch-Site: same-origin`, sent by current browsers over HTTPS and to localhost),
 * or, where it sends none, with the page's `Origin`. A request that says neither (a script, not one of our
 * pages) or says another site is refused with 403 and `message`.
 */
export function requireOwnPage(siteUrl: string, message: string): RequestHandler {
  const site = new URL(siteUrl).origin;
  return (req, res, next) => {
    const fetchSite = req.get('Sec-Fetch-Site');
    if (fetchSite !== undefined ? fetchSite === 'same-origin' : ownOrigin(req, site)) return next();
    res.status(403).json({ error: message });
  };
}
