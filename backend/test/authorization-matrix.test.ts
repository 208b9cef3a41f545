/**
 * The authorization matrix: every REST route, every GraphQL mutation and every personal-data field,
 * tried by every kind of person, from one table. Allowed means a 2xx answer (GraphQL: no error);
 * refused means 401/403/404 (GraphQL: UNAUTHENTICATED/FORBIDDEN/NOT_FOUND or a null personal field)
 * and, for writes, not one row changed. A route or mutation without a row fails the suite.
 */
import type { EntityManager } from 'typeorm';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildSchema } from '../src/graphql/schema';
import { sampleProject, sampleProposal, startTestServer, type TestServer } from './test-server';
import { png, uploadForm } from './photo-fixtures';

/** partner: a request with an API key; partnerAccount: an approved partner signed in to their console. */
const PEOPLE = ['visitor', 'owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partner', 'partnerAccount'] as const;
type Person = (typeof PEOPLE)[number];
const ALL: Person[] = [...PEOPLE];
const only = (...people: Person[]) => people;
const SIGNED_IN = only('owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partnerAccount');

/** A fresh published project of `owner`: an accepted proposal from hiredContractor, a pending one from contractor. */
interface Fixture {
  projectId: number;
  acceptedProposalId: number;
  pendingProposalId: number;
  /** contractor's earlier proposal, declined by owner with a note. */
  declinedProposalId: number;
  /** owner's posts waiting for review, and sent back for changes. */
  inReviewProjectId: number;
  /** owner's post made while signed out, waiting for owner to confirm it. */
  unconfirmedProjectId: number;
  changesProjectId: number;
  contactMessageId: number;
  /** contractor's account id, and a credential of theirs waiting for a check. */
  contractorId: string;
  credentialId: number;
  /** owner's completed projects that hired hiredContractor: one not reviewed yet, one reviewed (reviewId). */
  completedProjectId: number;
  reviewId: number;
  hiredContractorId: string;
  /** A project of owner's with one pending proposal from contractor, on which owner shared contact details (open, nobody hired). */
  sharedProjectId: number;
  /** A published project of owner's with no proposal yet (anyone may bid), and one that has enough quotes (a limit of 1, reached). */
  openProjectId: number;
  fullProjectId: number;
  sharedProposalId: number;
  /** On completedProjectId (closed): the hire, and a pending bid from contractor. */
  completedHireId: number;
  completedPendingProposalId: number;
  /** partnerAccount's one webhook endpoint (an address the SSRF filter refuses at once, so a test event answers fast). */
  webhookEndpointId: number;
}

interface Row {
  name: string;
  /** Who gets a successful answer; everyone else is refused. */
  allowed: Person[];
  /** Writes are checked to change nothing when refused. */
  write: boolean;
  call(f: Fixture, as: Person): Promise<{ ok: boolean; detail: unknown }>;
}

let server: TestServer;
const cookies: Partial<Record<Person, string>> = {};
let apiKey = '';
/** Upload names of the private files the fixtures attach (set once the people are signed in). */
const privateFiles = { document: '', photo: '' };

function headersFor(person: Person): Record<string, string> {
  if (person === 'partner') return { cookie: '', 'x-api-key': apiKey };
  return { cookie: cookies[person] ?? '' };
}

function rest(method: string, url: (f: Fixture) => string, body?: (f: Fixture, as: Person) => unknown, write = method !== 'GET') {
  return {
    write,
    async call(f: Fixture, as: Person) {
      const res = await server.rest(method, url(f), body?.(f, as), headersFor(as));
      if (res.status >= 500 || ![200, 201, 204, 401, 403, 404, 409].includes(res.status)) throw new Error(`${method} ${url(f)} as ${as}: ${res.status} ${JSON.stringify(res.body)}`);
      return { ok: res.status < 300, detail: res.status };
    },
  };
}

