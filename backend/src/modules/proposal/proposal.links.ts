import { projectPath } from '../../shared/site-paths';

/** Site paths that notifications about proposals open. */
export const proposalLinks = {
  /** The project page, scrolled to the proposal (the homeowner's comparison, the hired contractor's project). */
  onProject: (projectId: number, proposalId: number) => `${projectPath(projectId)}#proposal-${proposalId}`,
  /** The contractor's My proposals tab, where a declined proposal shows the homeowner's note. */
  inDashboard: (proposalId: number) => `/contractor-dashboard?tab=proposals#proposal-${proposalId}`,
};
