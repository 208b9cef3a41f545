/**
 * Stopping the job workers: the stop waits for the handlers under way, lets go of one that outlasts it
 * (its job failed, to be retried), refuses batches fetched once stopping, and sends no finished job of a
 * batch twice. A handler pg-boss still ran after the stop kept its 1-second worker check going in a
 * torn-down test environment, failing the next test file.
 */
import PgBoss from 'pg-boss';
import pino from 'pino';
import { ensureQueue, JobWorkers } from '../src/jobs/job-workers';
import { JobsDatabase } from '../src/jobs/jobs-database';
import { createTestDatabase } from '../../test-support/database';
import { waitFor } from './replica-helpers';

const QUEUE = 'job-workers-test';
let database: { url: string; drop: () => Promise<void> } | undefined;
let boss: PgBoss | undefined;
let workers: JobWorkers;

beforeEach(async () => {
  database = await createTestDatabase();
  boss = new PgBoss({ connectionString: database.url, max: 2 });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 3, retryDelay: 60 });
  workers = new JobWorkers(boss, pino({ level: 'silent' }));
}, 60_000);

afterEach(async () => {
  await workers?.stop(1000).catch(() => undefined);
  await boss?.stop({ graceful: false }).catch(() => undefined);
  await database?.drop();
});

/** A promise and the function that resolves it. */
function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const stateOf = async (id: string) => (await boss!.getJobById(QUEUE, id))?.state;

test('the stop waits for the handler under way', async () => {
  const order: string[] = [];
  const started = gate();
  const stopAsked = gate();
  await workers.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    started.open();
    await stopAsked.promise;
    // A round trip to the database: a stop that did not wait would have resolved by now.
    await boss!.getQueueSize(QUEUE);
    order.push('handler finished');
  });
  await boss!.send(QUEUE, {});
  await started.promise;
  const stopping = workers.stop(10_000).then(() => order.push('stopped'));
  expect(workers.isStopping).toBe(true);
  stopAsked.open();
  await stopping;
  expect(order).toEqual(['handler finished', 'stopped']);
});

test('a handler that outlasts the stop is let go and its job is failed for a retry', async () => {
  const started = gate();
  await workers.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    started.open();
    await new Promise(() => undefined);
  });
  const id = (await boss!.send(QUEUE, {}))!;
  await started.promise;
  await workers.stop(200);
  // pg-boss saw the handler end: it fails the job, which goes back to wait for its retry.
  await waitFor('the job to be failed for a retry', async () => (await stateOf(id)) === 'retry', 10_000);
});

test('jobs finished before a stop in the middle of a batch are completed, the rest left for a retry', async () => {
  const handled: number[] = [];
  const firstDone = gate();
  const carryOn = gate();
  const ids: string[] = [];
  for (let n = 0; n < 3; n++) ids.push((await boss!.send(QUEUE, { n }))!);
  await workers.each<{ n: number }>(QUEUE, 0.5, async (job) => {
    handled.push(job.data.n);
    if (handled.length === 1) {
      firstDone.open();
      await carryOn.promise;
    }
  });
  await firstDone.promise;
  const stopping = workers.stop(10_000);
  carryOn.open();
  await stopping;
  // The first job of the batch finished and is complete; the stop came before the others were reached.
  expect(handled).toHaveLength(1);
  await waitFor('the batch to settle', async () => {
    const states = await Promise.all(ids.map(stateOf));
    return states.filter((state) => state === 'completed').length === 1 && states.filter((state) => state === 'retry').length === 2;
  }, 10_000);
});

test('a batch fetched once stopping is refused: its job is failed for a retry, not run', async () => {
  await workers.stop(1000);
  // A worker polling after the stop (here one added late) fetches a job: the handler must not run it.
  const ran: string[] = [];
  await workers.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    ran.push('ran');
  });
  const id = (await boss!.send(QUEUE, {}))!;
  await waitFor('the job to be failed for a retry', async () => (await stateOf(id)) === 'retry', 10_000);
  expect(ran).toEqual([]);
});

test("the queue's pool closes only once the statements waiting for a connection are answered", async () => {
  // One connection, held by a slow statement, and a poll waiting for it: pg's pool, once ended, would
  // never answer the waiting one, and the worker behind it would never stop.
  const jobsDb = new JobsDatabase(database!.url, 1, pino({ level: 'silent' }));
  const slow = jobsDb.executeSql('SELECT pg_sleep(0.3)', []);
  const waiting = jobsDb.executeSql('SELECT 1 AS one', []);
  expect(jobsDb.busy).toBe(2);
  await jobsDb.close(10_000);
  await expect(slow).resolves.toBeDefined();
  await expect(waiting).resolves.toMatchObject({ rows: [{ one: 1 }] });
  expect(jobsDb.busy).toBe(0);
});

test('ensureQueue stores the expiry in seconds, and brings a queue made before a change up to date', async () => {
  const name = 'ensure-queue-test';
  const expiryOf = async () => (await boss!.getQueue(name))?.expireInSeconds;
  // What the queues were made with before: pg-boss drops expireInMinutes in createQueue (15 minutes apply instead).
  await boss!.createQueue(name, { name, retryLimit: 2, expireInMinutes: 5 } as PgBoss.Queue);
  expect(await expiryOf()).toBeFalsy();
  await ensureQueue(boss!, name, { retryLimit: 2, expireInSeconds: 300 });
  expect(await expiryOf()).toBe(300);
  const id = (await boss!.send(name, {})) as string;
  const job = await boss!.getJobById(name, id);
  expect(Number(job?.expireInSeconds)).toBe(300); // the job takes the queue's expiry, not the 15-minute default
});
