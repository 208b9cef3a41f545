import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import {
  GraphQLError,
  Lexer,
  NoSchemaIntrospectionCustomRule,
  Source,
  TokenKind,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { ValidationError, toAppError } from '../shared/errors';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';
import { jitExecutionGateway } from './jit-executor';
import { operationCost } from './query-cost';
import { buildSchema } from './schema';
import { GRAPHQL_LIMITS } from './limits';
import { readGraphQLHttpRequest, sendRefusal } from './http-request';
import type { TrustedDocuments } from './trusted-documents';

export { GRAPHQL_LIMITS };

/** The error masking of every GraphQL answer, over HTTP and over the socket alike. */
export const formatError = (logger: Logger) => (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
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

/** Why a document is refused before any parsing work (blank, or over the token limit), if it is. */
function documentSizeError(query: string): string | undefined {
  if (query.trim() === '') return 'The GraphQL query is empty';
  if (tokenCount(query, GRAPHQL_LIMITS.maxTokens) > GRAPHQL_LIMITS.maxTokens) return `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded`;
  return undefined;
}

/**
 * Blank documents and documents over the token limit answer 400 before any parsing work, over POST and GET
 * alike: the document is read as Apollo will read it (http-request.ts).
 */
export const rejectOversizedDocuments: RequestHandler = (req, res, next) => {
  const request = readGraphQLHttpRequest(req);
  if (request === undefined) return next();
  if ('status' in request) return sendRefusal(res, request);
  if (typeof request.query !== 'string') return next();
  const refused = documentSizeError(request.query);
  if (refused) return sendRefusal(res, { status: 400, message: refused, code: 'GRAPHQL_VALIDATION_FAILED' });
  next();
};

/** Subscriptions are served over WebSocket only (live-updates.ts); over HTTP say so instead of failing at execution. */
const noSubscriptionsOverHttp: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(new GraphQLError('Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP', { nodes: [node] }));
    }
  },
});

const validationFailed = (message: string, code = 'GRAPHQL_VALIDATION_FAILED') => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/** The cost check with the request's variables (query-cost.ts), or nothing when within the limit. */
function costError(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined) {
  const cost = operationCost(schema, document, operationName, variables);
  return cost > GRAPHQL_LIMITS.maxCost ? validationFailed(`Query cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found ${Math.ceil(cost)}.`) : undefined;
}

/** A validation message without the schema's field suggestions (graphql-armor's mask). */
const withoutSuggestions = (message: string) => message.replace(/Did you mean ".+"\?/g, '[Suggestion hidden]').trim();

export interface GraphQLProtection {
  /** The schema the checks run against (the socket also executes on it). */
  schema: GraphQLSchema;
  /** graphql-armor's depth, alias and directive rules, and the introspection switch. */
  validationRules: ValidationRule[];
  /** For Apollo: armor's plugins and the cost check. */
  apolloPlugins: ApolloServerPlugin<GraphQLContext>[];
  /**
   * The whole check of one request outside Apollo (the WebSocket endpoint): the token limit, parsing,
   * graphql-js's rules with the ones above, and the cost with its variables. Answers the document and
   * its operation, or the errors to send (coded, suggestions hidden).
   */
  check(request: { query?: unknown; operationName?: string | null; variables?: Record<string, unknown> | null }):
    | { document: DocumentNode; operation: OperationDefinitionNode }
    | GraphQLError[];
}

/**
 * The one definition of what a GraphQL document may be, used by Apollo (HTTP) and by the socket,
 * so the two endpoints cannot drift apart.
 */
export function graphqlProtection(options: { schema: GraphQLSchema; introspection: boolean }): GraphQLProtection {
  const armor = new ApolloArmor({
    // Depth counts the fields a document reaches, not its fragment spreads, so a component's own
    // fragment costs a query nothing (armor's default adds a level per spread).
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    // allowList: [] counts `__typename` aliases too (armor exempts them by default).
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, allowList: [] },
    // Counted before parsing instead (documentSizeError): armor's parser turns syntax errors into 500s.
    maxTokens: { enabled: false },
    // Counted per request instead (query-cost.ts): armor's cost ignores list sizes sent as variables or defaults.
    costLimit: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  const validationRules = [...protection.validationRules, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  const costPlugin: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request, schema }) {
          const error = costError(schema, document, operationName, request.variables);
          if (error) throw error;
        },
      };
    },
  };
  const allRules = [...specifiedRules, ...validationRules];
  return {
    schema: options.schema,
    validationRules,
    apolloPlugins: [...(protection.plugins as ApolloServerPlugin<GraphQLContext>[]), costPlugin],
    check({ query, operationName, variables }) {
      if (typeof query !== 'string') return [validationFailed('The GraphQL query is missing', 'BAD_REQUEST')];
      const refused = documentSizeError(query);
      if (refused) return [validationFailed(refused)];
      let document: DocumentNode;
      try {
        document = parse(query);
      } catch (error) {
        return [validationFailed(error instanceof GraphQLError ? error.message : 'The GraphQL query could not be parsed', 'GRAPHQL_PARSE_FAILED')];
      }
      let errors: readonly GraphQLError[];
      try {
        errors = validate(options.schema, document, allRules);
      } catch (error) {
        // graphql-armor's rules throw their refusal rather than report it.
        errors = [error instanceof GraphQLError ? error : validationFailed('The GraphQL query is not valid')];
      }
      if (errors.length > 0) return errors.map((error) => new GraphQLError(withoutSuggestions(error.message), { nodes: error.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
      const operation = getOperationAST(document, operationName);
      if (!operation) return [validationFailed('Name the operation to run (operationName)', 'BAD_REQUEST')];
      const tooCostly = costError(options.schema, document, operationName, variables);
      return tooCostly ? [tooCostly] : { document, operation };
    },
  };
}

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
  /** The shared limits (graphqlProtection), also applied by the WebSocket endpoint. */
  protection: GraphQLProtection;
  logger: Logger;
  plugins?: ApolloServerPlugin<GraphQLContext>[];
  /** The web app's operations by id and parsed once (trusted-documents.ts); absent: Apollo's defaults. */
  trustedDocuments?: Pick<TrustedDocuments, 'persistedQueries' | 'documentStore'>;
}): ApolloServer<GraphQLContext> {
  const { protection } = options;
  return new ApolloServer<GraphQLContext>({
    // Execution by graphql-jit compiled plans behind Apollo's own pipeline (see jit-executor.ts).
    gateway: jitExecutionGateway(buildSchema()),
    // The switch is the shared rules' NoSchemaIntrospectionCustomRule (graphqlProtection), so HTTP
    // and the socket refuse introspection alike; Apollo adds no rule of its own.
    introspection: true,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // main.ts owns SIGINT/SIGTERM (drain HTTP, then stop Apollo, then the database); Apollo's own
    // handler raced it and re-raised the signal, which left a stopping process alive for ~30 s.
    stopOnTerminationSignals: false,
    validationRules: [...protection.validationRules, noSubscriptionsOverHttp],
    plugins: [
      ...protection.apolloPlugins,
      clientErrorStatus,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ...(options.plugins ?? []),
    ],
    formatError: formatError(options.logger),
    ...(options.trustedDocuments && { persistedQueries: options.trustedDocuments.persistedQueries, documentStore: options.trustedDocuments.documentStore }),
  });
}
