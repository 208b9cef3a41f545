import { useContentData } from '../contentData';
import type { ListedSample, ShowcaseListingVariables } from './showcaseListing';
import { usePageAnswer, type PageAnswerState } from './usePageAnswer';

export type ShowcaseListingState = PageAnswerState<ListedSample[]>;

const sameListing = (a: ShowcaseListingVariables, b: ShowcaseListingVariables) => (a.category ?? null) === (b.category ?? null) && (a.featured ?? null) === (b.featured ?? null);

/**
 * The built-in samples a storefront page lists (showcaseListing.ts). The server renders them into the
 * page, so visitors and crawlers read them without any script; a page that went out without them (the
 * prerendered copy, when the database could not answer) and a screen the app moved to ask for them, with
 * a retry after a failure. The request's code loads apart from the page's JavaScript.
 */
export function useShowcaseListing(variables: ShowcaseListingVariables): { state: ShowcaseListingState; retry: () => void } {
  const rendered = useContentData().showcase?.find((listing) => sameListing(listing.variables, variables))?.projects;
  return usePageAnswer(rendered, { category: variables.category, featured: variables.featured }, async (signal) =>
    (await import('./showcaseListing')).fetchShowcaseListing(variables, signal),
  );
}
