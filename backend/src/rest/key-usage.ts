import type { RequestHandler, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';
import { httpOf } from '../graphql/http-context';
import type { Logger } from '../logger';
import type { ApiKeyService } from '../modules/account/api-key.service';
import { actorOf } from './actor';

const GRAPHQL_ERRORS = 'graphqlErrors';

/**
 * Counts every request made with a partner key, on REST and GraphQL alike, once it is answered: a
 * 429 as throttled, any other 4xx/5xx or a GraphQL answer with errors as an error. The count is an
 * upsert into one row per key and day, so it costs one small write and never a row per request.
 */
export function countKeyUsage(apiKeys: ApiKeyService, logger: Logger): RequestHandler {
  return (_req, res, next) => {
    const actor = actorOf(res);
    if (actor.kind !== 'partner') return next();
    res.on('finish', () => {
      const outcome = res.statusCode === 429 ? 'throttled' : res.statusCode >= 400 || res.locals[GRAPHQL_ERRORS] ? 'error' : 'ok';
      apiKeys.countRequest(actor.keyId, outcome).catch((error: unknown) => logger.warn({ err: error }, 'Could not count an API key request'));
    });
    next();
  };
}

function markGraphqlErrors(res: Response): void {
  res.locals[GRAPHQL_ERRORS] = true;
}

/** Tells the usage count that a GraphQL answer (HTTP 200) carried errors. */
export const graphqlErrorsForUsage: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.actor.kind !== 'partner') return;
    return {
      async willSendResponse({ response }) {
        const http = httpOf(contextValue);
        if (http && response.body.kind === 'single' && response.body.singleResult.errors?.length) markGraphqlErrors(http.res);
      },
    };
  },
};
