import DataLoader from 'dataloader';
import type { Project } from '../modules/project/project.entity';
import type { Proposal } from '../modules/proposal/proposal.entity';
import type { Services } from '../services';

/** Per-request batching: a page of projects loads its proposals in one query, not one per project. */
export interface Loaders {
  proposalsByProject: DataLoader<number, Proposal[]>;
  projectById: DataLoader<number, Project | undefined>;
}

export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  requestId: string;
}

export function createContext(services: Services, requestId: string): GraphQLContext {
  return {
    services,
    requestId,
    loaders: {
      proposalsByProject: new DataLoader(async (ids) => {
        const proposals = await services.proposals.listForProjects(ids);
        return ids.map((id) => proposals.filter((proposal) => proposal.projectId === id));
      }),
      projectById: new DataLoader(async (ids) => {
        const projects = await services.projects.findByIds(ids);
        return ids.map((id) => projects.find((project) => project.id === id));
      }),
    },
  };
}
