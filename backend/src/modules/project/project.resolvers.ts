import { connectionOf, type PageInfo } from '../../graphql/connection';
import type { ProjectPermissions, Resolvers } from '../../generated/graphql';
import { PROJECT_FIELD_VALUES, PROJECT_STATUS_VALUES, PROJECT_VISIBILITY_VALUES, SHOWCASE_CHOICE_VALUES, URGENCY_VALUES } from '../../shared/graphql-enums';
import { may, projectPermissions } from '../../policy/check';
import type { Project } from './project.entity';
import { parseId } from '../../shared/validate';
import { encodeCursor } from './project.service';
import { postedDate, projectDay, projectImageUrls, projectPhotos, showcaseDetailsOf } from './project.presenter';

/** A page of projects as resolvers see it; edges and totalCount cost something only when selected. */
export interface ProjectConnectionModel {
  nodes: Project[];
  pageInfo: PageInfo;
  totalCount: () => Promise<number>;
}

export const projectResolvers: Resolvers = {
  ProjectStatus: PROJECT_STATUS_VALUES,
  Urgency: URGENCY_VALUES,
  ProjectVisibility: PROJECT_VISIBILITY_VALUES,
  ProjectField: PROJECT_FIELD_VALUES,
  ShowcaseChoice: SHOWCASE_CHOICE_VALUES,
  Query: {
    projects: async (_parent, { filter, first, after }, { services }) => {
      const page = await services.projects.list(filter ?? {}, first ?? 20, after);
      return connectionOf(page, page.hasPreviousPage, (project) => encodeCursor(project.id));
    },
    project: async (_parent, { id }, { services, actor }) => {
      const project = (await services.projects.findByIds([parseId(id)]))[0];
      // An unpublished project does not exist for people who may not see it.
      return project && (await may(actor, 'view', project)) ? project : null;
    },
    showcaseProject: (_parent, { number }, { services }) => services.projects.showcaseByNumber(number),
  },
  Mutation: {
    createProject: (_parent, { input }, { services, actor, request }) => services.projects.create(actor, request, input),
    updateProject: (_parent, { id, input }, { services, actor }) => services.projects.update(actor, parseId(id), input),
    updateProjectStatus: (_parent, { id, status }, { services, actor }) =>
      services.projects.updateStatus(actor, parseId(id), status),
    deleteProject: async (_parent, { id }, { services, actor }) => String(await services.projects.delete(actor, parseId(id))),
    reopenProjectForQuotes: (_parent, { id }, { services, actor }) => services.projects.reopenForQuotes(actor, parseId(id)),
  },
  ProjectConnection: {
    // Cursors are encoded only for pages that ask for edges.
    edges: (connection) => connection.nodes.map((node) => ({ cursor: encodeCursor(node.id), node })),
    totalCount: (connection) => connection.totalCount(),
  },
  ShowcaseDetails: {
    // The sample contractors' rows decide the link, as they decide the profile it leads to.
    contractorNumber: (details, _args, { loaders }) => (details.contractorName ? loaders.showcaseContractorNumber.load(details.contractorName) : null),
  },
  Project: {
    postedDate: (project) => postedDate(project),
    postedOn: (project) => projectDay.postedOn(project),
    startedOn: (project) => projectDay.startedOn(project),
    completedOn: (project) => projectDay.completedOn(project),
    imageUrls: (project) => projectImageUrls(project),
    photos: (project) => projectPhotos(project),
    showcaseDetails: (project) => showcaseDetailsOf(project),
    proposals: (project, _args, { loaders }) => loaders.proposalsByProject.load(project.id),
    hire: async (project, _args, { loaders }) =>
      project.hiredProposalId === null ? null : ((await loaders.proposalsByProject.load(project.id)).find((proposal) => proposal.id === project.hiredProposalId) ?? null),
    acceptingQuotes: (project) => typeof project.proposalCount === 'number' && project.proposalCount < project.quoteLimit,
    hired: (project) => project.hiredProposalId != null,
    viewerProposalId: async (project, _args, { actor, loaders }) => {
      if (actor.kind !== 'user' || actor.role !== 'contractor') return null;
      const own = (await loaders.proposalsByProject.load(project.id)).find((proposal) => proposal.contractorId === actor.userId);
      return own ? String(own.id) : null;
    },
    // The policy's check, asked of every rule the screens show (check.ts, projectPermissions).
    viewerCan: async (project, _args, { actor }) => {
      const { statuses, fields, ...flags } = await projectPermissions(actor, project);
      // Every flag of the SDL's ProjectPermissions is a rule the policy checks: one it lacks fails to compile here.
      const checked: Omit<ProjectPermissions, '__typename' | 'statuses' | 'fields'> = flags;
      const listed = Object.values(PROJECT_FIELD_VALUES) as string[];
      // Enum values are the stored strings; the enum maps above turn them into GraphQL names.
      return { ...checked, statuses, fields: fields.filter((field) => listed.includes(field)) } as unknown as ProjectPermissions;
    },
    // Synchronous when the row already carries its count (every read does): no promise per project.
    proposalCount: (project, _args, { loaders }) =>
      project.proposalCount ?? loaders.proposalsByProject.load(project.id).then((proposals) => proposals.length),
  },
};
