/**
 * The authorization matrix: every REST route, every GraphQL mutation and every personal-data field,
 * tried by every kind of person. Allowed means a 2xx answer (GraphQL: no error); refused means
 * 401/403/404 (GraphQL: UNAUTHENTICATED/FORBIDDEN/NOT_FOUND or a null personal field) and, for
 * writes, not one row changed. A route or mutation without a row fails the suite.
 *
 * Two kinds of rows. The lifecycle rows are generated from the lifecycle table (src/policy/lifecycle*.ts):
 * each transition, step and action, by each operation that takes it, in a state where the table
 * allows it and in a state breaking each of its conditions in turn; who is allowed comes from the
 * table, read through one mapping of its relations to the people here (lifecycle-matrix.ts). A rule
 * of the table without its rows fails the suite too. The rows written by hand below are what the
 * table does not say: accounts, partners and their keys, webhooks, notifications, staff screens.
 */
import type { EntityManager } from 'typeorm';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GraphQLEnumType, GraphQLInputObjectType } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildSchema } from '../src/graphql/schema';
import * as projectTables from '../src/policy/lifecycle';
import * as agreementTables from '../src/policy/lifecycle-agreement';
import type { AgreementState } from '../src/policy/lifecycle-agreement';
import * as contractorTables from '../src/policy/lifecycle-contractor';
import type { CredentialState } from '../src/policy/lifecycle-contractor';
import * as fileTables from '../src/policy/lifecycle-file';
import * as jobTables from '../src/policy/lifecycle-job';
import { DISPUTE_STATES, INVOICE_STATES, PAYMENT_STATES, type DisputeState, SUBSTANTIAL_PERFORMANCE_STATES, type InvoiceState, type PaymentState, type SubstantialPerformanceState } from '../src/policy/lifecycle-job';
import * as visitTables from '../src/policy/lifecycle-visit';
import { VISIT_STATES, type VisitState } from '../src/policy/lifecycle-visit';
import {
  AGREEMENT_STATUSES,
  CHANGE_ORDER_STATUSES,
  CREDENTIAL_STATUSES,
  PROJECT_STATUSES,
  PROJECT_VISIBILITIES,
  WEBHOOK_TEST_EVENT,
  type AgreementParty,
  type ChangeOrderStatusValue,
  type ProjectStatusValue,
  type ProjectVisibilityValue,
} from '@marketplace/shared';
import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';
import { png, uploadForm } from './photo-fixtures';
import { completeTerms } from './agreement-fixtures';
import { seedShowcaseContractors } from '../src/db/seed-showcase';
import {
  BASE_AGREEMENT,
  BASE_PROJECT,
  PARTY_PERSON,
  PEOPLE,
  breaking,
  conditionsOf,
  knownRelation,
  meeting,
  otherThan,
  permitted,
  readsCondition,
  relationsOf,
  revealed,
  type AgreementFixture,
  type Person,
  type ProjectState,
  type RuleKind,
  type RuleRef,
  type State,
} from './lifecycle-matrix';

/** Everyone but the disabled partner's key, which is refused even where anyone else is served. */
const ALL: Person[] = PEOPLE.filter((person) => person !== 'disabledPartner');
const only = (...people: Person[]) => people;
const SIGNED_IN = only('owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partnerAccount');

/** What the rows written by hand act on, fresh for each write they allow. */
interface Fixture {
  /** A published project of owner's, with contractor's proposal declined with a note. */
  projectId: number;
  declinedProposalId: number;
  contactMessageId: number;
  /** contractor's account id (they also have a credential waiting for a check, and owner a post waiting for review). */
  contractorId: string;
  /** partnerAccount's one webhook endpoint (an address the SSRF filter refuses at once, so a test event answers fast). */
  webhookEndpointId: number;
}

type Outcome = { ok: boolean; detail: unknown };

interface Row {
  name: string;
  /** Who gets a successful answer; everyone else is refused. */
  allowed: Person[];
  /** Writes are checked to change nothing when refused. */
  write: boolean;
  /** What the row acts on: a lifecycle row builds its own state; the rows written by hand, the fixture. */
  given?: () => Promise<any>;
  call(f: any, as: Person): Promise<Outcome>;
}

let server: TestServer;
const cookies: Partial<Record<Person, string>> = {};
let apiKey = '';
/** The key of a partner account an operator disabled after making it (disabledPartner). */
let disabledPartnerKey = '';
/**
 * Upload names of the private files (set once the people are signed in): contractor's credential
 * document and owner's message photo, which the lifecycle rows' states attach, and a draft of
 * contractor's attached nowhere.
 */
const privateFiles = { document: '', photo: '', draft: '', progress: '', dispute: '' };

function headersFor(person: Person): Record<string, string> {
  if (person === 'partner') return { cookie: '', 'x-api-key': apiKey };
  if (person === 'disabledPartner') return { cookie: '', 'x-api-key': disabledPartnerKey };
  return { cookie: cookies[person] ?? '' };
}

/** A REST call; `pick` picks the value that must be non-null when allowed (null = refused for personal data). */
function rest<F = Fixture>(method: string, url: (f: F) => string, body?: (f: F, as: Person) => unknown, write = method !== 'GET', pick?: (body: any, f: F) => unknown, headers: Record<string, string> = {}) {
  return {
    write,
    async call(f: F, as: Person) {
      const res = await server.rest(method, url(f), body?.(f, as), { ...headers, ...headersFor(as) });
      if (res.status >= 500 || ![200, 201, 204, 401, 403, 404, 409].includes(res.status)) throw new Error(`${method} ${url(f)} as ${as}: ${res.status} ${JSON.stringify(res.body)}`);
      if (res.status >= 300 || !pick) return { ok: res.status < 300, detail: res.status };
      const value = pick(res.body, f);
      return { ok: value !== null && value !== undefined, detail: value };
    },
  };
}

