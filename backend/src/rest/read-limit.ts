import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { GraphQLContext } from '../graphql/context';
import { httpOf } from '../graphql/http-context';
import type { Logger } from '../logger';
import { clientScope } from './idempotency';

const WINDOW_SECONDS = 60;
export const TOO_MANY_READS = 'Too many requests. Please slow down and try again in a minute.';

/**
 * GraphQL queries per client per minute: partners (X-Api-Key) and signed-in people get the higher
 * limit, anonymous callers the lower one. Counted in PostgreSQL like the write limit, so every API
 * process shares it. 0 turns a limit off.
 */
export function readLimit(db: DataSource, limits: { anonymous: number; partner: number }, logger: Logger): ApolloServerPlugin<GraphQLContext> {
  const limiter = (keyPrefix: string, points: number) =>
    points === 0
      ? undefined
      : new RateLimiterPostgres({
          storeClient: { query: async ({ text, values }: { text: string; values?: unknown[] }) => ({ rows: await db.query(text, values) }) },
          storeType: 'pool',
          tableName: 'write_rate_limit',
          tableCreated: true,
          keyPrefix,
          points,
          duration: WINDOW_SECONDS,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS }),
        });
  const anonymous = limiter('reads', limits.anonymous);
  const known = limiter('reads-known', limits.partner);
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didResolveOperation({ operation }) {
          const http = httpOf(contextValue);
          if (operation?.operation !== 'query' || !http) return;
          const chosen = contextValue.actor.kind === 'visitor' ? anonymous : known;
          if (!chosen) return;
          try {
            await chosen.consume(clientScope(http.req));
          } catch (outcome) {
            if (!(outcome instanceof RateLimiterRes)) {
              logger.warn({ err: outcome }, 'Read limit unavailable; letting the query through');
              return;
            }
            const headers = new HeaderMap([['retry-after', String(Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)))]]);
            throw new GraphQLError(TOO_MANY_READS, { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers } } });
          }
        },
      };
    },
  };
}
