import siteFiguresId from 'virtual:persisted-query-id/SiteFigures';
import { formatNumber } from '@marketplace/shared';
import { persistedRequest } from '../graphql/persistedRequest';
import type { SiteFigureKey } from '../../content/schema';

/** The site's figures as the API counts them (Query.siteFigures, refreshed every 10 minutes). */
export type SiteFigureValues = Record<SiteFigureKey, number | null>;

// A plain request, not the GraphQL client: content pages stay free of the app's data layer. Marked as GraphQL
// so the build puts it in the persisted query manifest; the page sends its id (the text under the dev server).
export const SITE_FIGURES_QUERY = /* GraphQL */ `query SiteFigures($trade: Int) { siteFigures(trade: $trade) { projectsCompleted verifiedContractors satisfactionPercent citiesServed averageRating } }`;

/** A figure as the page shows it: "1,204", "97%", or what stands in for a rate with no reviews behind it. */
export function figureText(key: SiteFigureKey, value: number | null): string {
  if (key === 'satisfactionPercent') return value === null ? 'No reviews yet' : `${value}%`;
  if (key === 'averageRating') return value === null ? 'No reviews yet' : value.toFixed(1);
  return formatNumber(value ?? 0);
}

/** Every figure of an answer as the page shows it. */
export function figuresText(figures: SiteFigureValues): Record<SiteFigureKey, string> {
  // The operation the build extracted also asks for __typename.
  const keys = Object.keys(figures).filter((key) => key !== '__typename') as SiteFigureKey[];
  return Object.fromEntries(keys.map((key) => [key, figureText(key, figures[key])])) as Record<SiteFigureKey, string>;
}

/** The figures (the whole site's, or with `trade` that trade's), as the page shows them; null when they cannot be had (no figure is better than a wrong one). */
export async function fetchSiteFigures(signal: AbortSignal, trade?: number): Promise<Record<SiteFigureKey, string> | null> {
  try {
    const request = JSON.stringify({ ...persistedRequest(SITE_FIGURES_QUERY, siteFiguresId), variables: { trade: trade ?? null }, operationName: 'SiteFigures' });
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: request, signal });
    const body = response.ok ? ((await response.json()) as { data?: { siteFigures?: SiteFigureValues } }) : null;
    const figures = body?.data?.siteFigures;
    return figures ? figuresText(figures) : null;
  } catch {
    return null;
  }
}