/** A GraphQL operation; `pick` picks the value that must be non-null when allowed (null = refused for personal data). */
function gql<F = Fixture>(query: string, variables: (f: F, as: Person) => Record<string, unknown>, write: boolean, pick?: (data: any, f: F) => unknown, alsoRefusedWith: string[] = []) {
  return {
    write,
    async call(f: F, as: Person) {
      const res = await server.graphql(query, variables(f, as), headersFor(as));
      const code = res.body.errors?.[0]?.extensions?.code;
      if (code && ![...['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'QUOTE_LIMIT_REACHED'], ...alsoRefusedWith].includes(code)) throw new Error(`${query} as ${as}: ${JSON.stringify(res.body.errors)}`);
      if (code) return { ok: false, detail: code };
      const value = pick ? pick(res.body.data, f) : true;
      return { ok: value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0), detail: value };
    },
  };
}

/**
 * An operation over the WebSocket endpoint (graphql-ws), as the person. A subscription is allowed
 * when it delivers the person's own notification, and only theirs: a bystander's is sent first each
 * time, so one arriving would show. Refused means an UNAUTHENTICATED/FORBIDDEN/BAD_REQUEST error.
 */
function socket(query: string, write: boolean) {
  return {
    write,
    async call(_f: Fixture, as: Person) {
      const headers = headersFor(as);
      const client = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql`,
        retryAttempts: 0,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers });
          }
        },
      });
      const received: { data?: any; errors?: any[] }[] = [];
      let ended: unknown;
      const stop = client.subscribe({ query }, { next: (result) => received.push(result as never), error: (error) => (ended = error ?? 'error'), complete: () => (ended ??= 'complete') });
      try {
        const deadline = Date.now() + 10_000;
        while (!received.some((r) => r.errors || r.data?.notificationAdded?.body === `For ${as}`) && ended === undefined) {
          if (Date.now() > deadline) throw new Error(`${query} as ${as}: no answer over the socket`);
          if (ids[as] && query.startsWith('subscription')) {
            await server.services.notifications.notify({ ...socketEvent, recipientId: ids.bystander, body: 'For the bystander' });
            await server.services.notifications.notify({ ...socketEvent, recipientId: ids[as], body: `For ${as}` });
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const errors = received.find((r) => r.errors)?.errors ?? (Array.isArray(ended) ? ended : undefined);
        const code = errors?.[0]?.extensions?.code;
        if (code && !['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_REQUEST'].includes(code)) throw new Error(`${query} as ${as}: ${JSON.stringify(errors)}`);
        if (code || ended !== undefined) return { ok: false, detail: code ?? ended };
        const bodies = received.map((r) => r.data?.notificationAdded?.body);
        return { ok: bodies.every((body) => body === `For ${as}`), detail: bodies };
      } finally {
        stop();
        await client.dispose();
      }
    },
  };
}
/** The monitoring key the server is started with (BACKUP_MONITOR_TOKEN). */
const BACKUP_MONITOR_TOKEN = 'matrix-monitor-token-0123456789abcdef';
/** The bystander's calendar feed address's secret (32 characters of base64url, as the service makes them). */
const CALENDAR_SECRET = 'cal3ndarFeedS3cretForTheMatrix_0';
const socketEvent = { kind: 'new-message' as const, title: 'New message', body: '', link: '/proposals/1/messages', actionLabel: 'Reply' };

const credentialInput = { kind: 'WSIB_CLEARANCE', number: 'WSIB 2244668', issuer: 'Workplace Safety and Insurance Board', expiresOn: '2099-12-31' };
const projectBody = (_f: Fixture, as: Person) => ({ ...sampleProject, ...(as === 'visitor' || as === 'partner' ? { email: 'new.poster@example.ca' } : {}) });

/** What the lifecycle table does not say, written by hand. */
const HAND_WRITTEN: Row[] = [
  // First, while otherHomeowner has posted nothing yet (a later row posts as them): only a plain account without posts applies for API access.
  {
    name: 'Mutation.applyForPartnerAccess',
    allowed: only('otherHomeowner'),
    ...gql(`mutation($input: PartnerApplicationInput!) { applyForPartnerAccess(input: $input) { id } }`, () => ({ input: { organisation: 'Leaside Home Data', useCase: 'Open renovation projects for our Leaside neighbourhood newsletter.' } }), true),
  },
  // REST
  { name: 'GET /api/health', allowed: ALL, ...rest('GET', () => '/api/health') },
  { name: 'GET /api/ready', allowed: ALL, ...rest('GET', () => '/api/ready') },
  // The backups' state: operators' sessions, or a monitor's BACKUP_MONITOR_TOKEN (whoever else sends it); a wrong token is refused to everyone.
  { name: 'GET /api/health/backups', allowed: only('operator'), ...rest('GET', () => '/api/health/backups', undefined, false, (body) => body.status) },
  { name: "GET /api/health/backups (a monitor's token)", allowed: ALL, ...rest('GET', () => '/api/health/backups', undefined, false, (body) => body.status, { authorization: `Bearer ${BACKUP_MONITOR_TOKEN}` }) },
  { name: 'GET /api/health/backups (a wrong token)', allowed: only(), ...rest('GET', () => '/api/health/backups', undefined, false, (body) => body.status, { authorization: `Bearer ${BACKUP_MONITOR_TOKEN}x` }) },
  { name: 'GET /api/account/me', allowed: ALL, ...rest('GET', () => '/api/account/me') },
  // Own account only (no id to pass): each person saves their own name again, with a phone.
  { name: 'PATCH /api/account/me', allowed: SIGNED_IN, ...rest('PATCH', () => '/api/account/me', (_f, as) => ({ name: as, phone: '416-555-0100' })) },
  { name: 'GET /api/placeholder/:width/:height', allowed: ALL, ...rest('GET', () => '/api/placeholder/40/30') },
  { name: 'GET /api/projects', allowed: ALL, ...rest('GET', () => '/api/projects') },
  // A partner's own account posts like any signed-in person (only the API key is read-only).
  { name: 'POST /api/projects', allowed: only('visitor', 'owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partnerAccount'), ...rest('POST', () => '/api/projects', projectBody) },
  { name: 'GET /api/projects/:id', allowed: ALL, ...rest('GET', (f) => `/api/projects/${f.projectId}`) },
  { name: 'GET /api/proposals/project/:projectId', allowed: ALL, ...rest('GET', (f) => `/api/proposals/project/${f.projectId}`) },
  // The posting form's one-time upload pass: anyone may ask (it counts against the write limit); it changes no table the matrix watches.
  { name: 'POST /api/uploads/passes', allowed: ALL, ...rest('POST', () => '/api/uploads/passes') },
  { name: 'POST /api/contact', allowed: ALL, ...rest('POST', () => '/api/contact', () => ({ name: 'Jo', email: 'jo@example.ca', subject: 'Hi', message: 'Question about decks in Whitby' })) },
  // Field data: open to everyone, no personal data; it counts the beacon, so it is a write.
  // The beacon reads no key or cookie (it is mounted before anything that does), so any key is beside the point;
  // it is sent as the site's own pages send it (sendBeacon: Sec-Fetch-Site same-origin); field-vitals.test.ts refuses the rest.
  { name: 'POST /api/vitals', allowed: [...PEOPLE], ...rest('POST', () => '/api/vitals', () => ({ route: '/project/:id', device: 'phone', connection: '4g', metrics: [{ name: 'LCP', value: 1800 }] }), true, undefined, { 'sec-fetch-site': 'same-origin' }) },
  // GraphQL mutations
  { name: 'Mutation.createProject', allowed: only('visitor', 'owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partnerAccount'), ...gql(`mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }`, () => ({ i: { ...sampleProject, email: 'gql.poster@example.ca' } }), true) },
  { name: 'Mutation.sendContactMessage', allowed: ALL, ...gql(`mutation { sendContactMessage(input: { name: "Jo", email: "jo@example.ca", subject: "Hi", message: "Deck quote in Ajax" }) { id } }`, () => ({}), true) },
  { name: 'Mutation.requestSignInLink', allowed: ALL, ...gql(`mutation { requestSignInLink(email: "someone@example.ca") }`, () => ({}), false) },
  { name: 'Mutation.updateAccountSettings', allowed: SIGNED_IN, ...gql(`mutation($i: AccountSettingsInput!) { updateAccountSettings(input: $i) { id } }`, (_f, as) => ({ i: { name: as, phone: '416-555-0100' } }), true) },
  { name: 'Mutation.confirmPendingAccountDetails', allowed: SIGNED_IN, ...gql(`mutation { confirmPendingAccountDetails { id } }`, () => ({}), true) },
  { name: 'Mutation.discardPendingAccountDetails', allowed: SIGNED_IN, ...gql(`mutation { discardPendingAccountDetails { id } }`, () => ({}), true) },
  { name: 'Mutation.signUpContractor', allowed: ALL, ...gql(`mutation { signUpContractor(input: { businessName: "Scarborough Roofing", email: "roof@example.ca" }) }`, () => ({}), false) },
  { name: 'Mutation.createApiKey', allowed: only('operator', 'partnerAccount'), ...gql(`mutation { createApiKey(name: "Matrix partner") { key } }`, () => ({}), true) },
  // Key 2 is an unowned key an operator made: not the partner account's to revoke.
  { name: 'Mutation.revokeApiKey', allowed: only('operator'), ...gql(`mutation { revokeApiKey(id: "2") { id } }`, () => ({}), true) },
  // API partners: operators deciding on applications (applying is the first row).
  { name: 'Mutation.approvePartnerApplication', allowed: only('operator'), ...gql(`mutation($id: ID!) { approvePartnerApplication(id: $id) { id } }`, () => ({ id: ids.PermitWatchApplication }), true) },
  {
    name: 'Mutation.declinePartnerApplication',
    allowed: only('operator'),
    ...gql(`mutation($id: ID!) { declinePartnerApplication(id: $id, note: "Tell us more about your product first.") { id } }`, () => ({ id: ids.QuoteRadarApplication }), true),
  },
  // Operator console and review
  { name: 'Mutation.markContactMessageHandled', allowed: only('operator'), ...gql(`mutation($id: ID!) { markContactMessageHandled(id: $id) { id } }`, (f) => ({ id: f.contactMessageId }), true) },
  { name: 'Mutation.disableAccount', allowed: only('operator'), ...gql(`mutation($id: ID!) { disableAccount(id: $id, reason: "Fake listings") { id } }`, () => ({ id: ids.bystander }), true) },
  { name: 'Mutation.enableAccount', allowed: only('operator'), ...gql(`mutation($id: ID!) { enableAccount(id: $id) { id } }`, () => ({ id: ids.bystander }), true) },
  { name: 'Query.operatorOverview', allowed: only('operator'), ...gql(`{ operatorOverview { inReview } }`, () => ({}), false, (d) => d.operatorOverview) },
  { name: 'Query.reviewQueue (homeowner e-mails)', allowed: only('operator'), ...gql(`{ reviewQueue { items { homeownerEmail } } }`, () => ({}), false, (d) => d.reviewQueue?.items) },
  { name: 'Query.accounts', allowed: only('operator'), ...gql(`{ accounts { accounts { email } } }`, () => ({}), false, (d) => d.accounts?.accounts) },
  { name: 'Query.auditLog', allowed: only('operator'), ...gql(`{ auditLog { entries { id } } }`, () => ({}), false, (d) => d.auditLog?.entries) },
  { name: 'Query.backupStatus', allowed: only('operator'), ...gql(`{ backupStatus { builtIn checkedAt problems { kind } logicalCopyCommand } }`, () => ({}), false, (d) => d.backupStatus) },
  { name: 'BackupStatus.offsiteCopy', allowed: only('operator'), ...gql(`{ backupStatus { offsiteCopy { configured target lastCopiedAt lastFailedAt lastError } } }`, () => ({}), false, (d) => d.backupStatus) },
  { name: 'Query.fieldVitals', allowed: only('operator'), ...gql(`{ fieldVitals(days: 7) { days routes { route } } }`, () => ({}), false, (d) => d.fieldVitals) },
  // Personal data (the lifecycle rows try contact details, threads and decline notes on each proposal).
  // My proposals lists the contractor's own: their decline notes reach them there too.
  { name: 'Proposal.declineNote (My proposals)', allowed: only('contractor'), ...gql(`{ myProposals { id declineNote } }`, () => ({}), false, (d, f) => d.myProposals.find((p: any) => p.id === String(f.declinedProposalId))?.declineNote ?? null) },
  { name: 'Query.contactMessages', allowed: only('operator'), ...gql(`{ contactMessages { email message } }`, () => ({}), false, (d) => d.contactMessages) },
  { name: 'Query.apiKeys', allowed: only('operator', 'partnerAccount'), ...gql(`{ apiKeys { id usage { requests } } }`, () => ({}), false, (d) => d.apiKeys) },
  { name: 'Query.apiKeys (one partner’s)', allowed: only('operator', 'partnerAccount'), ...gql(`query($id: ID) { apiKeys(partnerId: $id) { id } }`, () => ({ id: ids.partnerAccount }), false, (d) => d.apiKeys) },
  { name: 'Query.myPartnerApplication', allowed: only('otherHomeowner', 'partnerAccount'), ...gql(`{ myPartnerApplication { id applicant { email } } }`, () => ({}), false, (d) => d.myPartnerApplication) },
  { name: 'Query.partnerApplications', allowed: only('operator'), ...gql(`{ partnerApplications { id applicant { email } } }`, () => ({}), false, (d) => d.partnerApplications) },
  { name: 'Query.apiLimits', allowed: ALL, ...gql(`{ apiLimits { readsPerMinute maxCost } }`, () => ({}), false, (d) => d.apiLimits) },
  { name: 'Query.credentialChecks', allowed: only('operator'), ...gql(`{ credentialChecks { nodes { id number } } }`, () => ({}), false, (d) => d.credentialChecks.nodes) },
  // Lead preferences: private to their contractor.
  { name: 'Query.myLeadPreferences', allowed: only('contractor', 'hiredContractor'), ...gql(`{ myLeadPreferences { maxLeadAlertsPerDay availability } }`, () => ({}), false, (d) => d.myLeadPreferences) },
  { name: 'Query.matchedProjects', allowed: only('contractor', 'hiredContractor'), ...gql(`{ matchedProjects { totalCount nodes { score reasons } } }`, () => ({}), false, (d) => d.matchedProjects) },
  // The pro directory is public.
  { name: 'Query.pros', allowed: ALL, ...gql(`{ pros(trade: 8, city: "mississauga") { totalCount nodes { businessName completedProjects typicalResponse } } }`, () => ({}), false, (d) => d.pros.nodes) },
  { name: 'Query.myContractorProfile', allowed: only('contractor', 'hiredContractor'), ...gql(`{ myContractorProfile { id } }`, () => ({}), false, (d) => d.myContractorProfile) },
  // Counts and averages only, no personal data: everyone, signed in or not (home and about pages).
  { name: 'Query.siteFigures', allowed: ALL, ...gql(`{ siteFigures { projectsCompleted verifiedContractors citiesServed reviewCount averageRating satisfactionPercent refreshedAt } }`, () => ({}), false, (d) => d.siteFigures) },
  { name: 'Query.siteFigures (a trade)', allowed: ALL, ...gql(`{ siteFigures(trade: 2) { projectsCompleted verifiedContractors averageRating } }`, () => ({}), false, (d) => d.siteFigures) },
  {
    // A sample contractor is public and changed by nobody: the row writes the sample contractors first (the matrix's server seeds no samples).
    name: 'Query.showcaseContractor',
    allowed: ALL,
    given: async () => seedShowcaseContractors(server.db),
    ...gql(`{ showcaseContractor(number: 1) { number name rating reviewCount availableNow } }`, () => ({}), false, (d) => d.showcaseContractor),
  },
  { name: 'Query.contractorProfile', allowed: ALL, ...gql(`query($id: ID!) { contractorProfile(id: $id) { id badges { label } } }`, (f) => ({ id: f.contractorId }), false, (d) => d.contractorProfile) },
  // Details given with a person's address before they confirmed it: only they see them.
  { name: 'Query.viewer.pendingDetails', allowed: SIGNED_IN, ...gql(`{ viewer { pendingDetails { name phone role businessName } } }`, () => ({}), false, (d) => d.viewer?.pendingDetails) },
  // A party's own list (operators read any agreement by its id, but are party to none).
  {
    name: 'Query.myAgreements',
    allowed: only('owner', 'hiredContractor'),
    given: () => build({ agreement: BASE_AGREEMENT }),
    ...gql<Built>(`{ myAgreements { id terms { homeowner { workAddress } } } }`, () => ({}), false, (d, b) => d.myAgreements?.find((a: any) => a.id === String(b.agreementId)) ?? null),
  },
  // Each person's private calendar feed; its address's secret is the permission to read it.
  { name: 'Query.calendarFeed', allowed: SIGNED_IN, ...gql(`{ calendarFeed { active createdAt } }`, () => ({}), false, (d) => d.calendarFeed) },
  { name: 'Mutation.createCalendarFeed', allowed: SIGNED_IN, ...gql(`mutation { createCalendarFeed { url webcalUrl } }`, () => ({}), true) },
  { name: 'Mutation.revokeCalendarFeed', allowed: SIGNED_IN, ...gql(`mutation { revokeCalendarFeed }`, () => ({}), true) },
  {
    name: 'GET /api/calendar/:secret',
    allowed: ALL,
    given: async () => {
      await server.db.query(
        `INSERT INTO calendar_feed (user_id, token_sha256) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET token_sha256 = EXCLUDED.token_sha256`,
        [ids.bystander, createHash('sha256').update(CALENDAR_SECRET).digest('hex')],
      );
      return {};
    },
    ...rest('GET', () => `/api/calendar/${CALENDAR_SECRET}.ics`),
  },
  // The operators' Disputes tab.
  { name: 'Query.disputes', allowed: only('operator'), ...gql(`{ disputes { id reason } }`, () => ({}), false, (d) => (d.disputes ? 'the open disputes' : null)) },
  { name: 'Query.myProjects', allowed: only('owner'), ...gql(`{ myProjects { id } }`, () => ({}), false, (d, f) => d.myProjects.find((p: any) => p.id === String(f.projectId)) ?? null) },
  // Notifications: each person's own; the unsubscribe link's signed token is the permission.
  { name: 'POST /api/notifications/unsubscribe', allowed: ALL, ...rest('POST', () => `/api/notifications/unsubscribe?token=${encodeURIComponent(server.services.notifications.tokens.sign(ids.owner, 'review-invite'))}`) },
  { name: 'Query.notifications', allowed: SIGNED_IN, ...gql(`{ notifications { unreadCount notifications { id } } }`, () => ({}), false, (d) => d.notifications) },
  { name: 'Query.notificationSettings', allowed: only('owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator'), ...gql(`{ notificationSettings { kind email } }`, () => ({}), false, (d) => d.notificationSettings) },
  { name: 'Query.unreadNotificationCount', allowed: ALL, ...gql(`{ unreadNotificationCount }`, () => ({}), false, (d) => d.unreadNotificationCount) },
  { name: 'Mutation.markNotificationsRead', allowed: SIGNED_IN, ...gql(`mutation { markNotificationsRead }`, () => ({}), true) },
  { name: 'Mutation.updateNotificationSetting', allowed: only('owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator'), ...gql(`mutation { updateNotificationSetting(kind: NEW_MESSAGE, email: DAILY) { email } }`, () => ({}), true) },
  // The WebSocket endpoint: each person's own notifications; queries and mutations go over HTTP only.
  { name: 'Subscription.notificationAdded', allowed: SIGNED_IN, ...socket(`subscription { notificationAdded { body } }`, false) },
  { name: 'Socket: a query', allowed: only(), ...socket(`{ unreadNotificationCount }`, false) },
  { name: 'Socket: a mutation', allowed: only(), ...socket(`mutation { sendContactMessage(input: { name: "Jo", email: "jo@example.ca", subject: "Hi", message: "Deck quote in Ajax" }) { id } }`, true) },
  // Partner webhooks: the partner's own endpoints; operators read and manage them per partner, never see or set a secret.
  { name: 'Query.webhookEndpoints', allowed: only('partnerAccount'), ...gql(`{ webhookEndpoints { id url } }`, () => ({}), false, (d) => d.webhookEndpoints) },
  { name: 'Query.webhookEndpoints (a partner\'s, by an operator)', allowed: only('operator'), ...gql(`query($p: ID) { webhookEndpoints(partnerId: $p) { id url } }`, () => ({ p: ids.partnerAccount }), false, (d) => d.webhookEndpoints) },
  { name: 'Query.webhookDeliveries', allowed: only('partnerAccount', 'operator'), ...gql(`query($id: ID!) { webhookDeliveries(endpointId: $id) { totalCount } }`, (f) => ({ id: f.webhookEndpointId }), false, (d) => d.webhookDeliveries) },
  { name: 'Mutation.createWebhookEndpoint', allowed: only('partnerAccount'), ...gql(`mutation { createWebhookEndpoint(input: { url: "https://hooks.example.com/gta", events: ["project.published"] }) { secret } }`, () => ({}), true) },
  { name: 'Mutation.updateWebhookEndpoint', allowed: only('partnerAccount', 'operator'), ...gql(`mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }`, (f) => ({ id: f.webhookEndpointId }), true) },
  { name: 'Mutation.deleteWebhookEndpoint', allowed: only('partnerAccount', 'operator'), ...gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, (f) => ({ id: f.webhookEndpointId }), true) },
  { name: 'Mutation.rotateWebhookSecret', allowed: only('partnerAccount'), ...gql(`mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`, (f) => ({ id: f.webhookEndpointId }), true) },
  { name: 'Mutation.sendTestWebhookEvent', allowed: only('partnerAccount', 'operator'), ...gql(`mutation($id: ID!) { sendTestWebhookEvent(id: $id) { succeeded } }`, (f) => ({ id: f.webhookEndpointId }), true) },
];

/**
 * The lifecycle rows. Each rule of the table (a transition, a review step, an action) is tried by
 * the operations that take it: in a state where its conditions are met, and, for each condition,
 * in the same state with only that one unmet. A step with `from` states is tried from each of
 * them, and from one it does not leave from. Who is allowed is the table's answer in that state.
 */

/** An operation a lifecycle row tries: its row name (a GraphQL field or a REST route), and what it acts on. */
interface Operation {
  name: string;
  /** proposal: contractor's proposal, whose own hire does not count against it (unlessHired). */
  on: 'project' | 'proposal' | 'profile' | 'file' | 'agreement';
  write: boolean;
  call(b: Built, as: Person): Promise<Outcome>;
}
const op = (name: string, on: Operation['on'], call: Pick<Operation, 'write' | 'call'>): Operation => ({ name, on, ...call });

const SCHEMA = buildSchema();
/** The schema's name for one of its enum's values ('in-progress' is IN_PROGRESS), or undefined when it has none. */
const enumName = (type: string, value: string) => (SCHEMA.getType(type) as GraphQLEnumType).getValues().find((entry) => entry.value === value)?.name;
/** A value for a field of updateProject, by its type in the schema (undefined: the schema does not take the field). */
function fieldValue(field: string): string | undefined {
  const type = (SCHEMA.getType('UpdateProjectInput') as GraphQLInputObjectType).getFields()[field]?.type.toString();
  return type === 'DateTime' ? '2030-05-01T12:00:00.000Z' : type === 'String' ? 'Permit filed with the City of Oakville' : undefined;
}

const proposalOf = (list: any[] | null | undefined, b: Built) => list?.find((proposal) => String(proposal.id) === String(b.proposalId));
const projectId = (b: Built) => ({ id: b.projectId });
const proposalId = (b: Built) => ({ id: b.proposalId });
const revision = { title: 'New cedar deck, 4 x 5 m', description: 'Replace a 4 x 5 m deck in Oakville', category: 'Decks', budget: '$10,000 - $25,000', timeline: 'Within 1 month', location: 'Oakville, ON' };
const review = { quality: 5, punctuality: 4, communication: 5, value: 4, text: 'Rebuilt our Oakville deck on time and left the yard spotless.' };
/** A step the credential's status does not allow is bad input (a message to show), not a refusal. */
const BAD_INPUT = ['BAD_USER_INPUT'];
const agreementId = (b: Built) => ({ id: b.agreementId });
/** Today on Toronto's calendar (the matrix does not move the database's clock). */
const torontoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** An invoice for $1,000 of framing, as the contractor's form sends it. */
const invoiceInput = () => ({
  milestone: 'Framing done',
  description: 'Framing of the exterior walls',
  periodStart: torontoToday(),
  periodEnd: torontoToday(),
  amountCents: 100_000,
  paymentContact: { name: 'Lakeshore Reno', phone: '416-555-0142', address: '1200 Lakeshore Blvd W, Toronto, ON M6K 1E1' },
});
/** Times for a visit, as the contractor's form sends them: 10 a.m. two and three days from now (in UTC, as the API takes them). */
const visitTimes = () => ({ times: [2, 3].map((days) => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + days * 86_400_000).toISOString()), durationMinutes: 45 });
const VISIT_ADDRESS = '512 Lakeshore Road East, Oakville, ON L6J 1K3';
/** The agreements' terms (agreement-fixtures.ts): each party signs with the name written in them. */
const AGREEMENT_TERMS = completeTerms();
const signature = (as: Person) => ({
  fullName: as === 'owner' ? AGREEMENT_TERMS.homeowner.name : AGREEMENT_TERMS.contractor.representative,
  consent: true,
  confirmLargeDeposit: true,
});
const changeOrderInput = { description: 'Add a cedar railing along the stairs', lines: [{ description: 'Cedar railing, per metre', quantity: 6, unitPriceCents: 12_000, kind: 'FIXED' }] };

const OPS = {
  updateProjectStatus: (status: string) =>
    op('Mutation.updateProjectStatus', 'project', gql<Built>(`mutation($id: ID!, $s: ProjectStatus!) { updateProjectStatus(id: $id, status: $s) { id } }`, (b) => ({ id: b.projectId, s: status }), true)),
  updateProject: (input: Record<string, unknown>) =>
    op('Mutation.updateProject', 'project', gql<Built>(`mutation($id: ID!, $i: UpdateProjectInput!) { updateProject(id: $id, input: $i) { id } }`, (b) => ({ id: b.projectId, i: input }), true)),
  putProject: (body: Record<string, unknown>) => op('PUT /api/projects/:id', 'project', rest<Built>('PUT', (b) => `/api/projects/${b.projectId}`, () => body)),
  deleteProject: op('Mutation.deleteProject', 'project', gql<Built>(`mutation($id: ID!) { deleteProject(id: $id) }`, projectId, true)),
  deleteProjectRest: op('DELETE /api/projects/:id', 'project', rest<Built>('DELETE', (b) => `/api/projects/${b.projectId}`)),
  project: op('Query.project', 'project', gql<Built>(`query($id: ID!) { project(id: $id) { id } }`, projectId, false, (d) => d.project)),
  projectRest: op('GET /api/projects/:id', 'project', rest<Built>('GET', (b) => `/api/projects/${b.projectId}`)),
  projectReview: op('Project.review', 'project', gql<Built>(`query($id: ID!) { project(id: $id) { review { note } } }`, projectId, false, (d) => d.project?.review?.note ?? null)),
  submitProposal: op('Mutation.submitProposal', 'project', gql<Built>(`mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, (b) => ({ i: { ...sampleProposal, projectId: b.projectId } }), true)),
  submitProposalRest: op('POST /api/proposals', 'project', rest<Built>('POST', () => '/api/proposals', (b) => ({ ...sampleProposal, projectId: b.projectId }))),
  updateProposal: op(
    'Mutation.updateProposal',
    'proposal',
    gql<Built>(`mutation($id: ID!) { updateProposal(id: $id, input: { bidAmount: "$9,500", timeline: "2 weeks", approach: "Rebuild in cedar on helical piles", experience: "Forty decks a year in Halton" }) { id } }`, proposalId, true),
  ),
  reopenForQuotes: op('Mutation.reopenProjectForQuotes', 'project', gql<Built>(`mutation($id: ID!) { reopenProjectForQuotes(id: $id) { id } }`, projectId, true)),
  inviteToQuote: op('Mutation.inviteToQuote', 'project', gql<Built>(`mutation($p: ID!, $c: ID!) { inviteToQuote(projectId: $p, contractorId: $c) { id } }`, (b) => ({ p: b.projectId, c: ids.secondPro }), true)),
  withdrawInvitation: op('Mutation.withdrawInvitation', 'project', gql<Built>(`mutation($p: ID!, $c: ID!) { withdrawInvitation(projectId: $p, contractorId: $c) { id } }`, (b) => ({ p: b.projectId, c: ids.invitee }), true)),
  invitations: op('Project.invitations', 'project', gql<Built>(`query($id: ID!) { project(id: $id) { invitations { contractor { businessName } notifiedAt } } }`, projectId, false, (d) => d.project?.invitations)),
  suggestedPros: op('Query.suggestedPros', 'project', gql<Built>(`query($id: ID!) { suggestedPros(projectId: $id) { score contractor { id } } }`, projectId, false, (d) => (d.suggestedPros ? 'answered' : null))),
  updateProposalStatus: (status: string) =>
    op('Mutation.updateProposalStatus', 'proposal', gql<Built>(`mutation($id: ID!, $s: ProposalStatus!) { updateProposalStatus(id: $id, status: $s) { id } }`, (b) => ({ id: b.proposalId, s: status }), true)),
  updateProposalStatusRest: (status: string) => op('PATCH /api/proposals/:id/status', 'proposal', rest<Built>('PATCH', (b) => `/api/proposals/${b.proposalId}/status`, () => ({ status }))),
  acceptProposal: (declineOthers: boolean) =>
    op(
      'Mutation.acceptProposal',
      'proposal',
      gql<Built>(`mutation($id: ID!, $d: Boolean!) { acceptProposal(id: $id, declineOthers: $d, message: "Thank you for your quote; I went with another contractor.") { accepted { id } } }`, (b) => ({ id: b.proposalId, d: declineOthers }), true),
    ),
  contractorEmail: op('Proposal.contractorEmail', 'proposal', gql<Built>(`query($id: ID!) { proposals(projectId: $id) { id contractorEmail } }`, projectId, false, (d, b) => proposalOf(d.proposals, b)?.contractorEmail ?? null)),
  contractorEmailRest: op('GET /api/proposals/project/:projectId', 'proposal', rest<Built>('GET', (b) => `/api/proposals/project/${b.projectId}`, undefined, false, (body, b) => proposalOf(body, b)?.contractorEmail ?? null)),
  homeownerContact: op('Proposal.homeownerContact', 'proposal', gql<Built>(`query($id: ID!) { proposals(projectId: $id) { id homeownerContact { email } } }`, projectId, false, (d, b) => proposalOf(d.proposals, b)?.homeownerContact ?? null)),
  homeownerContactRest: op('GET /api/proposals/project/:projectId', 'proposal', rest<Built>('GET', (b) => `/api/proposals/project/${b.projectId}`, undefined, false, (body, b) => proposalOf(body, b)?.homeownerContact ?? null)),
  declineNote: op('Proposal.declineNote', 'proposal', gql<Built>(`query($id: ID!) { proposals(projectId: $id) { id declineNote } }`, projectId, false, (d, b) => proposalOf(d.proposals, b)?.declineNote ?? null)),
  declineNoteRest: op('GET /api/proposals/project/:projectId', 'proposal', rest<Built>('GET', (b) => `/api/proposals/project/${b.projectId}`, undefined, false, (body, b) => proposalOf(body, b)?.declineNote ?? null)),
  messageThread: op('Query.messageThread', 'proposal', gql<Built>(`query($id: ID!) { messageThread(proposalId: $id) { id messages { nodes { body } } } }`, proposalId, false, (d) => d.messageThread?.messages.nodes)),
  proposalThread: op('Proposal.messageThread', 'proposal', gql<Built>(`query($id: ID!) { proposals(projectId: $id) { id messageThread { id } } }`, projectId, false, (d, b) => proposalOf(d.proposals, b)?.messageThread ?? null)),
  markThreadRead: op('Mutation.markThreadRead', 'proposal', gql<Built>(`mutation($id: ID!) { markThreadRead(proposalId: $id) { id } }`, proposalId, true, (d) => d.markThreadRead)),
  sendMessage: op('Mutation.sendMessage', 'proposal', gql<Built>(`mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }`, (b) => ({ i: { proposalId: b.proposalId, body: 'Could you start after the long weekend?' } }), true)),
  sendMessageWithPhoto: op(
    'Mutation.sendMessage',
    'proposal',
    gql<Built>(`mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }`, (b) => ({ i: { proposalId: b.proposalId, body: 'Here is the railing I meant.', images: [privateFiles.photo] } }), true, undefined, BAD_INPUT),
  ),
  shareContactDetails: op('Mutation.shareContactDetails', 'proposal', gql<Built>(`mutation($id: ID!) { shareContactDetails(proposalId: $id) { id } }`, proposalId, true)),
  submitReview: op('Mutation.submitReview', 'project', gql<Built>(`mutation($i: SubmitReviewInput!) { submitReview(input: $i) { id } }`, (b) => ({ i: { projectId: b.projectId, ...review } }), true)),
  viewerCanReview: op('Project.viewerCanReview', 'project', gql<Built>(`query($id: ID!) { project(id: $id) { viewerCanReview } }`, projectId, false, (d) => d.project?.viewerCanReview || null)),
  replyToReview: op('Mutation.replyToReview', 'project', gql<Built>(`mutation($id: ID!) { replyToReview(id: $id, text: "Thank you, it was a pleasure to build your deck.") { id } }`, (b) => ({ id: b.reviewId }), true)),
  hideReview: op('Mutation.hideReview', 'project', gql<Built>(`mutation($id: ID!) { hideReview(id: $id, reason: "Includes the crew lead's phone number") { id } }`, (b) => ({ id: b.reviewId }), true)),
  reviewHidden: op(
    'Review.hidden',
    'project',
    gql<Built>(`query($id: ID!) { contractorProfile(id: $id) { reviews(first: 50) { nodes { id hidden hiddenReason } } } }`, () => ({ id: ids.hiredContractor }), false, (d, b) =>
      d.contractorProfile.reviews.nodes.find((r: any) => r.id === String(b.reviewId))?.hidden ?? null,
    ),
  ),
  confirmProject: op('Mutation.confirmProject', 'project', gql<Built>(`mutation($id: ID!) { confirmProject(id: $id) { id } }`, projectId, true)),
  approveProject: op('Mutation.approveProject', 'project', gql<Built>(`mutation($id: ID!) { approveProject(id: $id) { id } }`, projectId, true)),
  requestProjectChanges: op('Mutation.requestProjectChanges', 'project', gql<Built>(`mutation($id: ID!) { requestProjectChanges(id: $id, message: "Please add the deck's size") { id } }`, projectId, true)),
  rejectProject: op('Mutation.rejectProject', 'project', gql<Built>(`mutation($id: ID!) { rejectProject(id: $id, reason: "Duplicate post") { id } }`, projectId, true)),
  reviseProject: op('Mutation.reviseProject', 'project', gql<Built>(`mutation($id: ID!, $i: ReviseProjectInput!) { reviseProject(id: $id, input: $i) { id } }`, (b) => ({ id: b.projectId, i: revision }), true)),
  submitCredential: op('Mutation.submitCredential', 'profile', gql<Built>(`mutation($i: SubmitCredentialInput!) { submitCredential(input: $i) { id } }`, () => ({ i: credentialInput }), true, undefined, BAD_INPUT)),
  resendCredential: op(
    'Mutation.submitCredential',
    'profile',
    gql<Built>(`mutation($i: SubmitCredentialInput!) { submitCredential(input: $i) { id } }`, (b) => ({ i: { ...credentialInput, id: b.credentialId } }), true, undefined, BAD_INPUT),
  ),
  verifyCredential: op('Mutation.verifyCredential', 'profile', gql<Built>(`mutation($id: ID!) { verifyCredential(id: $id) { id } }`, (b) => ({ id: b.credentialId }), true, undefined, BAD_INPUT)),
  rejectCredential: op(
    'Mutation.rejectCredential',
    'profile',
    gql<Built>(`mutation($id: ID!) { rejectCredential(id: $id, reason: "Certificate number not on the WSIB register") { id } }`, (b) => ({ id: b.credentialId }), true, undefined, BAD_INPUT),
  ),
  updateContractorProfile: op('Mutation.updateContractorProfile', 'profile', gql<Built>(`mutation { updateContractorProfile(input: { businessName: "Matrix Electric", trades: [9], serviceAreas: ["vaughan"] }) { id } }`, () => ({}), true)),
  updateLeadPreferences: op(
    'Mutation.updateLeadPreferences',
    'profile',
    gql<Built>(`mutation { updateLeadPreferences(input: { minJobSize: 5000, takesUrgentJobs: false, availability: PAUSED, maxLeadAlertsPerDay: 3, alertEmail: DAILY }) { availability } }`, () => ({}), true),
  ),
  profileCredentials: op('ContractorProfile.credentials', 'profile', gql<Built>(`query($id: ID!) { contractorProfile(id: $id) { credentials { id number } } }`, () => ({ id: ids.contractor }), false, (d) => d.contractorProfile.credentials)),
  privateFile: (file: keyof typeof privateFiles, width?: number) =>
    op(width ? 'GET /api/uploads/private/:width/:name' : 'GET /api/uploads/private/:name', 'file', rest<Built>('GET', () => `/api/uploads/private/${width ? `${width}/` : ''}${privateFiles[file]}`)),
  // Written agreements: each step by its mutation; reading it by every door and personal field.
  prepareAgreement: op('Mutation.prepareAgreement', 'agreement', gql<Built>(`mutation($id: ID!) { prepareAgreement(proposalId: $id) { id } }`, (b) => ({ id: b.hireId }), true)),
  updateAgreement: op(
    'Mutation.updateAgreement',
    'agreement',
    gql<Built>(`mutation($id: ID!, $t: AgreementTermsInput!) { updateAgreement(id: $id, terms: $t) { id } }`, (b) => ({ id: b.agreementId, t: { conditions: 'Work hours 8 a.m. to 5 p.m. on weekdays.' } }), true),
  ),
  sendAgreement: op('Mutation.sendAgreement', 'agreement', gql<Built>(`mutation($id: ID!) { sendAgreement(id: $id) { id } }`, agreementId, true)),
  requestAgreementChanges: op(
    'Mutation.requestAgreementChanges',
    'agreement',
    gql<Built>(`mutation($id: ID!) { requestAgreementChanges(id: $id, note: "Please add the railing to the price lines.") { id } }`, agreementId, true),
  ),
  declineAgreement: op('Mutation.declineAgreement', 'agreement', gql<Built>(`mutation($id: ID!) { declineAgreement(id: $id, reason: "We found a lower quote.") { id } }`, agreementId, true)),
  signAgreement: op(
    'Mutation.signAgreement',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: SignAgreementInput!) { signAgreement(id: $id, input: $i) { id } }`, (b, as) => ({ id: b.agreementId, i: signature(as) }), true),
  ),
  cancelAgreement: op('Mutation.cancelAgreement', 'agreement', gql<Built>(`mutation($id: ID!) { cancelAgreement(id: $id, reason: "We changed our plans.") { id } }`, agreementId, true)),
  recordAgreementCancellation: op(
    'Mutation.recordAgreementCancellation',
    'agreement',
    gql<Built>(`mutation($id: ID!) { recordAgreementCancellation(id: $id, note: "Both sides agreed by phone on the 3rd.") { id } }`, agreementId, true),
  ),
  proposeChangeOrder: op(
    'Mutation.proposeChangeOrder',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: ChangeOrderInput!) { proposeChangeOrder(agreementId: $id, input: $i) { id } }`, (b) => ({ id: b.agreementId, i: changeOrderInput }), true),
  ),
  signChangeOrder: op(
    'Mutation.signChangeOrder',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: SignAgreementInput!) { signChangeOrder(id: $id, input: $i) { id } }`, (b, as) => ({ id: b.changeOrderId, i: signature(as) }), true),
  ),
  declineChangeOrder: op('Mutation.declineChangeOrder', 'agreement', gql<Built>(`mutation($id: ID!) { declineChangeOrder(id: $id, reason: "Too dear.") { id } }`, (b) => ({ id: b.changeOrderId }), true)),
  withdrawChangeOrder: op('Mutation.withdrawChangeOrder', 'agreement', gql<Built>(`mutation($id: ID!) { withdrawChangeOrder(id: $id) { id } }`, (b) => ({ id: b.changeOrderId }), true)),
  agreement: op('Query.agreement', 'agreement', gql<Built>(`query($id: ID!) { agreement(id: $id) { id status viewerCan { sign } } }`, agreementId, false, (d) => d.agreement)),
  agreementRest: op('GET /api/agreements/:id', 'agreement', rest<Built>('GET', (b) => `/api/agreements/${b.agreementId}`, undefined, false, (body) => body?.terms?.homeowner?.workAddress)),
  agreementPdf: op('GET /api/agreements/:id/pdf', 'agreement', rest<Built>('GET', (b) => `/api/agreements/${b.agreementId}/pdf`)),
  // The parties' personal details: the work address, the contractor's contacts, where each signed from.
  agreementTerms: op(
    'Agreement.terms',
    'agreement',
    gql<Built>(`query($id: ID!) { agreement(id: $id) { terms { homeowner { name workAddress } contractor { phone email businessAddress representative } } } }`, agreementId, false, (d) => d.agreement?.terms.homeowner.workAddress),
  ),
  agreementSignatures: op(
    'Agreement.signatures',
    'agreement',
    gql<Built>(`query($id: ID!) { agreement(id: $id) { signatures { fullName ipAddress userAgent documentSha256 } } }`, agreementId, false, (d) => d.agreement?.signatures[0]?.ipAddress),
  ),
  agreementChangeOrders: op(
    'Agreement.changeOrders',
    'agreement',
    gql<Built>(`query($id: ID!) { agreement(id: $id) { changeOrders { description totalChangeCents viewerCan { sign } } history { kind note } } }`, agreementId, false, (d) => d.agreement?.changeOrders),
  ),
  proposalAgreement: op(
    'Proposal.agreement',
    'agreement',
    gql<Built>(`query($id: ID!) { proposals(projectId: $id) { id agreement { id terms { homeowner { workAddress } } } } }`, projectId, false, (d, b) =>
      d.proposals?.find((proposal: any) => proposal.id === String(b.hireId))?.agreement?.terms.homeowner.workAddress ?? null,
    ),
  ),
  // The job's money on an agreement in force (docs/payments.md).
  issueInvoice: op('Mutation.issueInvoice', 'agreement', gql<Built>(`mutation($id: ID!, $i: IssueInvoiceInput!) { issueInvoice(agreementId: $id, input: $i) { id } }`, (b) => ({ id: b.agreementId, i: invoiceInput() }), true)),
  recordPayment: op(
    'Mutation.recordPayment',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: RecordPaymentInput!) { recordPayment(agreementId: $id, input: $i) { id } }`, (b) => ({ id: b.agreementId, i: { amountCents: 50_000, method: 'E_TRANSFER', paidOn: torontoToday(), reference: 'CA9q' } }), true),
  ),
  giveNonPaymentNotice: op(
    'Mutation.giveNonPaymentNotice',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: NonPaymentNoticeInput!) { giveNonPaymentNotice(invoiceId: $id, input: $i) { id } }`, (b) => ({ id: b.invoiceId, i: { amountCents: 10_000, reasons: 'The vapour barrier on the north wall is missing.' } }), true),
  ),
  confirmPayment: op('Mutation.confirmPayment', 'agreement', gql<Built>(`mutation($id: ID!) { confirmPayment(id: $id) { id } }`, (b) => ({ id: b.paymentId }), true)),
  disputePayment: op('Mutation.disputePayment', 'agreement', gql<Built>(`mutation($id: ID!) { disputePayment(id: $id, note: "No e-Transfer arrived.") { id } }`, (b) => ({ id: b.paymentId }), true)),
  declareSubstantialPerformance: op('Mutation.declareSubstantialPerformance', 'agreement', gql<Built>(`mutation($id: ID!) { declareSubstantialPerformance(agreementId: $id, note: "Final inspection passed.") { id } }`, agreementId, true)),
  confirmSubstantialPerformance: op('Mutation.confirmSubstantialPerformance', 'agreement', gql<Built>(`mutation($id: ID!) { confirmSubstantialPerformance(agreementId: $id) { id } }`, agreementId, true)),
  disputeSubstantialPerformance: op('Mutation.disputeSubstantialPerformance', 'agreement', gql<Built>(`mutation($id: ID!) { disputeSubstantialPerformance(agreementId: $id, note: "The basement stairs are unfinished.") { id } }`, agreementId, true)),
  issueHoldbackRelease: op('Mutation.issueHoldbackRelease', 'agreement', gql<Built>(`mutation($id: ID!) { issueHoldbackRelease(agreementId: $id) { id } }`, agreementId, true)),
  agreementJob: op(
    'Agreement.invoices, payments, ledger',
    'agreement',
    gql<Built>(`query($id: ID!) { agreement(id: $id) { invoices { number payableNowCents paymentContact { phone } } payments { amountCents reference } ledger { outstandingCents } jobCan { issueInvoice } } }`, agreementId, false, (d) => d.agreement?.invoices[0]?.paymentContact.phone),
  ),
  invoicePdf: op('GET /api/invoices/:id/pdf', 'agreement', rest<Built>('GET', (b) => `/api/invoices/${b.invoiceId}/pdf`)),
  openDispute: op(
    'Mutation.openDispute',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: OpenDisputeInput!) { openDispute(agreementId: $id, input: $i) { id } }`, (b) => ({ id: b.agreementId, i: { subject: 'JOB', reason: 'The crew has not come back for two weeks.', amountCents: 50_000 } }), true),
  ),
  settleDispute: op('Mutation.settleDispute', 'agreement', gql<Built>(`mutation($id: ID!) { settleDispute(id: $id, outcome: RESOLVED, note: "Both sides agreed a new finish date.") { id } }`, (b) => ({ id: b.disputeId }), true)),
  postProgressUpdate: op(
    'Mutation.postProgressUpdate',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: ProgressUpdateInput!) { postProgressUpdate(agreementId: $id, input: $i) { id } }`, (b) => ({ id: b.agreementId, i: { milestone: 'Framing done', body: 'Framing passed inspection this morning.' } }), true),
  ),
  // Site visits (docs/visits.md): each step by its mutation; reading them by every door, the address included.
  proposeVisit: op(
    'Mutation.proposeVisit',
    'agreement',
    gql<Built>(`mutation($p: ID!, $i: VisitTimesInput!) { proposeVisit(projectId: $p, input: $i) { id } }`, (b) => ({ p: b.projectId, i: visitTimes() }), true),
  ),
  pickVisitTime: op(
    'Mutation.pickVisitTime',
    'agreement',
    gql<Built>(`mutation($id: ID!, $i: PickVisitTimeInput!) { pickVisitTime(id: $id, input: $i) { id } }`, (b) => ({ id: b.visitId, i: { startsAt: b.visitOption, address: VISIT_ADDRESS } }), true),
  ),
  askForOtherVisitTimes: op(
    'Mutation.askForOtherVisitTimes',
    'agreement',
    gql<Built>(`mutation($id: ID!) { askForOtherVisitTimes(id: $id, note: "Weekday mornings suit us better.") { id } }`, (b) => ({ id: b.visitId }), true),
  ),
  rescheduleVisit: op('Mutation.rescheduleVisit', 'agreement', gql<Built>(`mutation($id: ID!, $i: VisitTimesInput!) { rescheduleVisit(id: $id, input: $i) { id } }`, (b) => ({ id: b.visitId, i: visitTimes() }), true)),
  cancelVisit: op('Mutation.cancelVisit', 'agreement', gql<Built>(`mutation($id: ID!) { cancelVisit(id: $id, reason: "The crew is off sick that week.") { id } }`, (b) => ({ id: b.visitId }), true)),
  markVisitNoShow: op('Mutation.markVisitNoShow', 'agreement', gql<Built>(`mutation($id: ID!) { markVisitNoShow(id: $id) { id } }`, (b) => ({ id: b.visitId }), true)),
  // Staff settle a visit dispute: by both doors, one service and presenter.
  cancelVisitAsOperator: op(
    'Mutation.cancelVisitAsOperator',
    'agreement',
    gql<Built>(`mutation($id: ID!) { cancelVisitAsOperator(id: $id, reason: "A safety concern was reported about the visit.") { id } }`, (b) => ({ id: b.visitId }), true),
  ),
  cancelVisitAsOperatorRest: op(
    'POST /api/visits/:id/operator-cancellation',
    'agreement',
    rest<Built>('POST', (b) => `/api/visits/${b.visitId}/operator-cancellation`, () => ({ reason: 'A safety concern was reported about the visit.' })),
  ),
  withdrawVisitNoShow: op(
    'Mutation.withdrawVisitNoShow',
    'agreement',
    gql<Built>(`mutation($id: ID!) { withdrawVisitNoShow(id: $id, note: "The contractor showed photos of arriving on time.") { id } }`, (b) => ({ id: b.visitId }), true),
  ),
  withdrawVisitNoShowRest: op(
    'POST /api/visits/:id/no-show-withdrawal',
    'agreement',
    rest<Built>('POST', (b) => `/api/visits/${b.visitId}/no-show-withdrawal`, () => ({ note: 'The contractor showed photos of arriving on time.' })),
  ),
  agreementVisits: op('Agreement.visits', 'agreement', gql<Built>(`query($id: ID!) { agreement(id: $id) { visits { id startsAt address } } }`, agreementId, false, (d) => d.agreement?.visits[0]?.address)),
  projectVisits: op('Project.visits', 'agreement', gql<Built>(`query($id: ID!) { project(id: $id) { visits { id options address viewerCan { cancel } } } }`, projectId, false, (d) => d.project?.visits[0]?.address)),
  visitIcs: op('GET /api/visits/:id/ics', 'agreement', rest<Built>('GET', (b) => `/api/visits/${b.visitId}/ics`)),
  agreementProgress: op('Agreement.progress', 'agreement', gql<Built>(`query($id: ID!) { agreement(id: $id) { progress { body photos { url } } } }`, agreementId, false, (d) => d.agreement?.progress[0]?.body)),
  agreementDisputes: op(
    'Agreement.disputes',
    'agreement',
    gql<Built>(`query($id: ID!) { agreement(id: $id) { disputes { reason amountCents evidence { body } photos { url } viewerCan { settle } } } }`, agreementId, false, (d) => d.agreement?.disputes[0]?.reason),
  ),
};

/** How a key's rows are made: the operations that take it, and the state it is tried from. */
interface Derivation {
  /** Legal and condition rows go through each (a step is tried through both APIs); a function when it depends on the `from` state. */
  ops: Operation[] | ((state: State) => Operation[]);
  /** Before the rule's conditions are met: the generator meets them (lifecycle-matrix.ts, meeting). */
  start: State;
  /** Rules the operation also needs (accepting one proposal and declining the others; attaching a photo to a message). */
  also?: RuleRef[];
  /** A rule that lets people in anyway (contact details: their sender and staff, revealed or not). */
  orElse?: RuleRef;
  /** Who the service refuses there on what the table does not hold (a party signs a document once). */
  except?: (state: State) => Person[];
  label?: string;
}
interface TableRows {
  kind: RuleKind;
  /** The table's rules hold only in states where this does (CONTACT_ONCE_REVEALED). */
  only?: (state: State) => boolean;
  /** A key's rows; a string says why there are none (a problem), `nobody` a step no person in the matrix may take. */
  rows(key: string): Derivation[] | { nobody: string } | string | undefined;
}

const project = (changes: Partial<ProjectState> = {}): State => ({ project: { ...BASE_PROJECT, ...changes } });
/** A post on its way to the public has no quotes yet. */
const post = project({ hire: null, proposal: null });
/** owner reviewed the hire of their completed project. */
const reviewedProject = project({ status: 'completed', reviewed: true });
const contractorsCredential = (credential: CredentialState): State => ({ profile: { whose: 'contractor', credential } });
const agreementIn = (changes: Partial<AgreementFixture> = {}): State => ({ agreement: { ...BASE_AGREEMENT, ...changes } });
/** An agreement in force with a change order waiting for the other party, proposed by `proposedBy`. */
const changeOrderBy = (proposedBy: AgreementParty): State => agreementIn({ changeOrder: { proposedBy, status: 'proposed' } });
/** Any step but drafting needs an agreement: a hire without one ('new') takes none of them. */
const drafted = (...ops: Operation[]) => (s: State) => (s.agreement?.status === 'new' ? [] : ops);
/** A step on a visit needs one: with none ('new') only proposing takes it. */
const visited = (...ops: Operation[]) => (s: State) => (!s.agreement?.visit || s.agreement.visit === 'new' ? [] : ops);
const withVisit = (visit: VisitState): State => agreementIn({ visit });
const keyed = <T>(map: Record<string, T>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/** The lifecycle table, one file per subject (src/policy/lifecycle*.ts), read as one; a file missing here fails the completeness test. */
const LIFECYCLE_FILES: Record<string, object> = {
  lifecycle: projectTables,
  'lifecycle-agreement': agreementTables,
  'lifecycle-contractor': contractorTables,
  'lifecycle-file': fileTables,
  'lifecycle-job': jobTables,
  'lifecycle-visit': visitTables,
};
const lifecycle: Record<string, unknown> = Object.assign({}, ...Object.values(LIFECYCLE_FILES));

/** Each table of the lifecycle files, and how its keys' rows are made. A table or a key missing here fails the completeness test. */
const DERIVE: Record<string, TableRows> = {
  PROJECT_STATUS_TRANSITIONS: {
    kind: 'project',
    // Any status may follow any other: each is set from another one, through both APIs.
    rows: (status) => {
      const value = enumName('ProjectStatus', status);
      if (!value) return `the schema's ProjectStatus has no value for ${status}`;
      return [{ ops: [OPS.updateProjectStatus(value), OPS.putProject({ status })], start: project({ status: otherThan(PROJECT_STATUSES, status as ProjectStatusValue) }) }];
    },
  },
  PROJECT_FIELDS: {
    kind: 'project',
    rows: (field) => {
      const value = fieldValue(field);
      if (!value) return `the schema's UpdateProjectInput has no ${field} the matrix can fill`;
      return [{ ops: [OPS.updateProject({ [field]: value }), OPS.putProject({ [field]: value })], start: project() }];
    },
  },
  PROPOSAL_STATUS_TRANSITIONS: {
    kind: 'project',
    rows: (status) => {
      const value = enumName('ProposalStatus', status);
      if (!value) return `the schema's ProposalStatus has no value for ${status}`;
      // A decision changes something: a waiting proposal is accepted or declined, a declined one waits again.
      const start = project({ proposal: { status: status === 'pending' ? 'declined' : 'pending', contactShared: false } });
      const rows: Derivation[] = [{ ops: [OPS.updateProposalStatus(value), OPS.updateProposalStatusRest(status)], start }];
      // acceptProposal accepts one, and declines the others when asked: then it needs both decisions' rules.
      if (status === 'accepted') {
        rows.push({ ops: [OPS.acceptProposal(false)], start, label: 'keeping the others' });
        rows.push({ ops: [OPS.acceptProposal(true)], start, also: [rule('PROPOSAL_STATUS_TRANSITIONS', 'declined')], label: 'declining the others' });
      }
      return rows;
    },
  },
  PROJECT_ACTIONS: {
    kind: 'project',
    rows: (action) =>
      keyed<Derivation[]>(
        {
          // Unpublished: a post sent back for changes, with the review team's note.
          viewUnpublished: [{ ops: [OPS.project, OPS.projectRest, OPS.projectReview], start: project({ visibility: 'changes-requested' }) }],
          delete: [{ ops: [OPS.deleteProject, OPS.deleteProjectRest], start: project() }],
          submitProposal: [{ ops: [OPS.submitProposal, OPS.submitProposalRest], start: project() }],
          editProposal: [{ ops: [OPS.updateProposal], start: project() }],
          reopenForQuotes: [{ ops: [OPS.reopenForQuotes], start: project() }],
          invitePros: [{ ops: [OPS.inviteToQuote], start: project() }],
          viewInvitations: [{ ops: [OPS.invitations, OPS.suggestedPros, OPS.withdrawInvitation], start: project() }],
          viewProposalContact: [{ ops: [OPS.contractorEmail, OPS.contractorEmailRest], start: project() }],
          viewHomeownerContact: [{ ops: [OPS.homeownerContact, OPS.homeownerContactRest], start: project() }],
          viewThread: [{ ops: [OPS.messageThread, OPS.proposalThread, OPS.markThreadRead], start: project() }],
          sendMessage: [{ ops: [OPS.sendMessage], start: project() }],
          shareContactDetails: [{ ops: [OPS.shareContactDetails], start: project() }],
          viewDeclineNote: [{ ops: [OPS.declineNote, OPS.declineNoteRest], start: project({ proposal: { status: 'declined', contactShared: false } }) }],
        },
        action,
      ),
  },
  CONTACT_ONCE_REVEALED: {
    kind: 'project',
    only: revealed,
    // Revealed both ways the table knows (contactRevealed): shared by the homeowner, or accepted (then it is the hire).
    rows: (action) => {
      const ops = keyed({ viewProposalContact: [OPS.contractorEmail, OPS.contractorEmailRest], viewHomeownerContact: [OPS.homeownerContact, OPS.homeownerContactRest] }, action);
      if (!ops) return undefined;
      const orElse = rule('PROJECT_ACTIONS', action);
      return [
        { ops, start: project({ proposal: { status: 'pending', contactShared: true } }), orElse, label: 'shared' },
        { ops, start: project({ hire: 'contractor', proposal: { status: 'accepted', contactShared: false } }), orElse, label: 'accepted' },
      ];
    },
  },
  CONTRACTOR_REVIEW_ACTIONS: {
    kind: 'project',
    rows: (action) =>
      keyed<Derivation[]>(
        {
          write: [{ ops: [OPS.submitReview, OPS.viewerCanReview], start: project() }],
          reply: [{ ops: [OPS.replyToReview], start: reviewedProject }],
          hide: [{ ops: [OPS.hideReview], start: reviewedProject }],
          viewHidden: [{ ops: [OPS.reviewHidden], start: reviewedProject }],
        },
        action,
      ),
  },
  REVIEW_STEPS: {
    kind: 'project',
    rows: (step) => {
      const operation = keyed(
        { confirm: OPS.confirmProject, approve: OPS.approveProject, requestChanges: OPS.requestProjectChanges, reject: OPS.rejectProject, resubmit: OPS.reviseProject },
        step,
      );
      return operation && [{ ops: [operation], start: post }];
    },
  },
  CREDENTIAL_TRANSITIONS: {
    kind: 'profile',
    rows: (action) =>
      keyed<Derivation[] | { nobody: string }>(
        {
          // A credential not filed yet is filed anew; one on file is sent again under its id.
          submit: [{ ops: (s) => [s.profile?.credential === 'new' ? OPS.submitCredential : OPS.resendCredential], start: contractorsCredential('new') }],
          verify: [{ ops: (s) => (s.profile?.credential === 'new' ? [] : [OPS.verifyCredential]), start: contractorsCredential('submitted') }],
          reject: [{ ops: (s) => (s.profile?.credential === 'new' ? [] : [OPS.rejectCredential]), start: contractorsCredential('submitted') }],
          expire: { nobody: 'the daily job expires credentials; no API offers the step' },
        },
        action,
      ),
  },
  CONTRACTOR_PROFILE_ACTIONS: {
    kind: 'profile',
    rows: (action) =>
      keyed<Derivation[]>(
        {
          edit: [{ ops: [OPS.updateContractorProfile, OPS.updateLeadPreferences], start: { profile: { whose: 'own', credential: null } } }],
          viewCredentials: [{ ops: [OPS.profileCredentials], start: contractorsCredential('submitted') }],
        },
        action,
      ),
  },
  PRIVATE_FILE_ACTIONS: {
    kind: 'file',
    rows: (action) =>
      keyed<Derivation[]>(
        {
          viewCredentialDocument: [{ ops: [OPS.privateFile('document'), OPS.privateFile('document', 480)], start: contractorsCredential('submitted') }],
          viewMessagePhoto: [{ ops: [OPS.privateFile('photo'), OPS.privateFile('photo', 960)], start: project() }],
          viewUnattached: [{ ops: [OPS.privateFile('draft')], start: { uploader: 'contractor' } }],
          viewProgressPhoto: [{ ops: [OPS.privateFile('progress'), OPS.privateFile('progress', 960)], start: agreementIn({ progress: true }) }],
          viewDisputePhoto: [{ ops: [OPS.privateFile('dispute'), OPS.privateFile('dispute', 960)], start: agreementIn({ dispute: 'open' }) }],
          // owner's photo, sent in the thread: only its uploader may attach it, among the people who write there.
          attach: [{ ops: [OPS.sendMessageWithPhoto], start: { ...project(), uploader: 'owner' }, also: [rule('PROJECT_ACTIONS', 'sendMessage')] }],
        },
        action,
      ),
  },
  AGREEMENT_STEPS: {
    kind: 'agreement',
    rows: (step) =>
      keyed<Derivation[] | { nobody: string }>(
        {
          // Only while the hire has no live agreement: from any other state the hire's live agreement
          // answers (preparing is asked again from the proposal's page), and a closed one leaves the hire without one, 'new' again.
          prepare: [{ ops: (s) => (s.agreement?.status === 'new' ? [OPS.prepareAgreement] : []), start: agreementIn() }],
          edit: [{ ops: drafted(OPS.updateAgreement), start: agreementIn() }],
          send: [{ ops: drafted(OPS.sendAgreement), start: agreementIn() }],
          requestChanges: [{ ops: drafted(OPS.requestAgreementChanges), start: agreementIn() }],
          decline: [{ ops: drafted(OPS.declineAgreement), start: agreementIn() }],
          // From signed-by-one, the homeowner has signed: the contractor's signature puts it in force (the copy is
          // made and e-mailed); the homeowner has signed this document already.
          sign: [{ ops: drafted(OPS.signAgreement), start: agreementIn({ signedFirst: 'homeowner' }), except: (s) => (s.agreement?.status === 'signed-by-one' ? [PARTY_PERSON[s.agreement.signedFirst]] : []) }],
          cancel: [{ ops: drafted(OPS.cancelAgreement), start: agreementIn() }],
          recordCancellation: [{ ops: drafted(OPS.recordAgreementCancellation), start: agreementIn() }],
          supersede: { nobody: 'the knock-on of a hire released or a project cancelled; no API offers it' },
          proposeChange: [{ ops: drafted(OPS.proposeChangeOrder), start: agreementIn() }],
        },
        step,
      ),
  },
  AGREEMENT_ACTIONS: {
    kind: 'agreement',
    rows: (action) =>
      keyed<Derivation[]>(
        {
          // In force, signed by both, with a change order waiting: everything a reader could see.
          view: [
            {
              ops: [OPS.agreement, OPS.agreementRest, OPS.agreementPdf, OPS.agreementTerms, OPS.agreementSignatures, OPS.agreementChangeOrders, OPS.proposalAgreement, OPS.agreementJob, OPS.invoicePdf, OPS.agreementDisputes, OPS.agreementProgress],
              start: { agreement: { ...changeOrderBy('contractor').agreement!, invoice: 'issued', payment: 'recorded', dispute: 'open', progress: true } },
            },
          ],
        },
        action,
      ),
  },
  CHANGE_ORDER_STEPS: {
    kind: 'change-order',
    rows: (step) =>
      keyed<Derivation[]>(
        {
          sign: [
            { ops: [OPS.signChangeOrder], start: changeOrderBy('contractor'), label: "the contractor's" },
            { ops: [OPS.signChangeOrder], start: changeOrderBy('homeowner'), label: "the homeowner's" },
          ],
          decline: [{ ops: [OPS.declineChangeOrder], start: changeOrderBy('contractor') }],
          withdraw: [{ ops: [OPS.withdrawChangeOrder], start: changeOrderBy('contractor') }],
        },
        step,
      ),
  },
  JOB_STEPS: {
    kind: 'agreement',
    rows: (step) =>
      keyed<Derivation[]>(
        {
          issueInvoice: [{ ops: drafted(OPS.issueInvoice), start: agreementIn() }],
          recordPayment: [{ ops: drafted(OPS.recordPayment), start: agreementIn() }],
          openDispute: [{ ops: drafted(OPS.openDispute), start: agreementIn() }],
          postProgress: [{ ops: drafted(OPS.postProgressUpdate), start: agreementIn() }],
        },
        step,
      ),
  },
  INVOICE_STEPS: {
    kind: 'invoice',
    rows: (step) => keyed<Derivation[]>({ giveNotice: [{ ops: [OPS.giveNonPaymentNotice], start: agreementIn({ invoice: 'issued' }) }] }, step),
  },
  PAYMENT_STEPS: {
    kind: 'payment',
    rows: (step) =>
      keyed<Derivation[]>(
        {
          confirm: [{ ops: [OPS.confirmPayment], start: agreementIn({ invoice: 'issued', payment: 'recorded' }) }],
          dispute: [{ ops: [OPS.disputePayment], start: agreementIn({ invoice: 'issued', payment: 'recorded' }) }],
        },
        step,
      ),
  },
  DISPUTE_STEPS: {
    kind: 'dispute',
    rows: (step) => keyed<Derivation[]>({ settle: [{ ops: [OPS.settleDispute], start: agreementIn({ dispute: 'open' }) }] }, step),
  },
  VISIT_STEPS: {
    kind: 'visit',
    rows: (step) =>
      keyed<Derivation[] | { nobody: string }>(
        {
          // Proposed anew while the contractor has no live visit on the project; with one, they reschedule it.
          propose: [{ ops: [OPS.proposeVisit], start: withVisit('new') }],
          pick: [{ ops: visited(OPS.pickVisitTime), start: withVisit('proposed') }],
          askOtherTimes: [{ ops: visited(OPS.askForOtherVisitTimes), start: withVisit('proposed') }],
          reschedule: [{ ops: visited(OPS.rescheduleVisit), start: withVisit('proposed') }],
          cancel: [{ ops: visited(OPS.cancelVisit), start: withVisit('proposed') }],
          // The confirmed visit began two hours ago: its time has come.
          markNoShow: [{ ops: visited(OPS.markVisitNoShow), start: withVisit('confirmed') }],
          cancelAsOperator: [{ ops: visited(OPS.cancelVisitAsOperator, OPS.cancelVisitAsOperatorRest), start: withVisit('confirmed') }],
          withdrawNoShow: [{ ops: visited(OPS.withdrawVisitNoShow, OPS.withdrawVisitNoShowRest), start: withVisit('no-show') }],
          remind: { nobody: 'the hourly reminder job sends it; no API offers the step' },
        },
        step,
      ),
  },
  VISIT_ACTIONS: {
    kind: 'visit',
    rows: (action) => keyed<Derivation[]>({ view: [{ ops: [OPS.agreementVisits, OPS.projectVisits, OPS.visitIcs], start: withVisit('confirmed') }] }, action),
  },
  SUBSTANTIAL_PERFORMANCE_STEPS: {
    kind: 'substantial-performance',
    rows: (step) =>
      keyed<Derivation[]>(
        {
          declare: [{ ops: [OPS.declareSubstantialPerformance], start: agreementIn({ invoice: 'issued' }) }],
          confirm: [{ ops: [OPS.confirmSubstantialPerformance], start: agreementIn({ invoice: 'issued', performance: 'declared' }) }],
          dispute: [{ ops: [OPS.disputeSubstantialPerformance], start: agreementIn({ invoice: 'issued', performance: 'declared' }) }],
          // Confirmed 61 days ago, with a work invoice's holdback kept back: it has fallen due.
          releaseHoldback: [{ ops: [OPS.issueHoldbackRelease], start: agreementIn({ invoice: 'issued', performance: 'confirmed' }) }],
        },
        step,
      ),
  },
};