/** A GraphQL operation; `field` picks the value that must be non-null when allowed (null = refused for personal data). */
function gql(query: string, variables: (f: Fixture, as: Person) => Record<string, unknown>, write: boolean, pick?: (data: any, f: Fixture) => unknown, alsoRefusedWith: string[] = []) {
  return {
    write,
    async call(f: Fixture, as: Person) {
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
const socketEvent = { kind: 'new-message' as const, title: 'New message', body: '', link: '/proposals/1/messages', actionLabel: 'Reply' };

const credentialInput = { kind: 'WSIB_CLEARANCE', number: 'WSIB 2244668', issuer: 'Workplace Safety and Insurance Board', expiresOn: '2099-12-31' };
const projectBody = (_f: Fixture, as: Person) => ({ ...sampleProject, ...(as === 'visitor' || as === 'partner' ? { email: 'new.poster@example.ca' } : {}) });
const proposalBody = (f: Fixture) => ({ ...sampleProposal, projectId: f.openProjectId });

const ROWS: Row[] = [
  // First, while otherHomeowner has posted nothing yet (a later row posts as them): only a plain account without posts applies for API access.
  {
    name: 'Mutation.applyForPartnerAccess',
    allowed: only('otherHomeowner'),
    ...gql(`mutation($input: PartnerApplicationInput!) { applyForPartnerAccess(input: $input) { id } }`, () => ({ input: { organisation: 'Leaside Home Data', useCase: 'Open renovation projects for our Leaside neighbourhood newsletter.' } }), true),
  },
  // REST
  { name: 'GET /api/health', allowed: ALL, ...rest('GET', () => '/api/health') },
  { name: 'GET /api/ready', allowed: ALL, ...rest('GET', () => '/api/ready') },
  { name: 'GET /api/account/me', allowed: ALL, ...rest('GET', () => '/api/account/me') },
  // Own account only (no id to pass): each person saves their own name again, with a phone.
  { name: 'PATCH /api/account/me', allowed: SIGNED_IN, ...rest('PATCH', () => '/api/account/me', (_f, as) => ({ name: as, phone: '416-555-0100' })) },
  { name: 'GET /api/placeholder/:width/:height', allowed: ALL, ...rest('GET', () => '/api/placeholder/40/30') },
  { name: 'GET /api/projects', allowed: ALL, ...rest('GET', () => '/api/projects') },
  // A partner's own account posts like any signed-in person (only the API key is read-only).
  { name: 'POST /api/projects', allowed: only('visitor', 'owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partnerAccount'), ...rest('POST', () => '/api/projects', projectBody) },
  { name: 'GET /api/projects/:id', allowed: ALL, ...rest('GET', (f) => `/api/projects/${f.projectId}`) },
  { name: 'PUT /api/projects/:id (estimate)', allowed: only('hiredContractor', 'operator'), ...rest('PUT', (f) => `/api/projects/${f.projectId}`, () => ({ estimatedCost: '$31,000' })) },
  { name: 'PUT /api/projects/:id (cancel)', allowed: only('owner', 'operator'), ...rest('PUT', (f) => `/api/projects/${f.projectId}`, () => ({ status: 'cancelled' })) },
  { name: 'PUT /api/projects/:id (start work)', allowed: only('hiredContractor', 'operator'), ...rest('PUT', (f) => `/api/projects/${f.projectId}`, () => ({ status: 'in-progress' })) },
  { name: 'DELETE /api/projects/:id', allowed: only('owner', 'operator'), ...rest('DELETE', (f) => `/api/projects/${f.projectId}`) },
  { name: 'GET /api/proposals/project/:projectId', allowed: ALL, ...rest('GET', (f) => `/api/proposals/project/${f.projectId}`) },
  { name: 'POST /api/proposals', allowed: only('contractor', 'hiredContractor'), ...rest('POST', () => '/api/proposals', proposalBody) },
  // A project with a hire takes no new proposals; closed projects take no decisions (lifecycle.ts), from anyone.
  { name: 'POST /api/proposals (project with a hire)', allowed: only(), ...rest('POST', () => '/api/proposals', (f) => ({ ...sampleProposal, projectId: f.projectId })) },
  { name: 'PATCH /api/proposals/:id/status (accept on a completed project)', allowed: only(), ...rest('PATCH', (f) => `/api/proposals/${f.completedPendingProposalId}/status`, () => ({ status: 'accepted' })) },
  { name: 'PATCH /api/proposals/:id/status (decline the hire of a completed project)', allowed: only(), ...rest('PATCH', (f) => `/api/proposals/${f.completedHireId}/status`, () => ({ status: 'declined' })) },
  { name: 'PATCH /api/proposals/:id/status', allowed: only('owner', 'operator'), ...rest('PATCH', (f) => `/api/proposals/${f.pendingProposalId}/status`, () => ({ status: 'declined' })) },
  // The posting form's one-time upload pass: anyone may ask (it counts against the write limit); it changes no table the snapshot reads.
  { name: 'POST /api/uploads/passes', allowed: ALL, ...rest('POST', () => '/api/uploads/passes') },
  { name: 'POST /api/contact', allowed: ALL, ...rest('POST', () => '/api/contact', () => ({ name: 'Jo', email: 'jo@example.ca', subject: 'Hi', message: 'Question about decks in Whitby' })) },
  // Field data: open to everyone, no personal data; it counts the beacon, so it is a write.
  { name: 'POST /api/vitals', allowed: ALL, ...rest('POST', () => '/api/vitals', () => ({ route: '/project/:id', device: 'phone', connection: '4g', metrics: [{ name: 'LCP', value: 1800 }] })) },
  // GraphQL mutations
  { name: 'Mutation.createProject', allowed: only('visitor', 'owner', 'otherHomeowner', 'contractor', 'hiredContractor', 'operator', 'partnerAccount'), ...gql(`mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }`, () => ({ i: { ...sampleProject, email: 'gql.poster@example.ca' } }), true) },
  { name: 'Mutation.updateProject', allowed: only('hiredContractor', 'operator'), ...gql(`mutation($id: ID!) { updateProject(id: $id, input: { contractorNotes: "Permit filed" }) { id } }`, (f) => ({ id: f.projectId }), true) },
  { name: 'Mutation.updateProjectStatus', allowed: only('owner', 'operator'), ...gql(`mutation($id: ID!) { updateProjectStatus(id: $id, status: CANCELLED) { id } }`, (f) => ({ id: f.projectId }), true) },
  { name: 'Mutation.deleteProject', allowed: only('owner', 'operator'), ...gql(`mutation($id: ID!) { deleteProject(id: $id) }`, (f) => ({ id: f.projectId }), true) },
  { name: 'Mutation.submitProposal', allowed: only('contractor', 'hiredContractor'), ...gql(`mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, (f) => ({ i: { ...sampleProposal, projectId: f.openProjectId } }), true) },
  // A cap on quotes: one proposal per contractor, and none once the project has as many as it takes.
  { name: 'Mutation.updateProposal', allowed: only('contractor'), ...gql(`mutation($id: ID!) { updateProposal(id: $id, input: { bidAmount: "$9,500", timeline: "2 weeks", approach: "Rebuild in cedar on helical piles", experience: "Forty decks a year in Halton" }) { id } }`, (f) => ({ id: f.sharedProposalId }), true) },
  { name: 'Mutation.submitProposal (a second proposal from one contractor)', allowed: only('hiredContractor'), ...gql(`mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, (f) => ({ i: { ...sampleProposal, projectId: f.sharedProjectId } }), true) },
  { name: 'Mutation.submitProposal (a project with enough quotes)', allowed: only(), ...gql(`mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, (f) => ({ i: { ...sampleProposal, projectId: f.fullProjectId } }), true) },
  { name: 'POST /api/proposals (a project with enough quotes)', allowed: only(), ...rest('POST', () => '/api/proposals', (f) => ({ ...sampleProposal, projectId: f.fullProjectId })) },
  { name: 'Mutation.reopenProjectForQuotes', allowed: only('owner', 'operator'), ...gql(`mutation($id: ID!) { reopenProjectForQuotes(id: $id) { id } }`, (f) => ({ id: f.fullProjectId }), true) },
  { name: 'Mutation.submitProposal (project with a hire)', allowed: only(), ...gql(`mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`, (f) => ({ i: { ...sampleProposal, projectId: f.projectId } }), true) },
  { name: 'Mutation.updateProposalStatus', allowed: only('owner', 'operator'), ...gql(`mutation($id: ID!) { updateProposalStatus(id: $id, status: ACCEPTED) { id } }`, (f) => ({ id: f.sharedProposalId }), true) },
  { name: 'Mutation.updateProposalStatus (accept another while one is hired)', allowed: only(), ...gql(`mutation($id: ID!) { updateProposalStatus(id: $id, status: ACCEPTED) { id } }`, (f) => ({ id: f.pendingProposalId }), true) },
  { name: 'Mutation.updateProposalStatus (reset the hire of a completed project)', allowed: only(), ...gql(`mutation($id: ID!) { updateProposalStatus(id: $id, status: PENDING) { id } }`, (f) => ({ id: f.completedHireId }), true) },
  { name: 'Mutation.acceptProposal', allowed: only('owner', 'operator'), ...gql(`mutation($id: ID!) { acceptProposal(id: $id, declineOthers: true, message: "Thank you for your quote; I went with another contractor.") { accepted { id } declined { id } } }`, (f) => ({ id: f.sharedProposalId }), true) },
  { name: 'Mutation.acceptProposal (keep the others)', allowed: only('owner', 'operator'), ...gql(`mutation($id: ID!) { acceptProposal(id: $id, declineOthers: false) { accepted { id } } }`, (f) => ({ id: f.sharedProposalId }), true) },
  { name: 'Mutation.acceptProposal (completed project)', allowed: only(), ...gql(`mutation($id: ID!) { acceptProposal(id: $id, declineOthers: true) { accepted { id } } }`, (f) => ({ id: f.completedPendingProposalId }), true) },
  { name: 'Mutation.sendContactMessage', allowed: ALL, ...gql(`mutation { sendContactMessage(input: { name: "Jo", email: "jo@example.ca", subject: "Hi", message: "Deck quote in Ajax" }) { id } }`, () => ({}), true) },
  { name: 'Mutation.requestSignInLink', allowed: ALL, ...gql(`mutation { requestSignInLink(email: "someone@example.ca") }`, () => ({}), false) },
  { name: 'Mutation.updateAccountSettings', allowed: SIGNED_IN, ...gql(`mutation($i: AccountSettingsInput!) { updateAccountSettings(input: $i) { id } }`, (_f, as) => ({ i: { name: as, phone: '416-555-0100' } }), true) },
  { name: 'Mutation.confirmPendingAccountDetails', allowed: SIGNED_IN, ...gql(`mutation { confirmPendingAccountDetails { id } }`, () => ({}), true) },
  { name: 'Mutation.discardPendingAccountDetails', allowed: SIGNED_IN, ...gql(`mutation { discardPendingAccountDetails { id } }`, () => ({}), true) },
  { name: 'Mutation.confirmProject', allowed: only('owner'), ...gql(`mutation($id: ID!) { confirmProject(id: $id) { id } }`, (f) => ({ id: f.unconfirmedProjectId }), true) },
  { name: 'Mutation.signUpContractor', allowed: ALL, ...gql(`mutation { signUpContractor(input: { businessName: "Scarborough Roofing", email: "roof@example.ca" }) }`, () => ({}), false) },
  { name: 'Mutation.createApiKey', allowed: only('operator', 'partnerAccount'), ...gql(`mutation { createApiKey(name: "Matrix partner") { key } }`, () => ({}), true) },
  { name: 'Mutation.updateContractorProfile', allowed: only('contractor', 'hiredContractor'), ...gql(`mutation { updateContractorProfile(input: { businessName: "Matrix Electric", trades: [9], serviceAreas: ["vaughan"] }) { id } }`, () => ({}), true) },
  { name: 'Mutation.submitCredential', allowed: only('contractor', 'hiredContractor'), ...gql(`mutation($i: SubmitCredentialInput!) { submitCredential(input: $i) { id } }`, () => ({ i: credentialInput }), true) },
  { name: 'Mutation.submitCredential (resend own)', allowed: only('contractor'), ...gql(`mutation($i: SubmitCredentialInput!) { submitCredential(input: $i) { id } }`, (f) => ({ i: { ...credentialInput, id: f.credentialId } }), true) },
  { name: 'Mutation.verifyCredential', allowed: only('operator'), ...gql(`mutation($id: ID!) { verifyCredential(id: $id) { id } }`, (f) => ({ id: f.credentialId }), true) },
  { name: 'Mutation.rejectCredential', allowed: only('operator'), ...gql(`mutation($id: ID!) { rejectCredential(id: $id, reason: "Certificate number not on the WSIB register") { id } }`, (f) => ({ id: f.credentialId }), true) },
  { name: 'Mutation.submitReview', allowed: only('owner'), ...gql(`mutation($i: SubmitReviewInput!) { submitReview(input: $i) { id } }`, (f) => ({ i: { projectId: f.completedProjectId, quality: 5, punctuality: 4, communication: 5, value: 4, text: 'Rebuilt our Oakville deck on time and left the yard spotless.' } }), true) },
  { name: 'Mutation.replyToReview', allowed: only('hiredContractor'), ...gql(`mutation($id: ID!) { replyToReview(id: $id, text: "Thank you, it was a pleasure to build your deck.") { id } }`, (f) => ({ id: f.reviewId }), true) },
  { name: 'Mutation.hideReview', allowed: only('operator'), ...gql(`mutation($id: ID!) { hideReview(id: $id, reason: "Includes the crew lead's phone number") { id } }`, (f) => ({ id: f.reviewId }), true) },
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
  { name: 'Mutation.approveProject', allowed: only('operator'), ...gql(`mutation($id: ID!) { approveProject(id: $id) { id } }`, (f) => ({ id: f.inReviewProjectId }), true) },
  { name: 'Mutation.requestProjectChanges', allowed: only('operator'), ...gql(`mutation($id: ID!) { requestProjectChanges(id: $id, message: "Please add the deck's size") { id } }`, (f) => ({ id: f.inReviewProjectId }), true) },
  { name: 'Mutation.rejectProject', allowed: only('operator'), ...gql(`mutation($id: ID!) { rejectProject(id: $id, reason: "Duplicate post") { id } }`, (f) => ({ id: f.inReviewProjectId }), true) },
  { name: 'Mutation.reviseProject', allowed: only('owner'), ...gql(`mutation($id: ID!, $i: ReviseProjectInput!) { reviseProject(id: $id, input: $i) { id } }`, (f) => ({ id: f.changesProjectId, i: { title: 'New cedar deck, 4 x 5 m', description: 'Replace a 4 x 5 m deck in Oakville', category: 'Decks', budget: '$10,000 - $25,000', timeline: 'Within 1 month', location: 'Oakville, ON' } }), true) },
  { name: 'Mutation.markContactMessageHandled', allowed: only('operator'), ...gql(`mutation($id: ID!) { markContactMessageHandled(id: $id) { id } }`, (f) => ({ id: f.contactMessageId }), true) },
  { name: 'Mutation.disableAccount', allowed: only('operator'), ...gql(`mutation($id: ID!) { disableAccount(id: $id, reason: "Fake listings") { id } }`, () => ({ id: ids.bystander }), true) },
  { name: 'Mutation.enableAccount', allowed: only('operator'), ...gql(`mutation($id: ID!) { enableAccount(id: $id) { id } }`, () => ({ id: ids.bystander }), true) },
  { name: 'Query.operatorOverview', allowed: only('operator'), ...gql(`{ operatorOverview { inReview } }`, () => ({}), false, (d) => d.operatorOverview) },
  { name: 'Query.reviewQueue (homeowner e-mails)', allowed: only('operator'), ...gql(`{ reviewQueue { items { homeownerEmail } } }`, () => ({}), false, (d) => d.reviewQueue?.items) },
  { name: 'Query.accounts', allowed: only('operator'), ...gql(`{ accounts { accounts { email } } }`, () => ({}), false, (d) => d.accounts?.accounts) },
  { name: 'Query.auditLog', allowed: only('operator'), ...gql(`{ auditLog { entries { id } } }`, () => ({}), false, (d) => d.auditLog?.entries) },
  { name: 'Query.fieldVitals', allowed: only('operator'), ...gql(`{ fieldVitals(days: 7) { days routes { route } } }`, () => ({}), false, (d) => d.fieldVitals) },
  { name: 'Project.review (note to the homeowner)', allowed: only('owner', 'operator'), ...gql(`query($id: ID!) { project(id: $id) { review { note } } }`, (f) => ({ id: f.changesProjectId }), false, (d) => d.project?.review?.note ?? null) },
  // Personal data
  // Contact details: the contractor's reach the homeowner only once accepted or shared; the homeowner's reach the contractor likewise.
  { name: 'Proposal.contractorEmail (accepted proposal)', allowed: only('owner', 'hiredContractor', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id contractorEmail } }`, (f) => ({ id: f.projectId }), false, (d) => d.proposals.find((p: any) => p.contractorEmail?.startsWith('hired'))?.contractorEmail ?? null) },
  { name: 'Proposal.contractorPhone (pending proposal)', allowed: only('contractor', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id contractorPhone } }`, (f) => ({ id: f.projectId }), false, (d) => d.proposals.find((p: any) => p.contractorPhone === '416-555-0100')?.contractorPhone ?? null) },
  { name: 'Proposal.contractorEmail (pending proposal, contact shared)', allowed: only('owner', 'contractor', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id contractorEmail } }`, (f) => ({ id: f.sharedProjectId }), false, (d) => d.proposals[0]?.contractorEmail ?? null) },
  { name: 'Proposal.homeownerContact (accepted proposal)', allowed: only('owner', 'hiredContractor', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id homeownerContact { email } } }`, (f) => ({ id: f.projectId }), false, (d, f) => d.proposals.find((p: any) => p.id === String(f.acceptedProposalId))?.homeownerContact ?? null) },
  { name: 'Proposal.homeownerContact (pending proposal)', allowed: only('owner', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id homeownerContact { email } } }`, (f) => ({ id: f.projectId }), false, (d, f) => d.proposals.find((p: any) => p.id === String(f.pendingProposalId))?.homeownerContact ?? null) },
  { name: 'Proposal.homeownerContact (pending proposal, contact shared)', allowed: only('owner', 'contractor', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id homeownerContact { email } } }`, (f) => ({ id: f.sharedProjectId }), false, (d) => d.proposals[0]?.homeownerContact ?? null) },
  { name: 'REST proposal contact details', allowed: only('owner', 'contractor', 'hiredContractor', 'operator'), write: false, async call(f, as) {
    const res = await server.rest('GET', `/api/proposals/project/${f.projectId}`, undefined, headersFor(as));
    return { ok: res.body.some((p: any) => p.contractorEmail !== null), detail: res.body.map((p: any) => p.contractorEmail) };
  } },
  { name: 'Review.hidden', allowed: only('operator'), ...gql(`query($id: ID!) { contractorProfile(id: $id) { reviews(first: 50) { nodes { id hidden hiddenReason } } } }`, (f) => ({ id: f.hiredContractorId }), false, (d, f) => d.contractorProfile.reviews.nodes.find((r: any) => r.id === String(f.reviewId))?.hidden ?? null) },
  { name: 'Project.viewerCanReview', allowed: only('owner'), ...gql(`query($id: ID!) { project(id: $id) { viewerCanReview } }`, (f) => ({ id: f.completedProjectId }), false, (d) => d.project.viewerCanReview || null) },
  { name: 'REST proposal contact details (pending proposal)', allowed: only('contractor', 'operator'), write: false, async call(f, as) {
    const res = await server.rest('GET', `/api/proposals/project/${f.projectId}`, undefined, headersFor(as));
    const pending = res.body.find((p: any) => p.id === f.pendingProposalId);
    return { ok: pending.contractorEmail !== null, detail: pending.contractorEmail };
  } },
  { name: 'REST homeowner contact details (accepted proposal)', allowed: only('owner', 'hiredContractor', 'operator'), write: false, async call(f, as) {
    const res = await server.rest('GET', `/api/proposals/project/${f.projectId}`, undefined, headersFor(as));
    const accepted = res.body.find((p: any) => p.id === f.acceptedProposalId);
    return { ok: accepted.homeownerContact !== null, detail: accepted.homeownerContact };
  } },
  // Message threads: private to the homeowner and the proposal's contractor; operators read.
  { name: 'Query.messageThread (messages)', allowed: only('owner', 'contractor', 'operator'), ...gql(`query($id: ID!) { messageThread(proposalId: $id) { id messages { nodes { body } } } }`, (f) => ({ id: f.pendingProposalId }), false, (d) => d.messageThread?.messages.nodes) },
  { name: 'Proposal.messageThread', allowed: only('owner', 'contractor', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id messageThread { id } } }`, (f) => ({ id: f.projectId }), false, (d, f) => d.proposals.find((p: any) => p.id === String(f.pendingProposalId))?.messageThread ?? null) },
  { name: 'Mutation.sendMessage', allowed: only('owner', 'contractor'), ...gql(`mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }`, (f) => ({ i: { proposalId: f.pendingProposalId, body: 'Could you start after the long weekend?' } }), true) },
  { name: 'Mutation.markThreadRead', allowed: only('owner', 'contractor', 'operator'), ...gql(`mutation($id: ID!) { markThreadRead(proposalId: $id) { id } }`, (f) => ({ id: f.pendingProposalId }), true, (d) => d.markThreadRead) },
  { name: 'Mutation.shareContactDetails', allowed: only('owner'), ...gql(`mutation($id: ID!) { shareContactDetails(proposalId: $id) { id } }`, (f) => ({ id: f.pendingProposalId }), true) },
  { name: 'Proposal.declineNote', allowed: only('owner', 'contractor', 'operator'), ...gql(`query($id: ID!) { proposals(projectId: $id) { id declineNote } }`, (f) => ({ id: f.projectId }), false, (d, f) => d.proposals.find((p: any) => p.id === String(f.declinedProposalId))?.declineNote ?? null) },
  { name: 'Proposal.declineNote (My proposals)', allowed: only('contractor'), ...gql(`{ myProposals { id declineNote } }`, () => ({}), false, (d, f) => d.myProposals.find((p: any) => p.id === String(f.declinedProposalId))?.declineNote ?? null) },
  { name: 'REST proposal decline note', allowed: only('owner', 'contractor', 'operator'), write: false, async call(f, as) {
    const res = await server.rest('GET', `/api/proposals/project/${f.projectId}`, undefined, headersFor(as));
    const note = res.body.find((p: any) => p.id === f.declinedProposalId)?.declineNote ?? null;
    return { ok: note !== null, detail: note };
  } },
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
  // The pro directory is public; who was invited and who is suggested: the homeowner and staff.
  { name: 'Query.pros', allowed: ALL, ...gql(`{ pros(trade: 8, city: "mississauga") { totalCount nodes { businessName completedProjects typicalResponse } } }`, () => ({}), false, (d) => d.pros.nodes) },
  { name: 'Query.suggestedPros', allowed: only('owner', 'operator'), ...gql(`query($id: ID!) { suggestedPros(projectId: $id) { score contractor { id } } }`, (f) => ({ id: f.openProjectId }), false, (d) => (d.suggestedPros ? 'answered' : null)) },
  { name: 'Project.invitations', allowed: only('owner', 'operator'), ...gql(`query($id: ID!) { project(id: $id) { invitations { contractor { businessName } notifiedAt } } }`, (f) => ({ id: f.openProjectId }), false, (d) => d.project.invitations) },
  { name: 'Mutation.inviteToQuote', allowed: only('owner', 'operator'), ...gql(`mutation($p: ID!, $c: ID!) { inviteToQuote(projectId: $p, contractorId: $c) { id } }`, (f) => ({ p: f.openProjectId, c: ids.secondPro }), true) },
  { name: 'Mutation.inviteToQuote (a project with a hire)', allowed: only(), ...gql(`mutation($p: ID!, $c: ID!) { inviteToQuote(projectId: $p, contractorId: $c) { id } }`, (f) => ({ p: f.projectId, c: ids.secondPro }), true) },
  { name: 'Mutation.withdrawInvitation', allowed: only('owner', 'operator'), ...gql(`mutation($p: ID!, $c: ID!) { withdrawInvitation(projectId: $p, contractorId: $c) { id } }`, (f) => ({ p: f.openProjectId, c: ids.invitee }), true) },
  { name: 'Mutation.updateLeadPreferences', allowed: only('contractor', 'hiredContractor'), ...gql(`mutation { updateLeadPreferences(input: { minJobSize: 5000, takesUrgentJobs: false, availability: PAUSED, maxLeadAlertsPerDay: 3, alertEmail: DAILY }) { availability } }`, () => ({}), true) },
  { name: 'Query.myContractorProfile', allowed: only('contractor', 'hiredContractor'), ...gql(`{ myContractorProfile { id } }`, () => ({}), false, (d) => d.myContractorProfile) },
  // Counts and averages only, no personal data: everyone, signed in or not (home and about pages).
  { name: 'Query.siteFigures', allowed: ALL, ...gql(`{ siteFigures { projectsCompleted verifiedContractors citiesServed reviewCount averageRating satisfactionPercent refreshedAt } }`, () => ({}), false, (d) => d.siteFigures) },
  { name: 'Query.siteFigures (a trade)', allowed: ALL, ...gql(`{ siteFigures(trade: 2) { projectsCompleted verifiedContractors averageRating } }`, () => ({}), false, (d) => d.siteFigures) },
  { name: 'Query.contractorProfile', allowed: ALL, ...gql(`query($id: ID!) { contractorProfile(id: $id) { id badges { label } } }`, (f) => ({ id: f.contractorId }), false, (d) => d.contractorProfile) },
  { name: 'ContractorProfile.credentials', allowed: only('contractor', 'operator'), ...gql(`query($id: ID!) { contractorProfile(id: $id) { credentials { id number } } }`, (f) => ({ id: f.contractorId }), false, (d) => d.contractorProfile.credentials) },
  // Details given with a person's address before they confirmed it: only they see them.
  { name: 'Query.viewer.pendingDetails', allowed: SIGNED_IN, ...gql(`{ viewer { pendingDetails { name phone role businessName } } }`, () => ({}), false, (d) => d.viewer?.pendingDetails) },
  { name: 'Query.myProjects', allowed: only('owner'), ...gql(`{ myProjects { id } }`, () => ({}), false, (d, f) => d.myProjects.find((p: any) => p.id === String(f.projectId)) ?? null) },
  // Private files (credential documents, message photos): the people of the place they are attached to, and operators; everyone else a 404.
  { name: 'GET /api/uploads/private/:name (credential document)', allowed: only('contractor', 'operator'), ...rest('GET', () => `/api/uploads/private/${privateFiles.document}`) },
  { name: 'GET /api/uploads/private/:width/:name (credential document)', allowed: only('contractor', 'operator'), ...rest('GET', () => `/api/uploads/private/480/${privateFiles.document}`) },
  { name: 'GET /api/uploads/private/:name (message photo)', allowed: only('owner', 'contractor', 'operator'), ...rest('GET', () => `/api/uploads/private/${privateFiles.photo}`) },
  { name: 'GET /api/uploads/private/:width/:name (message photo)', allowed: only('owner', 'contractor', 'operator'), ...rest('GET', () => `/api/uploads/private/960/${privateFiles.photo}`) },
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
 * A digest of every table a refused call must leave alone, one per table so a failure names it.
 * PostgreSQL hashes the rows itself: the tables grow with every case, and reading them whole
 * into the test for each of the matrix's hundreds of cases made the suite quadratic.
 */
