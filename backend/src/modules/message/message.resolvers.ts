import type { Resolvers } from '../../generated/graphql';
import { NotFoundError } from '../../shared/errors';
import { THREAD_ROLE_VALUES } from '../../shared/graphql-enums';
import { may } from '../../policy/check';
import { privateImageUrl, privateResponsivePhoto } from '../upload/photo-urls';
import type { GraphQLContext } from '../../graphql/context';
import type { Proposal } from '../proposal/proposal.entity';

async function projectOf(proposal: Proposal, { loaders }: GraphQLContext) {
  const project = await loaders.projectById.load(proposal.projectId);
  if (!project) throw new NotFoundError('Project', proposal.projectId);
  return project;
}

export const messageResolvers: Resolvers = {
  ThreadRole: THREAD_ROLE_VALUES,
  Query: {
    messageThread: (_parent, { proposalId }, { services, actor }) => services.messages.thread(actor, proposalId),
  },
  Mutation: {
    sendMessage: (_parent, { input }, { services, actor }) => services.messages.send(actor, input),
    markThreadRead: (_parent, { proposalId }, { services, actor }) => services.messages.markThreadRead(actor, proposalId),
    shareContactDetails: (_parent, { proposalId }, { services, actor }) => services.messages.shareContactDetails(actor, proposalId),
  },
  MessageThread: {
    id: (thread) => String(thread.proposal.id),
    proposal: (thread) => thread.proposal,
    project: (thread) => thread.project,
    messages: (thread, { before, last }, { services }) => services.messages.messages(thread, { before, last }),
    unreadCount: (thread, _args, { services }) => services.messages.unreadCount(thread),
    lastReadAt: (thread, _args, { services }) => services.messages.lastReadAt(thread),
    contactSharedAt: (thread) => thread.proposal.contactSharedAt,
    contactRevealed: (thread, _args, { services }) => services.messages.revealed(thread),
    viewerCan: async (thread, _args, { actor, services }) => ({
      send: await may(actor, 'sendMessage', thread.project, thread.proposal),
      shareContact:
        (await may(actor, 'shareContactDetails', thread.project, thread.proposal)) && !services.messages.revealed(thread),
    }),
  },
  Message: {
    id: (message) => String(message.id),
    proposalId: (message) => String(message.proposalId),
    // Photos in a thread are private files: served only to its two parties and staff, never through the CDN.
    images: (message) => message.images.map(privateImageUrl),
    photos: (message) => message.images.map(privateResponsivePhoto),
    sentAt: (message) => message.createdAt,
  },
  Proposal: {
    homeownerContact: async (proposal, _args, context) => context.services.proposals.homeownerContact(context.actor, await projectOf(proposal, context), proposal),
    messageThread: async (proposal, _args, context) => context.services.messages.threadOf(context.actor, proposal, await projectOf(proposal, context)),
  },
};
