import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/**
 * A URL as a log may show it: the value of any `token` parameter (sign-in links'
 * /api/auth/magic-link/verify?token=, unsubscribe links' ?token=) and a token in an unsubscribe
 * path (/unsubscribe/<token>) become [REDACTED]. Whoever reads the logs must not be able to take an
 * account or change someone's e-mail settings.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&;][\w.-]*token=)[^&#;]*/gi, '$1[REDACTED]')
    .replace(/(\/unsubscribe\/)[^/?#]+/gi, '$1[REDACTED]');
}

/** What accounts middleware leaves on a request once the caller is known. */
interface WithActor {
  actor?: { role?: string; userId?: string | null };
}

/**
 * One log line per request (pino-http): request id, method, URL, status and duration. The id is the
 * caller's `X-Request-Id` when it is a sane token, else a new UUID, and is echoed in the response.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'reqId', responseTime: 'ms' },
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    // pino-http binds the request to a child logger on every request, whatever the level: serialize
    // only what the line shows (the wrapped standard serializer copies every header first).
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({ method: req.method, url: redactUrl(req.originalUrl ?? req.url ?? '') }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customProps: (req: IncomingMessage & WithActor, _res: ServerResponse) =>
      req.actor ? { role: req.actor.role, userId: req.actor.userId ?? null } : {},
  });
}
