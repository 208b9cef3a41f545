import { connectionOf } from '../../graphql/connection';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { canOnReview } from '../../policy/review';
import type { Project } from '../project/project.entity';
import { hireOf, reviewCursor, reviewScore, reviewsHire, shortName, type Hire, type ReviewRow } from './review.service';

/** The project's hire as the review service reads it: its recorded hire, when sent from an account. */
async function hireFor(project: Project, { loaders }: GraphQLContext): Promise<Hire | null> {
  if (project.hiredProposalId === null) return null;
  const proposals = await loaders.proposalsByProject.load(project.id);
  const hired = proposals.find((proposal) => proposal.id === project.hiredProposalId && proposal.contractorId);
  return hired ? { proposalId: hired.id, contractorId: hired.contractorId!, contractorName: hired.contractorName } : null;
}

const mayViewHidden = (review: ReviewRow, { actor }: GraphQLContext) => canOnReview(actor, 'viewHidden', hireOf(review));

export const reviewResolvers: Resolvers = {
  Mutation: {
    submitReview: (_parent, { input }, { services, actor }) => services.reviews.submit(actor, input),
    replyToReview: (_parent, { id, text }, { services, actor }) => services.reviews.reply(actor, id, text),
    hideReview: (_parent, { id, reason }, { services, actor }) => services.reviews.hide(actor, id, reason),
  },
  Review: {
    rating: (review) => reviewScore(review),
    authorName: (review) => shortName(review.authorFullName),
    reply: (review) => (review.replyText === null ? null : { text: review.replyText, createdAt: review.repliedAt! }),
    hidden: (review, _args, context) => (mayViewHidden(review, context) ? review.hiddenAt !== null : null),
    hiddenReason: (review, _args, context) => (mayViewHidden(review, context) ? review.hiddenReason : null),
    viewerCan: (review, _args, { actor }) => ({
      reply: review.replyText === null && !review.hiddenAt && canOnReview(actor, 'reply', hireOf(review)),
      hide: !review.hiddenAt && canOnReview(actor, 'hide', hireOf(review)),
    }),
  },
  ContractorProfile: {
    reviews: async (profile, { first, after }, { services, actor }) => {
      const page = await services.reviews.listFor(actor, profile.id, { first, after });
      return connectionOf(page, Boolean(after), (review) => reviewCursor(review.id));
    },
    rating: (profile, _args, { loaders }) => loaders.contractorRating.load(profile.id),
  },
  Proposal: {
    contractorRating: (proposal, _args, { loaders }) => (proposal.contractorId ? loaders.contractorRating.load(proposal.contractorId) : null),
  },
  Project: {
    viewerCanReview: async (project, _args, context) => {
      const [hire, reviews] = await Promise.all([hireFor(project, context), context.loaders.reviewsByProject.load(project.id)]);
      return context.services.reviews.canReview(context.actor, project, hire, reviews);
    },
    hireReview: async (project, _args, context) => {
      const [hire, reviews] = await Promise.all([hireFor(project, context), context.loaders.reviewsByProject.load(project.id)]);
      const review = hire ? reviews.find((r) => reviewsHire(r, project.id, hire)) : undefined;
      if (!review || (review.hiddenAt && !mayViewHidden(review, context))) return null;
      return review;
    },
  },
};
