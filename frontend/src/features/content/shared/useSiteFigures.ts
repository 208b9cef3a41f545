import { useEffect, useState } from 'react';
import type { SiteFigureKey } from '../../../data/schema';

/** The site's figures as the API counts them (Query.siteFigures, refreshed every 10 minutes). */
export type SiteFigureValues = Record<SiteFigureKey, number | null>;

// A plain request, not the GraphQL client: content pages stay free of the app's data layer.
const QUERY = '{ siteFigures { projectsCompleted verifiedContractors satisfactionPercent citiesServed } }';
const numbers = new Intl.NumberFormat('en-CA');

/**
 * The figures the site states about itself, counted from the database: null until they arrive
 * (prerendered pages carry no figure, so none can be out of date), and null again if they cannot be had.
 */
export function useSiteFigures(): SiteFigureValues | null {
  const [figures, setFigures] = useState<SiteFigureValues | null>(null);
  useEffect(() => {
    if (typeof fetch !== 'function') return; // a renderer without a network (the prerender)
    const controller = new AbortController();
    fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }), signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { siteFigures?: SiteFigureValues } } | null) => setFigures(body?.data?.siteFigures ?? null))
      .catch(() => undefined); // no figures is better than a wrong one
    return () => controller.abort();
  }, []);
  return figures;
}

/** A figure as the page shows it: "1,204", "97%", or what stands in for a rate with no reviews behind it. */
export function figureText(key: SiteFigureKey, figures: SiteFigureValues | null): string {
  if (!figures) return '…';
  const value = figures[key];
  if (key === 'satisfactionPercent') return value === null ? 'No reviews yet' : `${value}%`;
  return numbers.format(value ?? 0);
}
