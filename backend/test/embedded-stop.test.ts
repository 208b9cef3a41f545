/**
 * The embedded PostgreSQL stops last: the product ends its pools and then stops the server. A pool's end() resolves
 * before its connections have closed, so the stop must let those sessions end instead of cutting them (each cut
 * session is an error on the pool just closed: "terminating connection due to administrator command").
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { freePort } from './smtp-test-server';

let scratch: string;
let server: EmbeddedServer | undefined;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-embedded-stop-'));
  chmodSync(scratch, 0o755); // run as root, the server runs as the `postgres` OS user
  server = await startEmbeddedPostgres(path.join(scratch, 'pg'), await freePort(), { walArchiveDir: null });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

it('lets the sessions of pools just ended close by themselves: none is cut by the stop', async () => {
  const errors: string[] = [];
  // Several rounds: whether a session is still closing when the stop begins is a race, lost most rounds before.
  for (let round = 0; round < 5; round += 1) {
    if (round > 0) await server!.restart();
    const pool = new Pool({ connectionString: server!.url, max: 10 });
    pool.on('error', (error) => errors.push(error.message));
    await Promise.all(Array.from({ length: 10 }, () => pool.query('SELECT pg_sleep(0.02)')));
    await pool.end();
    await server!.stop();
  }
  expect(errors).toEqual([]);
  await server!.restart();
}, 60_000);

it('still stops when a session stays open, cutting it after a moment', async () => {
  const client = new Client({ connectionString: server!.url });
  const cut = new Promise<string>((resolve) => client.on('error', (error) => resolve(error.message)));
  await client.connect();
  await server!.stop();
  await expect(cut).resolves.toMatch(/terminating connection due to administrator command/);
  await client.end().catch(() => {});
  await server!.restart(); // for afterAll's stop
}, 30_000);
