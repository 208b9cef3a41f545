import type { Resolvers } from '../../generated/graphql';
import { BACKUP_PROBLEM_VALUES } from '../../shared/graphql-enums';

export const backupResolvers: Resolvers = {
  BackupProblemKind: BACKUP_PROBLEM_VALUES,
  Query: {
    // Operators only: the service asks the policy.
    backupStatus: (_parent, _args, { services, actor }) => services.backups.status(actor),
  },
};
