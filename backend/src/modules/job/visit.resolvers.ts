import { VISIT_STATUS_LABELS } from '@marketplace/shared';
import type { GraphQLContext } from '../../graphql/context';
import { VISIT_STATUS_VALUES } from '../../shared/graphql-enums';
import type { AgreementRow } from '../agreement/agreement-rows';
import type { VisitRow } from './visit-row';
import { visitIcsPath } from './visit.service';

/** A visit as the viewer reads it: the address only once confirmed, and the viewer's buttons. */
async function presentVisits({ services, actor }: GraphQLContext, rows: readonly VisitRow[]) {
  if (rows.length === 0) return [];
  const now = await services.visits.now();
  return Promise.all(
    rows.map(async (row) => ({
      id: String(row.id),
      projectId: String(row.projectId),
      projectTitle: row.projectTitle,
      agreementId: row.agreementId === null ? null : String(row.agreementId),
      contractorName: row.contractorName,
      homeownerFirstName: String(row.homeownerName ?? '').split(/\s+/)[0] || 'The homeowner',
      status: row.status,
      statusLabel: VISIT_STATUS_LABELS[row.status],
      options: row.options,
      durationMinutes: row.durationMinutes,
      startsAt: row.startsAt,
      address: services.visits.addressFor(actor, row),
      suggestedAddress: await services.visits.suggestedAddress(actor, row),
      note: row.note,
      cancelReason: row.cancelReason,
      cancelledBy: row.cancelledBy,
      noShowBy: row.noShowParty,
      sequence: row.sequence,
      icsUrl: visitIcsPath(row.id),
      updatedAt: row.updatedAt,
      viewerCan: services.visits.permissions(actor, row, now),
    })),
  );
}

const one = async (context: GraphQLContext, row: VisitRow) => (await presentVisits(context, [row]))[0];

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
  },
};
