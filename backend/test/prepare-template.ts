/**
 * Brings a test run's template database to the product's current schema by starting the real
 * server on it once and stopping it (TypeORM migrations, pg-boss's schema and schedules), exactly
 * as the product does on a new database. Test files then copy it (CREATE DATABASE ... TEMPLATE)
 * instead of migrating an empty database each. Usage: node --conditions=@marketplace/source -r @swc-node/register prepare-template.ts <url>
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

async function main(): Promise<void> {
  const databaseUrl = process.argv[2];
  if (!databaseUrl) throw new Error('Usage: prepare-template.ts <database url>');
  const scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-template-'));
  try {
    const server = await startServer({
      ...loadConfig(),
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      uploadDir: path.join(scratch, 'uploads'),
      webDir: path.join(scratch, 'no-web'),
      logLevel: 'silent',
      seedDemo: false,
      seedShowcase: false,
      smtpUrl: undefined,
      shutdownDrainMs: 0,
    });
    await server.close();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Could not prepare the test template database: ${(error as Error).message}`);
    process.exit(1);
  },
);
