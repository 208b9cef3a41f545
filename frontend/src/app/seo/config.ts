import { BRAND_NAME, BUSINESS, pageTitle as brandedTitle } from '../../content/business';

export { BRAND_NAME };

/** Shown when a page gives no description of its own. */
export const DEFAULT_DESCRIPTION = BUSINESS.description;

/** '{page} | {BRAND_NAME}', or the brand alone. */
export function pageTitle(page?: string): string {
  return page ? brandedTitle(page) : BRAND_NAME;
}
