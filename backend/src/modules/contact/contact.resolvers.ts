import type { Resolvers } from '../../generated/graphql';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: (_parent, { input }, { services }) => services.contact.send(input),
  },
};
