import type { Resolvers } from '../../generated/graphql';
import { PROPOSAL_STATUS_VALUES } from '../../shared/graphql-enums';
import { NotFoundError } from '../../shared/errors';
import { may } from '../../policy/check';
import { canViewProposalContact } from '../../policy/proposal';
import { parseId } from '../../shared/validate';
import type { GraphQLContext } from '../../graphql/context';
import type { Proposal } from './proposal.entity';

async function projectOf(proposal: Proposal, { loaders }: GraphQLContext) {
  const project = await loaders.projectById.load(proposal.projectId);
  if (!project) throw new NotFoundError('Project', proposal.projectId);
  return project;
}

/** Contact details only for the project's homeowner, the proposal's sender and operators. */
async function contactVisible(proposal: Proposal, context: GraphQLContext): Promise<boolean> {
  return canViewProposalContact(context.actor, await projectOf(proposal, context), proposal);
}

export const proposalResolvers: Resolvers = {
  ProposalStatus: PROPOSAL_STATUS_VALUES,
  Query: {
    proposals: (_parent, { projectId }, { services, actor }) => services.proposals.listForProject(actor, parseId(projectId, 'projectId')),
  },
  Mutation: {
    submitProposal: (_parent, { input }, { services, actor }) => services.proposals.submit(actor, input),
    updateProposal: (_parent, { id, input }, { services, actor }) => services.proposals.edit(actor, parseId(id), input),
    updateProposalStatus: (_parent, { id, status }, { services, actor }) =>
      services.proposals.updateStatus(actor, parseId(id), status),
    acceptProposal: (_parent, { id, declineOthers, message }, { services, actor }) =>
      services.proposals.accept(actor, parseId(id), { declineOthers, message }),
  },
  Proposal: {
    submittedDate: (proposal) => proposal.createdAt,
    project: (proposal, _args, context) => projectOf(proposal, context),
    contractorEmail: async (proposal, _args, context) => ((await contactVisible(proposal, context)) ? proposal.contractorEmail : null),
    contractorPhone: async (proposal, _args, context) => ((await contactVisible(proposal, context)) ? proposal.contractorPhone : null),
    declineNote: async (proposal, _args, context) =>
      proposal.declineNote && (await may(context.actor, 'viewDeclineNote', await projectOf(proposal, context), proposal)) ? proposal.declineNote : null,
    viewerCan: async (proposal, _args, context) => {
      const project = await projectOf(proposal, context);
      return {
        // Declining is the decision with the fewest conditions: if it is refused, every decision is.
        decide: await may(context.actor, { decide: 'declined' }, project),
        accept: await may(context.actor, { decide: 'accepted' }, project, { id: proposal.id }),
      };
    },
  },
};
