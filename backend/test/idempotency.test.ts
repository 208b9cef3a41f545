import { waitFor } from './replica-helpers';
import { createHash } from 'node:crypto';
import { ANSWER_LOST, purgeExpiredIdempotencyKeys, TAKEN_OVER } from '../src/rest/idempotency';
import { createDataSource } from '../src/db/data-source';
import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.actAsStaff();
});
afterAll(() => server.stop());

async function countProjects(title: string): Promise<number> {
  const [{ count }] = await server.db.query('SELECT COUNT(*)::int AS count FROM project WHERE title = $1', [title]);
  return count;
}

describe('Idempotency-Key', () => {
  it('returns the first answer to a retried REST POST and creates one project', async () => {
    const body = { ...sampleProject, title: 'Idempotent deck in Port Credit' };
    const headers = { 'Idempotency-Key': 'deck-port-credit-1' };
    const first = await server.rest('POST', '/api/projects', body, headers);
    const retry = await server.rest('POST', '/api/projects', body, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await countProjects(body.title)).toBe(1);
  });

  it('creates nothing twice under concurrent retries', async () => {
    const body = { ...sampleProject, title: 'Concurrent roof quote in Brampton' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => server.rest('POST', '/api/projects', body, { 'Idempotency-Key': 'roof-brampton' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countProjects(body.title)).toBe(1);
  });

  it('does the same for GraphQL create mutations', async () => {
    const mutation = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
    const input = { ...sampleProject, title: 'GraphQL idempotent basement in Vaughan' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.graphql(mutation, { input }, { 'Idempotency-Key': 'gql-basement-vaughan' })),
    );
    expect(new Set(answers.map((a) => a.body.data?.createProject.id)).size).toBe(1);
    expect(await countProjects(input.title)).toBe(1);
  });

  it('forgets failed attempts so a corrected retry runs', async () => {
    const project = await server.rest('POST', '/api/projects', sampleProject);
    const headers = { 'Idempotency-Key': 'proposal-retry' };
    const invalid = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.body.id, approach: 'short' }, headers);
    expect(invalid.status).toBe(400);
    const fixed = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.body.id }, headers);
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    const retried = await server.rest('POST', '/api/proposals', { ...sampleProposal, projectId: project.body.id }, headers);
    expect(retried.body.id).toBe(fixed.body.id);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with a different body and a malformed key', async () => {
    await server.rest('POST', '/api/contact', { name: 'Li Wei', email: 'li@example.ca', subject: 'Hi', message: 'Quote please' }, { 'Idempotency-Key': 'contact-1' });
    const other = await server.rest('POST', '/api/contact', { name: 'Li Wei', email: 'li@example.ca', subject: 'Other', message: 'Quote please' }, { 'Idempotency-Key': 'contact-1' });
    expect(other.status).toBe(422);
    const bad = await server.rest('POST', '/api/contact', { name: 'x' }, { 'Idempotency-Key': 'has space' });
    expect(bad.status).toBe(400);
  });
});

