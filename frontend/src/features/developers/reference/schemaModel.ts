import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  astFromValue,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';

/** One argument or input field: its name, type as written (e.g. `[ID!]!`) and the named type it links to. */
export interface ReferenceInputValue {
  name: string;
  type: string;
  typeName: string;
  description?: string;
  defaultValue?: string;
  deprecation?: string;
}

/** A field of an object type or an interface, or a query, mutation or subscription. */
export interface ReferenceField {
  name: string;
  type: string;
  typeName: string;
  description?: string;
  args: ReferenceInputValue[];
  deprecation?: string;
}

export type ReferenceKind = 'object' | 'interface' | 'union' | 'enum' | 'input' | 'scalar';

export interface ReferenceType {
  name: string;
  kind: ReferenceKind;
  description?: string;
  /** Object and interface types. */
  fields?: ReferenceField[];
  /** Input types. */
  inputFields?: ReferenceInputValue[];
  /** Enums. */
  values?: { name: string; description?: string; deprecation?: string }[];
  /** Unions: their member types; interfaces: the types that implement them. */
  possibleTypes?: string[];
  /** Object types: the interfaces they implement. */
  interfaces?: string[];
}

/** The public schema as the developer reference shows it, in groups, each sorted by name. */
export interface SchemaReference {
  queries: ReferenceField[];
  mutations: ReferenceField[];
  subscriptions: ReferenceField[];
  /** Object types, interfaces and unions (the root types left out: they are the groups above). */
  types: ReferenceType[];
  enums: ReferenceType[];
  inputs: ReferenceType[];
  /** Custom scalars (the built-in ones need no page). */
  scalars: ReferenceType[];
}

const text = (value: string | null | undefined) => (value ? value : undefined);
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function inputValue(value: GraphQLArgument | GraphQLInputField): ReferenceInputValue {
  const defaultAst = value.defaultValue === undefined ? undefined : astFromValue(value.defaultValue, value.type);
  return {
    name: value.name,
    type: String(value.type),
    typeName: getNamedType(value.type).name,
    description: text(value.description),
    defaultValue: defaultAst ? print(defaultAst) : undefined,
    deprecation: text(value.deprecationReason),
  };
}

function field(value: GraphQLField<unknown, unknown>): ReferenceField {
  return {
    name: value.name,
    type: String(value.type),
    typeName: getNamedType(value.type).name,
    description: text(value.description),
    args: value.args.map(inputValue),
    deprecation: text(value.deprecationReason),
  };
}

function typeOf(type: GraphQLNamedType, implementations: Map<string, string[]>): ReferenceType {
  const base = { name: type.name, description: text(type.description) };
  if (isObjectType(type)) {
    const interfaces = type.getInterfaces().map((i) => i.name);
    return { ...base, kind: 'object', fields: Object.values(type.getFields()).map(field), ...(interfaces.length ? { interfaces } : {}) };
  }
  if (isInterfaceType(type)) {
    return { ...base, kind: 'interface', fields: Object.values(type.getFields()).map(field), possibleTypes: implementations.get(type.name) ?? [] };
  }
  if (isUnionType(type)) return { ...base, kind: 'union', possibleTypes: type.getTypes().map((t) => t.name) };
  if (isEnumType(type)) {
    return { ...base, kind: 'enum', values: type.getValues().map((v) => ({ name: v.name, description: text(v.description), deprecation: text(v.deprecationReason) })) };
  }
  if (isInputObjectType(type)) return { ...base, kind: 'input', inputFields: Object.values(type.getFields()).map(inputValue) };
  return { ...base, kind: 'scalar' };
}

/**
 * The developer reference's model of a schema given as SDL (backend/schema.graphql). Runs at build
 * time (the `virtual:schema-reference` module in vite.config.ts), so the page always shows the schema
 * the server was built with and carries data only, not a GraphQL parser.
 */
export function schemaReference(sdl: string): SchemaReference {
  const schema = buildSchema(sdl);
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const rootFields = (type: (typeof roots)[number]) => (type ? Object.values(type.getFields()).map(field).sort(byName) : []);
  const named = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && !roots.includes(type as never));
  const implementations = new Map<string, string[]>();
  for (const type of named) {
    if (!isObjectType(type)) continue;
    for (const implemented of type.getInterfaces()) implementations.set(implemented.name, [...(implementations.get(implemented.name) ?? []), type.name]);
  }
  const all = named.map((type) => typeOf(type, implementations)).sort(byName);
  return {
    queries: rootFields(roots[0]),
    mutations: rootFields(roots[1]),
    subscriptions: rootFields(roots[2]),
    types: all.filter((type) => type.kind === 'object' || type.kind === 'interface' || type.kind === 'union'),
    enums: all.filter((type) => type.kind === 'enum'),
    inputs: all.filter((type) => type.kind === 'input'),
    scalars: all.filter((type) => type.kind === 'scalar' && !isSpecifiedScalarType(schema.getType(type.name) as never)),
  };
}

/** Whether a reference type is a built-in scalar, which has no entry to link to. */
export const isBuiltInScalar = (name: string) => ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name);

/** The reference page's anchor of a named type (`#Project`) or of a root field (`#query-projects`). */
export const typeAnchor = (name: string) => name;
export const rootFieldAnchor = (root: 'query' | 'mutation' | 'subscription', name: string) => `${root}-${name}`;
