import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';
import { httpOf } from './http-context';
import { GRAPHQL_LIMITS } from './limits';
import { operationCost } from './query-cost';
import { limitStateOf } from '../rest/rate-limit-headers';

/**
 * Partners (requests with a key) read in every answer what the operation cost and where they stand,
 * as GitHub's `rateLimit` object: `extensions.rateLimit = { cost, maxCost, limit, remaining, resetAt }`.
 * cost: the operation's cost (list sizes multiply); maxCost: the most one operation may cost;
 * limit/remaining/resetAt: the per-minute budget this operation was counted in (null when unlimited).
 */
export function rateLimitReport(schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.actor.kind !== 'partner') return;
      return {
        async willSendResponse({ response, document, operationName, request }) {
          if (response.body.kind !== 'single' || !document) return;
          let cost: number | null;
          try {
            cost = Math.ceil(operationCost(schema, document, operationName ?? request.operationName, request.variables));
          } catch {
            cost = null;
          }
          const http = httpOf(contextValue);
          const state = http && limitStateOf(http.res);
          const result = response.body.singleResult;
          result.extensions = {
            ...result.extensions,
            rateLimit: {
              cost,
              maxCost: GRAPHQL_LIMITS.maxCost,
              limit: state?.limit ?? null,
              remaining: state?.remaining ?? null,
              resetAt: state ? new Date(Date.now() + state.resetSeconds * 1000).toISOString() : null,
            },
          };
        },
      };
    },
  };
}
