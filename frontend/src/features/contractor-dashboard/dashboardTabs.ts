import type { ProjectFilter, ProjectStatus, Urgency } from '../../gql/graphql';

/** How many projects Recently Posted shows. */
export const RECENT_COUNT = 5;

/** Posted projects a tab asks the server for at a time; "Show more projects" asks for the next ones. */
export const DASHBOARD_PAGE_SIZE = 20;

export type DashboardTab = 'all' | 'open' | 'urgent' | 'recent';

export const DASHBOARD_TABS: Array<{ value: DashboardTab; label: string; empty: string }> = [
  { value: 'all', label: 'All Projects', empty: 'No projects are listed right now. New GTA projects appear here as homeowners post them.' },
  { value: 'open', label: 'Open for Bids', empty: 'No projects are open for bids right now. Check back soon: the list refreshes every 30 seconds.' },
  { value: 'urgent', label: 'Urgent', empty: 'No urgent projects right now.' },
  { value: 'recent', label: 'Recently Posted', empty: 'Nothing has been posted recently.' },
];

/** What a tab asks the server for: its filter, its page size, and whether more pages can be loaded. */
export interface TabQuery {
  filter?: ProjectFilter;
  first: number;
  paged: boolean;
}

export const TAB_QUERIES: Readonly<Record<DashboardTab, TabQuery>> = {
  all: { first: DASHBOARD_PAGE_SIZE, paged: true },
  open: { filter: { status: 'OPEN' }, first: DASHBOARD_PAGE_SIZE, paged: true },
  urgent: { filter: { urgency: 'HIGH' }, first: DASHBOARD_PAGE_SIZE, paged: true },
  recent: { first: RECENT_COUNT, paged: false },
};

/** What a tab filters a project on. */
export interface TabFields {
  status: ProjectStatus;
  urgency: Urgency;
}

/**
 * The projects a tab lists, from a list already merged newest first. The server has filtered the
 * posted projects; this filters the built-in samples (and any status kept in page memory) alike.
 */
export function projectsForTab<T extends TabFields>(projects: T[], tab: DashboardTab): T[] {
  switch (tab) {
    case 'open':
      return projects.filter((p) => p.status === 'OPEN');
    case 'urgent':
      return projects.filter((p) => p.urgency === 'HIGH');
    case 'recent':
      return projects.slice(0, RECENT_COUNT);
    default:
      return projects;
  }
}

/** Server totals per filter (DashboardCounts). */
export interface ServerCounts {
  all: number;
  open: number;
  urgent: number;
}

/** Each tab's count: the server's totalCount for its filter plus the built-in samples it lists. */
export function tabCounts(server: ServerCounts, samples: TabFields[]): Record<DashboardTab, number> {
  const all = server.all + samples.length;
  return {
    all,
    open: server.open + projectsForTab(samples, 'open').length,
    urgent: server.urgent + projectsForTab(samples, 'urgent').length,
    recent: Math.min(RECENT_COUNT, all),
  };
}
