import type { SiteFigureKey } from '../../../data/schema';

/** The site's figures as the API counts them (Query.siteFigures, refreshed every 10 minutes). */
export type SiteFigureValues = Record<SiteFigureKey, number | null>;

// A plain request, not the GraphQL client: content pages stay free of the app's data layer.
const QUERY = 'query SiteFigures($trade: Int) { siteFigures(trade: $trade) { projectsCompleted verifiedContractors satisfactionPercent citiesServed averageRating } }';
const numbers = new Intl.NumberFormat('en-CA');

/** A figure as the page shows it: "1,204", "97%", or what stands in for a rate with no reviews behind it. */
export function figureText(key: SiteFigureKey, value: number | null): string {
  if (key === 'satisfactionPercent') return value === null ? 'No reviews yet' : `${value}%`;
  if (key === 'averageRating') return value === null ? 'No reviews yet' : value.toFixed(1);
  return numbers.format(value ?? 0);
}

/** The figures (the whole site's, or with `trade` that trade's), as the page shows them; null when they cannot be had (no figure is better than a wrong one). */
export async function fetchSiteFigures(signal: AbortSignal, trade?: number): Promise<Record<SiteFigureKey, string> | null> {
  try {
    const request = JSON.stringify({ query: QUERY, variables: { trade: trade ?? null }, operationName: 'SiteFigures' });
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: request, signal });
    const body = response.ok ? ((await response.json()) as { data?: { siteFigures?: SiteFigureValues } }) : null;
    const figures = body?.data?.siteFigures;
    if (!figures) return null;
    const keys = Object.keys(figures) as SiteFigureKey[];
    return Object.fromEntries(keys.map((key) => [key, figureText(key, figures[key])])) as Record<SiteFigureKey, string>;
  } catch {
    return null;
  }
}
