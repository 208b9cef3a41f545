import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../shared/validate';
import { connectionOf } from '../../graphql/connection';
import { encodeOffset } from '../../shared/offset-cursor';
import { SERVICE_AREAS, TRADES } from '../../shared/catalogue';
import { CONTRACTOR_AVAILABILITY_VALUES } from '../../shared/graphql-enums';

export const matchingResolvers: Resolvers = {
  ContractorAvailability: CONTRACTOR_AVAILABILITY_VALUES,
  Query: {
    myLeadPreferences: (_parent, _args, { services, actor }) => services.leadPreferences.mine(actor),
    matchedProjects: async (_parent, { first, after }, { services, actor }) => {
      const page = await services.leadAlerts.matchedFor(actor, first ?? undefined, after);
      return connectionOf(page, page.offset > 0, (node) => encodeOffset('match', page.offset + page.nodes.indexOf(node) + 1));
    },
    pros: async (_parent, { trade, city, search, verifiedOnly, first, after }, { services }) => {
      const page = await services.proDirectory.search({ trade, city, search, verifiedOnly }, first ?? undefined, after);
      return connectionOf(page, page.offset > 0, (node) => encodeOffset('pros', page.offset + page.nodes.indexOf(node) + 1));
    },
    suggestedPros: (_parent, { projectId }, { services, actor }) => services.invitations.suggested(actor, parseId(projectId)),
  },
  Mutation: {
    updateLeadPreferences: (_parent, { input }, { services, actor }) => services.leadPreferences.update(actor, input),
    inviteToQuote: async (_parent, { projectId, contractorId }, { services, actor }) => {
      const id = parseId(projectId);
      await services.invitations.invite(actor, id, contractorId);
      return services.projects.get(actor, id);
    },
    withdrawInvitation: async (_parent, { projectId, contractorId }, { services, actor }) => {
      const id = parseId(projectId);
      await services.invitations.withdraw(actor, id, contractorId);
      return services.projects.get(actor, id);
    },
  },
  ContractorProfile: {
    completedProjects: async (profile, _args, { loaders }) => (await loaders.trackRecord.load(profile.id)).completedProjects,
    typicalResponse: async (profile, _args, { loaders }) => (await loaders.trackRecord.load(profile.id)).typicalResponse,
  },
  Project: {
    invitations: (project, _args, { services, actor }) => services.invitations.forProject(actor, project),
    viewerInvited: (project, _args, { services, actor }) => services.invitations.isInvited(actor, project.id),
  },
  ProjectInvitation: {
    contractor: async (invitation, _args, { services }) => {
      const [profile] = await services.contractors.findMany([invitation.contractorId]);
      return profile ?? { id: invitation.contractorId, businessName: 'A contractor no longer on the marketplace', trades: [], serviceAreas: [], yearsInBusiness: null, bio: null, logo: null, portfolio: [] };
    },
  },
  LeadPreferences: {
    trades: (preferences) => TRADES.filter((trade) => preferences.trades.includes(trade.id)),
    serviceAreas: (preferences) => SERVICE_AREAS.filter((area) => preferences.serviceAreas.includes(area.slug)),
  },
};