async function snapshot(): Promise<Record<string, string>> {
  const digest = (rows: string, from: string, order: string) => `(SELECT md5(coalesce(string_agg(${rows}::text, '|' ORDER BY ${order}), '')) FROM ${from} t)`;
  const tables: Record<string, string> = {
    project: digest('t', 'project', 't.id'),
    proposal: digest('t', 'proposal', 't.id'),
    contact_message: digest('t', 'contact_message', 't.id'),
    proposal_message: digest('t', 'proposal_message', 't.id'),
    // Notifications, but not their e-mail's progress, which the mail queue moves on its own.
    notification: digest('row(t.id, t.recipient_id, t.kind, t.title, t.read_at)', 'notification', 't.id'),
    notification_preference: digest('t', 'notification_preference', 't.user_id, t.kind'),
    // api_key.last_used_at moves with every partner request; the rest must not.
    api_key: digest('row(t.id, t.name, t.revoked_at)', 'api_key', 't.id'),
    user: digest('row(t.id, t.banned, t."businessName", t.name, t.phone, t.role, t.pending_details)', '"user"', 't.id'),
    audit_log: '(SELECT COUNT(*)::text FROM audit_log)',
    credential: digest('t', 'credential', 't.id'),
    contractor_profile: digest('t', 'contractor_profile', 't.user_id'),
    project_invitation: digest('row(t.project_id, t.contractor_id, t.notified_at)', 'project_invitation', 't.id'),
    contractor_review: digest('t', 'contractor_review', 't.id'),
    proposal_thread_read: digest('t', 'proposal_thread_read', 't.proposal_id, t.user_id'),
    partner_application: digest('t', 'partner_application', 't.id'),
    // The lease moves with deliveries in the background; what a person sets must not.
    webhook_endpoint: digest('row(t.id, t.owner_id, t.url, t.events, t.enabled, t.secret, t.previous_secret)', 'webhook_endpoint', 't.id'),
    webhook_attempt: '(SELECT COUNT(*)::text FROM webhook_attempt)',
  };
  const [row] = await server.db.query(`SELECT ${Object.entries(tables).map(([name, sql]) => `${sql} AS "${name}"`).join(', ')}`);
  return row;
}

