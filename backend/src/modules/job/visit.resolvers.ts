import type { GraphQLContext } from '../../graphql/context';
import { VISIT_STATUS_VALUES } from '../../shared/graphql-enums';
import type { AgreementRow } from '../agreement/agreement-rows';
import type { VisitRow } from './visit-row';
import { presentVisit, presentVisits as present } from './visit.presenter';

const presentVisits = ({ services, actor }: GraphQLContext, rows: readonly VisitRow[]) => present(services.visits, actor, rows);
const one = ({ services, actor }: GraphQLContext, row: VisitRow) => presentVisit(services.visits, actor, row);

/** GraphQL over site visits (the service decides every check, through the policy's VISIT_STEPS). */
export const visitResolvers = {
  VisitStatus: VISIT_STATUS_VALUES,
  Project: {
    visits: async (project: { id: number }, _args: unknown, context: GraphQLContext) => presentVisits(context, await context.services.visits.forProject(context.actor, project.id)),
    viewerCanProposeVisit: (project: { id: number }, _args: unknown, { services, actor }: GraphQLContext) => services.visits.mayPropose(actor, project.id),
  },
  Agreement: {
    visits: async ({ row }: { row: AgreementRow }, _args: unknown, context: GraphQLContext) => presentVisits(context, await context.services.visits.forAgreement(context.actor, row)),
    viewerCanProposeVisit: ({ row }: { row: AgreementRow }, _args: unknown, { services, actor }: GraphQLContext) => services.visits.mayPropose(actor, row.projectId),
  },
  Mutation: {
    proposeVisit: async (_p: unknown, { projectId, input }: { projectId: string; input: Record<string, unknown> }, context: GraphQLContext) =>
      one(context, await context.services.visits.propose(context.actor, projectId, input)),
    pickVisitTime: async (_p: unknown, { id, input }: { id: string; input: Record<string, unknown> }, context: GraphQLContext) => one(context, await context.services.visits.pick(context.actor, id, input)),
    askForOtherVisitTimes: async (_p: unknown, { id, note }: { id: string; note?: string | null }, context: GraphQLContext) =>
      one(context, await context.services.visits.askOtherTimes(context.actor, id, note)),
    rescheduleVisit: async (_p: unknown, { id, input }: { id: string; input: Record<string, unknown> }, context: GraphQLContext) =>
      one(context, await context.services.visits.reschedule(context.actor, id, input)),
    cancelVisit: async (_p: unknown, { id, reason }: { id: string; reason: string }, context: GraphQLContext) => one(context, await context.services.visits.cancel(context.actor, id, reason)),
    markVisitNoShow: async (_p: unknown, { id }: { id: string }, context: GraphQLContext) => one(context, await context.services.visits.markNoShow(context.actor, id)),
    cancelVisitAsOperator: async (_p: unknown, { id, reason }: { id: string; reason: string }, context: GraphQLContext) =>
      one(context, await context.services.visits.cancelAsOperator(context.actor, id, reason)),
    withdrawVisitNoShow: async (_p: unknown, { id, note }: { id: string; note: string }, context: GraphQLContext) =>
      one(context, await context.services.visits.withdrawNoShow(context.actor, id, note)),
  },
};
