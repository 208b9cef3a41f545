import { useEffect, useState } from 'react';
import type { SiteFigureKey } from '../../../data/schema';

export type SiteFigures = Record<SiteFigureKey, string> | 'unavailable' | null;

/**
 * The figures the site states about itself (or, with `trade`, about that trade), counted from the database and formatted for the page:
 * null until they arrive (prerendered pages carry no figure, so none can be out of date), and
 * 'unavailable' when they cannot be had. The request's code loads after the page, outside its first JavaScript.
 */
export function useSiteFigures(trade?: number): SiteFigures {
  const [figures, setFigures] = useState<SiteFigures>(null);
  useEffect(() => {
    if (typeof fetch !== 'function') return; // a renderer without a network
    const controller = new AbortController();
    void import('./siteFigures').then(({ fetchSiteFigures }) => fetchSiteFigures(controller.signal, trade)).then((found) => {
      if (!controller.signal.aborted) setFigures(found ?? 'unavailable');
    });
    return () => controller.abort();
  }, [trade]);
  return figures;
}

/** A figure; an ellipsis while it loads, a dash if it cannot be had (never a made-up number). */
export const figureOrWait = (key: SiteFigureKey, figures: SiteFigures) => (figures === null ? '…' : figures === 'unavailable' ? '—' : figures[key]);
