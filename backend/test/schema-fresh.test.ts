import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from '../src/graphql/schema';

it('backend/schema.graphql matches the schema the server serves (run `npm run schema` after SDL changes)', () => {
  const committed = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');
  expect(committed).toBe(`${printSchema(lexicographicSortSchema(buildSchema()))}\n`);
});
