import type { Request, RequestHandler, Response } from 'express';
import type { ActorResolver } from '../auth/current-actor';
import type { RequestInfo } from '../modules/account/account.service';
import { VISITOR, type Actor } from '../policy/actor';
import { UnauthenticatedError } from '../shared/errors';

/** Resolves who is asking once per API request; handlers read it with actorOf(res). */
export function attachActor(currentActor: ActorResolver): RequestHandler {
  return (req, res, next) => {
    currentActor(req).then(
      (actor) => {
        res.locals.actor = actor;
        // Idempotency keys are scoped per client, and request logs name the caller.
        if (actor.kind === 'user') {
          req.clientScope = `user:${actor.userId}`;
          (req as typeof req & { actor?: object }).actor = { role: actor.role, userId: actor.userId };
        } else if (actor.kind === 'partner') {
          req.clientScope = `apikey:${actor.keyId}`;
          (req as typeof req & { actor?: object }).actor = { role: 'partner', userId: null };
        }
        next();
      },
      (error: unknown) => {
        if (!(error instanceof UnauthenticatedError)) return next(error);
        // A key that matches no live key (revoked, made up): 401 in each transport's own shape.
        const requestId = res.getHeader('X-Request-Id');
        res.status(401).set('Cache-Control', 'no-store');
        if (req.baseUrl === '/graphql') res.json({ errors: [{ message: error.message, extensions: { code: error.code } }] });
        else res.json({ error: error.message, code: error.code, requestId });
      },
    );
  };
}

export function actorOf(res: Response): Actor {
  return (res.locals.actor as Actor | undefined) ?? VISITOR;
}

/** What the identity library needs of a request: its headers and the client's address. */
export function requestInfo(req: Request): RequestInfo {
  return { headers: req.headers, ip: req.ip ?? 'unknown' };
}
