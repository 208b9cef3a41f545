import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import {
  Kind,
  getArgumentValues,
  getVariableValues,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { isoString } from '../shared/iso-date';
import type { GraphQLContext } from './context';

/**
 * Compiled plans for read-only GraphQL documents that Apollo has already accepted.
 *
 * Apollo Server caches a parsed and validated document per query string, but then executes it with
 * graphql-js, which for a page of 50 projects means ~600 generic field executions, and runs its
 * request pipeline around that: together about two thirds of the CPU time of the list query. Here a
 * document that passed Apollo's whole pipeline once (token limit, parsing, every validation rule
 * including graphql-armor's depth, alias, cost and directive limits) gets a plan: its fields
 * collected once, each with its resolver, argument definitions and serializer. The next request
 * with the same query string and operation name is answered from the plan by Express middleware
 * placed just in front of Apollo, with exactly the body and headers Apollo would send.
 *
 * Only the successful, error-free case is answered here. Anything else goes on to Apollo unchanged,
 * so every error, status code, message and log line is Apollo's: a body Apollo would reject, an
 * Accept header it would negotiate differently, variables that do not coerce, a resolver that throws,
 * a null in a non-null position, a value a scalar will not serialize. Only queries get plans, so
 * running the resolvers a second time after such a fallback changes nothing.
 *
 * What a plan supports: queries without directives, fields (with arguments and variables), aliases,
 * named and inline fragments on object types, lists, __typename. Documents with anything else
 * (interfaces, unions, introspection, @include/@skip, mutations) never get a plan.
 *
 * Resolvers run here get the same (source, args, context) as under graphql-js; their `info` is built
 * once per field of the plan (no list indices in `path`, no per-request `variableValues`), so a
 * resolver that declares an `info` parameter keeps its field off the fast path.
 */

/** Media types as Apollo names them (MEDIA_TYPES in @apollo/server); the order is its preference. */
const APPLICATION_JSON = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json; charset=utf-8';
const JSON_GRAPHQL_CALLBACK = 'application/json; callbackSpec=1.0; charset=utf-8';
const NEGOTIABLE = [APPLICATION_JSON, GRAPHQL_RESPONSE_JSON, JSON_GRAPHQL_CALLBACK];

/** Longest query string that gets a plan, and how many plans are kept (oldest dropped first). */
const MAX_QUERY_LENGTH = 8_000;
const MAX_PLANS = 500;

type Resolver = (source: unknown, args: Record<string, unknown>, context: GraphQLContext, info: GraphQLResolveInfo) => unknown;

interface FieldPlan {
  responseKey: string;
  /** __typename: the constant type name. */
  typename?: string;
  fieldName: string;
  resolve?: Resolver;
  /** The field's arguments, coerced per request (they may use variables); undefined when it has none. */
  field?: GraphQLField<unknown, unknown>;
  node: FieldNode;
  info: GraphQLResolveInfo;
  /** A scalar or enum field (the common case, completed inline); `nonNull` for `Type!`. */
  leaf?: GraphQLLeafType;
  nonNull: boolean;
  complete: Completer;
}

/** Completes a resolved value; returns the JSON-ready value or a promise of it. Throws to fall back. */
type Completer = (value: unknown, context: GraphQLContext, variables: Record<string, unknown>, pending: Promise<unknown>[]) => unknown;

interface Plan {
  operation: OperationDefinitionNode;
  schema: GraphQLSchema;
  fields: FieldPlan[];
}

/** Thrown inside a plan to hand the request to Apollo. */
class Fallback extends Error {}
const fallback = (): never => {
  throw new Fallback();
};

const EMPTY_ARGS: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** graphql-js's isPromise: anything with a then method (checked only on objects and functions). */
function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

const ignore = () => {};

/**
 * Queues work the response waits for. Each promise gets a handler at once: when one fails, run()
 * stops waiting and falls back, and a later failure of another must not become an unhandled rejection.
 */
function defer(pending: Promise<unknown>[], promise: Promise<unknown>): void {
  promise.catch(ignore);
  pending.push(promise);
}

class Ineligible extends Error {}
const ineligible = (why: string): never => {
  throw new Ineligible(why);
};

function compile(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Plan {
  if (operation.operation !== 'query') ineligible('not a query');
  if (operation.directives?.length) ineligible('directive');
  for (const variable of operation.variableDefinitions ?? []) if (variable.directives?.length) ineligible('directive');
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const queryType = schema.getQueryType() ?? ineligible('no query type');

  /** graphql-js's collectFields for an object type, without @skip/@include (refused instead). */
  function collect(type: GraphQLObjectType, selectionSets: readonly SelectionSetNode[]): Map<string, FieldNode[]> {
    const fields = new Map<string, FieldNode[]>();
    const visited = new Set<string>();
    const visit = (selectionSet: SelectionSetNode) => {
      for (const selection of selectionSet.selections) {
        if (selection.directives?.length) ineligible('directive');
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          const list = fields.get(key);
          if (list) list.push(selection);
          else fields.set(key, [selection]);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          if (selection.typeCondition && selection.typeCondition.name.value !== type.name) ineligible('type condition');
          visit(selection.selectionSet);
        } else {
          const name = selection.name.value;
          if (visited.has(name)) continue;
          visited.add(name);
          const fragment = fragments[name] ?? ineligible('unknown fragment');
          if (fragment.directives?.length) ineligible('directive');
          if (fragment.typeCondition.name.value !== type.name) ineligible('type condition');
          visit(fragment.selectionSet);
        }
      }
    };
    for (const selectionSet of selectionSets) visit(selectionSet);
    return fields;
  }

  function planFields(type: GraphQLObjectType, selectionSets: readonly SelectionSetNode[], path: GraphQLResolveInfo['path'] | undefined): FieldPlan[] {
    if (type.isTypeOf) ineligible('isTypeOf');
    const plans: FieldPlan[] = [];
    for (const [responseKey, nodes] of collect(type, selectionSets)) {
      if (responseKey === '__proto__') ineligible('__proto__ alias');
      const node = nodes[0];
      const fieldName = node.name.value;
      const fieldPath = { prev: path, key: responseKey, typename: type.name };
      if (fieldName === '__typename') {
        const info = undefined as unknown as GraphQLResolveInfo;
        plans.push({ responseKey, typename: type.name, fieldName, node, info, nonNull: true, complete: (value) => value });
        continue;
      }
      if (fieldName.startsWith('__')) ineligible('introspection');
      const field = type.getFields()[fieldName] ?? ineligible('unknown field');
      const resolve = field.resolve as Resolver | undefined;
      if (resolve && resolve.length > 3) ineligible('resolver reads info');
      const info: GraphQLResolveInfo = Object.freeze({
        fieldName,
        fieldNodes: nodes,
        returnType: field.type,
        parentType: type,
        path: fieldPath,
        schema,
        fragments,
        rootValue: undefined,
        operation,
        variableValues: {},
      });
      const subSelections = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
      const nullable = isNonNullType(field.type) ? field.type.ofType : field.type;
      plans.push({
        responseKey,
        fieldName,
        resolve,
        field: field.args.length > 0 ? field : undefined,
        node,
        info,
        leaf: isLeafType(nullable) ? nullable : undefined,
        nonNull: isNonNullType(field.type),
        complete: completer(field.type, subSelections, fieldPath),
      });
    }
    return plans;
  }

  function completer(type: GraphQLOutputType, selectionSets: readonly SelectionSetNode[], path: GraphQLResolveInfo['path']): Completer {
    if (isNonNullType(type)) {
      const inner = completer(type.ofType, selectionSets, path);
      return (value, context, variables, pending) => (value == null ? fallback() : inner(value, context, variables, pending));
    }
    if (isListType(type)) {
      const item = completer(type.ofType, selectionSets, path);
      return (value, context, variables, pending) => {
        if (value == null) return null;
        if (!Array.isArray(value)) fallback();
        const list = value as unknown[];
        const out = new Array<unknown>(list.length);
        for (let i = 0; i < list.length; i++) {
          const element = list[i];
          if (isPromiseLike(element)) {
            defer(pending, Promise.resolve(element).then((v) => settle(out, i, item(v, context, variables, pending), pending)));
            out[i] = null;
          } else {
            settle(out, i, item(element, context, variables, pending), pending);
          }
        }
        return out;
      };
    }
    if (isLeafType(type)) return leafCompleter(type);
    if (isAbstractType(type)) ineligible('abstract type');
    const objectType = type as GraphQLObjectType;
    const fields = planFields(objectType, selectionSets, path);
    return (value, context, variables, pending) => (value == null ? null : executeFields(fields, value, context, variables, pending));
  }

  return { operation, schema, fields: planFields(queryType, [operation.selectionSet], undefined) };
}

/** graphql-js's completeLeafValue for a non-null value, written as JSON.stringify would write it. */
function serializeLeaf(type: GraphQLLeafType, value: unknown): unknown {
  const serialized = type.serialize(value);
  if (serialized == null) fallback();
  // JSON.stringify would write a Date through toJSON (toISOString): the same string, faster.
  return serialized instanceof Date ? isoString(serialized) : serialized;
}

function leafCompleter(type: GraphQLLeafType): Completer {
  return (value) => (value == null ? null : serializeLeaf(type, value));
}

/** Stores a completed value, or arranges for a pending one to be stored when it settles. */
function settle(target: Record<string | number, unknown> | unknown[], key: string | number, value: unknown, pending: Promise<unknown>[]): void {
  if (isPromiseLike(value)) {
    (target as Record<string | number, unknown>)[key] = null;
    defer(
      pending,
      Promise.resolve(value).then((v) => {
        (target as Record<string | number, unknown>)[key] = v;
      }),
    );
  } else {
    (target as Record<string | number, unknown>)[key] = value;
  }
}

function executeFields(fields: FieldPlan[], source: unknown, context: GraphQLContext, variables: Record<string, unknown>, pending: Promise<unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const plan of fields) {
    if (plan.typename !== undefined) {
      out[plan.responseKey] = plan.typename;
      continue;
    }
    const args = plan.field ? getArgumentValues(plan.field, plan.node, variables) : EMPTY_ARGS;
    let value: unknown;
    if (plan.resolve) {
      value = plan.resolve(source, args, context, plan.info);
    } else {
      // graphql-js's defaultFieldResolver, minus calling methods (which would need info): fall back.
      value = (source as Record<string, unknown>)[plan.fieldName];
      if (typeof value === 'function') fallback();
    }
    if (plan.leaf !== undefined && !isPromiseLike(value)) {
      if (value == null) {
        if (plan.nonNull) fallback();
        out[plan.responseKey] = null;
      } else {
        out[plan.responseKey] = serializeLeaf(plan.leaf, value);
      }
    } else if (isPromiseLike(value)) {
      out[plan.responseKey] = null;
      defer(
        pending,
        Promise.resolve(value).then((resolved) => settle(out, plan.responseKey, plan.complete(resolved, context, variables, pending), pending)),
      );
    } else {
      settle(out, plan.responseKey, plan.complete(value, context, variables, pending), pending);
    }
  }
  return out;
}

