/**
 * The cost limit multiplies by list sizes (query-cost.ts) and still lets every screen of the web
 * app through, at the largest page any list takes.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, type DocumentNode } from 'graphql';
import * as documents from '../../frontend/src/gql/graphql';
import { operationCost } from '../src/graphql/query-cost';
import { buildSchema } from '../src/graphql/schema';
import { GRAPHQL_LIMITS } from '../src/graphql/server';

const schema = buildSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), undefined, variables);

test('list sizes multiply what is inside them, from literals, variables, variable defaults and schema defaults', () => {
  const page = (first: string) => `projects${first} { nodes { id title } }`;
  // A page: 2 (projects) + 2 (nodes) + 2 leaves, times its size.
  expect(cost(`{ ${page('(first: 10)')} }`)).toBe(60);
  expect(cost(`query($n: Int) { ${page('(first: $n)')} }`, { n: 10 })).toBe(60);
  expect(cost(`query($n: Int = 10) { ${page('(first: $n)')} }`)).toBe(60);
  // The schema's default page is 20.
  expect(cost(`{ ${page('')} }`)).toBe(120);
  // Nested sizes multiply.
  expect(cost(`{ contractorProfile(id: "1") { reviews(first: 50) { nodes { text } } } }`)).toBe(2 + 50 * (2 + 2 + 1));
  // Fragments count where they are spread; introspection is left to its switch.
  expect(cost(`{ projects(first: 10) { nodes { ...P } } } fragment P on Project { id title }`)).toBe(60);
  expect(cost(`{ __schema { types { name } } }`)).toBe(0);
  // The type's name is free: clients add it to every selection.
  expect(cost(`{ projects(first: 10) { __typename nodes { __typename id title } } }`)).toBe(60);
});

test('every screen of the web app stays under the limit at the largest page its lists take', () => {
  const operations = Object.entries(documents).filter(
    (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
  );
  expect(operations.length).toBeGreaterThan(30);
  const largest = { first: 100, last: 100, limit: 100 };
  // As sent: Apollo adds __typename to every selection (which the cost leaves out).
  const over = operations
    .map(([name, document]) => [name, operationCost(schema, addTypenameToDocument(document), undefined, largest)] as const)
    .filter(([, n]) => n > GRAPHQL_LIMITS.maxCost);
  expect(over).toEqual([]);
});
