import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfter, sharedLimiter } from './shared-limiter';
import type { DataSource } from 'typeorm';
import { httpOf } from '../graphql/http-context';
import type { Logger } from '../logger';
import { clientScope } from './idempotency';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_SECONDS = 60;
export const TOO_MANY_WRITES = 'Too many changes from this address. Please wait a minute and try again.';

export interface WriteLimit {
  /** REST writes (POST/PUT/PATCH/DELETE) under /api. */
  rest: RequestHandler;
  /** GraphQL mutations, recognised from the parsed operation Apollo is about to run. */
  graphql: ApolloServerPlugin;
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
  /** undefined when the write may go ahead, the limiter's answer when it is over the limit. */
  const consume = async (key: string): Promise<RateLimiterRes | undefined> => {
    try {
      await limiter.consume(key);
      return undefined;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return outcome;
      logger.warn({ err: outcome }, 'Write limit unavailable; letting the write through');
      return undefined;
    }
  };

  return {
    rest: async (req, res, next) => {
      if (!WRITE_METHODS.has(req.method)) return next();
      const limited = await consume(clientScope(req));
      if (!limited) return next();
      res.set('Retry-After', retryAfter(limited));
      res.status(429).json({ error: TOO_MANY_WRITES });
    },
    graphql: {
      async requestDidStart({ contextValue }) {
        return {
          async didResolveOperation({ operation }) {
            const http = httpOf(contextValue);
            if (operation?.operation !== 'mutation' || !http) return;
            const limited = await consume(clientScope(http.req));
            if (!limited) return;
            const headers = new HeaderMap([['retry-after', retryAfter(limited)]]);
            throw new GraphQLError(TOO_MANY_WRITES, { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers } } });
          },
        };
      },
    },
  };
}