function rule(table: string, key: string): RuleRef {
  return { name: `${table}.${key}`, kind: DERIVE[table].kind, rule: (lifecycle as any)[table][key], only: DERIVE[table].only };
}

/** Every relation held by someone (but the clock): who a rule left as nobody's would let in. */
const EVERY_RELATION: State = { project: BASE_PROJECT, profile: { whose: 'own', credential: 'submitted' }, uploader: 'owner', agreement: { ...BASE_AGREEMENT, changeOrder: { proposedBy: 'contractor', status: 'proposed' } } };
/** The states a step can leave from: a post's review state, a credential's status ('new': not filed yet), an agreement's, a change order's. */
const FROM_STATES: Record<RuleKind, readonly string[]> = {
  project: PROJECT_VISIBILITIES,
  profile: ['new', ...CREDENTIAL_STATUSES],
  file: [],
  agreement: ['new', ...AGREEMENT_STATUSES],
  'change-order': CHANGE_ORDER_STATUSES,
  invoice: INVOICE_STATES,
  payment: PAYMENT_STATES,
  'substantial-performance': SUBSTANTIAL_PERFORMANCE_STATES,
  dispute: DISPUTE_STATES,
  visit: VISIT_STATES,
};

/** The state with the step's `from` state: a credential not filed yet is whoever files it, one on file is contractor's. */
function atFrom(kind: RuleKind, state: State, from: string): State {
  if (kind === 'profile') return { ...state, profile: { whose: from === 'new' ? 'own' : 'contractor', credential: from as CredentialState } };
  if (kind === 'agreement') return { ...state, agreement: { ...state.agreement!, status: from as AgreementState } };
  if (kind === 'change-order') return { ...state, agreement: { ...state.agreement!, changeOrder: { ...state.agreement!.changeOrder!, status: from as ChangeOrderStatusValue } } };
  if (kind === 'invoice') return { ...state, agreement: { ...state.agreement!, invoice: from as InvoiceState } };
  if (kind === 'payment') return { ...state, agreement: { ...state.agreement!, payment: from as PaymentState } };
  if (kind === 'dispute') return { ...state, agreement: { ...state.agreement!, dispute: from as DisputeState } };
  if (kind === 'substantial-performance') return { ...state, agreement: { ...state.agreement!, performance: from as SubstantialPerformanceState } };
  if (kind === 'visit') return { ...state, agreement: { ...state.agreement!, visit: from as VisitState } };
  return { ...state, project: { ...state.project!, visibility: from as ProjectVisibilityValue } };
}

