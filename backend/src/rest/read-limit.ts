import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfter, sharedLimiter } from './shared-limiter';
import { limitState, rateLimitHeaders, rememberLimitState, type LimitState } from './rate-limit-headers';
import type { DataSource } from 'typeorm';
import type { GraphQLContext } from '../graphql/context';
import { httpOf } from '../graphql/http-context';
import type { Logger } from '../logger';
import type { Actor } from '../policy/actor';
import { actorOf } from './actor';
import { clientScope } from './idempotency';

const WINDOW_SECONDS = 60;
export const TOO_MANY_READS = 'Too many requests. Please slow down and try again in a minute.';

/**
 * Paths under /api that are not reads of marketplace data, so they never count:
 * - `/health` and `/ready`: probes a balancer or orchestrator calls every few seconds;
 * - `/uploads/...` and `/placeholder/...`: the images pages load, a card's photo or placeholder each
 *   (a list of 50 projects is 50 of them). They are files, not database reads: photos stream from
 *   storage under a year-long immutable cache (or from the bucket's own address when
 *   PHOTO_PUBLIC_BASE_URL is set), placeholders are drawn in memory. Counting them would spend a
 *   visitor's budget on one page view and add a counter write to every image.
 */
const UNCOUNTED = /^\/(?:health|ready)\/?$|^\/(?:uploads|placeholder)\//;
const READ_METHODS = new Set(['GET', 'HEAD']);

export interface ReadLimit {
  /** GraphQL queries, recognised from the parsed operation Apollo is about to run. */
  graphql: ApolloServerPlugin<GraphQLContext>;
  /** REST reads (GET/HEAD) under /api, from the same budget as GraphQL queries. Mount after the actor is known. */
  rest: RequestHandler;
}


/**
 * Reads per client per minute, GraphQL queries and REST GETs from one budget: partners (X-Api-Key)
 * and signed-in people get the higher limit, anonymous callers the lower one. Counted in
 * PostgreSQL like the write limit, so every API process shares it. 0 turns a limit off.
 */
export function readLimit(db: DataSource, limits: { anonymous: number; partner: number }, logger: Logger): ReadLimit {
  const limiter = (keyPrefix: string, points: number) =>
    points === 0
      ? undefined
      : sharedLimiter(db, keyPrefix, points, WINDOW_SECONDS);
  const anonymous = limiter('reads', limits.anonymous);
  const known = limiter('reads-known', limits.partner);
  /**
   * Counts the read: where the client stands (for the RateLimit headers) and whether it is over the
   * limit; nothing when no limit applies or the counter is unavailable.
   */
  const consume = async (actor: Actor, client: string): Promise<{ state: LimitState; limited?: RateLimiterRes } | undefined> => {
    const visitor = actor.kind === 'visitor';
    const chosen = visitor ? anonymous : known;
    if (!chosen) return undefined;
    const points = visitor ? limits.anonymous : limits.partner;
    try {
      const outcome = await chosen.consume(client);
      return { state: limitState('reads', points, WINDOW_SECONDS, outcome) };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { state: limitState('reads', points, WINDOW_SECONDS, outcome), limited: outcome };
      logger.warn({ err: outcome }, 'Read limit unavailable; letting the read through');
      return undefined;
    }
  };
  return {
    graphql: {
      async requestDidStart({ contextValue }) {
        return {
          async didResolveOperation({ operation, response }) {
            const http = httpOf(contextValue);
            if (operation?.operation !== 'query' || !http) return;
            const counted = await consume(contextValue.actor, clientScope(http.req));
            if (!counted) return;
            rememberLimitState(http.res, counted.state);
            const limitHeaders = rateLimitHeaders(counted.state);
            for (const [name, value] of limitHeaders) response.http.headers.set(name.toLowerCase(), value);
            const { limited } = counted;
            if (!limited) return;
            const headers = new HeaderMap([['retry-after', retryAfter(limited)], ...limitHeaders.map(([name, value]): [string, string] => [name.toLowerCase(), value])]);
            throw new GraphQLError(TOO_MANY_READS, { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers } } });
          },
        };
      },
    },
    rest: async (req, res, next) => {
      if (!READ_METHODS.has(req.method) || UNCOUNTED.test(req.path)) return next();
      const counted = await consume(actorOf(res), clientScope(req));
      if (!counted) return next();
      for (const [name, value] of rateLimitHeaders(counted.state)) res.set(name, value);
      const { limited } = counted;
      if (!limited) return next();
      res.set('Retry-After', retryAfter(limited));
      res.status(429).json({ error: TOO_MANY_READS });
    },
  };
}
