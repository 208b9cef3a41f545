import type { Resolvers } from '../../generated/graphql';
import { PROPOSAL_STATUS_VALUES } from '../../shared/graphql-enums';
import { NotFoundError } from '../../shared/errors';
import { parseId } from '../../shared/validate';

export const proposalResolvers: Resolvers = {
  ProposalStatus: PROPOSAL_STATUS_VALUES,
  Query: {
    proposals: (_parent, { projectId }, { loaders }) => loaders.proposalsByProject.load(parseId(projectId, 'projectId')),
  },
  Mutation: {
    submitProposal: (_parent, { input }, { services }) => services.proposals.submit(input),
    updateProposalStatus: (_parent, { id, status }, { services }) =>
      services.proposals.updateStatus(parseId(id), status),
  },
  Proposal: {
    submittedDate: (proposal) => proposal.createdAt,
    project: async (proposal, _args, { loaders }) => {
      const project = await loaders.projectById.load(proposal.projectId);
      if (!project) throw new NotFoundError('Project', proposal.projectId);
      return project;
    },
  },
};
