import type { Resolvers, Viewer } from '../../generated/graphql';
import { ROLE_VALUES } from '../../shared/graphql-enums';
import { parseId } from '../../shared/validate';
import { viewerJson } from './account.service';

export const accountResolvers: Resolvers = {
  Role: ROLE_VALUES,
  Query: {
    // Role values are the stored strings; the Role map above names them for GraphQL.
    viewer: (_parent, _args, { actor }) => viewerJson(actor) as Viewer | null,
    myProjects: (_parent, _args, { services, actor }) => services.projects.listOwned(actor),
    myProposals: (_parent, _args, { services, actor }) => services.proposals.listOwn(actor),
    contactMessages: (_parent, { first, before, unhandledOnly }, { services, actor }) =>
      services.contact.list(actor, first ?? 50, { before: before == null ? null : parseId(before), unhandledOnly }),
    apiKeys: (_parent, { partnerId }, { services, actor }) => services.apiKeys.list(actor, partnerId),
  },
  Mutation: {
    requestSignInLink: (_parent, { email, redirectTo }, { services, request }) =>
      services.accounts.requestSignInLink(request, { email, redirectTo }),
    signUpContractor: (_parent, { input }, { services, request }) => services.accounts.signUpContractor(request, input),
    signOut: async (_parent, _args, { services, request, res }) => {
      const cookies = await services.accounts.signOut(request);
      if (cookies.length > 0) res?.append('Set-Cookie', cookies);
      return true;
    },
    updateAccountSettings: async (_parent, { input }, { services, actor }) => (await services.accountSettings.update(actor, input)) as Viewer,
    confirmPendingAccountDetails: async (_parent, _args, { services, actor }) => (await services.accountSettings.confirmPending(actor)) as Viewer,
    discardPendingAccountDetails: async (_parent, _args, { services, actor }) => (await services.accountSettings.discardPending(actor)) as Viewer,
    createApiKey: (_parent, { name }, { services, actor }) => services.apiKeys.create(actor, name),
    revokeApiKey: (_parent, { id }, { services, actor }) => services.apiKeys.revoke(actor, parseId(id)),
  },
  Viewer: {
    // Only the person themselves: a Viewer is always the signed-in person, and the service checks it again.
    pendingDetails: (viewer, _args, { services, actor }) => services.accountSettings.pendingDetails(actor, viewer.id) as never,
  },
};
