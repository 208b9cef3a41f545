import { tradeForService } from '@marketplace/shared';

/**
 * The trades whose own figures a content page states (the cleaning, moving and visualization pages). Routes
 * name them by key (withSiteFigures), so the route table, in every page's first JavaScript, carries no trade list.
 */
export type FigureTrade = keyof typeof FIGURE_TRADES;

export const FIGURE_TRADES = {
  cleaning: tradeForService('cleaning', 'Cleaning'),
  moving: tradeForService('moving-solutions', 'Moving Solutions'),
  visualization: tradeForService('architectural-visualization', 'Architectural Visualization'),
} as const;
