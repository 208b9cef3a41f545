import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import { ValidationError, toAppError } from '../shared/errors';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';
import { buildSchema } from './schema';

/** Limits for a public endpoint: generous for real screens, fatal to abusive documents. */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxAliases: 15, maxTokens: 2000, maxCost: 5000, maxDirectives: 20 };

const formatError = (logger: Logger) => (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
  const original = unwrapResolverError(error);
  const appError = toAppError(original);
  if (appError) {
    return {
      message: appError.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: appError.code,
        ...(appError instanceof ValidationError && { fieldErrors: appError.fieldErrors }),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    logger.error({ err: original, path: formatted.path }, 'Unexpected GraphQL error');
    return {
      message: 'Something went wrong on our side. Please try again.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
};

export function createApolloServer(options: { introspection: boolean; logger: Logger }): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  return new ApolloServer<GraphQLContext>({
    schema: buildSchema(),
    introspection: options.introspection,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    plugins: [...protection.plugins, ApolloServerPluginLandingPageDisabled()],
    formatError: formatError(options.logger),
  });
}
