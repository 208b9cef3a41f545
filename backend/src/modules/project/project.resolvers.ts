import type { Resolvers } from '../../generated/graphql';
import { PROJECT_STATUS_VALUES, URGENCY_VALUES } from '../../shared/graphql-enums';
import type { Project } from './project.entity';
import { parseId } from '../../shared/validate';
import { encodeCursor } from './project.service';
import { postedDate, projectImageUrls } from './project.presenter';

/** A page of projects as resolvers see it; edges and totalCount cost something only when selected. */
export interface ProjectConnectionModel {
  nodes: Project[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: () => Promise<number>;
}

export const projectResolvers: Resolvers = {
  ProjectStatus: PROJECT_STATUS_VALUES,
  Urgency: URGENCY_VALUES,
  Query: {
    projects: async (_parent, { filter, first, after }, { services }) => {
      const page = await services.projects.list(filter ?? {}, first ?? 20, after);
      const { nodes } = page;
      return {
        nodes,
        totalCount: page.totalCount,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: page.hasPreviousPage,
          startCursor: nodes.length > 0 ? encodeCursor(nodes[0].id) : null,
          endCursor: nodes.length > 0 ? encodeCursor(nodes[nodes.length - 1].id) : null,
        },
      };
    },
    project: async (_parent, { id }, { services }) => {
      const projectId = parseId(id);
      return (await services.projects.findByIds([projectId]))[0] ?? null;
    },
  },
  Mutation: {
    createProject: (_parent, { input }, { services }) => services.projects.create(input),
    updateProject: (_parent, { id, input }, { services }) => services.projects.update(parseId(id), input),
    updateProjectStatus: (_parent, { id, status }, { services }) =>
      services.projects.updateStatus(parseId(id), status),
    deleteProject: async (_parent, { id }, { services }) => String(await services.projects.delete(parseId(id))),
  },
  ProjectConnection: {
    // Cursors are encoded only for pages that ask for edges.
    edges: (connection) => connection.nodes.map((node) => ({ cursor: encodeCursor(node.id), node })),
    totalCount: (connection) => connection.totalCount(),
  },
  Project: {
    postedDate: (project) => postedDate(project),
    imageUrls: (project) => projectImageUrls(project),
    proposals: (project, _args, { loaders }) => loaders.proposalsByProject.load(project.id),
    // Synchronous when the row already carries its count (every read does): no promise per project.
    proposalCount: (project, _args, { loaders }) =>
      project.proposalCount ?? loaders.proposalsByProject.load(project.id).then((proposals) => proposals.length),
  },
};