async function run(plan: Plan, variableInputs: Record<string, unknown>, context: GraphQLContext): Promise<string> {
  let variables: Record<string, unknown> = EMPTY_ARGS;
  if (plan.operation.variableDefinitions?.length) {
    const coerced = getVariableValues(plan.schema, plan.operation.variableDefinitions, variableInputs, { maxErrors: 1 });
    if (coerced.errors) fallback();
    variables = coerced.coerced as Record<string, unknown>;
  }
  const pending: Promise<unknown>[] = [];
  const data = executeFields(plan.fields, undefined, context, variables, pending);
  // Settling a value can queue more (nested fields of a resolved object): drain until none are left.
  for (let done = 0; done < pending.length; ) {
    const batch = pending.slice(done);
    done = pending.length;
    await Promise.all(batch);
  }
  return `${JSON.stringify({ data })}\n`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}

export interface FastPathStats {
  /** Requests answered from a plan. */
  hits: number;
  /** Requests that had a plan but went on to Apollo (an error, a null, an odd Accept header ...). */
  fallbacks: number;
  /** Documents with a plan now. */
  plans: number;
}

export interface GraphQLFastPath {
  /** Registers a plan for each query document Apollo resolved (validated) successfully. */
  plugin: ApolloServerPlugin<GraphQLContext>;
  /** POST /graphql middleware in front of Apollo; calls next() for anything without a plan. */
  middleware: RequestHandler;
  stats: FastPathStats;
}

