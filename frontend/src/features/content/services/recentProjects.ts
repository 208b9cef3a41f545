import { projectMatchesService } from '../../../data/services';
import type { SampleProject } from '../../../data/types';

/** At most this many 'Recent {name} Projects' cards. */
export const MAX_RECENT_PROJECTS = 6;

/** Projects whose category contains the service slug or vice versa, first six. */
export function recentProjectsFor(serviceSlug: string, projects: SampleProject[]): SampleProject[] {
  return projects.filter((p) => projectMatchesService(p.category, serviceSlug)).slice(0, MAX_RECENT_PROJECTS);
}