let fixtureCount = 0;
/** Each case's own rows, inserted in one transaction (one commit instead of twenty). */
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
  const insert = `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience, status)
    VALUES ($1, $2, $3, $4, $5, '$10,000 - $15,000', '2 weeks', 'Tear out and rebuild in pressure-treated lumber', 'Twenty decks a year in Halton', $6) RETURNING id`;
  const [accepted] = await manager.query(insert, [project.id, ids.hiredContractor, 'Hired Decks', 'hired@decks.example.ca', '905-555-0101', 'accepted']);
  const [pending] = await manager.query(insert, [project.id, ids.contractor, 'Other Decks', 'other@decks.example.ca', '416-555-0100', 'pending']);
  const [declined] = await manager.query(insert, [project.id, ids.contractor, 'Other Decks', 'other@decks.example.ca', null, 'declined']);
  // Accepting records the hire on the project (project.hired_proposal_id).
  const hire = `UPDATE project SET hired_proposal_id = $1 WHERE id = $2`;
  await manager.query(hire, [accepted.id, project.id]);
  await manager.query(`UPDATE proposal SET decline_note = 'Thank you for your proposal. I went with another contractor.' WHERE id = $1`, [declined.id]);
  const post = `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility, submitted_at, review_note)
    VALUES ('Deck in review', 'Replace a deck in Burlington', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Owner', 'open', $1, $2, now(), $3) RETURNING id`;
  const [inReview] = await manager.query(post, [ids.owner, 'in-review', null]);
  const [changes] = await manager.query(post, [ids.owner, 'changes-requested', 'Please give the deck size']);
  const [unconfirmed] = await manager.query(post, [ids.owner, 'unconfirmed', null]);
  // Everyone signed in has details waiting for their confirmation (their own name again, so confirming keeps the account usable).
  await manager.query(
    `UPDATE "user" SET pending_details = jsonb_build_object('name', name, 'phone', '416-555-0100', 'requestedAt', now()) WHERE id = ANY($1)`,
    [PEOPLE.filter((p) => p !== 'visitor' && p !== 'partner').map((p) => ids[p])],
  );
  const [message] = await manager.query(
    `INSERT INTO contact_message (name, email, subject, message) VALUES ('Jo', 'jo@example.ca', 'Deck permit', 'Do I need a permit in Mississauga?') RETURNING id`,
  );
  const [credential] = await manager.query(
    `INSERT INTO credential (contractor_id, kind, number, issuer, expires_on, document) VALUES ($1, 'wsib-clearance', 'WSIB 1000001', 'Workplace Safety and Insurance Board', current_date + 60, $2) RETURNING id`,
    [ids.contractor, privateFiles.document],
  );
  const completed = `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
    VALUES ($1, 'Rebuild a deck in Oakville', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Owner', 'completed', $2, 'published') RETURNING id`;
  const [toReview] = await manager.query(completed, [`Matrix finished deck ${fixtureCount}`, ids.owner]);
  const [reviewed] = await manager.query(completed, [`Matrix reviewed deck ${fixtureCount}`, ids.owner]);
  const [completedHire] = await manager.query(insert, [toReview.id, ids.hiredContractor, 'Hired Decks', 'hired@decks.example.ca', '905-555-0101', 'accepted']);
  const [completedPending] = await manager.query(insert, [toReview.id, ids.contractor, 'Other Decks', 'other@decks.example.ca', null, 'pending']);
  const [reviewedHire] = await manager.query(insert, [reviewed.id, ids.hiredContractor, 'Hired Decks', 'hired@decks.example.ca', '905-555-0101', 'accepted']);
  await manager.query(hire, [completedHire.id, toReview.id]);
  await manager.query(hire, [reviewedHire.id, reviewed.id]);
  const [review] = await manager.query(
    `INSERT INTO contractor_review (project_id, proposal_id, contractor_id, author_id, quality, punctuality, communication, value, text)
     VALUES ($1, $2, $3, $4, 4, 4, 5, 4, 'Solid work on our deck, a day late but communicated well throughout.') RETURNING id`,
    [reviewed.id, reviewedHire.id, ids.hiredContractor, ids.owner],
  );
  await manager.query(`INSERT INTO proposal_message (proposal_id, sender_id, body, images) VALUES ($1, $2, 'Does your price include the building permit?', $3)`, [pending.id, ids.owner, [privateFiles.photo]]);
  const [shared] = await manager.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ('Shared contact deck', 'Replace a deck in Milton', 'Decks', '$10,000 - $25,000', 'Within 1 month', 'Owner', 'open', $1, 'published') RETURNING id`,
    [ids.owner],
  );
  const [sharedProposal] = await manager.query(
    `INSERT INTO proposal (project_id, contractor_id, contractor_name, contractor_email, contractor_phone, bid_amount, timeline, approach, experience, status, contact_shared_at)
     VALUES ($1, $2, 'Other Decks', 'other@decks.example.ca', '416-555-0100', '$9,000', '2 weeks', 'Rebuild in cedar on helical piles', 'Forty decks a year in Halton', 'pending', now()) RETURNING id`,
    [shared.id, ids.contractor],
  );
  const open = `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility, quote_limit)
    VALUES ($1, 'Replace a fence in Halton Hills', 'Decks', '$5,000 - $10,000', 'Within 1 month', 'Owner', 'open', $2, 'published', $3) RETURNING id`;
  const [openProject] = await manager.query(open, [`Matrix open fence ${fixtureCount}`, ids.owner, 5]);
  // A plumber the owner invited to quote on the open project.
  await manager.query(`INSERT INTO project_invitation (project_id, contractor_id, notified_at) VALUES ($1, $2, now())`, [openProject.id, ids.invitee]);
  const [fullProject] = await manager.query(open, [`Matrix full fence ${fixtureCount}`, ids.owner, 1]);
  // One endpoint at a time for partnerAccount, so creating one never meets the limit of five.
  await manager.query(`DELETE FROM webhook_endpoint WHERE owner_id = $1`, [ids.partnerAccount]);
  const [endpoint] = await manager.query(
    `INSERT INTO webhook_endpoint (owner_id, url, events, secret) VALUES ($1, 'http://127.0.0.1:1/hook', '{project.published}', 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=') RETURNING id`,
    [ids.partnerAccount],
  );
  await manager.query(insert, [fullProject.id, ids.bystander ?? ids.otherHomeowner, 'Third Fences', 'third@fences.example.ca', null, 'pending']);
  return {
    webhookEndpointId: endpoint.id,
    openProjectId: openProject.id,
    fullProjectId: fullProject.id,
    completedProjectId: toReview.id,
    reviewId: review.id,
    hiredContractorId: ids.hiredContractor,
    sharedProjectId: shared.id,
    sharedProposalId: sharedProposal.id,
    completedHireId: completedHire.id,
    completedPendingProposalId: completedPending.id,
    projectId: project.id,
    acceptedProposalId: accepted.id,
    pendingProposalId: pending.id,
    declinedProposalId: declined.id,
    inReviewProjectId: inReview.id,
    unconfirmedProjectId: unconfirmed.id,
    changesProjectId: changes.id,
    contactMessageId: message.id,
    contractorId: ids.contractor,
    credentialId: credential.id,
  };
}