export function createGraphQLFastPath(createContext: (req: Request, res: Response) => GraphQLContext): GraphQLFastPath {
  // query string -> operation name (undefined when not given) -> plan, or null for "never eligible".
  const plans = new Map<string, Map<string | undefined, Plan | null>>();
  const stats: FastPathStats = { hits: 0, fallbacks: 0, plans: 0 };

  const remember = (query: string, operationName: string | undefined, plan: Plan | null) => {
    let byName = plans.get(query);
    if (!byName) {
      if (plans.size >= MAX_PLANS) {
        const oldest = plans.keys().next().value as string;
        stats.plans -= [...plans.get(oldest)!.values()].filter(Boolean).length;
        plans.delete(oldest);
      }
      byName = new Map();
      plans.set(query, byName);
    }
    byName.set(operationName, plan);
    if (plan) stats.plans++;
  };

  const plugin: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema }) {
          const query = request.query;
          // Only HTTP requests: they passed rejectOversizedDocuments (the token limit), which is why
          // the fast path may answer in front of it (app.ts).
          if (!request.http || typeof query !== 'string' || query.length > MAX_QUERY_LENGTH || !operation) return;
          if (plans.get(query)?.has(request.operationName)) return;
          let plan: Plan | null = null;
          try {
            plan = compile(schema, document, operation);
          } catch (error) {
            if (!(error instanceof Ineligible)) throw error;
          }
          remember(query, request.operationName, plan);
        },
      };
    },
  };

  const middleware: RequestHandler = (req, res, next) => {
    const body: unknown = req.body;
    if (!isRecord(body) || typeof body.query !== 'string') return next();
    const plan = plans.get(body.query)?.get(typeof body.operationName === 'string' ? body.operationName : undefined);
    if (!plan) return next();
    // The same body checks as Apollo's runHttpQuery; anything it would treat differently goes to it.
    const { variables, operationName, extensions } = body;
    if (
      (variables != null && !isRecord(variables)) ||
      (operationName != null && typeof operationName !== 'string') ||
      extensions != null
    ) {
      return next();
    }
    // Apollo's chooseContentTypeForSingleResultResponse: the same negotiator, the same preference order.
    const contentType = req.headers.accept ? req.accepts(NEGOTIABLE) : APPLICATION_JSON;
    if (contentType !== APPLICATION_JSON && contentType !== GRAPHQL_RESPONSE_JSON) return next();
    run(plan, (variables as Record<string, unknown> | null | undefined) ?? {}, createContext(req, res)).then(
      (json) => {
        stats.hits++;
        // As Apollo's express integration writes it: its headers in its order, then res.send.
        res.setHeader('cache-control', 'no-store');
        res.setHeader('content-type', contentType);
        res.statusCode = 200;
        res.send(json);
      },
      () => {
        stats.fallbacks++;
        next();
      },
    );
  };

  return { plugin, middleware, stats };
}
