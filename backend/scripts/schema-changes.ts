/**
 * Schema change safety: compares backend/schema.graphql (what this code serves) with
 * backend/schema.published.graphql (what partners were last told about, `npm run schema:publish`)
 * using GraphQL Inspector, and fails on a change that would break a partner's working query, unless
 * what changed was deprecated in the published schema first. Run by `npm test` and
 * `npm run schema:check`; docs/api.md, "API versioning".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';

export const CURRENT_SCHEMA = path.join(__dirname, '..', 'schema.graphql');
export const PUBLISHED_SCHEMA = path.join(__dirname, '..', 'schema.published.graphql');

export interface SchemaChanges {
  /** Changes that break working queries of the published schema and were not announced by a deprecation. */
  breaking: Change[];
  /** Breaking changes to what the published schema had deprecated: allowed. */
  afterDeprecation: Change[];
  /** Changes that may change answers (a new enum value, a new default) without breaking a query. */
  dangerous: Change[];
  /** Everything else (additions, descriptions). */
  safe: Change[];
}

/** Whether the member a change's path names (Type.field, Type.field.argument, Enum.VALUE, Input.field) was deprecated in `published`, itself or through its field. */
function deprecatedIn(published: GraphQLSchema, change: Change): boolean {
  if (!change.path) return false;
  const [typeName, member, argument] = change.path.split('.');
  const type = published.getType(typeName);
  if (!type) return false;
  if (!member) return typeOnlyReachedThroughDeprecated(published, typeName);
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return false;
    if (field.deprecationReason) return true;
    return argument !== undefined && Boolean(field.args.find((arg) => arg.name === argument)?.deprecationReason);
  }
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  if (isInputObjectType(type)) return Boolean(type.getFields()[member]?.deprecationReason);
  return false;
}

/** A removed type breaks nobody when every field, argument and input field that used it was deprecated. */
function typeOnlyReachedThroughDeprecated(published: GraphQLSchema, typeName: string): boolean {
  let used = false;
  for (const type of Object.values(published.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName) {
          used = true;
          if (!field.deprecationReason) return false;
        }
        for (const arg of field.args) {
          if (getNamedType(arg.type).name !== typeName) continue;
          used = true;
          if (!field.deprecationReason && !arg.deprecationReason) return false;
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name !== typeName) continue;
        used = true;
        if (!field.deprecationReason) return false;
      }
    }
  }
  return used;
}

/** What changed from the published schema's SDL to the current one, sorted by what it means for partners. */
export async function schemaChanges(publishedSdl: string, currentSdl: string): Promise<SchemaChanges> {
  const published = buildSchema(publishedSdl);
  const changes = await diff(published, buildSchema(currentSdl));
  const result: SchemaChanges = { breaking: [], afterDeprecation: [], dangerous: [], safe: [] };
  for (const change of changes) {
    if (change.criticality.level === CriticalityLevel.Breaking) (deprecatedIn(published, change) ? result.afterDeprecation : result.breaking).push(change);
    else if (change.criticality.level === CriticalityLevel.Dangerous) result.dangerous.push(change);
    else result.safe.push(change);
  }
  return result;
}

const line = (change: Change) => `  - ${change.message}${change.path ? ` (${change.path})` : ''}`;

/** The report `npm test` prints: what broke, and what to do about it. */
export function describeSchemaChanges(changes: SchemaChanges): string {
  if (changes.breaking.length > 0) {
    return [
      `backend/schema.graphql would break partners' queries against the published schema (backend/schema.published.graphql):`,
      ...changes.breaking.map(line),
      '',
      'What to do:',
      '  1. Keep the field, argument or value and mark it @deprecated(reason: "Use … instead") in the code; make a',
      '     changed field a new field beside the old one. Run `npm run schema && npm run codegen`.',
      '  2. Publish the deprecation: `npm run schema:publish`, and add an entry to the changelog',
      '     (frontend/src/features/developers/changelog.ts) saying what replaces it.',
      '  3. Remove it in a later change, once partners have had the notice; this check then lets it go.',
    ].join('\n');
  }
  const unpublished = changes.afterDeprecation.length + changes.dangerous.length + changes.safe.length;
  return [
    'No change breaks the published schema.',
    ...(changes.afterDeprecation.length ? ['Removed after their deprecation was published:', ...changes.afterDeprecation.map(line)] : []),
    ...(changes.dangerous.length ? ['Worth a changelog line (answers may differ):', ...changes.dangerous.map(line)] : []),
    unpublished > 0 ? `${unpublished} change(s) not published yet: \`npm run schema:publish\` when they ship, with a changelog entry.` : 'backend/schema.graphql is the published schema.',
  ].join('\n');
}

if (require.main === module) {
  const [publishedFile = PUBLISHED_SCHEMA, currentFile = CURRENT_SCHEMA] = process.argv.slice(2);
  void schemaChanges(readFileSync(publishedFile, 'utf8'), readFileSync(currentFile, 'utf8')).then((changes) => {
    const report = describeSchemaChanges(changes);
    if (changes.breaking.length > 0) {
      console.error(report);
      process.exitCode = 1;
    } else {
      console.log(report);
    }
  });
}