const ids: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
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
  for (const [person, email, role] of accounts) {
    ids[person] = await server.createUser(email, role, person);
    cookies[person] = await server.signIn(email);
  }
  const created = await server.graphql(`mutation { createApiKey(name: "Matrix reader") { key } }`, {}, { cookie: cookies.operator! });
  apiKey = created.body.data.createApiKey.key;
  // A credential document of contractor's and a photo owner sent in the pending proposal's thread (the fixtures attach them).
  const privateUpload = async (as: Person) => {
    const response = await fetch(`${server.url}/api/uploads?access=private`, { method: 'POST', body: uploadForm([{ name: 'private.png', bytes: await png(1000, 700) }]), headers: headersFor(as) });
    return ((await response.json()) as { files: { name: string }[] }).files[0].name;
  };
  privateFiles.document = await privateUpload('contractor');
  privateFiles.photo = await privateUpload('owner');
  await server.graphql(`mutation { createApiKey(name: "Key to revoke") { key } }`, {}, { cookie: cookies.operator! });
  // The approved partner's own application and key; two applications waiting for an operator.
  await server.db.query(
    `INSERT INTO partner_application (user_id, organisation, use_case, status, decided_at) VALUES ($1, 'RenoLedger Inc.', 'Open projects in our budgeting app, by trade and city.', 'approved', now())`,
    [ids.partnerAccount],
  );
  await server.graphql(`mutation { createApiKey(name: "Partner's production key") { key } }`, {}, { cookie: cookies.partnerAccount! });
  for (const [email, organisation] of [['approve.me@permitwatch.ca', 'PermitWatch'], ['decline.me@quoteradar.ca', 'QuoteRadar']]) {
    ids[organisation] = await server.createUser(email, 'homeowner', organisation);
    const [row] = await server.db.query(
      `INSERT INTO partner_application (user_id, organisation, use_case) VALUES ($1, $2, 'Renovation leads for our Ontario customers, by trade.') RETURNING id`,
      [ids[organisation], organisation],
    );
    ids[`${organisation}Application`] = String(row.id);
  }
}, 60_000);
afterAll(() => server?.stop());

