import type { MarketplaceProject } from '../marketplace';

/** How many projects Recently Posted shows (spec section 9). */
export const RECENT_COUNT = 5;

export type DashboardTab = 'all' | 'open' | 'urgent' | 'recent';

export const DASHBOARD_TABS: Array<{ value: DashboardTab; label: string; empty: string }> = [
  { value: 'all', label: 'All Projects', empty: 'No projects are listed right now. New GTA projects appear here as homeowners post them.' },
  { value: 'open', label: 'Open for Bids', empty: 'No projects are open for bids right now. Check back soon: the list refreshes every 30 seconds.' },
  { value: 'urgent', label: 'Urgent', empty: 'No urgent projects right now.' },
  { value: 'recent', label: 'Recently Posted', empty: 'Nothing has been posted recently.' },
];

/** The projects a tab lists; the merged list is already newest first, so Recently Posted is its first five. */
export function projectsForTab(projects: MarketplaceProject[], tab: DashboardTab): MarketplaceProject[] {
  switch (tab) {
    case 'open':
      return projects.filter((p) => p.status === 'open');
    case 'urgent':
      return projects.filter((p) => p.urgency === 'high');
    case 'recent':
      return projects.slice(0, RECENT_COUNT);
    default:
      return projects;
  }
}
