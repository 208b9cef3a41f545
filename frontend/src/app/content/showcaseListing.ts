import showcaseListingId from 'virtual:persisted-query-id/ShowcaseListing';
import type { ShowcaseListingQuery } from '../../gql/graphql';
import { persistedRequest } from '../graphql/persistedRequest';

/**
 * The built-in sample projects a storefront page lists (the home page's featured three, a trade page's
 * finished and open jobs), read from the database like every project. A plain query text: content pages
 * send it without the GraphQL client, and the server runs the same one when it renders the page. It asks
 * every field of the ProjectCard_project fragment (a test holds it to that), so the cards of these pages
 * are drawn by the same view as the app's lists (projectCardView), plus what the pages filter and sort by.
 * Marked as GraphQL so the build puts it in the persisted query manifest: the browser sends its id.
 */
export const SHOWCASE_LISTING_QUERY = /* GraphQL */ `query ShowcaseListing($category: String, $featured: Boolean) {
  projects(first: 100, filter: { showcase: ONLY, category: $category, featured: $featured }) {
    nodes {
      id showcaseNumber title description category location status hired urgency budget timeline imageUrls photos { srcset }
      showcaseDetails { contractorName contractorNumber price rating reviewCount imageAlt projectScope featured subcategory propertyType year cleaningType movingType visualizationType statedProposalCount }
    }
  }
}`;

/** Which samples a page lists: one category's (a service slug, e.g. 'plumbing'), or the featured ones. */
export interface ShowcaseListingVariables {
  category?: string;
  featured?: boolean;
}

/** A listed sample: the card's fields, its timeline, and what the pages filter and sort by (the query's generated type). */
export type ListedSample = ShowcaseListingQuery['projects']['nodes'][number];

/** What a listed sample shows beyond a post. */
export type ShowcaseListingDetails = NonNullable<ListedSample['showcaseDetails']>;

/** The samples of a page, in their public order (by number: the core samples first, then the trade pages' own). */
export interface ShowcaseListing {
  variables: ShowcaseListingVariables;
  projects: ListedSample[];
}

/** The query's variables as sent: an absent filter is null. */
export const listingVariables = (variables: ShowcaseListingVariables) => ({ category: variables.category ?? null, featured: variables.featured ?? null });

/** The samples of an answer, by number. */
export function listedSamples(data: unknown): ListedSample[] | undefined {
  const nodes = (data as { projects?: { nodes?: ListedSample[] } } | null | undefined)?.projects?.nodes;
  return nodes ? [...nodes].sort((a, b) => (a.showcaseNumber ?? 0) - (b.showcaseNumber ?? 0)) : undefined;
}

/** Asks the API for a page's samples (the browser, after a client-side navigation or on a page rendered without them). */
export async function fetchShowcaseListing(variables: ShowcaseListingVariables, signal: AbortSignal): Promise<ListedSample[]> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...persistedRequest(SHOWCASE_LISTING_QUERY, showcaseListingId), variables: listingVariables(variables), operationName: 'ShowcaseListing' }),
    signal,
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  const projects = response.ok && !body.errors?.length ? listedSamples(body.data) : undefined;
  if (!projects) throw new Error('The projects could not be loaded');
  return projects;
}
