import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config';
import { queryCounter } from '../src/db/data-source';
import { startServer, type RunningServer } from '../src/server';
import { createTestDatabase } from '../../test-support/database';

export interface TestServer extends RunningServer {
  /** The database this server uses; pass it as `databaseUrl` to start another process on it. */
  databaseUrl: string;
  /** POST a GraphQL operation; returns the parsed body and status. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: any } }>;
  /** A REST call with a JSON body. */
  rest(method: string, pathname: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  /** SQL statements run since the last reset. */
  queries(): number;
  resetQueries(): void;
  stop(): Promise<void>;
}

/**
 * The real server (HTTP, Express, Apollo, TypeORM) on a free port over a fresh database, or over
 * `overrides.databaseUrl` (another test server's, left for that server to drop).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = overrides.databaseUrl
    ? { url: overrides.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const scratch = mkdtempSync(path.join(tmpdir(), 'marketplace-test-'));
  const config: Config = {
    ...loadConfig(),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    uploadDir: path.join(scratch, 'uploads'),
    webDir: path.join(scratch, 'no-web'),
    writeRateLimit: 0,
    logLevel: 'silent',
    ...overrides,
  };
  const server = await startServer(config);
  const counter = queryCounter(server.db);
  return {
    ...server,
    databaseUrl: database.url,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as any };
    },
    async rest(method, pathname, body, headers = {}) {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    queries: () => counter.count,
    resetQueries: () => {
      counter.count = 0;
    },
    async stop() {
      await server.close();
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export const sampleProject = {
  title: 'Kitchen renovation in Leslieville semi',
  description: 'Gut and rebuild a 12 x 14 ft kitchen in a 1910 semi-detached: new cabinets, quartz counters, island with seating.',
  category: 'Kitchen Renovation',
  budget: '$25,000 - $50,000',
  timeline: 'Within 3 months',
  homeowner: 'Priya Raman',
};

export const sampleProposal = {
  contractorName: 'Danforth Renovations Inc.',
  contractorEmail: 'quotes@danforthreno.ca',
  contractorPhone: '416-555-0142',
  bidAmount: '$30,000 - $40,000',
  timeline: '1 month',
  approach: 'Demolition in week one, rough-ins with permits in week two, cabinets and counters after inspection.',
  experience: 'Eighteen years of kitchens in east-end Toronto semis; WSIB-cleared, $5M liability insurance.',
};
