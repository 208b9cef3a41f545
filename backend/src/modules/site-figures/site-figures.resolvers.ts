import type { Resolvers } from '../../generated/graphql';

export const siteFiguresResolvers: Resolvers = {
  Query: {
    // Public to everyone, signed in or not: counts and averages only.
    siteFigures: (_parent, { trade }, { services }) => services.siteFigures.current(trade),
  },
};
