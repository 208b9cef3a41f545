import { useEffect, useState } from 'react';
import { useContentData } from '../contentData';
import { onArrivalPage } from '../hydration';
import type { SiteFigureKey } from '../../content/schema';

export type SiteFigures = Record<SiteFigureKey, string> | 'unavailable' | null;

/**
 * The figures the site states about itself (or, with `trade`, about that trade), counted from the database and formatted for the page:
 * the server renders them into the page (its copy is kept 30 s; the figures are counted every 10 minutes),
 * so a visitor reads them without any script. A page that went out without them (the prerendered copy,
 * when the database could not answer) and a screen the app moved to ask for them: null until they
 * arrive, 'unavailable' when they cannot be had. The request's code loads apart from the page's JavaScript.
 */
export function useSiteFigures(trade?: number): SiteFigures {
  const rendered = useRenderedFigures(trade ?? null);
  const [figures, setFigures] = useState<SiteFigures>(rendered);
  useEffect(() => {
    if (rendered || typeof fetch !== 'function') return; // in the page already, or a renderer without a network
    const controller = new AbortController();
    void import('./siteFigures').then(({ fetchSiteFigures }) => fetchSiteFigures(controller.signal, trade)).then((found) => {
      if (!controller.signal.aborted) setFigures(found ?? 'unavailable');
    });
    return () => controller.abort();
  }, [trade, rendered]);
  return figures;
}

/** The figures the server rendered this page with, when they are this trade's and the page is still the one that arrived. */
function useRenderedFigures(trade: number | null): Record<SiteFigureKey, string> | null {
  const { siteFigures } = useContentData();
  const fromServer = typeof document === 'undefined' || onArrivalPage();
  return siteFigures && siteFigures.trade === trade && fromServer ? siteFigures.figures : null;
}

/** A figure; an ellipsis while it loads, a dash if it cannot be had (never a made-up number). */
export const figureOrWait = (key: SiteFigureKey, figures: SiteFigures) => (figures === null ? '…' : figures === 'unavailable' ? '—' : figures[key]);