/** A lifecycle table: an object of rules, each saying `by` whom. */
const isRuleTable = (value: unknown): value is Record<string, { by: readonly string[] }> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((entry) => Array.isArray(entry?.by));

function lifecycleRows(): { rows: Row[]; problems: string[] } {
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(path.join(__dirname, '../src/policy'))) {
    if (/^lifecycle(-.+)?\.ts$/.test(file) && !Object.hasOwn(LIFECYCLE_FILES, file.replace(/\.ts$/, ''))) problems.push(`${file}: a lifecycle file the matrix does not read (add it to LIFECYCLE_FILES)`);
  }
  for (const [table, rules] of Object.entries(lifecycle)) {
    if (!isRuleTable(rules)) continue;
    if (!DERIVE[table]) {
      problems.push(`${table}: a lifecycle table the matrix does not read (say in DERIVE which operations take its rules)`);
      continue;
    }
    for (const key of Object.keys(rules)) {
      const ref = rule(table, key);
      const strangers = [...ref.rule.by, ...(ref.rule.unless ?? [])].filter((relation) => !knownRelation(relation));
      if (strangers.length > 0) problems.push(`${ref.name}: the matrix does not know who is ${strangers.join(', ')} (lifecycle-matrix.ts, PEOPLE_WITH)`);
      for (const condition of conditionsOf(ref.rule).filter((c) => !readsCondition(c))) problems.push(`${ref.name}: the matrix cannot read the condition ${condition} (lifecycle-matrix.ts, CONDITIONS or AGREEMENT_CONDITIONS)`);
      const derived = DERIVE[table].rows(key);
      if (derived === undefined) {
        problems.push(`${ref.name}: no operation takes it in the matrix (say which in DERIVE)`);
      } else if (typeof derived === 'string') {
        problems.push(`${ref.name}: ${derived}`);
      } else if ('nobody' in derived) {
        const who = PEOPLE.filter((person) => ref.rule.by.some((relation) => relationsOf(person, EVERY_RELATION).has(relation)));
        if (who.length > 0) problems.push(`${ref.name}: has no rows as nobody's to take (${derived.nobody}), but the table lets ${who.join(', ')}`);
      } else {
        const made = derived.flatMap((derivation) => derivedRows(ref, derivation, problems));
        if (made.length === 0) problems.push(`${ref.name}: no rows`);
        rows.push(...made);
      }
    }
  }
  return { rows, problems };
}

