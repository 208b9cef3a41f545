import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { DASHBOARD_POLL_INTERVAL, FETCH_PROJECTS_ERROR, samplesOf } from '../../app/marketplace';
import type { DashboardProjectsQuery as DashboardProjectsData } from '../../gql/graphql';
import { TAB_QUERIES } from './dashboardTabs';
import type { DashboardTab, ServerCounts } from './dashboardTabs';
import { DashboardCountsQuery, DashboardProjectsQuery, DashboardSamplesQuery } from './operations';

/** A project of a dashboard list: what places and filters it, and its card's fragment. */
export type DashboardListedProject = DashboardProjectsData['projects']['nodes'][number];

export interface DashboardProjects {
  /** The tab's posted projects loaded so far, newest first (samples are merged by the page). */
  projects: DashboardListedProject[];
  /** The open samples listed beside them, with any status a visitor tried on this page. */
  samples: DashboardListedProject[];
  /** Each filter's total on the server. */
  counts: ServerCounts;
  /** True while the first counts or the tab's first page have not arrived. */
  loading: boolean;
  /** True until the counts have arrived (or failed): the whole list waits for them once. */
  countsLoading: boolean;
  /** The server has more projects for this tab than are loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Loads the tab's next page by cursor. */
  loadMore: () => Promise<void>;
  error: Error | undefined;
  /** Reloads the counts and the tab's first page. */
  refetch: () => Promise<unknown>;
}

/**
 * The contractor dashboard's data: each tab asks the server for its own filtered first page, and
 * one small query counts every tab. Both refresh every 30 seconds, first page
 * only: pages loaded with "Show more projects" stay below it (see the `projects` merge in the
 * Apollo cache), so the cost of a refresh does not grow with the number of projects.
 * `tab` null (the My proposals tab) loads no project page.
 */
export function useDashboardProjects(tab: DashboardTab | null): DashboardProjects {
  const countsQuery = useQuery(DashboardCountsQuery, { pollInterval: DASHBOARD_POLL_INTERVAL, notifyOnNetworkStatusChange: false });
  const spec = TAB_QUERIES[tab ?? 'all'];
  const samplesQuery = useQuery(DashboardSamplesQuery, { notifyOnNetworkStatusChange: false });
  const listQuery = useQuery(DashboardProjectsQuery, {
    variables: { first: spec.first, ...(spec.filter ? { filter: spec.filter } : {}) },
    pollInterval: DASHBOARD_POLL_INTERVAL,
    notifyOnNetworkStatusChange: false,
    skip: tab === null,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  const page = listQuery.data?.projects;
  const projects = useMemo(() => page?.nodes ?? [], [page]);
  const sampleNodes = samplesQuery.data?.projects.nodes;
  const samples = useMemo(() => samplesOf(sampleNodes ?? [], 'open'), [sampleNodes]);
  const endCursor = page?.pageInfo.endCursor ?? null;
  const hasMore = spec.paged && Boolean(page?.pageInfo.hasNextPage && endCursor);
  const countsData = countsQuery.data;
  const error = listQuery.error ?? countsQuery.error ?? samplesQuery.error;

  const loadMore = async () => {
    if (!hasMore || loadingMore) return;
    setLoadingMore(true);
    try {
      await listQuery.fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          projects: { ...fetchMoreResult.projects, nodes: [...previous.projects.nodes, ...fetchMoreResult.projects.nodes] },
        }),
      });
    } catch {
      // The loaded projects stay; the button can be pressed again.
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    projects,
    samples,
    counts: { all: countsData?.all.totalCount ?? 0, open: countsData?.open.totalCount ?? 0, urgent: countsData?.urgent.totalCount ?? 0 },
    countsLoading: countsQuery.loading && !countsData,
    loading: (countsQuery.loading && !countsData) || (listQuery.loading && !page) || (samplesQuery.loading && !sampleNodes),
    hasMore,
    loadingMore,
    loadMore,
    error: error ? new Error(FETCH_PROJECTS_ERROR, { cause: error }) : undefined,
    // The samples are asked again only when they failed: a refetch would undo the statuses tried on this page.
    refetch: () => Promise.all([countsQuery.refetch(), ...(tab === null ? [] : [listQuery.refetch()]), ...(samplesQuery.error ? [samplesQuery.refetch()] : [])]),
  };
}
