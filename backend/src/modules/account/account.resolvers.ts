import type { Resolvers } from '../../generated/graphql';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: () => null,
    myProjects: () => [],
    myProposals: () => [],
    contactMessages: () => [],
  },
  Mutation: {
    requestSignInLink: () => true,
    signUpContractor: () => true,
    signOut: () => true,
  },
};