function derivedRows(ref: RuleRef, d: Derivation, problems: string[]): Row[] {
  const opsAt = (state: State) => (typeof d.ops === 'function' ? d.ops(state) : d.ops);
  const from = ref.rule.from;
  const tries: { state: State; label: string; outside?: true }[] = from ? from.map((state) => ({ state: atFrom(ref.kind, d.start, state), label: `from ${state}` })) : [{ state: d.start, label: '' }];
  // From a state it does not leave from (one the operation can be tried on), nobody may take a step.
  const outside = from && FROM_STATES[ref.kind].find((state) => !from.includes(state) && opsAt(atFrom(ref.kind, d.start, state)).length > 0);
  if (outside) tries.push({ state: atFrom(ref.kind, d.start, outside), label: `from ${outside}`, outside: true });
  const name = (operation: Operation, ...labels: string[]) => `${operation.name} (${[ref.name, d.label, ...labels].filter(Boolean).join(', ')})`;
  const rows: Row[] = [];
  for (const [index, tried] of tries.entries()) {
    const ops = opsAt(tried.state);
    if (ops.length === 0) {
      problems.push(`${ref.name} ${tried.label}: no operation takes it from there`);
      continue;
    }
    const aboutProposal = ops[0].on === 'proposal';
    const allowedIn = (state: State) => {
      const allowed = [ref, ...(d.also ?? [])].map((r) => permitted(r, state, aboutProposal)).reduce((a, b) => a.filter((person) => b.includes(person)));
      const people = d.orElse ? PEOPLE.filter((person) => allowed.includes(person) || permitted(d.orElse!, state, aboutProposal).includes(person)) : allowed;
      const refused = d.except?.(state) ?? [];
      return people.filter((person) => !refused.includes(person));
    };
    const legal = [ref, ...(d.also ?? [])].reduce((state, r) => meeting(r, state, aboutProposal), tried.state);
    if (!tried.outside && allowedIn(legal).length === 0) problems.push(`${ref.name}: nobody may take it in the state built for it, ${JSON.stringify(legal)}`);
    for (const operation of ops) rows.push(lifecycleRow(name(operation, tried.label), allowedIn(legal), legal, operation));
    // Each condition broken once, from the first state tried.
    if (index > 0) continue;
    // The same write on a built-in sample (project.showcase): nobody may, staff included (lifecycle.ts, SHOWCASE_REFUSED).
    if (ref.kind === 'project' && !REVIEW_OF_A_HIRE.includes(ref.name)) {
      const showcase: State = { ...legal, project: { ...legal.project!, showcase: true } };
      for (const operation of ops.filter((op) => op.write)) rows.push(lifecycleRow(name(operation, tried.label, 'on a showcase project'), [], showcase, operation));
    }
    for (const condition of conditionsOf(ref.rule).filter(readsCondition)) {
      const broken = breaking(ref, legal, condition, aboutProposal);
      if (!broken) {
        problems.push(`${ref.name}: no state leaves ${condition} the only condition unmet for someone it lets in (lifecycle-matrix.ts, CONDITIONS.${condition})`);
        continue;
      }
      for (const operation of ops) rows.push(lifecycleRow(name(operation, tried.label, `${condition} unmet`), allowedIn(broken), broken, operation));
    }
  }
  return rows;
}

