import type { Resolvers } from '../../generated/graphql';
import { connectionOf } from '../../graphql/connection';
import { encodeOffset } from './lead-alerts';
import { SERVICE_AREAS, TRADES } from '../../shared/catalogue';
import { CONTRACTOR_AVAILABILITY_VALUES } from '../../shared/graphql-enums';

export const matchingResolvers: Resolvers = {
  ContractorAvailability: CONTRACTOR_AVAILABILITY_VALUES,
  Query: {
    myLeadPreferences: (_parent, _args, { services, actor }) => services.leadPreferences.mine(actor),
    matchedProjects: async (_parent, { first, after }, { services, actor }) => {
      const page = await services.leadAlerts.matchedFor(actor, first ?? undefined, after);
      return connectionOf(page, page.offset > 0, (node) => encodeOffset(page.offset + page.nodes.indexOf(node) + 1));
    },
  },
  Mutation: {
    updateLeadPreferences: (_parent, { input }, { services, actor }) => services.leadPreferences.update(actor, input),
  },
  LeadPreferences: {
    trades: (preferences) => TRADES.filter((trade) => preferences.trades.includes(trade.id)),
    serviceAreas: (preferences) => SERVICE_AREAS.filter((area) => preferences.serviceAreas.includes(area.slug)),
  },
};