describe('Idempotency-Key scope and lifetime', () => {
  it('does not replay an answer older than 24 hours, and the purge removes it', async () => {
    const body = { ...sampleProject, title: 'Expired key: fence in Markham' };
    const headers = { 'Idempotency-Key': 'fence-markham' };
    const first = await server.rest('POST', '/api/projects', body, headers);
    await server.db.query(`UPDATE idempotency_key SET created_at = now() - interval '25 hours' WHERE key = $1`, ['fence-markham']);
    const later = await server.rest('POST', '/api/projects', body, headers);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.id).not.toBe(first.body.id);
    expect(await countProjects(body.title)).toBe(2);

    await server.db.query(`UPDATE idempotency_key SET created_at = now() - interval '25 hours' WHERE key = $1`, ['fence-markham']);
    expect(await purgeExpiredIdempotencyKeys(server.db)).toBeGreaterThanOrEqual(1);
    expect(await server.db.query(`SELECT 1 FROM idempotency_key WHERE key = $1`, ['fence-markham'])).toEqual([]);
  });

  it('keeps two clients using the same key apart', async () => {
    // Requests arrive through a local proxy (trusted), which names the client's address.
    // Visitors (no cookie), told apart by address.
    const alice = { 'Idempotency-Key': 'shared-key', 'X-Forwarded-For': '203.0.113.10', cookie: '' };
    const bob = { 'Idempotency-Key': 'shared-key', 'X-Forwarded-For': '198.51.100.20', cookie: '' };
    const aliceProject = await server.rest('POST', '/api/projects', { ...sampleProject, title: 'Alice: porch in Riverdale', email: 'alice@example.ca' }, alice);
    const bobProject = await server.rest('POST', '/api/projects', { ...sampleProject, title: 'Bob: garage in Woodbridge', email: 'bob@example.ca' }, bob);
    expect(bobProject.status).toBe(201);
    expect(bobProject.headers.get('idempotent-replayed')).toBeNull();
    expect(bobProject.body.id).not.toBe(aliceProject.body.id);
    const aliceRetry = await server.rest('POST', '/api/projects', { ...sampleProject, title: 'Alice: porch in Riverdale', email: 'alice@example.ca' }, alice);
    expect(aliceRetry.body.id).toBe(aliceProject.body.id);
    expect(aliceRetry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('stores a GraphQL answer only when it has no errors', async () => {
    const mutation = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
    const headers = { 'Idempotency-Key': 'gql-errors-first' };
    const failed = await server.graphql(mutation, { input: { ...sampleProject, title: '' } }, headers);
    expect(failed.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const input = { ...sampleProject, title: 'GraphQL retry after a fix: deck in Etobicoke' };
    const fixed = await server.graphql(mutation, { input }, headers);
    const replay = await server.graphql(mutation, { input }, headers);
    expect(fixed.body.data.createProject.id).toBeDefined();
    expect(replay.body).toEqual(fixed.body);
    expect(await countProjects(input.title)).toBe(1);
  });
});

describe('Idempotency-Key on GraphQL reads', () => {
  const storedUnder = async (key: string) =>
    (await server.db.query(`SELECT COUNT(*)::int AS n FROM idempotency_key WHERE key = $1`, [key]))[0].n as number;
  const COUNT = `query Count { projects { totalCount } }`;
  const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;

  it('stores nothing for a query and answers it fresh each time, while a mutation under the same key still replays', async () => {
    const headers = { 'Idempotency-Key': 'query-with-a-key' };
    const before = await server.graphql(COUNT, {}, headers);
    expect(before.body.errors).toBeUndefined();
    expect(await storedUnder('query-with-a-key')).toBe(0);
    // The operator's post is public at once, so the count moves.
    await server.rest('POST', '/api/projects', { ...sampleProject, title: 'Counted between two keyed queries: deck in Oakville' });
    const after = await server.graphql(COUNT, {}, headers);
    expect(after.body.data.projects.totalCount).toBe(before.body.data.projects.totalCount + 1);
    expect(await storedUnder('query-with-a-key')).toBe(0);

    const input = { ...sampleProject, title: 'Keyed after keyed queries: porch in Whitby' };
    const created = await server.graphql(CREATE, { input }, headers);
    const replayed = await server.graphql(CREATE, { input }, headers);
    expect(replayed.body).toEqual(created.body);
    expect(await storedUnder('query-with-a-key')).toBe(1);
    expect(await countProjects(input.title)).toBe(1);
  });

  it('stores nothing for a query picked by operationName from a document that also holds a mutation', async () => {
    const mixed = `${COUNT} mutation Create($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: '', 'Idempotency-Key': 'mixed-document-query' },
      body: JSON.stringify({ query: mixed, operationName: 'Count' }),
    });
    expect(((await response.json()) as { data?: unknown }).data).toEqual({ projects: { totalCount: expect.any(Number) } });
    expect(await storedUnder('mixed-document-query')).toBe(0);
  });

  it('stores nothing for a query sent by its hash alone', async () => {
    const sha256Hash = createHash('sha256').update(COUNT).digest('hex');
    const send = (body: object) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: '', 'Idempotency-Key': 'persisted-query' },
        body: JSON.stringify({ ...body, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      });
    expect((await send({ query: COUNT })).status).toBe(200);
    // Documents sent with their hash are not kept (trusted documents: only the web app's manifest is), so
    // the hash alone is unknown; either way a read stores no answer under the key.
    const byHash = await send({});
    expect(((await byHash.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(byHash.headers.get('idempotent-replayed')).toBeNull();
    // The unknown hash fails before any operation resolves: the key is released once the answer has gone out.
    await waitFor('the key to be released', async () => (await storedUnder('persisted-query')) === 0);
  });
});

describe('Idempotency-Key as a fence against a first attempt that outlives its claim', () => {
  const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
  /** Project inserts of this database waiting for a lock. */
  const insertsWaiting = async () =>
    (
      await server.db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "project"%'`,
      )
    )[0].n as number;
  /** Posts over REST or GraphQL; the created project's id, or the error's message and status. */
  const post = async (over: 'REST' | 'GraphQL', title: string, key: string) => {
    const headers = { 'Idempotency-Key': key };
    if (over === 'REST') {
      const answer = await server.rest('POST', '/api/projects', { ...sampleProject, title }, headers);
      return { status: answer.status, id: answer.body.id as number | undefined, error: answer.body.error as string | undefined };
    }
    const answer = await server.graphql(CREATE, { input: { ...sampleProject, title } }, headers);
    const error = answer.body.errors?.[0];
    return { status: error ? 409 : 201, id: answer.body.data?.createProject?.id as number | undefined, error: error?.message as string | undefined };
  };

  it.each(['REST', 'GraphQL'] as const)(
    'rolls back the write of a first attempt whose claim a retry took over (%s): the retry makes the only project',
    async (over) => {
      const title = `Fenced (${over}): kitchen in Leslieville`;
      const key = `fence-taken-over-${over}`;
      // Holds every project insert, so that the first attempt is still writing when its claim goes stale.
      const blocker = server.db.createQueryRunner();
      await blocker.connect();
      try {
        await blocker.startTransaction();
        await blocker.query('LOCK TABLE project IN EXCLUSIVE MODE');
        const first = post(over, title, key);
        await waitFor('the first attempt to be writing', async () => (await insertsWaiting()) === 1);
        // As if 30 s had passed: the claim is stale and a retry takes it over.
        await server.db.query(`UPDATE idempotency_key SET created_at = now() - interval '31 seconds' WHERE key = $1`, [key]);
        const retry = post(over, title, key);
        await waitFor('the retry to be writing too', async () => (await insertsWaiting()) === 2);
        await blocker.rollbackTransaction();
        const [late, taker] = await Promise.all([first, retry]);
        expect(late).toMatchObject({ status: 409, error: TAKEN_OVER });
        expect(taker.status).toBe(201);
        expect(await countProjects(title)).toBe(1);
        const [{ id }] = await server.db.query('SELECT id FROM project WHERE title = $1', [title]);
        expect(String(taker.id)).toBe(String(id));
        // The key holds the retry's answer, which a later retry gets back.
        expect(await post(over, title, key)).toEqual(taker);
      } finally {
        if (blocker.isTransactionActive) await blocker.rollbackTransaction();
        await blocker.release();
      }
    },
  );

  /**
   * Makes the database refuse to store the answer of the first attempt under `key` (once), so that
   * attempt commits its write and then fails in the one step left after the commit, storing its answer.
   * What it still sends its client is ignored, as a client whose connection dropped never sees it.
   */
  const refuseFirstAnswer = async (key: string) => {
    await server.db.query(`
      CREATE OR REPLACE FUNCTION refuse_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.key = TG_ARGV[0] AND NEW.status_code IS NOT NULL AND OLD.status_code IS NULL THEN
          RAISE EXCEPTION 'answer refused';
        END IF;
        RETURN NEW;
      END $$`);
    await server.db.query(
      `CREATE TRIGGER refuse_first_answer BEFORE UPDATE ON idempotency_key FOR EACH ROW EXECUTE FUNCTION refuse_first_answer('${key}')`,
    );
  };
  const allowAnswers = () => server.db.query(`DROP TRIGGER IF EXISTS refuse_first_answer ON idempotency_key`);
  const claimOf = async (key: string) =>
    (await server.db.query(`SELECT committed_at, status_code, committed_writes, rebuildable FROM idempotency_key WHERE key = $1`, [key]))[0];

  it.each(['REST', 'GraphQL'] as const)(
    'answers a retry of a post that committed but never stored its answer with the project it made (%s)',
    async (over) => {
      const title = `Answer rebuilt (${over}): deck in Scarborough`;
      const key = `answer-rebuilt-${over}`;
      await refuseFirstAnswer(key);
      try {
        const first = await post(over, title, key);
        expect(first.status).toBe(201);
        expect(await claimOf(key)).toMatchObject({ committed_at: expect.any(Date), status_code: null, committed_writes: [`project:${first.id}`], rebuildable: true });
      } finally {
        await allowAnswers();
      }
      const [{ id }] = await server.db.query('SELECT id FROM project WHERE title = $1', [title]);
      const retry = await post(over, title, key);
      expect(retry).toEqual({ status: 201, id: over === 'REST' ? id : String(id), error: undefined });
      expect(await countProjects(title)).toBe(1);
      // The rebuilt answer is stored: later retries get it back as it is.
      expect((await claimOf(key)).status_code).toBe(over === 'REST' ? 201 : 200);
      expect(await post(over, title, key)).toEqual(retry);
      expect(await countProjects(title)).toBe(1);
    },
  );

  it("rebuilds a visitor's post the same way; its confirmation was queued with the post and is sent once", async () => {
    const email = 'answer.rebuilt@example.ca';
    const title = 'Answer rebuilt for a visitor: fence in Ajax';
    const key = 'answer-rebuilt-visitor';
    const headers = { 'Idempotency-Key': key, cookie: '' };
    const body = { ...sampleProject, title, email };
    await refuseFirstAnswer(key);
    try {
      expect((await server.rest('POST', '/api/projects', body, headers)).status).toBe(201);
    } finally {
      await allowAnswers();
    }
    const retry = await server.rest('POST', '/api/projects', body, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toMatchObject({ title, visibility: 'unconfirmed' });
    expect(await countProjects(title)).toBe(1);
    const mail = await server.mailTo(email);
    expect(mail.text).toContain(`posted%3D${retry.body.id}`);
    const [{ n }] = await server.db.query(`SELECT count(*)::int AS n FROM dev_mailbox WHERE "to" = $1`, [email]);
    expect(n).toBe(1);
  });

  it('never takes over a claim whose write committed without recording what it made; a retry is told the answer was lost', async () => {
    const project = await post('REST', 'Answer lost: proposals for a deck in Scarborough', 'answer-lost-project');
    const headers = { 'Idempotency-Key': 'fence-answer-lost' };
    const proposal = { ...sampleProposal, projectId: project.id };
    const first = await server.rest('POST', '/api/proposals', proposal, headers);
    expect(first.status).toBe(201);
    expect(await claimOf('fence-answer-lost')).toMatchObject({ committed_at: expect.any(Date), committed_writes: [], rebuildable: false });
    // As if the first attempt had died after its commit, before storing its answer, 31 s ago.
    await server.db.query(
      `UPDATE idempotency_key SET status_code = NULL, content_type = NULL, response_body = NULL, created_at = now() - interval '31 seconds' WHERE key = $1`,
      ['fence-answer-lost'],
    );
    const retry = await server.rest('POST', '/api/proposals', proposal, headers);
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual({ error: ANSWER_LOST, code: 'ANSWER_LOST' });
    const [{ n }] = await server.db.query(`SELECT count(*)::int AS n FROM proposal WHERE project_id = $1`, [project.id]);
    expect(n).toBe(1);
  });
});

describe('database round trips', () => {
  it('give up on an answer after the deadline and drop the connection, so the pool goes on with a fresh one', async () => {
    const db = await createDataSource({ url: server.databaseUrl, poolSize: 1, queryTimeoutMs: 500 }).initialize();
    try {
      const started = Date.now();
      await expect(db.query('SELECT pg_sleep(3)')).rejects.toThrow('Query read timeout');
      expect(Date.now() - started).toBeLessThan(2500);
      // The one pooled connection is still busy with the sleep unless it was dropped.
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      // The server ends a transaction left idle as long, which frees the rows it locked.
      expect(await db.query('SHOW idle_in_transaction_session_timeout')).toEqual([{ idle_in_transaction_session_timeout: '500ms' }]);
    } finally {
      await db.destroy();
    }
  });
});

describe('health and readiness', () => {
  it('reports liveness and readiness with the database up', async () => {
    expect((await server.rest('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    expect(await server.rest('GET', '/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});

test('expired idempotency keys are purged by an hourly job scheduled once in the shared queue', async () => {
  const rows = await server.db.query(`SELECT name, cron FROM pgboss.schedule WHERE name = 'purge-idempotency-keys'`);
  expect(rows).toEqual([{ name: 'purge-idempotency-keys', cron: '17 * * * *' }]);
});
