import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, Lexer, Source, TokenKind, type GraphQLFormattedError, type ValidationRule } from 'graphql';
import { ValidationError, toAppError } from '../shared/errors';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';
import { jitExecutionGateway } from './jit-executor';
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

function tokenCount(query: string, limit: number): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF && count <= limit) count++;
  } catch {
    /* a syntax error: Apollo reports it with a 400 */
  }
  return count;
}

/** Blank documents and documents over the token limit answer 400 before any parsing work. */
export const rejectOversizedDocuments: RequestHandler = (req, res, next) => {
  const query = (req.body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return next();
  const reject = (message: string) =>
    res.status(400).json({ errors: [{ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
  if (query.trim() === '') return void reject('The GraphQL query is empty');
  if (tokenCount(query, GRAPHQL_LIMITS.maxTokens) > GRAPHQL_LIMITS.maxTokens) {
    return void reject(`Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded`);
  }
  next();
};

/** The schema has no Subscription type; say so instead of failing at execution. */
const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(new GraphQLError('Subscriptions are not supported by this API', { nodes: [node] }));
    }
  },
});

/**
 * A request that failed only on the client's side (syntax, validation) answers 400, never 500.
 * Every answer says `cache-control: no-store`: the schema has no cache hints, so that is what
 * Apollo's cache-control plugin always sent; it is disabled because its per-field hook wrapped
 * every resolver call (a quarter of the CPU time of a 50-project page) to compute just that.
 */
const clientErrorStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        const status = response.http.status ?? 200;
        if (status >= 500 && errors.length > 0 && errors.every((e) => e.extensions?.code !== 'INTERNAL_SERVER_ERROR')) {
          response.http.status = 400;
        }
      },
    };
  },
};

export function createApolloServer(options: {
  introspection: boolean;
  logger: Logger;
  plugins?: ApolloServerPlugin<GraphQLContext>[];
}): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    // allowList: [] counts `__typename` aliases too (armor exempts them by default).
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, allowList: [] },
    // Counted before Apollo instead (rejectOversizedDocuments): armor's parser turns syntax errors into 500s.
    maxTokens: { enabled: false },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  return new ApolloServer<GraphQLContext>({
    // Execution by graphql-jit compiled plans behind Apollo's own pipeline (see jit-executor.ts).
    gateway: jitExecutionGateway(buildSchema()),
    introspection: options.introspection,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // main.ts owns SIGINT/SIGTERM (drain HTTP, then stop Apollo, then the database); Apollo's own
    // handler raced it and re-raised the signal, which left a stopping process alive for ~30 s.
    stopOnTerminationSignals: false,
    validationRules: [...protection.validationRules, noSubscriptions],
    plugins: [
      ...protection.plugins,
      clientErrorStatus,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ...(options.plugins ?? []),
    ],
    formatError: formatError(options.logger),
  });
}
