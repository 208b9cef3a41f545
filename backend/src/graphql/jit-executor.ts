import type { GatewayExecutor, GatewayInterface, GatewaySchemaLoadOrUpdateCallback } from '@apollo/server-gateway-interface';
import { GraphQLError, execute, getVariableValues, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/** Compiled query plans kept per process; the least recently used is dropped first. */
const MAX_PLANS = 500;

/**
 * graphql-jit's errors are read-only look-alikes of graphql-js's (plugins such as graphql-armor's
 * suggestion mask rewrite messages): the same error as a graphql-js GraphQLError, with the same
 * message, locations, path, extensions and originalError.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  if (error.locations) (copy as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return copy;
}

/**
 * Apollo Server's supported extension point for a different execution engine (the `gateway` option):
 * Apollo still parses, validates (graphql-armor's limits included), runs every plugin and formats the
 * answer; only execution is swapped. Queries run as graphql-jit compiled plans, cached by query hash
 * and operation name; mutations run on graphql-js. Every query runs its resolvers once: variables are
 * coerced by graphql-js first, so a bad variable answers graphql-js's own errors (with the variable's
 * node, which Apollo turns into BAD_USER_INPUT) before any resolver runs; a plan's errors from
 * resolvers keep the thrown error as originalError and are handed over as graphql-js errors, so
 * Apollo's plugins and formatError see the same codes, messages and paths as from graphql-js.
 */
export function jitExecutionGateway(schema: GraphQLSchema): GatewayInterface {
  const plans = new LRUCache<string, CompiledQuery | false>({ max: MAX_PLANS });
  let onSchema: GatewaySchemaLoadOrUpdateCallback | undefined;

  const executor: GatewayExecutor = async (request) => {
    const { document, operation, operationName, context, queryHash } = request;
    const variables = request.request.variables;
    const graphqlJs = () =>
      execute({ schema, document, contextValue: context, variableValues: variables, operationName }) as Promise<ExecutionResult>;
    if (operation.operation !== 'query') return graphqlJs();

    const key = `${queryHash}:${operationName ?? ''}`;
    let plan = plans.get(key);
    if (plan === undefined) {
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      // A document graphql-jit cannot compile is remembered as such and always runs on graphql-js.
      plan = isCompiledQuery(compiled) ? compiled : false;
      plans.set(key, plan);
    }
    if (plan === false) return graphqlJs();
    // graphql-js's coercion (as execute() does it), so its errors are graphql-js's to the letter.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    const result = await plan.query(undefined, context, variables);
    return result.errors?.length ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      onSchema = callback;
      return () => {
        onSchema = undefined;
      };
    },
    async load() {
      onSchema?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {
      plans.clear();
    },
  };
}
