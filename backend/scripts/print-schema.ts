/**
 * Writes the public GraphQL schema to backend/schema.graphql (or the path given as the first
 * argument). Partners and codegen read that file; a test fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from '../src/graphql/schema';

const target = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'schema.graphql'));
writeFileSync(target, `${printSchema(lexicographicSortSchema(buildSchema()))}\n`);
console.log(`GraphQL schema written to ${path.relative(process.cwd(), target)}`);
