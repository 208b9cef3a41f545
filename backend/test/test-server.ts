import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Role } from '../src/auth/auth';
import { loadConfig, type Config } from '../src/config';
import { queryCounter } from '../src/db/data-source';
import { MAIL_QUEUE, type MailQueue } from '../src/mail/mail-queue';
import { LEAD_ALERT_QUEUE } from '../src/modules/matching/lead-alerts';
import { PURGE_IDEMPOTENCY_KEYS } from '../src/jobs/maintenance';
import { PURGE_UNATTACHED_PHOTOS } from '../src/jobs/photo-purge';
import { REFRESH_SITE_FIGURES } from '../src/jobs/site-figures';
import { NOTIFICATION_EMAIL_QUEUE } from '../src/modules/notification/notification.service';
import { startServer, type RunningServer } from '../src/server';
import { createTestDatabase } from '../../test-support/database';

export interface TestServer extends RunningServer {
  /** The database this server uses; pass it as `databaseUrl` to start another process on it. */
  databaseUrl: string;
  /** POST a GraphQL operation; returns the parsed body and status. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: any } }>;
  /** A REST call with a JSON body. */
  rest(method: string, pathname: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  /**
   * Signs in a staff operator and a contractor (whose account carries sampleProposal's name,
   * e-mail and phone), and from then on sends every request as one of them: proposal submissions
   * as the contractor, everything else as the operator. A `cookie` header (even '') overrides.
   * For suites that test the marketplace's flows rather than who may do them.
   */
  actAsStaff(): Promise<{ operator: string; contractor: string }>;
  /** Creates an account with a role (no e-mail sent); a contractor's business name is their name unless given. */
  createUser(email: string, role: Role, name?: string, phone?: string, businessName?: string): Promise<string>;
  /** Signs in through the real flow (sign-in link from the development mailbox); returns the Cookie header. */
  signIn(email: string): Promise<string>;
  /** The newest development-mailbox message to an address, waiting up to 10 s for it. */
  mailTo(email: string, after?: number): Promise<{ id: number; subject: string; text: string; html: string }>;
  /** Resolves once no e-mail job (notification or outgoing mail) no new-lead alert and none of the clock's hourly jobs is waiting or running, so background work stays out of a count. */
  jobsIdle(): Promise<void>;
  /** SQL statements run since the last reset. */
  queries(): number;
  resetQueries(): void;
  stop(): Promise<void>;
}

/**
 * The real server (HTTP, Express, Apollo, TypeORM) on a free port over a fresh database, or over
 * `overrides.databaseUrl` (another test server's, left for that server to drop).
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: { logDestination?: DestinationStream } = {}): Promise<TestServer> {
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
    readRateLimit: 0,
    partnerReadRateLimit: 0,
    fieldVitalsRateLimit: 0,
    logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel'] | undefined) ?? 'silent',
    seedDemo: false,
    seedShowcase: false,
    smtpUrl: undefined,
    mailPollSeconds: 1,
    signInLimitPerEmail: 1000,
    signInLimitPerAddress: 1000,
    signInLimitPerEmailHourly: 1000,
    // These suites test the services behind the door, with documents of their own; the door itself
    // (only the web app's operations without an API key) is trusted-documents.test.ts's.
    graphqlAnonymous: 'any',
    persistedQueryManifest: undefined,
    ...overrides,
  };
  const server = await startServer(config, options);
  // The tests' fetch keeps idle connections for reuse. On a loaded 2-core machine its clock can run past the
  // server's 5 s keep-alive, and the server then closes a connection the client has just reused (ECONNRESET in
  // the middle of the authorization matrix). A long keep-alive here takes that race out of the tests; stopping
  // still closes idle connections at once (shutdown.test.ts).
  server.http.keepAliveTimeout = 60_000;
  const counter = queryCounter(server.db);
  let staff: { operator: string; contractor: string } | undefined;
  const withActor = (headers: Record<string, string>, isSubmission: boolean) => {
    if (!staff || 'cookie' in headers) return headers;
    return { ...headers, cookie: isSubmission ? staff.contractor : staff.operator };
  };
  const client: TestServer = {
    ...server,
    databaseUrl: database.url,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...withActor(headers, /submitProposal/.test(query)) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as any };
    },
    async rest(method, pathname, body, rawHeaders = {}) {
      const headers = withActor(rawHeaders, method === 'POST' && pathname === '/api/proposals');
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
    async actAsStaff() {
      await client.createUser('operations@gtahomepros.ca', 'operator', 'GTA Home Pros operations');
      await client.createUser(sampleProposal.contractorEmail, 'contractor', sampleProposal.contractorName, sampleProposal.contractorPhone);
      staff = {
        operator: await client.signIn('operations@gtahomepros.ca'),
        contractor: await client.signIn(sampleProposal.contractorEmail),
      };
      return staff;
    },
    async createUser(email, role, name, phone, businessName) {
      const context = await server.auth.$context;
      const user = await context.internalAdapter.createUser(
        { email, name: name ?? email.split('@')[0], emailVerified: true, role, phone: phone ?? null, businessName: role === 'contractor' ? (businessName ?? name ?? email) : null },
        { method: 'admin' },
      );
      return user.id;
    },
    async mailTo(email, after = 0) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const [mail] = await server.db.query(
          `SELECT id, subject, text, html FROM dev_mailbox WHERE lower("to") = lower($1) AND id > $2 ORDER BY id DESC LIMIT 1`,
          [email, after],
        );
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No e-mail to ${email} arrived within 10 s`);
    },
    async signIn(email) {
      const [last] = await server.db.query(`SELECT COALESCE(MAX(id), 0) AS id FROM dev_mailbox`);
      await requestSignInLink(client, email);
      return followSignInLink(client, (await client.mailTo(email, last.id)).text);
    },
    async jobsIdle() {
      const boss = (server.mail as MailQueue).jobs;
      const deadline = Date.now() + 15_000;
      for (;;) {
        // The e-mails, the new-lead alerts (which read the database as they match pros) and the clock's jobs
        // that come round within the hour (site figures every 10 minutes, two hourly purges); not the webhook
        // deliveries, whose retries wait hours on purpose.
        const queues = [NOTIFICATION_EMAIL_QUEUE, MAIL_QUEUE, LEAD_ALERT_QUEUE, REFRESH_SITE_FIGURES, PURGE_UNATTACHED_PHOTOS, PURGE_IDEMPOTENCY_KEYS];
        const sizes = await Promise.all(queues.map((queue) => boss.getQueueSize(queue, { before: 'completed' })));
        if (sizes.every((size) => size === 0)) return;
        if (Date.now() > deadline) throw new Error(`Jobs still queued after 15 s: ${queues.map((queue, i) => `${queue} ${sizes[i]}`).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    queries: () => counter.count,
    resetQueries: () => {
      counter.count = 0;
    },
    async stop() {
      // The product's own stop, which waits for the job handlers under way (JobWorkers.stop).
      await server.close();
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  return client;
}

/** Asks for a sign-in link to `email`, as the sign-in form does. */
export async function requestSignInLink(server: TestServer, email: string): Promise<void> {
  const asked = await server.graphql(`mutation($email: String!) { requestSignInLink(email: $email) }`, { email }, { cookie: '' });
  if (!asked.body.data?.requestSignInLink) throw new Error(`Sign-in request failed: ${JSON.stringify(asked.body)}`);
}

/** The sign-in link in an e-mail's text, or undefined. */
export const signInLinkIn = (text: string) => /https?:\/\/\S+magic-link\/verify\S+/.exec(text)?.[0];

/** Follows the sign-in link in an e-mail's `text` as the browser does; answers the Cookie header it sets. */
export async function followSignInLink(server: TestServer, text: string): Promise<string> {
  const link = signInLinkIn(text);
  if (!link) throw new Error(`No sign-in link in: ${text}`);
  const url = new URL(link);
  const response = await fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error(`Following the link set no cookie (status ${response.status})`);
  return cookies.join('; ');
}

/** The first GraphQL error of an answer, as its code and message; undefined when it has none. */
export const errorOf = (res: { body: any }) => res.body.errors?.[0] && { code: res.body.errors[0].extensions?.code, message: res.body.errors[0].message };

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