/** Rules about a review already written: a showcase project has no hire, so none of them can reach one. */
const REVIEW_OF_A_HIRE = ['CONTRACTOR_REVIEW_ACTIONS.reply', 'CONTRACTOR_REVIEW_ACTIONS.hide', 'CONTRACTOR_REVIEW_ACTIONS.viewHidden'];

function lifecycleRow(name: string, allowed: Person[], state: State, operation: Operation): Row {
  return { name, allowed, write: operation.write, given: () => build(state), call: (b: Built, as: Person) => operation.call(b, as) };
}

const LIFECYCLE = lifecycleRows();

const ROWS: Row[] = [
  ...HAND_WRITTEN,
  ...LIFECYCLE.rows,
  // Last: it ends each person's session.
  { name: 'Mutation.signOut', allowed: ALL, ...gql(`mutation { signOut }`, () => ({}), false) },
];

/** better-auth's own endpoints: their access is the library's (a session cookie or a one-time token). */
const LIBRARY_ROUTES = ['ALL /api/auth/magic-link/verify', 'ALL /api/auth/sign-out', 'ALL /api/auth/get-session'];
/** Binary routes checked in uploads.test.ts (uploads: signed in, or a visitor's one-time pass; photos: shown to everyone). */
const COVERED_ELSEWHERE = ['POST /api/uploads', 'GET /api/uploads/:name', 'GET /api/uploads/:width/:name'];

