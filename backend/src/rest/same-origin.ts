import type { RequestHandler } from 'express';
import { SESSION_COOKIE_NAME } from '../auth/auth';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The session cookie among a request's cookies (auth.ts names it once). */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_NAME.replace('.', '\\.')}=`);

/**
 * CSRF protection for cookie-authenticated REST writes: a browser always sends Origin with them,
 * so a write carrying the session cookie from another site's page is refused. Requests without
 * the cookie (visitors, API clients) have nothing to forge and pass.
 */
export function refuseCrossSiteWrites(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method) || !SESSION_COOKIE.test(req.headers.cookie ?? '')) return next();
    const origin = req.get('Origin');
    const own = `${req.protocol}://${req.get('Host')}`;
    if (origin === undefined || origin === site || origin === own) return next();
    res.status(403).json({ error: 'Refused: this change was sent from another site.' });
  };
}
