/**
 * Whether a page view sends field data. Kept free of imports: it runs in the entry chunk on every
 * page, while everything else of the collector loads later, only for the sampled page views.
 */

/** localStorage key: 'always' sends every page view of this browser (operators checking the pipeline, browser tests), 'never' none. */
export const FIELD_VITALS_OVERRIDE_KEY = 'gta.fieldVitals';

/** Whether this page view reports: the override first, else a draw against the sample rate (0-1). */
export function sampled(rate: number, override: string | null, random: () => number = Math.random): boolean {
  if (override === 'always') return true;
  if (override === 'never') return false;
  return Number.isFinite(rate) && random() < rate;
}
