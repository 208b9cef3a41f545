import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { jitExecutionGateway } from '../src/graphql/jit-executor';

let countedRuns = 0;
const schema = makeExecutableSchema({
  typeDefs: `type Query { hello(name: String!): String! broken: String! counted: String } type Mutation { bump: Int! }`,
  resolvers: {
    Query: {
      hello: (_: unknown, { name }: { name: string }) => `Hello ${name}`,
      broken: () => {
        throw new GraphQLError('Not here', { extensions: { code: 'NOT_FOUND' } });
      },
      counted: () => {
        countedRuns++;
        throw new GraphQLError('Counted once', { extensions: { code: 'FORBIDDEN' } });
      },
    },
    Mutation: { bump: (_: unknown, _args: unknown, context: { count: number }) => ++context.count },
  },
});

let apollo: ApolloServer<{ count: number }>;
beforeAll(async () => {
  apollo = new ApolloServer({
    gateway: jitExecutionGateway(schema),
    // As graphql-armor's field-suggestion mask does: plugins may rewrite an error's message.
    plugins: [{ requestDidStart: async () => ({ didEncounterErrors: async ({ errors }) => errors.forEach((error) => (error.message = `${error.message}.`)) }) }],
  });
  await apollo.start();
});
afterAll(() => apollo.stop());

async function run(query: string, variables?: Record<string, unknown>) {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: { count: 0 } });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

it('answers repeated queries from a compiled plan with the same data', async () => {
  for (const name of ['Ana', 'Ben']) {
    expect(await run('query Q($name: String!) { hello(name: $name) }', { name })).toEqual({ data: { hello: `Hello ${name}` } });
  }
});

it('gives the errors graphql-js gives, with their codes and paths', async () => {
  const result = await run('{ broken }');
  expect(result.data).toBeNull();
  expect(result.errors).toEqual([
    expect.objectContaining({ message: 'Not here.', path: ['broken'], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
  ]);
  const coercion = await run('query Q($name: String!) { hello(name: $name) }', {});
  expect(coercion.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

it('runs the resolvers of a failing query once, not again on graphql-js', async () => {
  for (let round = 0; round < 2; round++) {
    // The first round compiles the plan, the second runs the cached one.
    countedRuns = 0;
    const response = await apollo.executeOperation({ query: '{ hello(name: "x") counted }' }, { contextValue: { count: 0 } });
    expect(response.body).toMatchObject({
      singleResult: { data: { hello: 'Hello x', counted: null }, errors: [expect.objectContaining({ message: 'Counted once.', path: ['counted'], extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })] },
    });
    expect(countedRuns).toBe(1);
  }
});

it('runs mutations and picks the named operation of a mixed document', async () => {
  const document = 'query Q { hello(name: "x") } mutation M { bump }';
  expect((await apollo.executeOperation({ query: document, operationName: 'M' }, { contextValue: { count: 41 } })).body).toMatchObject({
    singleResult: { data: { bump: 42 } },
  });
  expect(await run(document.replace('mutation M { bump }', ''))).toEqual({ data: { hello: 'Hello x' } });
});
