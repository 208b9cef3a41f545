import DataLoader from 'dataloader';
import type { Response } from 'express';
import type { Project } from '../modules/project/project.entity';
import type { Proposal } from '../modules/proposal/proposal.entity';
import type { RequestInfo } from '../modules/account/account.service';
import type { Actor } from '../policy/actor';
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
  /** Who is asking; resolved once per request (auth/current-actor.ts). */
  actor: Actor;
  request: RequestInfo;
  /** For the few mutations that set cookies (sign-out). */
  res?: Response;
}

export function createContext(
  services: Services,
  requestId: string,
  actor: Actor,
  request: RequestInfo,
  res?: Response,
): GraphQLContext {
  return {
    services,
    requestId,
    actor,
    request,
    res,
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
