import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver, EmailAddressResolver } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import { accountTypeDefs } from '../modules/account/account.sdl';
import { accountResolvers } from '../modules/account/account.resolvers';
import { contactTypeDefs } from '../modules/contact/contact.sdl';
import { contactResolvers } from '../modules/contact/contact.resolvers';
import { contractorTypeDefs } from '../modules/contractor/contractor.sdl';
import { contractorResolvers } from '../modules/contractor/contractor.resolvers';
import { projectTypeDefs } from '../modules/project/project.sdl';
import { projectResolvers } from '../modules/project/project.resolvers';
import { proposalTypeDefs } from '../modules/proposal/proposal.sdl';
import { proposalResolvers } from '../modules/proposal/proposal.resolvers';
import { moderationTypeDefs } from '../modules/moderation/moderation.sdl';
import { moderationResolvers } from '../modules/moderation/moderation.resolvers';
import { notificationTypeDefs } from '../modules/notification/notification.sdl';
import { notificationResolvers } from '../modules/notification/notification.resolvers';
import { reviewTypeDefs } from '../modules/review/review.sdl';
import { reviewResolvers } from '../modules/review/review.resolvers';
import { messageTypeDefs } from '../modules/message/message.sdl';
import { messageResolvers } from '../modules/message/message.resolvers';
import { matchingTypeDefs } from '../modules/matching/matching.sdl';
import { matchingResolvers } from '../modules/matching/matching.resolvers';
import { siteFiguresTypeDefs } from '../modules/site-figures/site-figures.sdl';
import { siteFiguresResolvers } from '../modules/site-figures/site-figures.resolvers';
import { partnerResolvers } from '../modules/partner/partner.resolvers';
import { partnerTypeDefs } from '../modules/partner/partner.sdl';
import { webhookTypeDefs } from '../modules/webhook/webhook.sdl';
import { webhookResolvers } from '../modules/webhook/webhook.resolvers';
import { vitalsTypeDefs } from '../modules/vitals/vitals.sdl';
import { vitalsResolvers } from '../modules/vitals/vitals.resolvers';
import { agreementTypeDefs } from '../modules/agreement/agreement.sdl';
import { agreementResolvers } from '../modules/agreement/agreement.resolvers';
import { jobTypeDefs } from '../modules/job/job.sdl';
import { jobMoneyTypeDefs } from '../modules/job/job-money.sdl';
import { disputeTypeDefs } from '../modules/job/dispute.sdl';
import { progressTypeDefs } from '../modules/job/progress.sdl';
import { jobMoneyResolvers } from '../modules/job/job-money.resolvers';
import { backupTypeDefs } from '../modules/backup/backup.sdl';
import { backupResolvers } from '../modules/backup/backup.resolvers';
import { visitTypeDefs } from '../modules/job/visit.sdl';
import { visitResolvers } from '../modules/job/visit.resolvers';
import { baseTypeDefs } from './base.sdl';

export const typeDefs = [baseTypeDefs, projectTypeDefs, proposalTypeDefs, contactTypeDefs, accountTypeDefs, moderationTypeDefs, contractorTypeDefs, notificationTypeDefs, reviewTypeDefs, messageTypeDefs, matchingTypeDefs, siteFiguresTypeDefs, partnerTypeDefs, webhookTypeDefs, vitalsTypeDefs, agreementTypeDefs, jobTypeDefs, jobMoneyTypeDefs, disputeTypeDefs, progressTypeDefs, backupTypeDefs, visitTypeDefs];

/** The public schema: one SDL and one resolver map per feature module, merged here. */
export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      { DateTime: DateTimeResolver, EmailAddress: EmailAddressResolver },
      projectResolvers,
      proposalResolvers,
      contactResolvers,
      accountResolvers,
      moderationResolvers,
      contractorResolvers,
      notificationResolvers,
      reviewResolvers,
      messageResolvers,
      matchingResolvers,
      siteFiguresResolvers,
      partnerResolvers,
      webhookResolvers,
      vitalsResolvers,
      agreementResolvers,
      jobMoneyResolvers,
      backupResolvers,
      visitResolvers,
    ] as never,
  });
}
