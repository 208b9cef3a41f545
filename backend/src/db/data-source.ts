import { Client } from 'pg';
import { DataSource, type Logger } from 'typeorm';
import { DEFAULT_DB_QUERY_TIMEOUT_MS } from '../config';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { Project } from '../modules/project/project.entity';
import { Proposal } from '../modules/proposal/proposal.entity';
import { InitialSchema1763769600000 } from './migrations/1763769600000-InitialSchema';
import { IdempotencyKeys1763856000000 } from './migrations/1763856000000-IdempotencyKeys';
import { Accounts1763942400000 } from './migrations/1763942400000-Accounts';
import { WriteRateLimit1764028800000 } from './migrations/1764028800000-WriteRateLimit';
import { IdempotencyPerClient1764115200000 } from './migrations/1764115200000-IdempotencyPerClient';
import { OperatorConsole1764201600000 } from './migrations/1764201600000-OperatorConsole';
import { ContractorCredentials1764288000000 } from './migrations/1764288000000-ContractorCredentials';
import { Notifications1764374400000 } from './migrations/1764374400000-Notifications';
import { ContractorReviews1764640000000 } from './migrations/1764640000000-ContractorReviews';
import { ProposalMessages1764468000000 } from './migrations/1764468000000-ProposalMessages';
import { ProposalBidRanges1764421200000 } from './migrations/1764421200000-ProposalBidRanges';
import { UploadTokens1764720000000 } from './migrations/1764720000000-UploadTokens';
import { UploadRegistry1764806400000 } from './migrations/1764806400000-UploadRegistry';
import { SignInHardening1764900000000 } from './migrations/1764900000000-SignInHardening';
import { SessionEndedNotify1764961234000 } from './migrations/1764961234000-SessionEndedNotify';
import { PrivateUploadsAndLeases1764979260000 } from './migrations/1764979260000-PrivateUploadsAndLeases';
import { ProjectHire1764892800000 } from './migrations/1764892800000-ProjectHire';
import { MatchingFacts1765100000000 } from './migrations/1765100000000-MatchingFacts';
import { PendingAccountDetails1764950000000 } from './migrations/1764950000000-PendingAccountDetails';
import { QuoteLimit1765200000000 } from './migrations/1765200000000-QuoteLimit';
import { ProDirectory1765400000000 } from './migrations/1765400000000-ProDirectory';
import { SiteFigures1765300000000 } from './migrations/1765300000000-SiteFigures';
import { MatchingIndexes1765500000000 } from './migrations/1765500000000-MatchingIndexes';
import { Portfolio1765600000000 } from './migrations/1765600000000-Portfolio';
import { TradeFigures1765700000000 } from './migrations/1765700000000-TradeFigures';
import { PartnerAccounts1766000000000 } from './migrations/1766000000000-PartnerAccounts';
import { ProTrackRecord1765800000000 } from './migrations/1765800000000-ProTrackRecord';
import { Webhooks1765900000000 } from './migrations/1765900000000-Webhooks';
import { FieldVitals1766100000000 } from './migrations/1766100000000-FieldVitals';
import { InvitationOnce1766204038000 } from './migrations/1766204038000-InvitationOnce';
import { WebhookSecretsAtRest1766274380000 } from './migrations/1766274380000-WebhookSecretsAtRest';
import { Agreements1766400000000 } from './migrations/1766400000000-Agreements';
import { JobMoney1766500000000 } from './migrations/1766500000000-JobMoney';
import { ProgressUpdates1766600000000 } from './migrations/1766600000000-ProgressUpdates';
import { CalendarFeeds1766700000000 } from './migrations/1766700000000-CalendarFeeds';
import { BackupIncidents1766800000000 } from './migrations/1766800000000-BackupIncidents';
import { KeyEndedNotify1766950000000 } from './migrations/1766950000000-KeyEndedNotify';
import { SiteVisits1767000000000 } from './migrations/1767000000000-SiteVisits';
import { IdempotencyFence1767100000000 } from './migrations/1767100000000-IdempotencyFence';
import { DisputePhotos1767200000000 } from './migrations/1767200000000-DisputePhotos';
import { IdempotencyRebuild1767341900000 } from './migrations/1767341900000-IdempotencyRebuild';
import { OffsiteCopyStatus1767358200000 } from './migrations/1767358200000-OffsiteCopyStatus';
import { VisitStaffSteps1767420000000 } from './migrations/1767420000000-VisitStaffSteps';
import { ShowcaseProjects1767430000000 } from './migrations/1767430000000-ShowcaseProjects';
import { ShowcaseContractors1767440000000 } from './migrations/1767440000000-ShowcaseContractors';
import { fastTypes } from './type-parsers';

