import {
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** Arguments that say how many items a list or connection field answers. */
export const LIST_SIZE_ARGUMENTS = ['first', 'last', 'limit'] as const;

export interface CostWeights {
  /** A field with a selection set (an object, a list of objects, a connection). */
  objectCost: number;
  /** A leaf field. */
  scalarCost: number;
}

export const DEFAULT_WEIGHTS: CostWeights = { objectCost: 2, scalarCost: 1 };

/**
 * How many field values an operation may make the server produce: every field costs 1 (a leaf) or
 * 2 (an object), times the list sizes of the fields above it. A list size is the field's `first`,
 * `last` or `limit` argument as sent (a literal, a variable's value, the variable's default, or the
 * schema's default for the argument), so `projects(first: 100) { nodes { reviews(first: 50) ... } }`
 * counts 100 x 50 reviews, whichever way the numbers arrive. Fragments count where they are spread.
 * Introspection (`__schema`, `__type`) is left to the introspection switch; `__typename` costs nothing.
 *
 * Runs on a validated document (fragments exist and do not cycle), with the request's variables,
 * so it is a check per request rather than a cached validation rule.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  weights: CostWeights = DEFAULT_WEIGHTS,
): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  // What each variable holds: the value sent, else the operation's default for it.
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables && variables[name] !== undefined) values[name] = variables[name];
    else if (definition.defaultValue) values[name] = literal(definition.defaultValue);
  }

  const listSize = (argumentsOf: readonly GraphQLArgument[], node: { arguments?: readonly ArgumentNode[] }): number => {
    let size = 1;
    for (const name of LIST_SIZE_ARGUMENTS) {
      const definition = argumentsOf.find((a) => a.name === name);
      if (!definition) continue;
      const given = node.arguments?.find((a) => a.name.value === name);
      let value: unknown = definition.defaultValue;
      if (given) value = given.value.kind === Kind.VARIABLE ? (values[given.value.name.value] ?? definition.defaultValue) : literal(given.value);
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
      if (Number.isFinite(n) && n > size) size = n;
    }
    return size;
  };

  const costOf = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') continue;
        // The type's name costs the server nothing (no resolver runs), and clients such as Apollo add it to
        // every selection they send: counting it would charge a screen for its client library.
        if (name === '__typename') continue;
        if (!selection.selectionSet) {
          cost += weights.scalarCost;
          continue;
        }
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        const inner = costOf(selection.selectionSet, field ? getNamedType(field.type) : undefined);
        cost += (weights.objectCost + inner) * (field ? listSize(field.args, selection) : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += costOf(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) cost += costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
      }
    }
    return cost;
  };

  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return costOf(operation.selectionSet, root ?? undefined);
}

/** An argument's literal value, for the integers list sizes are given as. */
function literal(node: ValueNode): unknown {
  return node.kind === Kind.INT ? Number(node.value) : undefined;
}