/** Every REST route the source declares, read from the routers (so a new route cannot hide). */
function declaredRestRoutes(): string[] {
  const src = path.join(__dirname, '..', 'src');
  const routerFile = readFileSync(path.join(src, 'rest', 'router.ts'), 'utf8');
  const mounts = new Map([...routerFile.matchAll(/router\.use\('([^']+)', (\w+)\(/g)].map((m) => [m[2], m[1]]));
  // Routers mounted by the app itself, ahead of the API's JSON parser (e.g. /api/vitals).
  for (const m of readFileSync(path.join(src, 'app.ts'), 'utf8').matchAll(/app\.use\('\/api(\/[^']+)', (\w+)\(/g)) mounts.set(m[2], m[1]);
  const files = ['rest/router.ts', 'rest/placeholder.ts', ...readdirSync(path.join(src, 'modules')).flatMap((m) =>
    readdirSync(path.join(src, 'modules', m)).filter((f) => f.endsWith('.rest.ts')).map((f) => `modules/${m}/${f}`))];
  const routes: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(src, file), 'utf8');
    const factory = /export function (\w+Routes)\(/.exec(text)?.[1] ?? '';
    const prefix = file === 'rest/router.ts' ? '' : mounts.get(factory) ?? '?';
    for (const m of text.matchAll(/router\.(get|post|put|patch|delete)\(\s*'([^']*)'/g)) {
      routes.push(`${m[1].toUpperCase()} /api${prefix}${m[2] === '/' ? '' : m[2]}`);
    }
  }
  const app = readFileSync(path.join(src, 'app.ts'), 'utf8');
  for (const m of app.matchAll(/app\.(get|post|put|patch|delete)\('(\/api\/[^']+)'/g)) routes.push(`${m[1].toUpperCase()} ${m[2]}`);
  for (const m of app.matchAll(/app\.all\(\[([^\]]+)\]/g)) for (const p of m[1].matchAll(/'([^']+)'/g)) routes.push(`ALL ${p[1]}`);
  return routes;
}

/**
 * What a refused call must leave alone: each table below, whole rows or, where the background moves
 * some columns, the columns people set. Triggers on the test database (installed once, `watchTables`)
 * write one line to matrix_change for every insert and delete, and for every update that changes a
 * watched column; a refused call changed nothing when no line was added while it ran. The lines name
 * the table, so a failure says what moved. (The cost of the check does not grow with the tables, as a
 * digest of every table before and after each refused call did: 2,176 digests took 92 s of the file's 220.)
 */
const WATCHED: Record<string, { columns?: string[]; when?: (row: 'OLD' | 'NEW') => string }> = {
  project: {},
  proposal: {},
  contact_message: {},
  proposal_message: {},
  // Notifications, but not their e-mail's progress, which the mail queue moves on its own.
  notification: { columns: ['id', 'recipient_id', 'kind', 'title', 'read_at'] },
  notification_preference: {},
  // api_key.last_used_at moves with every partner request; the rest must not.
  api_key: { columns: ['id', 'name', 'revoked_at'] },
  user: { columns: ['id', 'banned', '"businessName"', 'name', 'phone', 'role', 'pending_details'] },
  // Entries are added or removed, never edited.
  audit_log: { columns: [] },
  credential: {},
  contractor_profile: {},
  project_invitation: { columns: ['project_id', 'contractor_id', 'notified_at', 'withdrawn_at'] },
  contractor_review: {},
  proposal_thread_read: {},
  partner_application: {},
  // The lease moves with deliveries in the background; what a person sets must not.
  webhook_endpoint: { columns: ['id', 'owner_id', 'url', 'events', 'enabled', 'secret', 'previous_secret'] },
  // What a request queues for partners, and a test event's attempt (made while the request waits).
  // Deliveries' progress and their attempts are the sender's, in the background (an approval's
  // project.published event is tried while later rows run).
  webhook_delivery: { columns: ['id', 'endpoint_id', 'event_id'] },
  webhook_attempt: { columns: ['event_type'], when: (row) => `${row}.event_type = '${WEBHOOK_TEST_EVENT}'` },
  agreement: {},
  agreement_signature: {},
  agreement_change_order: {},
  agreement_event: {},
  invoice: {},
  payment: {},
  dispute: {},
  progress_update: {},
  // Reading a feed stamps last_read_at; what a person makes or turns off must not move.
  calendar_feed: { columns: ['user_id', 'token_sha256'] },
  job_reminder: {},
  site_visit: {},
};

/** The triggers behind `changesSince` (test database only; the product has none of this). */
async function watchTables(): Promise<void> {
  const statements = [
    `CREATE TABLE matrix_change (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)`,
    `CREATE FUNCTION matrix_note_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO matrix_change (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
  ];
  for (const [table, { columns, when }] of Object.entries(WATCHED)) {
    const name = `"${table}"`;
    const of = (row: 'OLD' | 'NEW') => (columns ? `row(${columns.map((column) => `${row}.${column}`).join(', ')})::text` : `${row}::text`);
    const only = (row: 'OLD' | 'NEW') => (when ? ` WHEN (${when(row)})` : '');
    statements.push(
      `CREATE TRIGGER matrix_insert AFTER INSERT ON ${name} FOR EACH ROW${only('NEW')} EXECUTE FUNCTION matrix_note_change()`,
      `CREATE TRIGGER matrix_delete AFTER DELETE ON ${name} FOR EACH ROW${only('OLD')} EXECUTE FUNCTION matrix_note_change()`,
      `CREATE TRIGGER matrix_truncate AFTER TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION matrix_note_change()`,
    );
    if (columns?.length !== 0 || when) {
      const changed = `${of('OLD')} IS DISTINCT FROM ${of('NEW')}`;
      statements.push(`CREATE TRIGGER matrix_update AFTER UPDATE ON ${name} FOR EACH ROW WHEN (${when ? `(${when('OLD')} OR ${when('NEW')}) AND ` : ''}${changed}) EXECUTE FUNCTION matrix_note_change()`);
    }
  }
  for (const statement of statements) await server.db.query(statement);
}

/** How many changes to the watched tables have been made so far: a refused call's "before". */
async function changeCount(): Promise<number> {
  const [{ count }] = await server.db.query(`SELECT count(*)::int AS count FROM matrix_change`);
  return count;
}

/**
 * The changes made to the watched tables since there were `before` of them, as "table OPERATION"
 * (lines are only ever added: any committed since makes the list non-empty).
 */
async function changesSince(before: number): Promise<string[]> {
  const rows: { change: string }[] = await server.db.query(`SELECT tbl || ' ' || op AS change FROM matrix_change ORDER BY id OFFSET $1`, [before]);
  return rows.map((row) => row.change);
}

let fixtureCount = 0;
/** The rows written by hand: their fixture, inserted in one transaction (one commit instead of ten). */
function fixture(ids: Record<string, string>): Promise<Fixture> {
  return server.db.transaction((manager) => insertFixture(manager, ids));
}

async function insertFixture(manager: EntityManager, ids: Record<string, string>): Promise<Fixture> {
  fixtureCount++;
  const [project] = await manager.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Replace a deck in Oakville', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Owner', 'open', $2, 'published') RETURNING id`,
    [`Matrix project ${fixtureCount}`, ids.owner],
  );
  const [declined] = await manager.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience, status, decline_note)
     VALUES ($1, $2, 'Other Decks', 'other@decks.example.ca', null, '$10,000 - $15,000', '2 weeks', 'Tear out and rebuild in pressure-treated lumber', 'Twenty decks a year in Halton', 'declined',
       'Thank you for your proposal. I went with another contractor.') RETURNING id`,
    [project.id, ids.contractor],
  );
  // The operators' queues are not empty: a post waiting for review, a credential waiting for a check.
  await manager.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility, submitted_at)
     VALUES ('Deck in review', 'Replace a deck in Burlington', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Owner', 'open', $1, 'in-review', now())`,
    [ids.owner],
  );
  await manager.query(
    `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on) VALUES ($1, 'wsib-clearance', 'WSIB 1000001', 'Workplace Safety and Insurance Board', current_date + 60)`,
    [ids.contractor],
  );
  // Everyone signed in has details waiting for their confirmation (their own name again, so confirming keeps the account usable).
  await manager.query(
    `UPDATE "user" SET pending_details = jsonb_build_object('name', name, 'phone', '416-555-0100', 'requestedAt', now()) WHERE id = ANY($1)`,
    [SIGNED_IN.map((p) => ids[p])],
  );
  const [message] = await manager.query(
    `INSERT INTO contact_message (name, email, subject, message) VALUES ('Jo', 'jo@example.ca', 'Deck permit', 'Do I need a permit in Mississauga?') RETURNING id`,
  );
  // One endpoint at a time for partnerAccount, so creating one never meets the limit of five.
  await manager.query(`DELETE FROM webhook_endpoint WHERE owner_id = $1`, [ids.partnerAccount]);
  const [endpoint] = await manager.query(
    `INSERT INTO webhook_endpoint (owner_id, url, events, secret) VALUES ($1, 'http://127.0.0.1:1/hook', '{project.published}', $2) RETURNING id`,
    [ids.partnerAccount, server.webhookSecretBox.seal('whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=')],
  );
  return { projectId: project.id, declinedProposalId: declined.id, contactMessageId: message.id, contractorId: ids.contractor, webhookEndpointId: endpoint.id };
}

/** The ids a lifecycle row's operations act on, in the state built for it (0: not in this state). */
interface Built {
  projectId: number;
  /** contractor's proposal: the one a rule about a proposal is tried on. */
  proposalId: number;
  hireId: number;
  reviewId: number;
  credentialId: number;
  /** The agreement drafted from the hire (hiredContractor's accepted proposal), and its change order. */
  agreementId: number;
  changeOrderId: number;
  /** The agreement's invoice for work and the homeowner's payment against it. */
  invoiceId: number;
  paymentId: number;
  disputeId: number;
  /** The site visit between owner and hiredContractor on the agreement's project, and the first time it proposes. */
  visitId: number;
  visitOption: string;
}

/** Builds a lifecycle state (lifecycle-matrix.ts, State) in one transaction: only what the state says. */
function build(state: State): Promise<Built> {
  return server.db.transaction(async (manager) => {
    fixtureCount++;
    const built: Built = { projectId: 0, proposalId: 0, hireId: 0, reviewId: 0, credentialId: 0, agreementId: 0, changeOrderId: 0, invoiceId: 0, paymentId: 0, disputeId: 0, visitId: 0, visitOption: '' };
    const p = state.project;
    if (p) {
      const [project] = await manager.query(
        `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility, quote_limit, submitted_at, review_note, showcase, showcase_number)
         VALUES ($1, 'Replace a deck in Oakville', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Owner', $2, $3, $4, $5, now(), $6, $7, $8) RETURNING id`,
        [
          `Lifecycle deck ${fixtureCount}`, p.status, ids.owner, p.visibility, p.quoteLimit, ['changes-requested', 'rejected'].includes(p.visibility) ? 'Please give the deck size' : null,
          // A showcase project with everything a row needs (an owner, bids, a hire), as no sample has: the policy refuses on the flag alone.
          Boolean(p.showcase), p.showcase ? ((fixtureCount - 1) % 2999) + 1 : null,
        ],
      );
      built.projectId = project.id;
      const bid = async (contractor: string, status: string, contactShared = false) => {
        const [row] = await manager.query(
          `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience, status, contact_shared_at, decline_note)
           SELECT $1, u.id, u.name, u.email, '416-555-0100', '$10,000 - $15,000', '2 weeks', 'Tear out and rebuild in pressure-treated lumber', 'Twenty decks a year in Halton', $3::varchar,
             CASE WHEN $4::boolean THEN now() END, CASE WHEN $3::varchar = 'declined' THEN 'Thank you for your proposal. I went with another contractor.' END
           FROM "user" u WHERE u.id = $2 RETURNING id`,
          [project.id, contractor, status, contactShared],
        );
        return row.id as number;
      };
      if (p.hire === 'hiredContractor') built.hireId = await bid(ids.hiredContractor, 'accepted');
      if (p.proposal) {
        built.proposalId = await bid(ids.contractor, p.proposal.status, p.proposal.contactShared);
        // The thread has owner's question, with a photo.
        await manager.query(`INSERT INTO proposal_message (proposal_id, sender_id, body, images) VALUES ($1, $2, 'Does your price include the building permit?', $3)`, [
          built.proposalId,
          ids.owner,
          [privateFiles.photo],
        ]);
        if (p.hire === 'contractor') built.hireId = built.proposalId;
      }
      for (let n = 0; n < p.otherBids; n++) await bid(ids.thirdPro, 'pending');
      if (built.hireId) await manager.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [built.hireId, project.id]);
      // A plumber the owner invited to quote.
      await manager.query(`INSERT INTO project_invitation (project_id, contractor_id, notified_at) VALUES ($1, $2, now())`, [project.id, ids.invitee]);
      if (p.reviewed) {
        const [review] = await manager.query(
          `INSERT INTO contractor_review (project_id, proposal_id, contractor_id, author_id, quality, punctuality, communication, value, text)
           SELECT $1, $2, contractor_id, $3, 4, 4, 5, 4, 'Solid work on our deck, a day late but communicated well throughout.' FROM proposal WHERE id = $2 RETURNING id`,
          [project.id, built.hireId, ids.owner],
        );
        built.reviewId = review.id;
      }
    }
    const credential = state.profile?.credential;
    if (credential && credential !== 'new') {
      const [row] = await manager.query(
        `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, document, status)
         VALUES ($1, 'wsib-clearance', 'WSIB 1000001', 'Workplace Safety and Insurance Board', current_date + 60, $2, $3) RETURNING id`,
        [ids.contractor, privateFiles.document, credential],
      );
      built.credentialId = row.id;
    }
    if (state.agreement) await buildAgreement(manager, state.agreement, built);
    return built;
  });
}

/**
 * The PDF a sent agreement's rows find stored (its document and, in force, its signed copy): a stand-in,
 * so building a state renders nothing. Only the rows' own sending and second signature render one, with
 * the server's generator (agreement-pdf.ts).
 */
