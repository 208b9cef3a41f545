import { createContext, useContext } from 'react';
import type { VerifiedProsIsland } from './pros/verifiedPros';
import type { SiteFigureKey } from '../content/schema';
import type { ShowcaseListing } from './content/showcaseListing';

/** The element of a server-rendered content page that carries the data its first render used. */
export const CONTENT_DATA_ELEMENT_ID = 'content-data';

/**
 * Data a content page shows beside its built-in copy, read from the database when the server renders
 * the page (the verified pros of a services page, the site's figures, the samples a page lists). The browser's first render reads the same data
 * from the page, so hydration keeps the HTML crawlers and visitors saw.
 */
export interface ContentData {
  verifiedPros?: VerifiedProsIsland;
  /** The figures the page states (the whole site's, or `trade`'s), as the page shows them. */
  siteFigures?: { trade: number | null; figures: Record<SiteFigureKey, string> };
  /** The lists of built-in samples the page shows (the home page's featured ones, a trade page's). */
  showcase?: ShowcaseListing[];
}

const ContentDataContext = createContext<ContentData | undefined>(undefined);

/** Gives a server render its data. */
export const ContentDataProvider = ContentDataContext.Provider;

let fromPage: ContentData | undefined;

/** The page's content data: the server render's, or in the browser what the page was rendered with. */
export function useContentData(): ContentData {
  const provided = useContext(ContentDataContext);
  if (provided) return provided;
  if (typeof document === 'undefined') return {};
  if (fromPage === undefined) {
    try {
      fromPage = (JSON.parse(document.getElementById(CONTENT_DATA_ELEMENT_ID)?.textContent || '{}') as ContentData) ?? {};
    } catch {
      fromPage = {};
    }
  }
  return fromPage;
}
