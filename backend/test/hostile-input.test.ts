import fc from 'fast-check';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SOCKET_LIMITS } from '../src/graphql/live-updates';
import { startTestServer, type TestServer } from './test-server';

/**
 * Thousands of generated payloads (wrong types, huge and unicode strings, nested JSON, hostile
 * GraphQL documents) against every write route: never a 5xx, never a crash, every rejection a
 * 4xx that says what is wrong.
 */
// Each property sends hundreds of requests: on a busy 2-core machine that can exceed Jest's 5 s default.
jest.setTimeout(60_000);

let server: TestServer;
let projectId: number;
let proposalId: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
  const project = await server.rest('POST', '/api/projects', {
    title: 'Fuzz target', description: 'Target for generated input', category: 'Plumbing', budget: 'Under $1,000', timeline: 'ASAP',
  });
  projectId = project.body.id;
  const proposal = await server.rest('POST', '/api/proposals', {
    projectId, contractorName: 'Target', contractorEmail: 't@example.ca', bidAmount: '$5,000 - $10,000', timeline: '1 week',
    approach: 'A detailed approach', experience: 'Plenty of experience',
  });
  proposalId = proposal.body.id;
});
afterAll(() => server.stop());

// fast-check's own default per property inside `npm test`; `FUZZ_RUNS=2000 npx jest backend/test/hostile-input.test.ts`
// searches deeper (fast-check prints the seed of any failure, to replay it).
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const anyScalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(6000)),
  fc.constant('\u0000\u202e<script>alert(1)</script>'),
  fc.constant("'; DROP TABLE project; --"),
);
const anyValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, anyScalar, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 })),
})).value;

const fieldNames = ['title', 'description', 'category', 'budget', 'timeline', 'urgency', 'homeowner', 'location', 'images', 'requirements',
  'status', 'projectId', 'contractorName', 'contractorEmail', 'bidAmount', 'approach', 'experience', 'name', 'email', 'subject',
  'message', 'estimatedCost', 'contractorNotes', 'startDate', 'completionDate', '__proto__', 'constructor'];
const payload = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 12 }),
  anyValue,
);

function expectClearAnswer(status: number, body: any) {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(typeof body.error).toBe('string');
    expect(body.error.length).toBeGreaterThan(0);
  }
}

const routes: [string, () => string][] = [
  ['POST', () => '/api/projects'],
  ['PUT', () => `/api/projects/${projectId}`],
  ['POST', () => '/api/proposals'],
  ['PATCH', () => `/api/proposals/${proposalId}/status`],
  ['POST', () => '/api/contact'],
];

describe.each(routes)('%s %s', (method, path) => {
  it('answers every generated payload with a success or a clear 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const { status, body: answer } = await server.rest(method, path(), JSON.stringify(body));
        expectClearAnswer(status, answer);
      }),
      { numRuns: RUNS },
    );
  });
});

it('answers hostile ids and raw bodies with a 4xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 30 }), fc.string({ maxLength: 200 }), async (id, raw) => {
      const path = `/api/projects/${encodeURIComponent(id)}`;
      const put = await server.rest('PUT', path, raw);
      expect(put.status).toBeLessThan(500);
      const del = await server.rest('DELETE', `/api/proposals/${encodeURIComponent(id)}/status`);
      expect(del.status).toBeLessThan(500);
    }),
    { numRuns: RUNS },
  );
});

const mutations = [
  'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }',
  'mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { id } }',
  'mutation($input: SubmitProposalInput!) { submitProposal(input: $input) { id } }',
  'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
  'mutation($id: ID!, $status: ProposalStatus!) { updateProposalStatus(id: $id, status: $status) { id } }',
  'mutation($id: ID!, $status: ProjectStatus!) { updateProjectStatus(id: $id, status: $status) { id } }',
];

it('answers generated GraphQL variables with data or coded errors, never an internal error', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...mutations), payload, anyValue, async (query, input, id) => {
      const { status, body } = await server.graphql(query, { input, id, status: id });
      expect(status).toBeLessThan(500);
      for (const error of body.errors ?? []) {
        expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
        expect(error.message.length).toBeGreaterThan(0);
      }
    }),
    { numRuns: RUNS * 2 },
  );
});

const deep = `{ projects { nodes { ${'proposals { project { '.repeat(12)} id ${'} } '.repeat(12)} } } }`;
const wide = `{ ${Array.from({ length: 500 }, (_, i) => `f${i}: projects { totalCount }`).join(' ')} }`;
const directives = `{ projects ${'@include(if: true) '.repeat(60)} { totalCount } }`;
const hostileDocuments = fc.oneof(
  fc.constantFrom(deep, wide, directives, '{', 'query { __schema { types { fields { type { ofType { ofType { name } } } } } } }', 'subscription { x }', ''),
  fc.string({ maxLength: 300 }),
);

it('rejects hostile GraphQL documents with a 4xx or coded errors', async () => {
  const documents = hostileDocuments;
  await fc.assert(
    fc.asyncProperty(documents, async (query) => {
      const { status, body } = await server.graphql(query);
      expect(status).toBeLessThan(500);
      for (const error of body.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    }),
    { numRuns: RUNS },
  );
});

it('answers hostile documents over the WebSocket with coded errors, executing none, on one socket that stays open', async () => {
  const contactMessages = async () => (await server.db.query(`SELECT count(*)::int AS n FROM contact_message`))[0].n as number;
  const before = await contactMessages();
  let closed: unknown;
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    retryAttempts: 0,
    lazy: false,
    webSocketImpl: WebSocket,
    on: { closed: (event) => (closed = event) },
  });
  const mutation = 'mutation { sendContactMessage(input: { name: "Jo", email: "jo@example.ca", subject: "Hi", message: "Deck quote in Ajax" }) { id } }';
  const documents = fc.oneof(hostileDocuments, fc.constantFrom(mutation, `mutation { ${Array.from({ length: 80 }, (_, i) => `m${i}: sendContactMessage(input: { name: "Jo", email: "jo@example.ca", subject: "Hi", message: "Deck" }) { id }`).join(' ')} }`));
  try {
    await fc.assert(
      fc.asyncProperty(documents, anyValue, async (query, variables) => {
        // A larger message closes the socket by design (graphql-socket.test.ts).
        fc.pre(JSON.stringify({ query, variables }).length < SOCKET_LIMITS.maxPayloadBytes - 200);
        const answer = await new Promise<{ data?: unknown; errors?: any[] }>((resolve) => {
          const vars = variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : undefined;
          client.subscribe({ query, variables: vars }, { next: (result) => resolve(result as never), error: (error) => resolve({ errors: error as any[] }), complete: () => resolve({}) });
        });
        expect(closed).toBeUndefined();
        // A visitor's socket: nothing it can send yields data.
        expect(answer.data ?? null).toBeNull();
        expect(Array.isArray(answer.errors) && answer.errors.length > 0).toBe(true);
        for (const error of answer.errors!) {
          expect(error.extensions?.code).toEqual(expect.any(String));
          expect(error.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
          expect(error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await contactMessages()).toBe(before);
  } finally {
    await client.dispose();
  }
});

it('counts __typename aliases against the alias limit', async () => {
  const typenames = `{ ${Array.from({ length: 500 }, (_, i) => `t${i}: __typename`).join(' ')} }`;
  const { status, body } = await server.graphql(typenames);
  expect(status).toBe(400);
  expect(body.data).toBeUndefined();
  expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
});
