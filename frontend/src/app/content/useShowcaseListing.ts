import { useEffect, useState } from 'react';
import { useContentData } from '../contentData';
import type { ListedSample, ShowcaseListingVariables } from './showcaseListing';

export type ShowcaseListingState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; projects: ListedSample[] };

const sameListing = (a: ShowcaseListingVariables, b: ShowcaseListingVariables) => (a.category ?? null) === (b.category ?? null) && (a.featured ?? null) === (b.featured ?? null);

/**
 * The built-in samples a storefront page lists (showcaseListing.ts). The server renders them into the
 * page, so visitors and crawlers read them without any script; a page that went out without them (the
 * prerendered copy, when the database could not answer) and a screen the app moved to ask for them, with
 * a retry after a failure. The request's code loads apart from the page's JavaScript.
 */
export function useShowcaseListing(variables: ShowcaseListingVariables): { state: ShowcaseListingState; retry: () => void } {
  const rendered = useContentData().showcase?.find((listing) => sameListing(listing.variables, variables));
  const initial: ShowcaseListingState = rendered ? { status: 'loaded', projects: rendered.projects } : { status: 'loading' };
  const [state, setState] = useState<ShowcaseListingState>(initial);
  const [attempt, setAttempt] = useState(0);
  const fromPage = initial.status === 'loaded';
  useEffect(() => {
    if (fromPage && attempt === 0) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    import('./showcaseListing')
      .then(({ fetchShowcaseListing }) => fetchShowcaseListing(variables, controller.signal))
      .then(
        (projects) => setState({ status: 'loaded', projects }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
    // The variables' parts, not the object: a new object each render asks nothing new.
  }, [variables.category, variables.featured, fromPage, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