test('every REST route and GraphQL mutation has a row', () => {
  const rowNames = new Set(ROWS.map((row) => row.name.replace(/ \(.*\)$/, '')));
  const missingRoutes = declaredRestRoutes().filter((route) => !rowNames.has(route) && !LIBRARY_ROUTES.includes(route) && !COVERED_ELSEWHERE.includes(route));
  expect(missingRoutes).toEqual([]);
  const mutations = Object.keys(buildSchema().getMutationType()!.getFields()).map((name) => `Mutation.${name}`);
  expect(mutations.filter((name) => !rowNames.has(name))).toEqual([]);
  const subscriptions = Object.keys(buildSchema().getSubscriptionType()!.getFields()).map((name) => `Subscription.${name}`);
  expect(subscriptions.filter((name) => !rowNames.has(name))).toEqual([]);
});

describe.each(ROWS)('$name', (row) => {
  // A read changes nothing, so the people trying it share one fixture; each write gets its own.
  let shared: Promise<Fixture> | undefined;
  test.each(PEOPLE)('%s', async (person) => {
    const f = await (row.write ? fixture(ids) : (shared ??= fixture(ids)));
    const expected = row.allowed.includes(person);
    const before = !expected && row.write ? await snapshot() : undefined;
    const result = await row.call(f, person);
    if (result.ok !== expected) throw new Error(`${row.name} as ${person}: expected ${expected ? 'allowed' : 'refused'}, got ${JSON.stringify(result.detail)}`);
    if (before) expect(await snapshot()).toEqual(before);
  });
});
