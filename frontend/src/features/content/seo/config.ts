/** Brand shown as the suffix of every page title (one config value). */
export const BRAND_NAME = 'GTA Home Pros';

/** Shown when a page gives no description of its own. */
export const DEFAULT_DESCRIPTION =
  'The home-improvement marketplace for Toronto and the GTA: browse finished work, post your renovation project for free and compare quotes from licensed, insured local contractors.';

/** '{page} | {BRAND_NAME}', or the brand alone. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${BRAND_NAME}` : BRAND_NAME;
}
