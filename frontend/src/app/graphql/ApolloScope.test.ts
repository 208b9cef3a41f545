import type { OperationDefinitionNode } from 'graphql';
import { MarketplaceProjectsQuery } from '../marketplace/operations';
import { listedNode, projectNode } from '../marketplace/testing/fixtures';
import { SERVER_DATA_ELEMENT_ID, createApolloClient } from './apollo';
import { SERVER_READS_ELEMENT_ID } from './serverReads';

const variables = { first: 100 };

/** A server-rendered page's two JSON elements: the answers its render used, and the queries it asked. */
function serverRenderedPage(reads: string) {
  const server = createApolloClient({ ssrMode: true });
  const data = {
    projects: {
      __typename: 'ProjectConnection' as const,
      totalCount: 1,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: 'cursor-7' },
      nodes: [listedNode(projectNode({ id: '7', title: 'Basement suite in East York' }))],
    },
  };
  server.cache.writeQuery({ query: MarketplaceProjectsQuery, variables, data });
  document.body.innerHTML = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${JSON.stringify(server.extract())}</script><script type="application/json" id="${SERVER_READS_ELEMENT_ID}">${reads}</script>`;
}

/**
 * readServerAnswers from fresh modules (its client is made once per page). The build's document modules
 * register each operation as its screen's chunk loads (operationRegistry); here the test does.
 */
async function freshReader() {
  (await import('./operationRegistry')).registerOperation(MarketplaceProjectsQuery);
  return (await import('./ApolloScope')).readServerAnswers;
}

/** readServerAnswers from fresh modules, with what happened in order. */
async function readOnce() {
  const steps: string[] = [];
  const { ApolloClient } = await import('@apollo/client');
  const readQuery = jest.spyOn(ApolloClient.prototype, 'readQuery');
  readQuery.mockImplementation((options, optimistic) => {
    steps.push(`read ${JSON.stringify(options.variables)}${optimistic ? ' (optimistic)' : ''}`);
    return null;
  });
  const { InMemoryCache } = await import('@apollo/client');
  const transformDocument = jest.spyOn(InMemoryCache.prototype, 'transformDocument');
  transformDocument.mockImplementation(((document: unknown) => {
    steps.push('cache document');
    return document;
  }) as never);
  const watchQuery = jest.spyOn(ApolloClient.prototype, 'watchQuery');
  watchQuery.mockImplementation(((options: { variables?: unknown }) => {
    steps.push(`document info ${JSON.stringify(options.variables)}`);
    return null;
  }) as never);
  const readServerAnswers = await freshReader();
  await readServerAnswers(async () => {
    steps.push('next task');
  });
  const operations = readQuery.mock.calls.map(([options]) => (options.query.definitions[0] as OperationDefinitionNode).name?.value);
  readQuery.mockRestore();
  transformDocument.mockRestore();
  watchQuery.mockRestore();
  return { steps, operations };
}

beforeEach(() => jest.resetModules());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('readServerAnswers', () => {
  it("reads each query the server's render asked, as its screen will, with the cache's copy of its document made before and what watching it needs after, each in a task after the cache's restore", async () => {
    serverRenderedPage(JSON.stringify([{ operation: 'MarketplaceProjects', variables }, { operation: 'MarketplaceProjects', variables: { first: 20 } }]));
    const { steps, operations } = await readOnce();
    expect(steps).toEqual([
      'next task',
      'next task',
      'cache document',
      'next task',
      'read {"first":100} (optimistic)',
      'next task',
      'document info {"first":100}',
      'next task',
      'cache document',
      'next task',
      'read {"first":20} (optimistic)',
      'next task',
      'document info {"first":20}',
    ]);
    expect(operations).toEqual(['MarketplaceProjects', 'MarketplaceProjects']);
    expect(document.getElementById(SERVER_READS_ELEMENT_ID)).toBeNull();
    expect(document.getElementById(SERVER_DATA_ELEMENT_ID)).toBeNull(); // taken by the client
  });

  it('finds the answer the server rendered with in the restored cache', async () => {
    serverRenderedPage(JSON.stringify([{ operation: 'MarketplaceProjects', variables }]));
    const { ApolloClient } = await import('@apollo/client');
    const readServerAnswers = await freshReader();
    const read = jest.spyOn(ApolloClient.prototype, 'readQuery');
    await readServerAnswers(() => Promise.resolve());
    expect(read.mock.results[0]?.value?.projects.nodes[0]).toMatchObject({ id: '7', title: 'Basement suite in East York' });
    // Working out the query's document info watches nothing: no query is registered, none is sent.
    expect(read.mock.contexts[0]?.getObservableQueries('all').size).toBe(0);
    read.mockRestore();
  });

  it('skips an operation it does not know and reads nothing from a damaged list', async () => {
    serverRenderedPage(JSON.stringify([{ operation: 'NoSuchOperation', variables: {} }]));
    expect((await readOnce()).steps).toEqual(['next task']);
    serverRenderedPage('[{"operation": "MarketplaceProj');
    expect((await readOnce()).steps).toEqual([]);
    expect(document.getElementById(SERVER_READS_ELEMENT_ID)).toBeNull();
  });

  it('does nothing on a page the server did not render with data', async () => {
    document.body.innerHTML = '';
    expect((await readOnce()).steps).toEqual([]);
  });
});
