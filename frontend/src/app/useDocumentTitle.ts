import { useEffect } from 'react';
import { BRAND_NAME, TAGLINE, pageTitle } from './brand';

/** Sets the tab title to '<Page> | <Brand>' while the screen is shown ('<Brand> | <Tagline>' without a page). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? pageTitle(page) : `${BRAND_NAME} | ${TAGLINE}`;
  }, [page]);
}
