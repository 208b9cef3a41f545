import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/server';
import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';

/**
 * The fast path (src/graphql/fast-path.ts) must answer exactly as Apollo does. Every request here
 * goes to a reference server with the fast path off (Apollo only) and twice to the server under
 * test, over the same database: the first time Apollo answers and registers a plan, the second time
 * the plan answers (or falls back). Status, every header but Date, and the body must be identical.
 */
jest.setTimeout(60_000);

let server: TestServer;
let reference: RunningServer;
const projectIds: number[] = [];

interface Raw {
  status: number;
  headers: string[];
  body: string;
}

function post(url: string, body: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'fast-path-test', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headerPairs: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (res.rawHeaders[i].toLowerCase() !== 'date') headerPairs.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        }
        resolve({ status: res.statusCode ?? 0, headers: headerPairs, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Apollo's answer, then the server under test twice; returns what the fast path did the second time. */
async function compare(payload: unknown, headers: Record<string, string> = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const stats = server.graphqlFastPath!;
  const expected = await post(reference.url, body, headers);
  const first = await post(server.url, body, headers);
  const before = { ...stats };
  const second = await post(server.url, body, headers);
  expect(first).toEqual(expected);
  expect(second).toEqual(expected);
  return { expected, hit: stats.hits > before.hits, fellBack: stats.fallbacks > before.fallbacks };
}

async function gql(query: string, variables?: Record<string, unknown>) {
  const { body } = await server.graphql(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  const url = (server.db.options as { url: string }).url;
  reference = await startServer({ ...loadConfig(), port: 0, host: '127.0.0.1', databaseUrl: url, writeRateLimit: 0, logLevel: 'silent', graphqlFastPath: false, webDir: '/nonexistent', uploadDir: path.join(tmpdir(), 'fast-path-reference-uploads') });
  // Projects that between them have every kind of value: photos, requirements, estimates, dates, proposals.
  const statuses = ['OPEN', 'IN_PROGRESS', 'COMPLETED', 'ESTIMATED', 'CANCELLED'];
  for (let i = 0; i < 12; i++) {
    const { createProject } = await gql(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      {
        input: {
          ...sampleProject,
          title: `${sampleProject.title} ${i} "quoted" \\ é ☃`,
          category: i % 2 ? 'Plumbing' : 'Kitchen Renovation',
          urgency: ['LOW', 'MEDIUM', 'HIGH'][i % 3],
          images: i % 3 === 0 ? [`0b9f5f6e-aaaa-4bbb-8ccc-12345678900${i % 10}.jpg`] : [],
          requirements: i % 4 === 0 ? [] : ['Permit required', `Requirement ${i}`],
          ...(i % 5 === 0 && { homeowner: undefined, location: undefined }),
        },
      },
    );
    const id = Number(createProject.id);
    projectIds.push(id);
    if (i % 2 === 0) {
      await gql(`mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { id } }`, {
        id: String(id),
        input: { estimatedCost: '$20,000 - $30,000', contractorNotes: i % 4 ? null : 'Call before noon', status: statuses[i % 5] },
      });
    }
    for (let p = 0; p < i % 4; p++) {
      await gql(`mutation($input: SubmitProposalInput!) { submitProposal(input: $input) { id } }`, {
        input: { ...sampleProposal, projectId: String(id), ...(p % 2 && { contractorPhone: undefined, materials: 'Oak and quartz' }) },
      });
    }
  }
});
afterAll(async () => {
  await reference?.close();
  await server?.stop();
});

const PROJECT_LEAVES = [
  'id', 'title', 'description', 'category', 'budget', 'timeline', 'urgency', 'homeowner', 'location', 'images', 'imageUrls',
  'requirements', 'status', 'postedDate', 'createdAt', 'updatedAt', 'estimatedCost', 'contractorNotes', 'startDate',
  'completionDate', 'proposalCount', '__typename',
];
const PROPOSAL_LEAVES = [
  'id', 'projectId', 'contractorName', 'contractorEmail', 'contractorPhone', 'bidAmount', 'timeline', 'approach', 'experience',
  'materials', 'warranty', 'additionalNotes', 'status', 'submittedDate', '__typename',
];

const LIST_QUERY = '{ projects(first: 50) { nodes { id title description category budget timeline urgency homeowner location status postedDate proposalCount } } }';

describe('answers from a plan exactly as Apollo does', () => {
  it('the benchmark list query', async () => {
    const { hit, expected } = await compare({ query: LIST_QUERY });
    expect(hit).toBe(true);
    expect(JSON.parse(expected.body).data.projects.nodes).toHaveLength(12);
  });

  it("the web app's list query, as Apollo Client sends it", async () => {
    const query = `query MarketplaceProjects($first: Int!, $after: String) {
      projects(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor __typename } nodes { ...MarketplaceProjectFields __typename } __typename }
    }
    fragment MarketplaceProjectFields on Project { id title description category budget timeline urgency location status postedDate proposalCount imageUrls requirements __typename }`;
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    const { hit, expected } = await compare({ operationName: 'MarketplaceProjects', query, variables: { first: 5 } }, { accept });
    expect(hit).toBe(true);
    expect(expected.headers).toContain('Content-Type: application/graphql-response+json; charset=utf-8');
    const { endCursor } = JSON.parse(expected.body).data.projects.pageInfo;
    expect((await compare({ operationName: 'MarketplaceProjects', query, variables: { first: 5, after: endCursor } }, { accept })).hit).toBe(true);
  });

  it('a project with its proposals and their project (DataLoader batching inside the plan)', async () => {
    const query = `query($id: ID!) { project(id: $id) { id title proposals { id contractorName status submittedDate project { id proposalCount } } } }`;
    const { hit } = await compare({ query, variables: { id: String(projectIds[11]) } });
    expect(hit).toBe(true);
    expect((await compare({ query, variables: { id: '999999' } })).hit).toBe(true); // null project
  });

  it('errors fall back to Apollo: the same status, message and body', async () => {
    const tooMany = await compare({ query: '{ projects(first: 500) { nodes { id } } }' });
    expect(tooMany.fellBack).toBe(true);
    expect(tooMany.expected.body).toContain('Must be between 1 and 100');
    const badCursor = await compare({ query: 'query($a: String) { projects(after: $a) { nodes { id } } }', variables: { a: 'nope' } });
    expect(badCursor.fellBack).toBe(true);
    const badVariable = await compare({ query: 'query($n: Int!) { projects(first: $n) { totalCount } }', variables: { n: 'ten' } });
    expect(badVariable.expected.status).toBe(400);
    expect((await compare({ query: '{ project(id: "abc") { id } }' })).fellBack).toBe(true);
  });

  it('an Accept header Apollo would refuse or answer differently goes to Apollo', async () => {
    for (const accept of ['text/html', 'application/json; callbackSpec=1.0', 'application/xml, application/json;q=0.1', '*/*']) {
      await compare({ query: LIST_QUERY }, { accept });
    }
    expect((await compare({ query: LIST_QUERY }, { accept: 'text/html' })).hit).toBe(false);
  });

  it('bodies Apollo rejects or reads differently are left to it', async () => {
    await compare({ query: LIST_QUERY, variables: 'not an object' });
    await compare({ query: LIST_QUERY, variables: [1] });
    await compare({ query: LIST_QUERY, operationName: 7 });
    await compare({ query: LIST_QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } });
    await compare({ query: '{ projects { nodes { id } } } query Other { __typename }' });
    await compare({ query: 'query A { __typename } query B { projects { totalCount } }', operationName: 'B' });
    await compare({ query: 'query A { __typename } query B { projects { totalCount } }', operationName: '' });
    await compare(`[${JSON.stringify({ query: LIST_QUERY })}]`);
    // null operationName, variables and extensions are read as absent, by Apollo and by the plan.
    expect((await compare({ query: LIST_QUERY, operationName: null, variables: null, extensions: null })).hit).toBe(true);
  });

  it('never plans a mutation: each request still writes once', async () => {
    const before = server.graphqlFastPath!.plans;
    const mutation = `mutation { createProject(input: { title: "Planned?", description: "Must run each time it is sent", category: "Plumbing", budget: "Under $1,000", timeline: "ASAP" }) { title status } }`;
    const { body: first } = await server.graphql(mutation);
    const { body: second } = await server.graphql(mutation);
    expect(first.data).toEqual(second.data);
    expect(server.graphqlFastPath!.plans).toBe(before);
    const { body } = await server.graphql('{ projects(first: 100, filter: { search: "Planned?" }) { totalCount } }');
    expect(body.data.projects.totalCount).toBe(2);
  });

  it('documents with directives, introspection or validation errors (armor limits too) get no plan', async () => {
    for (const query of [
      '{ projects(first: 2) { nodes { id title @include(if: true) } } }',
      '{ __schema { queryType { name } } }',
      '{ projects(first: 2) { nodes { id nope } } }',
      '{ projects(first: 2) { nodes { id } } } fragment Unused on Project { id }',
      `{ projects { nodes { ${'id '.repeat(2100)}} } }`,
      '{ project(id: "1") { proposals { project { proposals { project { proposals { project { proposals { project { id } } } } } } } } } }',
    ]) {
      expect((await compare({ query })).hit).toBe(false);
    }
  });
});

describe('generated documents', () => {
  const leaf = (names: string[]) =>
    fc.tuple(fc.constantFrom(...names), fc.option(fc.constantFrom('a', 'b', 'x1'), { nil: undefined })).map(([name, alias]) => (alias ? `${alias}: ${name}` : name));
  const proposalSelection = fc.array(leaf(PROPOSAL_LEAVES), { minLength: 1, maxLength: 6 }).map((fields) => fields.join(' '));
  const projectSelection = fc
    .tuple(
      fc.array(leaf(PROJECT_LEAVES), { minLength: 1, maxLength: 10 }),
      fc.option(proposalSelection, { nil: undefined }),
      fc.constantFrom('', '...P', '... on Project { id status }', '... { title }'),
    )
    .map(([fields, proposals, fragment]) => [...fields, proposals ? `proposals { ${proposals} }` : '', fragment].join(' '));
  const connectionSelection = fc
    .tuple(
      fc.option(projectSelection, { nil: undefined }),
      fc.option(projectSelection, { nil: undefined }),
      fc.subarray(['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor', '__typename'], { minLength: 1 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([nodes, edgeNode, pageInfo, totalCount, pageInfoFirst]) => {
      const parts = [
        nodes ? `nodes { ${nodes} }` : '',
        edgeNode ? `edges { cursor node { ${edgeNode} } }` : '',
        totalCount ? 'totalCount' : '',
      ];
      const info = `pageInfo { ${pageInfo.join(' ')} }`;
      return (pageInfoFirst ? [info, ...parts] : [...parts, info]).join(' ');
    });
  const projectArgs = fc.record(
    {
      first: fc.oneof(fc.integer({ min: 1, max: 13 }), fc.constantFrom(0, 101, -3)),
      filter: fc.record(
        {
          status: fc.constantFrom('OPEN', 'IN_PROGRESS', 'COMPLETED'),
          urgency: fc.constantFrom('LOW', 'HIGH'),
          category: fc.constantFrom('Plumbing', 'Nothing'),
          search: fc.constantFrom('"quoted"', 'kitchen', '%_', ''),
        },
        { requiredKeys: [] },
      ),
      after: fc.constantFrom('cHJvamVjdDo1', 'bad', ''),
    },
    { requiredKeys: [] },
  );
  const literal = (value: unknown): string =>
    typeof value === 'object' && value !== null
      ? `{ ${Object.entries(value).map(([k, v]) => `${k}: ${k === 'status' || k === 'urgency' ? v : literal(v)}`).join(', ')} }`
      : JSON.stringify(value);

  const document = fc.oneof(
    fc.tuple(connectionSelection, projectArgs, fc.boolean(), fc.boolean()).map(([selection, args, useVariables, named]) => {
      const fragment = 'fragment P on Project { id title proposalCount imageUrls }';
      const argText = Object.keys(args).length
        ? `(${Object.keys(args).map((k) => (useVariables ? `${k}: $${k}` : `${k}: ${literal((args as Record<string, unknown>)[k])}`)).join(', ')})`
        : '';
      const types: Record<string, string> = { first: 'Int', filter: 'ProjectFilter', after: 'String' };
      const defs = useVariables && Object.keys(args).length ? `(${Object.keys(args).map((k) => `$${k}: ${types[k]}`).join(', ')})` : '';
      const query = `query${named ? ' Q' : ''}${defs} { projects${argText} { ${selection} } } ${selection.includes('...P') ? fragment : ''}`;
      return { query, variables: useVariables ? args : undefined, operationName: named && useVariables ? 'Q' : undefined };
    }),
    fc.tuple(projectSelection, fc.integer({ min: 0, max: 13 })).map(([selection, index]) => ({
      query: `query($id: ID!) { project(id: $id) { ${selection} } } ${selection.includes('...P') ? 'fragment P on Project { id budget }' : ''}`,
      variables: { id: String(projectIds[index] ?? 424242) },
    })),
    fc.tuple(proposalSelection, fc.integer({ min: 0, max: 11 })).map(([selection, index]) => ({
      query: `{ proposals(projectId: "${projectIds[index]}") { ${selection} } __typename }`,
    })),
  );

  it('answer byte for byte as Apollo does, or fall back to it', async () => {
    let hits = 0;
    await fc.assert(
      fc.asyncProperty(document, fc.constantFrom(undefined, 'application/json', 'application/graphql-response+json'), async (payload, accept) => {
        const { hit } = await compare(payload, accept ? { accept } : {});
        if (hit) hits++;
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
    expect(hits).toBeGreaterThan(20);
  });
});
