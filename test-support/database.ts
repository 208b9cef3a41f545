import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run tests through Jest (its global setup starts PostgreSQL).');
  return url;
}

/**
 * A fresh database for one test file, dropped afterwards: a copy of the run's template, already at
 * the product's schema (the global setup prepares it), or empty when `empty` is asked for or
 * there is no template.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : process.env.TEST_TEMPLATE_DATABASE;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Runs one statement on a test's database, for browser tests whose rule runs on a clock (the holdback's 60 days,
 * a visit's time): they move time in the database, never sleep.
 */
export async function runSql(databaseUrl: string, text: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}
