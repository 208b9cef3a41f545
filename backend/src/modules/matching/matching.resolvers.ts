import type { Resolvers } from '../../generated/graphql';
import { SERVICE_AREAS, TRADES } from '../../shared/catalogue';
import { CONTRACTOR_AVAILABILITY_VALUES } from '../../shared/graphql-enums';

export const matchingResolvers: Resolvers = {
  ContractorAvailability: CONTRACTOR_AVAILABILITY_VALUES,
  Query: {
    myLeadPreferences: (_parent, _args, { services, actor }) => services.leadPreferences.mine(actor),
  },
  Mutation: {
    updateLeadPreferences: (_parent, { input }, { services, actor }) => services.leadPreferences.update(actor, input),
  },
  LeadPreferences: {
    trades: (preferences) => TRADES.filter((trade) => preferences.trades.includes(trade.id)),
    serviceAreas: (preferences) => SERVICE_AREAS.filter((area) => preferences.serviceAreas.includes(area.slug)),
  },
};
