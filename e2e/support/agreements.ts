import type { Page } from 'playwright-core';
import { approveAsOperator, confirmPendingDetails, confirmPost, signInCookie, signUpContractor } from './accounts';
import { appOperation } from './app-operations';
import { postJson } from './product';

/**
 * A hire and its written agreement built through the API, as the web app's own operations do it, for
 * browser tests whose point comes after it (the agreements and the job's money).
 */

/** Runs one of the web app's operations for `cookie`'s person; a GraphQL error fails the test with its text. */
export async function appApi(url: string, operation: string, variables: Record<string, unknown>, cookie: string): Promise<any> {
  const body = await postJson(`${url}/graphql`, appOperation(operation, variables), { cookie });
  if (body.errors) throw new Error(`${operation} answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Resolves once the page's live socket has sent its subscription (start waiting before the page opens). */
export function socketSubscribed(page: Page) {
  return page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"subscribe"') }));
}

/** The screen shown refreshes on notifications: the other side's steps show without a reload. */
export const listening = (page: Page) => page.locator('html[data-live-refresh]').waitFor({ state: 'attached' });

/** The agreement's status badge in the page's title band (change orders' badges have other values). */
export const agreementStatus = (page: Page, value: string) => page.locator(`[data-status="${value}"]`).first();

export interface Hire {
  projectId: string;
  proposalId: string;
  homeownerCookie: string;
  contractorCookie: string;
}

export interface HireOptions {
  project: { title: string; description: string; category: string; budget: string; timeline: string; location: string };
  homeowner: { name: string; email: string; phone: string };
  contractor: { businessName: string; email: string; phone: string };
  proposal: { bidAmount: string; timeline: string; approach: string; experience: string; materials: string; warranty: string };
}

/**
 * The homeowner posts the project (their account comes with the post) and confirms it, an operator publishes
 * it, the contractor signs up and sends a proposal, and the homeowner accepts it.
 */
export async function hireContractor(url: string, databaseUrl: string, { project, homeowner, contractor, proposal }: HireOptions): Promise<Hire> {
  const posted = await postJson(`${url}/api/projects`, { ...project, homeowner: homeowner.name, email: homeowner.email, phone: homeowner.phone });
  const homeownerCookie = await signInCookie(url, homeowner.email);
  await confirmPost(url, homeownerCookie, posted.id);
  await confirmPendingDetails(url, homeownerCookie);
  await approveAsOperator(url, databaseUrl, posted.id);
  await signUpContractor(url, contractor.businessName, contractor.email, contractor.phone);
  const contractorCookie = await signInCookie(url, contractor.email);
  const submitted = (await appApi(url, 'SubmitProposal', { input: { projectId: String(posted.id), ...proposal } }, contractorCookie)).submitProposal;
  await appApi(url, 'UpdateProposalStatus', { id: submitted.id, status: 'ACCEPTED' }, homeownerCookie);
  return { projectId: String(posted.id), proposalId: String(submitted.id), homeownerCookie, contractorCookie };
}

/**
 * The hired contractor prepares the agreement with `terms` (every term: the API replaces the draft's) and sends
 * it; both sign it. Resolves with the agreement's id, in force.
 */
export async function agreementInForce(url: string, hire: Hire, terms: Record<string, unknown>, signers: { homeowner: string; contractor: string }): Promise<string> {
  const { id } = (await appApi(url, 'PrepareAgreement', { proposalId: hire.proposalId }, hire.contractorCookie)).prepareAgreement;
  await appApi(url, 'UpdateAgreement', { id, terms }, hire.contractorCookie);
  await appApi(url, 'SendAgreement', { id }, hire.contractorCookie);
  await appApi(url, 'SignAgreement', { id, input: { fullName: signers.homeowner, consent: true } }, hire.homeownerCookie);
  const signed = (await appApi(url, 'SignAgreement', { id, input: { fullName: signers.contractor, consent: true } }, hire.contractorCookie)).signAgreement;
  if (signed.status !== 'IN_FORCE') throw new Error(`The agreement is ${signed.status} after both signed`);
  return String(id);
}