const AGREEMENT_PDF = Buffer.from('%PDF-1.4\n% The matrix agreement\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const AGREEMENT_PDF_KEY = 'private/agreements/matrix-document.pdf';
const AGREEMENT_PDF_SHA256 = createHash('sha256').update(AGREEMENT_PDF).digest('hex');
/** What a signature of the matrix records, besides the party. */
const signatureRow = (party: AgreementParty) => [party === 'homeowner' ? ids.owner : ids.hiredContractor, party === 'homeowner' ? AGREEMENT_TERMS.homeowner.name : AGREEMENT_TERMS.contractor.representative];

/**
 * An agreement (lifecycle-matrix.ts, AgreementFixture) as the service would have left it, written directly:
 * owner's published project, hiredContractor's accepted proposal as its hire, and (but for 'new') the
 * agreement drafted from it with complete terms, its document, signatures and change order.
 */
async function buildAgreement(manager: EntityManager, a: AgreementFixture, built: Built): Promise<void> {
  const [project] = await manager.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Replace a deck in Oakville', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Owner', 'open', $2, 'published') RETURNING id`,
    [`Agreement deck ${fixtureCount}`, ids.owner],
  );
  const [hire] = await manager.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience, status)
     SELECT $1, u.id, u.name, u.email, '416-555-0100', '$10,000 - $15,000', '2 weeks', 'Tear out and rebuild in pressure-treated lumber', 'Twenty decks a year in Halton', 'accepted'
     FROM "user" u WHERE u.id = $2 RETURNING id`,
    [project.id, ids.hiredContractor],
  );
  await manager.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [hire.id, project.id]);
  built.projectId = project.id;
  built.hireId = hire.id;
  if (a.visit && a.visit !== 'new') {
    const began = a.visit === 'confirmed' || a.visit === 'no-show' || a.visit === 'no-show-withdrawn';
    const [visit] = await manager.query(
      `INSERT INTO site_visit (project_id, homeowner_id, contractor_id, status, options, duration_minutes, starts_at, address, cancel_reason, cancelled_by, no_show_party)
       VALUES ($1, $2, $3, $4, ARRAY[date_trunc('hour', now()) + interval '2 days', date_trunc('hour', now()) + interval '3 days'], 45,
         CASE WHEN $5::boolean THEN now() - interval '2 hours' END, CASE WHEN $5::boolean THEN $6 END,
         CASE WHEN $4::varchar = 'cancelled' THEN 'The crew is off sick that week.' END, CASE WHEN $4::varchar = 'cancelled' THEN 'contractor' END,
         CASE WHEN $4::varchar IN ('no-show', 'no-show-withdrawn') THEN 'contractor' END)
       RETURNING id, options[1] AS first`,
      [project.id, ids.owner, ids.hiredContractor, a.visit, began, VISIT_ADDRESS],
    );
    built.visitId = visit.id;
    built.visitOption = new Date(visit.first).toISOString();
  }
  if (a.status === 'new') return;
  const sent = a.status !== 'draft';
  const inForce = a.status === 'in-force';
  const closed = a.status === 'cancelled' || a.status === 'declined';
  const [agreement] = await manager.query(
    `INSERT INTO agreement (project_id, proposal_id, homeowner_id, contractor_id, status, terms, change_note, document_key, document_sha256, sent_at,
       in_force_at, copy_key, copy_delivered_at, closed_at, close_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10::boolean THEN now() - interval '12 days' END,
       CASE WHEN $11::boolean THEN now() - $12::interval END, $13, CASE WHEN $11::boolean THEN now() - $12::interval END,
       CASE WHEN $14::boolean THEN now() END, CASE WHEN $14::boolean THEN 'Closed before the matrix ran' END) RETURNING id`,
    [
      project.id,
      hire.id,
      ids.owner,
      ids.hiredContractor,
      a.status,
      JSON.stringify(AGREEMENT_TERMS),
      a.status === 'changes-requested' ? 'Please give the railing its own line.' : null,
      sent ? AGREEMENT_PDF_KEY : null,
      sent ? AGREEMENT_PDF_SHA256 : null,
      sent,
      inForce,
      a.coolingOff ? '0 days' : '11 days',
      inForce ? AGREEMENT_PDF_KEY : null,
      closed,
    ],
  );
  built.agreementId = agreement.id;
  await manager.query(`INSERT INTO agreement_event (agreement_id, kind, by_party) VALUES ($1, 'drafted', 'contractor')`, [agreement.id]);
  const parties: AgreementParty[] = a.status === 'signed-by-one' ? [a.signedFirst] : inForce ? ['homeowner', 'contractor'] : [];
  const sign = (party: AgreementParty, changeOrderId: number | null, sha256: string) =>
    manager.query(
      `INSERT INTO agreement_signature (agreement_id, change_order_id, party, user_id, full_name, consented, ip_address, user_agent, document_sha256)
       VALUES ($1, $2, $3, $4, $5, true, '192.0.2.10', 'Matrix browser', $6)`,
      [agreement.id, changeOrderId, party, ...signatureRow(party), sha256],
    );
  for (const party of parties) await sign(party, null, AGREEMENT_PDF_SHA256);
  if (a.changeOrder) {
    const sha256 = createHash('sha256').update(`matrix change order ${agreement.id}`).digest('hex');
    const [change] = await manager.query(
      `INSERT INTO agreement_change_order (agreement_id, number, proposed_by, status, terms, document_sha256, decided_at)
       VALUES ($1, 1, $2, $3, $4, $5, CASE WHEN $3::varchar = 'proposed' THEN NULL ELSE now() END) RETURNING id`,
      [agreement.id, a.changeOrder.proposedBy, a.changeOrder.status, JSON.stringify({ ...changeOrderInput, lines: changeOrderInput.lines.map((line) => ({ ...line, kind: 'fixed', taxable: true })) }), sha256],
    );
    built.changeOrderId = change.id;
    if (a.changeOrder.status === 'signed') await sign(a.changeOrder.proposedBy === 'homeowner' ? 'contractor' : 'homeowner', change.id, sha256);
  }
  if (a.invoice) {
    // $1,000 of framing: $130 HST, $100 holdback and $13 of HST on it kept back, $1,017 payable now.
    const details = {
      contractor: { name: AGREEMENT_TERMS.contractor.legalName, address: AGREEMENT_TERMS.contractor.businessAddress, hstNumber: AGREEMENT_TERMS.contractor.hstNumber },
      homeowner: AGREEMENT_TERMS.homeowner,
      periodStart: torontoToday(),
      periodEnd: torontoToday(),
      description: 'Framing of the exterior walls',
      paymentContact: { name: 'Lakeshore Reno', phone: '416-555-0142', address: AGREEMENT_TERMS.contractor.businessAddress },
      milestone: 'Framing done',
      changeOrderNumber: null,
    };
    const [invoice] = await manager.query(
      `INSERT INTO invoice (agreement_id, number, kind, status, reference, details, subtotal_cents, taxable_cents, hst_cents, total_cents, holdback_cents, holdback_hst_cents,
         kept_back_cents, payable_now_cents, pdf_key, paid_at)
       VALUES ($1, 1, 'work', $2, 'Agreement, milestone: Framing done', $3, 100000, 100000, 13000, 113000, 10000, 1300, 11300, 101700, $4, CASE WHEN $2::varchar = 'paid' THEN now() END) RETURNING id`,
      [agreement.id, a.invoice, JSON.stringify(details), AGREEMENT_PDF_KEY],
    );
    built.invoiceId = invoice.id;
    if (a.payment) {
      const [payment] = await manager.query(
        `INSERT INTO payment (agreement_id, invoice_id, amount_cents, method, paid_on, reference, status, recorded_by, decided_at)
         VALUES ($1, $2, 101700, 'e-transfer', current_date, 'CA7Hx2', $3, $4, CASE WHEN $3::varchar = 'recorded' THEN NULL ELSE now() END) RETURNING id`,
        [agreement.id, invoice.id, a.payment, ids.owner],
      );
      built.paymentId = payment.id;
    }
  }
  if (a.progress) {
    await manager.query(`INSERT INTO progress_update (agreement_id, milestone, body, images, posted_by) VALUES ($1, 'Framing done', 'Framing passed inspection.', $2, $3)`, [
      agreement.id,
      [privateFiles.progress],
      ids.hiredContractor,
    ]);
  }
  if (a.dispute) {
    // The homeowner's dispute on the whole job, with owner's question in the thread as evidence (none: the hire has no messages here).
    const [dispute] = await manager.query(
      `INSERT INTO dispute (agreement_id, subject, opened_by, reason, amount_cents, status, outcome_note, decided_at, images)
       VALUES ($1, 'job', 'homeowner', 'The crew has not come back for two weeks.', 50000, $2, CASE WHEN $2::varchar = 'open' THEN NULL ELSE 'Settled before the matrix ran' END,
         CASE WHEN $2::varchar = 'open' THEN NULL ELSE now() END, $3) RETURNING id`,
      [agreement.id, a.dispute, [privateFiles.dispute]],
    );
    built.disputeId = dispute.id;
  }
  if (a.performance && a.performance !== 'none') {
    await manager.query(
      `UPDATE agreement SET substantial_performance = $2, substantial_performance_declared_at = now() - interval '62 days',
         substantial_performance_decided_at = CASE WHEN $2::varchar = 'declared' THEN NULL ELSE now() - interval '61 days' END WHERE id = $1`,
      [agreement.id, a.performance],
    );
  }
}

const ids: Record<string, string> = {};
/** The server's file storage, where the agreements' stand-in PDF is put. */
const uploadDir = mkdtempSync(path.join(tmpdir(), 'matrix-uploads-'));
beforeAll(async () => {
  server = await startTestServer({ uploadDir, backupMonitorToken: BACKUP_MONITOR_TOKEN });
  await watchTables();
  mkdirSync(path.join(uploadDir, 'private', 'agreements'), { recursive: true });
  writeFileSync(path.join(uploadDir, ...AGREEMENT_PDF_KEY.split('/')), AGREEMENT_PDF);
  const accounts: [Person, string, 'homeowner' | 'contractor' | 'operator' | 'partner'][] = [
    ['owner', 'owner@example.ca', 'homeowner'],
    ['otherHomeowner', 'neighbour@example.ca', 'homeowner'],
    ['contractor', 'contractor@example.ca', 'contractor'],
    ['hiredContractor', 'hired@example.ca', 'contractor'],
    ['operator', 'ops@gtahomepros.ca', 'operator'],
    ['partnerAccount', 'api@renoledger.ca', 'partner'],
  ];
  ids.bystander = await server.createUser('bystander@example.ca', 'homeowner', 'Bystander');
  // Pros in the directory, to invite: a plumber serving Mississauga, and one not invited yet.
  ids.invitee = await server.createUser('invitee@example.ca', 'contractor', 'Port Credit Plumbing');
  ids.secondPro = await server.createUser('second@example.ca', 'contractor', 'Cooksville Plumbing');
  await server.db.query(`INSERT INTO contractor_profile (user_id, trades, service_areas) VALUES ($1, '{8}', '{mississauga}'), ($2, '{8}', '{mississauga}')`, [ids.invitee, ids.secondPro]);
  // A third pro's quotes fill the lifecycle rows' projects up to their limit.
  ids.thirdPro = await server.createUser('third@fences.example.ca', 'contractor', 'Third Fences');
  for (const [person, email, role] of accounts) {
    ids[person] = await server.createUser(email, role, person);
    cookies[person] = await server.signIn(email);
  }
  const created = await server.graphql(`mutation { createApiKey(name: "Matrix reader") { key } }`, {}, { cookie: cookies.operator! });
  apiKey = created.body.data.createApiKey.key;
  // A credential document of contractor's and a photo owner sent in a proposal's thread (the lifecycle states attach them), and a draft attached nowhere.
  const privateUpload = async (as: Person) => {
    const response = await fetch(`${server.url}/api/uploads?access=private`, { method: 'POST', body: uploadForm([{ name: 'private.png', bytes: await png(1000, 700) }]), headers: headersFor(as) });
    return ((await response.json()) as { files: { name: string }[] }).files[0].name;
  };
  privateFiles.document = await privateUpload('contractor');
  privateFiles.photo = await privateUpload('owner');
  privateFiles.draft = await privateUpload('contractor');
  privateFiles.progress = await privateUpload('hiredContractor');
  privateFiles.dispute = await privateUpload('owner');
  await server.graphql(`mutation { createApiKey(name: "Key to revoke") { key } }`, {}, { cookie: cookies.operator! });
  // The approved partner's own application and key; two applications waiting for an operator.
  await server.db.query(
    `INSERT INTO partner_application (user_id, organisation, use_case, status, decided_at) VALUES ($1, 'RenoLedger Inc.', 'Open projects in our budgeting app, by trade and city.', 'approved', now())`,
    [ids.partnerAccount],
  );
  await server.graphql(`mutation { createApiKey(name: "Partner's production key") { key } }`, {}, { cookie: cookies.partnerAccount! });
  // A second partner makes a key, then an operator disables their account: the key must stop working everywhere.
  const closedPartner = await server.createUser('api@closedleads.ca', 'partner', 'Closed Leads');
  const disabledCookie = await server.signIn('api@closedleads.ca');
  disabledPartnerKey = (await server.graphql(`mutation { createApiKey(name: "Closed Leads production") { key } }`, {}, { cookie: disabledCookie })).body.data.createApiKey.key;
  const disabled = await server.graphql(`mutation($id: ID!) { disableAccount(id: $id, reason: "Resold our data") { disabled } }`, { id: closedPartner }, { cookie: cookies.operator! });
  expect(disabled.body.data.disableAccount.disabled).toBe(true);
  for (const [email, organisation] of [['approve.me@permitwatch.ca', 'PermitWatch'], ['decline.me@quoteradar.ca', 'QuoteRadar']]) {
    ids[organisation] = await server.createUser(email, 'homeowner', organisation);
    const [row] = await server.db.query(
      `INSERT INTO partner_application (user_id, organisation, use_case) VALUES ($1, $2, 'Renovation leads for our Ontario customers, by trade.') RETURNING id`,
      [ids[organisation], organisation],
    );
    ids[`${organisation}Application`] = String(row.id);
  }
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

test('every REST route and GraphQL mutation has a row', () => {
  const rowNames = new Set(ROWS.map((row) => row.name.replace(/ \(.*\)$/, '')));
  const missingRoutes = declaredRestRoutes().filter((route) => !rowNames.has(route) && !LIBRARY_ROUTES.includes(route) && !COVERED_ELSEWHERE.includes(route));
  expect(missingRoutes).toEqual([]);
  const mutations = Object.keys(buildSchema().getMutationType()!.getFields()).map((name) => `Mutation.${name}`);
  expect(mutations.filter((name) => !rowNames.has(name))).toEqual([]);
  const subscriptions = Object.keys(buildSchema().getSubscriptionType()!.getFields()).map((name) => `Subscription.${name}`);
  expect(subscriptions.filter((name) => !rowNames.has(name))).toEqual([]);
});

test('every rule of the lifecycle table has its rows', () => {
  expect(LIFECYCLE.problems).toEqual([]);
});

describe.each(ROWS)('$name', (row) => {
  // A read changes nothing, so the people trying it share what it acts on; so do the people a write
  // refuses (the watched tables show that it changed nothing). Each person a write allows gets their own.
  let shared: Promise<unknown> | undefined;
  // The count of changes a refused write was just checked against: while nothing else has run since, it is the
  // next refused person's "before" too (one query a person instead of two). Anything else forgets it.
  let unchanged: number | undefined;
  const given = () => (row.given ? row.given() : fixture(ids));
  test.each(PEOPLE)('%s', async (person) => {
    const expected = row.allowed.includes(person);
    const f = await (row.write && expected ? given() : (shared ??= given()));
    const before = !expected && row.write ? (unchanged ?? (await changeCount())) : undefined;
    unchanged = undefined;
    const result = await row.call(f, person);
    if (result.ok !== expected) throw new Error(`${row.name} as ${person}: expected ${expected ? 'allowed' : 'refused'}, got ${JSON.stringify(result.detail)}`);
    if (before !== undefined) {
      expect(await changesSince(before)).toEqual([]);
      unchanged = before;
    }
  });
});
