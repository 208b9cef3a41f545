import { SERVICE_AREAS, tradeForService } from '@marketplace/shared';
import verifiedProsId from 'virtual:persisted-query-id/VerifiedPros';
import type { ProCard_ContractorFragment } from '../../gql/graphql';
import { persistedRequest } from '../graphql/persistedRequest';

/** Pros a services page lists at most. */
export const VERIFIED_PROS_SHOWN = 6;

/**
 * The verified pros of a trade and city, best first, as a services page shows them. A plain query
 * text: content pages send it without the GraphQL client, and the server runs the same one when it
 * renders the page. Its fields are the ProCard_contractor fragment's. Marked as GraphQL so the build puts it
 * in the persisted query manifest: the browser sends its id.
 */
export const VERIFIED_PROS_QUERY = /* GraphQL */ `query VerifiedPros($trade: Int!, $city: String, $first: Int!) {
  pros(trade: $trade, city: $city, verifiedOnly: true, first: $first) {
    totalCount
    nodes { id businessName logoUrl yearsInBusiness completedProjects typicalResponse trades { id name } serviceAreas { slug name } badges { kind label } rating { average count } }
  }
}`;

export interface VerifiedProsVariables {
  trade: number;
  city: string | null;
  first: number;
}

export interface VerifiedProsResult {
  pros: { totalCount: number; nodes: ProCard_ContractorFragment[] };
}

/** What a server-rendered services page carries of its pros (see contentData.ts). */
export interface VerifiedProsIsland {
  variables: VerifiedProsVariables;
  result: VerifiedProsResult;
}

/** Which pros a services page lists: its service's trade, in its city (any GTA city without one); none when the service names no trade. */
export function verifiedProsVariables(service: { slug: string; name: string }, citySlug?: string | null): VerifiedProsVariables | undefined {
  const trade = tradeForService(service.slug, service.name);
  if (trade === undefined) return undefined;
  const city = citySlug && SERVICE_AREAS.some((area) => area.slug === citySlug) ? citySlug : null;
  return { trade, city, first: VERIFIED_PROS_SHOWN };
}

export const sameVariables = (a: VerifiedProsVariables, b: VerifiedProsVariables) => a.trade === b.trade && a.city === b.city && a.first === b.first;

/** Asks the API for them (the browser, after a client-side navigation or on a page rendered without them). */
export async function fetchVerifiedPros(variables: VerifiedProsVariables, signal: AbortSignal): Promise<VerifiedProsResult> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...persistedRequest(VERIFIED_PROS_QUERY, verifiedProsId), variables, operationName: 'VerifiedPros' }),
    signal,
  });
  const body = (await response.json()) as { data?: VerifiedProsResult; errors?: unknown[] };
  if (!response.ok || !body.data || body.errors?.length) throw new Error('The pros could not be loaded');
  return body.data;
}
