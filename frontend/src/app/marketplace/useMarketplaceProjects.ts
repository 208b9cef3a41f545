import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { fromDatabaseProject } from './fromSources';
import { builtInProjects, mergeProjects } from './merge';
import type { SampleSet } from './merge';
import { MarketplaceProjectsQuery } from './operations';
import type { MarketplaceProject } from './types';

/** The server's page size cap. */
export const PROJECTS_PAGE_SIZE = 100;

/** The dashboard refreshes its lists every 30 seconds. */
export const DASHBOARD_POLL_INTERVAL = 30_000;

/** The text raised when the list cannot be loaded. */
export const FETCH_PROJECTS_ERROR = 'Failed to fetch projects';

export interface UseMarketplaceProjectsOptions {
  /** Refresh interval in ms (the dashboard uses 30 000); no polling when omitted. */
  pollInterval?: number;
  /**
   * Built-in samples merged in.
   * @default 'open'
   */
  samples?: SampleSet;
}

export interface UseMarketplaceProjectsResult {
  /** Samples and database projects merged, newest posted first (see `mergeProjects`). */
  projects: MarketplaceProject[];
  /** True only while nothing has been loaded yet (not during background polls). */
  loading: boolean;
  /** Set when the database projects could not be loaded; the built-in samples are still listed. */
  error: Error | undefined;
  /** Reloads the database projects. */
  refetch: () => Promise<unknown>;
}

/**
 * Every project a marketplace list shows: the built-in samples plus all posted projects
 * from the API, paging through when there are more than 100.
 */
export function useMarketplaceProjects({ pollInterval, samples = 'open' }: UseMarketplaceProjectsOptions = {}): UseMarketplaceProjectsResult {
  const { data, loading, error, refetch, fetchMore } = useQuery(MarketplaceProjectsQuery, {
    variables: { first: PROJECTS_PAGE_SIZE },
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });

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
      // The first page is still shown; the next poll or refetch tries again.
    });
  }, [hasMore, endCursor, fetchMore]);

  const projects = useMemo(
    () => mergeProjects((page?.nodes ?? []).map(fromDatabaseProject), builtInProjects(samples)),
    [page, samples],
  );

  return {
    projects,
    loading: loading && !page,
    error: error ? new Error(FETCH_PROJECTS_ERROR, { cause: error }) : undefined,
    refetch: () => refetch(),
  };
}
