import type { Resolvers } from '../../generated/graphql';
import { DEVICE_CLASS_VALUES } from '../../shared/graphql-enums';

export const vitalsResolvers: Resolvers = {
  DeviceClass: DEVICE_CLASS_VALUES,
  Query: {
    // Operators only: the service asks the policy.
    fieldVitals: (_parent, { days, device }, { services, actor }) => services.vitals.report(actor, days, device),
  },
};
