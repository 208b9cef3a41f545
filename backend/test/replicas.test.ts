import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config';
import { checkConnectionBudget } from '../src/db/connection-budget';
import type { MailQueue } from '../src/mail/mail-queue';
import { TOO_MANY_WRITES } from '../src/rest/write-limit';
import { createTestDatabase, type TestDatabase } from '../../test-support/database';
import { phoneJpeg, uploadForm } from './photo-fixtures';
import { postProject, waitFor, writeBurst } from './replica-helpers';
import { sampleProject, startTestServer, type TestServer } from './test-server';

/**
 * Two API processes (replicas A and B) on one PostgreSQL database and one S3-compatible bucket, as
 * behind a load balancer: nothing a request needs may live in one process's memory or disk.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'replicas-test-'));
const PROBE = 'replica-probe';
let database: TestDatabase | undefined;
let s3rver: S3rver | undefined;
let a: TestServer;
let b: TestServer;
const probeRuns: { replica: string; id: string }[] = [];
const boss = (server: TestServer) => (server.mail as MailQueue).jobs;

// Every statement of every library (TypeORM, pg-boss, better-auth, pg-listen) goes through pg's Client.
const namedStatements: string[] = [];
const clientQuery = Client.prototype.query;
(Client.prototype as { query: unknown }).query = function (this: Client, config: unknown, ...rest: unknown[]) {
  const name = typeof config === 'object' ? (config as { name?: unknown } | null)?.name : undefined;
  if (name) namedStatements.push(String(name));
  return (clientQuery as unknown as (...args: unknown[]) => unknown).call(this, config, ...rest);
};

beforeAll(async () => {
  mkdirSync(path.join(scratch, 's3'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3'), configureBuckets: [{ name: 'photos', configs: [] }] });
  const { port } = await s3rver.run();
  const s3: S3Settings = {
    bucket: 'photos',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  database = await createTestDatabase();
  const shared = { databaseUrl: database.url, s3, writeRateLimit: 6, dbPoolSize: 4 };
  // A keeps answering (ready: 503) for a moment after its stop begins, as under a balancer.
  a = await startTestServer({ ...shared, shutdownDrainMs: 1000 });
  // A job scheduled every minute; B's start runs pg-boss's cron tick (the last one is forgotten first).
  await boss(a).createQueue(PROBE);
  await boss(a).schedule(PROBE, '* * * * *');
  await a.db.query(`UPDATE pgboss.version SET cron_on = NULL`);
  b = await startTestServer(shared);
  for (const [replica, server] of [['A', a], ['B', b]] as const) {
    await boss(server).work(PROBE, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) probeRuns.push({ replica, id: job.id });
    });
  }
});

afterAll(async () => {
  Client.prototype.query = clientQuery;
  for (const server of [a, b]) await server?.stop().catch((error) => console.error('Stopping a replica failed', error));
  await database?.drop().catch((error) => console.error('Dropping the database failed', error));
  await s3rver?.close().catch((error: unknown) => console.error('Stopping s3rver failed', error));
  rmSync(scratch, { recursive: true, force: true });
});

const count = async (sql: string, values: unknown[] = []) => (await b.db.query(sql, values))[0].n as number;

it('runs a scheduled job once although both replicas keep the schedule and work its queue', async () => {
  // The cron tick queues the job on pg-boss's internal send-it queue first, keyed by the schedule's name.
  const jobsOf = (states: string[]) =>
    count(`SELECT COUNT(*)::int AS n FROM pgboss.job WHERE (name = $1 OR singleton_key = $1) AND state = ANY($2)`, [PROBE, states]);
  await waitFor('the cron tick to queue the job', async () => (await jobsOf(['created', 'active', 'completed'])) > 0);
  await boss(a).unschedule(PROBE); // one tick is the test: the next minute's would be another run
  await waitFor('the job to run', async () => (await count(`SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [PROBE])) > 0);
  await waitFor('nothing left to send or run', async () => (await jobsOf(['created', 'retry', 'active'])) === 0);
  expect(probeRuns).toHaveLength(1);
  expect(await count(`SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = $1`, [PROBE])).toBe(1);
});

it('accepts on B the session signed in through A, and signing out on B ends it on A', async () => {
  await a.createUser('replica-owner@example.ca', 'homeowner', 'Replica Owner');
  const cookie = await a.signIn('replica-owner@example.ca');
  expect((await b.rest('GET', '/api/account/me', undefined, { cookie })).body.viewer.email).toBe('replica-owner@example.ca');
  expect((await b.graphql(`mutation { signOut }`, {}, { cookie })).body.data.signOut).toBe(true);
  expect((await a.rest('GET', '/api/account/me', undefined, { cookie })).body.viewer).toBeNull();
});

it('takes on A a visitor\'s upload pass issued by B, and serves through B the photo uploaded through A (one bucket)', async () => {
  const issued = await b.rest('POST', '/api/uploads/passes', undefined, { cookie: '' });
  const photoBytes = await phoneJpeg(1200, 900);
  const form = () => uploadForm([{ name: 'deck.jpg', bytes: photoBytes, type: 'image/jpeg' }]);
  const uploaded = await fetch(`${a.url}/api/uploads`, { method: 'POST', headers: { 'Upload-Pass': issued.body.pass }, body: form() });
  expect(uploaded.status).toBe(201);
  const [photo] = ((await uploaded.json()) as any).files;
  const fromA = await fetch(`${a.url}/api/uploads/480/${photo.name}`);
  const fromB = await fetch(`${b.url}/api/uploads/480/${photo.name}`);
  expect([fromA.status, fromB.status]).toEqual([200, 200]);
  expect(fromB.headers.get('content-type')).toBe('image/webp');
  expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  // The pass is used up on every replica.
  expect((await fetch(`${b.url}/api/uploads`, { method: 'POST', headers: { 'Upload-Pass': issued.body.pass }, body: form() })).status).toBe(401);
});

it('counts writes against one limit per client across replicas: 6 in total, not 6 each', async () => {
  const client = { 'x-forwarded-for': '198.51.100.7' };
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await postProject(i % 2 === 0 ? a : b, { title: `Limit check ${i}`, email: 'limit@example.ca' }, client)).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
  const limited = await b.rest('POST', '/api/contact', { name: 'A', email: 'limit@example.ca', subject: 'S', message: 'M' }, client);
  expect(limited.status).toBe(429);
  expect(limited.body.error).toBe(TOO_MANY_WRITES);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await count(`SELECT COUNT(*)::int AS n FROM project WHERE title LIKE 'Limit check %'`)).toBe(6);
});

it('honours on B an Idempotency-Key first used on A: the same answer and one project', async () => {
  const client = { 'x-forwarded-for': '198.51.100.8' };
  const body = { ...sampleProject, title: 'Idempotent fence across replicas', email: 'fence@example.ca' };
  const first = await a.rest('POST', '/api/projects', body, { ...client, 'Idempotency-Key': 'fence-replicas' });
  const retry = await b.rest('POST', '/api/projects', body, { ...client, 'Idempotency-Key': 'fence-replicas' });
  expect([first.status, retry.status]).toEqual([201, 201]);
  expect(retry.body).toEqual(first.body);
  expect(retry.headers.get('idempotent-replayed')).toBe('true');
  // Both at once, one on each replica.
  const raced = { ...body, title: 'Idempotent shed across replicas' };
  const answers = await Promise.all([a, b].map((api) => api.rest('POST', '/api/projects', raced, { ...client, 'Idempotency-Key': 'shed-replicas' })));
  expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
  expect(answers[0].body.id).toBe(answers[1].body.id);
  expect(await count(`SELECT COUNT(*)::int AS n FROM project WHERE title = ANY($1)`, [[body.title, raced.title]])).toBe(2);
});

it('sends each queued e-mail once while both replicas work the mail queue', async () => {
  const subjects = Array.from({ length: 30 }, (_, i) => `Replica check ${i}`);
  await Promise.all(subjects.map((subject, i) => (i % 2 ? a : b).mail.send({ to: `replica-${i}@example.ca`, subject, text: subject, html: `<p>${subject}</p>` })));
  const delivered = () => count(`SELECT COUNT(*)::int AS n FROM dev_mailbox WHERE subject = ANY($1)`, [subjects]);
  await waitFor('every e-mail to arrive', async () => (await delivered()) >= subjects.length);
  await a.jobsIdle();
  const rows: { subject: string; n: number }[] = await b.db.query(`SELECT subject, COUNT(*)::int AS n FROM dev_mailbox WHERE subject = ANY($1) GROUP BY subject`, [subjects]);
  expect(rows).toHaveLength(subjects.length);
  expect(rows.filter((row) => row.n !== 1)).toEqual([]);
});

it('alerts each matching contractor once about a published project while both replicas work the lead-alert queue', async () => {
  const pros = await Promise.all(
    ['leads@portcreditplumbing.ca', 'office@cooksvilleplumbing.ca', 'team@erindaleplumbing.ca'].map(async (email, i) => {
      const id = await (i % 2 ? a : b).createUser(email, 'contractor', email.split('@')[1]);
      await a.db.query(`INSERT INTO contractor_profile (user_id, trades, service_areas) VALUES ($1, '{8}', '{mississauga}')`, [id]);
      return id;
    }),
  );
  const [{ id: projectId }] = await a.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, urgency, homeowner, location, status, visibility, trade_id, city, budget_min_cents, budget_max_cents)
     VALUES ('Sump pump replacement in Cooksville', 'Replace a failed sump pump and add a battery backup before spring.', 'Plumbing', '$1,000 - $5,000',
       'Within 1 week', 'high', 'Amara Okafor', 'Cooksville, Mississauga, ON', 'open', 'published', 8, 'mississauga', 100000, 500000) RETURNING id`,
  );
  // Queued through both replicas (as two approvals racing would), worked by whichever is free; then a retry on each.
  await Promise.all([a.services.leadAlerts.queue(projectId, a.db.manager), b.services.leadAlerts.queue(projectId, b.db.manager)]);
  const alerted = () => count(`SELECT COUNT(*)::int AS n FROM lead_alert WHERE project_id = $1`, [projectId]);
  await waitFor('the lead alerts', async () => (await alerted()) === pros.length);
  await a.jobsIdle();
  expect([...(await a.services.leadAlerts.run(projectId)), ...(await b.services.leadAlerts.run(projectId))]).toEqual([]);
  const told: { recipient_id: string; n: number }[] = await a.db.query(
    `SELECT recipient_id, COUNT(*)::int AS n FROM notification WHERE project_id = $1 AND kind = 'new-lead' GROUP BY recipient_id`,
    [projectId],
  );
  expect(told.map((row) => row.recipient_id).sort()).toEqual([...pros].sort());
  expect(told.filter((row) => row.n !== 1)).toEqual([]);
});

it('warns at start when the replicas could take more connections than PostgreSQL allows', async () => {
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as never;
  expect((await checkConnectionBudget(b.db, 4, 2, logger)).fits).toBe(true);
  const tooMany = await checkConnectionBudget(b.db, 10, 100, logger);
  expect(tooMany).toMatchObject({ perReplica: 19, needed: 1900, fits: false });
  expect(warnings).toEqual([expect.stringContaining('100 API process(es) x 19 connections')]);
});

it('stops A gracefully during a burst of writes: every acknowledged write is kept, B keeps serving', async () => {
  expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
  const burst = writeBurst(a, 8);
  await waitFor('the burst to get going', async () => burst.results.length >= 8);
  const stopStarted = Date.now();
  const stopping = a.close();
  const ready = await fetch(`${a.url}/api/ready`);
  expect([ready.status, await ready.json()]).toEqual([503, { status: 'shutting down' }]);
  expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
  const duringStop = await Promise.all([1, 2, 3].map((i) => postProject(b, { title: `During the stop ${i}`, email: `during-stop-${i}@example.ca` }, { 'x-forwarded-for': `192.0.2.${i}` })));
  expect(duringStop.map((answer) => answer.status)).toEqual([201, 201, 201]);
  await stopping;
  expect(Date.now() - stopStarted).toBeLessThan(10_000);
  const results = await burst.done;

  // Each answer is a 201 or a refused connection; never an error from a half-stopped process.
  expect(results.filter((result) => result.status !== 201 && result.status !== 0)).toEqual([]);
  const acknowledged = results.filter((result) => result.status === 201);
  expect(acknowledged.filter((result) => result.at > stopStarted).length).toBeGreaterThan(0); // answered while stopping
  const ids = acknowledged.map((result) => result.id);
  expect(await count(`SELECT COUNT(*)::int AS n FROM project WHERE id = ANY($1)`, [ids])).toBe(ids.length);
  await expect(fetch(`${a.url}/api/ready`)).rejects.toThrow();
  expect((await postProject(b, { title: 'After the stop', email: 'after-stop@example.ca' }, { 'x-forwarded-for': '192.0.2.9' })).status).toBe(201);
});

it('sent no named prepared statement, so a transaction-mode pooler (PgBouncer) can sit in front', () => {
  expect(namedStatements).toEqual([]);
});
