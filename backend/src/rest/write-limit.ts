import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfter, sharedLimiter } from './shared-limiter';
import { limitState, rateLimitHeaders, rememberLimitState, type LimitState } from './rate-limit-headers';
import type { DataSource } from 'typeorm';
import { httpOf } from '../graphql/http-context';
import type { GraphQLContext } from '../graphql/context';
import type { Logger } from '../logger';
import { clientScope } from './idempotency';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_SECONDS = 60;
export const TOO_MANY_WRITES = 'Too many changes from this address. Please wait a minute and try again.';

export interface WriteLimit {
  /** REST writes (POST/PUT/PATCH/DELETE) under /api. */
  rest: RequestHandler;
  /** GraphQL mutations, recognised from the parsed operation Apollo is about to run. */
  graphql: ApolloServerPlugin<GraphQLContext>;
}

const noLimit: WriteLimit = { rest: (_req, _res, next) => next(), graphql: {} };


/**
 * Writes per client per minute (reads are never limited). Counters live in PostgreSQL
 * (rate-limiter-flexible, table from a migration), so every API process shares one limit; an
 * in-memory limiter stands in while the database does not answer.
 */
export function writeLimit(db: DataSource, perMinute: number, logger: Logger): WriteLimit {
  if (perMinute === 0) return noLimit;
  const limiter = sharedLimiter(db, 'writes', perMinute, WINDOW_SECONDS);
  /** Counts the write: where the client stands and whether it is over; nothing when the counter is unavailable. */
  const consume = async (key: string): Promise<{ state: LimitState; limited?: RateLimiterRes } | undefined> => {
    try {
      const outcome = await limiter.consume(key);
      return { state: limitState('writes', perMinute, WINDOW_SECONDS, outcome) };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { state: limitState('writes', perMinute, WINDOW_SECONDS, outcome), limited: outcome };
      logger.warn({ err: outcome }, 'Write limit unavailable; letting the write through');
      return undefined;
    }
  };

  return {
    rest: async (req, res, next) => {
      if (!WRITE_METHODS.has(req.method)) return next();
      const counted = await consume(clientScope(req));
      if (!counted) return next();
      for (const [name, value] of rateLimitHeaders(counted.state)) res.set(name, value);
      const { limited } = counted;
      if (!limited) return next();
      res.set('Retry-After', retryAfter(limited));
      res.status(429).json({ error: TOO_MANY_WRITES });
    },
    graphql: {
      async requestDidStart({ contextValue }) {
        return {
          async didResolveOperation({ operation, response }) {
            const http = httpOf(contextValue);
            if (operation?.operation !== 'mutation' || !http) return;
            const counted = await consume(clientScope(http.req));
            if (!counted) return;
            rememberLimitState(http.res, counted.state);
            const limitHeaders = rateLimitHeaders(counted.state).map(([name, value]): [string, string] => [name.toLowerCase(), value]);
            for (const [name, value] of limitHeaders) response.http.headers.set(name, value);
            const { limited } = counted;
            if (!limited) return;
            const headers = new HeaderMap([['retry-after', retryAfter(limited)], ...limitHeaders]);
            throw new GraphQLError(TOO_MANY_WRITES, { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers } } });
          },
        };
      },
    },
  };
}
