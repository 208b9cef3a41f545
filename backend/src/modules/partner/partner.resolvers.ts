import type { Resolvers } from '../../generated/graphql';
import { PARTNER_APPLICATION_STATUS_VALUES } from '../../shared/graphql-enums';
import { parseId } from '../../shared/validate';

export const partnerResolvers: Resolvers = {
  PartnerApplicationStatus: PARTNER_APPLICATION_STATUS_VALUES,
  Query: {
    myPartnerApplication: (_parent, _args, { services, actor }) => services.partners.mine(actor),
    partnerApplications: (_parent, { status }, { services, actor }) => services.partners.list(actor, status),
    apiLimits: (_parent, _args, { services }) => services.partners.limits(),
  },
  Mutation: {
    applyForPartnerAccess: (_parent, { input }, { services, actor }) => services.partners.apply(actor, input),
    approvePartnerApplication: (_parent, { id }, { services, actor }) => services.partners.approve(actor, parseId(id)),
    declinePartnerApplication: (_parent, { id, note }, { services, actor }) => services.partners.decline(actor, parseId(id), note),
  },
  PartnerApplication: {
    applicant: (row) => ({ id: row.userId, name: row.name, email: row.email }),
  },
  ApiKey: {
    usage: (key, { days }, { services, actor }) => services.apiKeys.usage(actor, key, days),
  },
};
