import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import type { MarketplaceProjectsQuery as MarketplaceProjectsData } from '../../gql/graphql';
import { mergeListed, samplesOf } from './listing';
import type { SampleSet } from './listing';
import { MarketplaceProjectsQuery, PortfolioSamplesQuery, ShowcaseProjectsQuery } from './operations';

/** The server's page size cap. */
export const PROJECTS_PAGE_SIZE = 100;

/** The dashboard refreshes its lists every 30 seconds. */
export const DASHBOARD_POLL_INTERVAL = 30_000;

/** The text raised when the list cannot be loaded. */
export const FETCH_PROJECTS_ERROR = 'Failed to fetch projects';

/** A project of a portfolio list: where it goes in the list, and its card's fragment. */
export type ListedProjectCard = MarketplaceProjectsData['projects']['nodes'][number];

export interface UseMarketplaceProjectsOptions {
  /**
   * Built-in samples listed beside the posted projects.
   * @default 'open'
   */
  samples?: SampleSet;
}

export interface UseMarketplaceProjectsResult {
  /** Samples and posted projects, newest posted first (see `mergeListed`). */
  projects: ListedProjectCard[];
  /** True only while nothing has been loaded yet. */
  loading: boolean;
  /** Set when the posted projects (or the samples) could not be loaded; what did load is still listed. */
  error: Error | undefined;
  /** Loads the posted projects again (and the samples, when they failed). */
  refetch: () => Promise<unknown>;
}

/**
 * Every project a portfolio list shows: the built-in samples of a set plus all posted projects
 * from the API, paging through when there are more than 100.
 */
export function useMarketplaceProjects({ samples = 'open' }: UseMarketplaceProjectsOptions = {}): UseMarketplaceProjectsResult {
  const { data, loading, error, refetch, fetchMore } = useQuery(MarketplaceProjectsQuery, {
    variables: { first: PROJECTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: false,
  });
  // Our Projects asks the server for its samples only; the other sets are picked from all of them.
  const samplesQuery: typeof PortfolioSamplesQuery = samples === 'portfolio' ? PortfolioSamplesQuery : ShowcaseProjectsQuery;
  const showcase = useQuery(samplesQuery, { skip: samples === 'none', notifyOnNetworkStatusChange: false });

  const page = data?.projects;
  const hasMore = Boolean(page?.pageInfo.hasNextPage && page.nodes.length < page.totalCount);
  const endCursor = page?.pageInfo.endCursor ?? null;

  useEffect(() => {
    if (!hasMore || !endCursor) return;
    void fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        projects: {
          ...fetchMoreResult.projects,
          nodes: [...previous.projects.nodes, ...fetchMoreResult.projects.nodes],
        },
      }),
    }).catch(() => {
      // The first page is still shown; the next refetch tries again.
    });
  }, [hasMore, endCursor, fetchMore]);

  const sampleNodes = showcase.data?.projects.nodes;
  const projects = useMemo(() => mergeListed(page?.nodes ?? [], samplesOf(sampleNodes ?? [], samples)), [page, sampleNodes, samples]);
  const failed = error ?? showcase.error;

  return {
    projects,
    loading: (loading && !page) || (showcase.loading && !sampleNodes),
    error: failed ? new Error(FETCH_PROJECTS_ERROR, { cause: failed }) : undefined,
    // The samples, which do not change, are asked again only when they failed.
    refetch: () => Promise.all([refetch(), ...(showcase.error ? [showcase.refetch()] : [])]),
  };
}