export const entities = [Project, Proposal, ContactMessage];
export const migrations = [
  InitialSchema1763769600000,
  IdempotencyKeys1763856000000,
  Accounts1763942400000,
  WriteRateLimit1764028800000,
  IdempotencyPerClient1764115200000,
  OperatorConsole1764201600000,
  ContractorCredentials1764288000000,
  Notifications1764374400000,
  ContractorReviews1764640000000,
  ProposalMessages1764468000000,
  ProposalBidRanges1764421200000,
  UploadTokens1764720000000,
  UploadRegistry1764806400000,
  SignInHardening1764900000000,
  SessionEndedNotify1764961234000,
  PrivateUploadsAndLeases1764979260000,
  ProjectHire1764892800000,
  MatchingFacts1765100000000,
  QuoteLimit1765200000000,
  ProDirectory1765400000000,
  PendingAccountDetails1764950000000,
  SiteFigures1765300000000,
  MatchingIndexes1765500000000,
  Portfolio1765600000000,
  TradeFigures1765700000000,
  ProTrackRecord1765800000000,
  Webhooks1765900000000,
  PartnerAccounts1766000000000,
  FieldVitals1766100000000,
  InvitationOnce1766204038000,
  WebhookSecretsAtRest1766274380000,
  Agreements1766400000000,
  JobMoney1766500000000,
  ProgressUpdates1766600000000,
  CalendarFeeds1766700000000,
  BackupIncidents1766800000000,
  KeyEndedNotify1766950000000,
  SiteVisits1767000000000,
  IdempotencyFence1767100000000,
  DisputePhotos1767200000000,
  IdempotencyRebuild1767341900000,
  OffsiteCopyStatus1767358200000,
  VisitStaffSteps1767420000000,
  ShowcaseProjects1767430000000,
  ShowcaseContractors1767440000000,
];

/** Counts statements; tests use it to prove list queries stay bounded (no N+1). */
export class QueryCounter implements Logger {
  count = 0;
  constructor(private readonly echo = false) {}
  logQuery(query: string): void {
    this.count++;
    if (this.echo) console.log(`[sql] ${query}`);
  }
  logQueryError(error: string | Error, query: string): void {
    if (this.echo) console.error(`[sql error] ${String(error)} in ${query}`);
  }
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    if (this.echo) console.log(`[migration] ${message}`);
  }
  log(): void {}
}

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  logSql?: boolean;
  /**
   * The longest wait for the database's answer to one statement (DB_QUERY_TIMEOUT_MS; 0 = none). Kept well
   * under the 30 s after which a retry under the same Idempotency-Key takes over a first attempt
   * (rest/idempotency.ts), so an attempt cut off from the database fails instead of hanging past it.
   */
  queryTimeoutMs?: number;
}

const READ_TIMEOUT = 'Query read timeout';

/**
 * A pg client that closes its connection when a statement's answer is overdue (pg's `query_timeout`).
 * pg only gives up on the answer: the connection would go back to the pool still waiting for it, and
 * every later statement would queue behind it until the network gives it back (after a partition,
 * TCP's back-off takes tens of seconds). Closed, the pool drops it and opens a fresh one.
 */
class DeadlineClient extends Client {
  override query(...args: unknown[]): never {
    const answer = (Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    if (answer instanceof Promise) {
      answer.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT) this.end().catch(() => undefined);
      });
    }
    return answer as never;
  }
}

/** The product's PostgreSQL connection. Schema comes from migrations only. */
export function createDataSource({ url, poolSize = 10, logSql = false, queryTimeoutMs = DEFAULT_DB_QUERY_TIMEOUT_MS }: DataSourceOptions): DataSource {
  // With a deadline: pg's client-side wait for each answer (query_timeout), the server ending a transaction
  // its client left waiting that long (which frees the rows it locked, an idempotency claim's included), and
  // TCP keepalives so that a dead idle connection is noticed.
  const deadline = queryTimeoutMs > 0 ? { Client: DeadlineClient, query_timeout: queryTimeoutMs, idle_in_transaction_session_timeout: queryTimeoutMs } : {};
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: true,
    logger: new QueryCounter(logSql),
    poolSize,
    // fastTypes: quicker timestamptz and text[] parsing, same values (db/type-parsers.ts; kept for the
    // REST list, see docs/benchmarks.md).
    extra: { connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000, keepAlive: true, keepAliveInitialDelayMillis: 10_000, types: fastTypes, ...deadline },
  });
}

/**
 * Connects and brings the schema up to date. Migrations run on a connection of their own without the
 * statement deadline (an index on a large table may take minutes).
 */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const migrating = await createDataSource({ ...options, poolSize: 1, queryTimeoutMs: 0 }).initialize();
  try {
    await migrating.runMigrations({ transaction: 'each' });
  } finally {
    await migrating.destroy();
  }
  return createDataSource(options).initialize();
}

export function queryCounter(dataSource: DataSource): QueryCounter {
  return dataSource.logger as QueryCounter;
}
