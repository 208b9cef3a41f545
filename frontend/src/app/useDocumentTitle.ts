import { useEffect } from 'react';
import { BUSINESS } from '../data/business';
import { BRAND_NAME, TAGLINE, pageTitle } from './brand';

/**
 * Title and meta description of an app screen that is rendered in the browser only (dashboard,
 * forms, project pages): sets the tab title to '<Page> | <Brand>' and describes the page while it is
 * shown. Prerendered content pages use the `Seo` component instead, which React writes into <head>.
 */
export function useDocumentTitle(page?: string, description: string = BUSINESS.description): void {
  useEffect(() => {
    document.title = page ? pageTitle(page) : `${BRAND_NAME} | ${TAGLINE}`;
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = description;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [page, description]);
}
