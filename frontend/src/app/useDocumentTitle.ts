import { useEffect } from 'react';
import { BRAND_NAME } from './brand';

/** Sets the tab title to '<Page> | <Brand>' while the screen is shown (just the brand for home). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${BRAND_NAME}` : `${BRAND_NAME} – Home improvement marketplace for Toronto and the GTA`;
  }, [page]);
}
