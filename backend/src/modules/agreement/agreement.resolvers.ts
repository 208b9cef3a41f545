import type { GraphQLContext } from '../../graphql/context';
import { AGREEMENT_PARTY_VALUES, AGREEMENT_STATUS_VALUES, CHANGE_ORDER_STATUS_VALUES, PRICE_KIND_VALUES } from '../../shared/graphql-enums';
import { isUser } from '../../policy/actor';
import { agreementParts, presentAgreementRow, presentChangeOrder, signerInfo } from './agreement.presenter';
import type { AgreementRow } from './agreement-rows';

/** The row's own fields now; the parts in other tables only when the query asks for them (the Agreement resolvers below). */
const present = ({ services, actor }: GraphQLContext, row: AgreementRow) => ({ ...presentAgreementRow(services.agreements, actor, row), row });
type AgreementModel = ReturnType<typeof present>;

async function presentChange(context: GraphQLContext, changeId: string | number, agreementId: number) {
  const { services, actor } = context;
  const agreement = await services.agreements.get(actor, agreementId);
  const [changes, signatures] = await Promise.all([services.agreements.changeOrders(agreement.id), services.agreements.signatures(agreement.id)]);
  const change = changes.find((each) => each.id === Number(changeId))!;
  return presentChangeOrder(services.agreements, actor, agreement, change, signatures);
}

/** GraphQL over the agreement service; every check is the service's (and so the policy's). */
export const agreementResolvers = {
  AgreementStatus: AGREEMENT_STATUS_VALUES,
  ChangeOrderStatus: CHANGE_ORDER_STATUS_VALUES,
  AgreementParty: AGREEMENT_PARTY_VALUES,
  PriceKind: PRICE_KIND_VALUES,
  Agreement: {
    signatures: ({ row }: AgreementModel, _args: unknown, { services }: GraphQLContext) => agreementParts.signatures(services.agreements, row),
    changeOrders: ({ row }: AgreementModel, _args: unknown, { services, actor }: GraphQLContext) => agreementParts.changeOrders(services.agreements, actor, row),
    history: ({ row }: AgreementModel, _args: unknown, { services }: GraphQLContext) => agreementParts.history(services.agreements, row),
    viewerCan: ({ row }: AgreementModel, _args: unknown, { services, actor }: GraphQLContext) => agreementParts.viewerCan(services.agreements, actor, row),
    currentTotals: ({ row }: AgreementModel, _args: unknown, { services }: GraphQLContext) => agreementParts.currentTotals(services.agreements, row),
  },
  Query: {
    agreement: async (_parent: unknown, { id }: { id: string }, context: GraphQLContext) => present(context, await context.services.agreements.get(context.actor, id)),
    myAgreements: async (_parent: unknown, _args: unknown, context: GraphQLContext) =>
      Promise.all((await context.services.agreements.listMine(context.actor)).map((row) => present(context, row))),
  },
  Proposal: {
    agreement: async (proposal: { id: number }, _args: unknown, context: GraphQLContext) => {
      if (!isUser(context.actor)) return null;
      const row = await context.loaders.agreementByProposal.load(proposal.id);
      return row ? present(context, row) : null;
    },
  },
  Mutation: {
    prepareAgreement: async (_p: unknown, { proposalId }: { proposalId: string }, context: GraphQLContext) => present(context, await context.services.agreementSigning.prepare(context.actor, proposalId)),
    updateAgreement: async (_p: unknown, { id, terms }: { id: string; terms: unknown }, context: GraphQLContext) => present(context, await context.services.agreementSigning.update(context.actor, id, terms)),
    sendAgreement: async (_p: unknown, { id }: { id: string }, context: GraphQLContext) => present(context, await context.services.agreementSigning.send(context.actor, id)),
    requestAgreementChanges: async (_p: unknown, { id, note }: { id: string; note: string }, context: GraphQLContext) =>
      present(context, await context.services.agreementSigning.requestChanges(context.actor, id, note)),
    declineAgreement: async (_p: unknown, { id, reason }: { id: string; reason?: string | null }, context: GraphQLContext) =>
      present(context, await context.services.agreementSigning.decline(context.actor, id, reason)),
    signAgreement: async (_p: unknown, { id, input }: { id: string; input: Record<string, unknown> }, context: GraphQLContext) =>
      present(context, await context.services.agreementSigning.sign(context.actor, id, input, signerInfo(context.request))),
    cancelAgreement: async (_p: unknown, { id, reason }: { id: string; reason?: string | null }, context: GraphQLContext) =>
      present(context, await context.services.agreements.cancel(context.actor, id, reason)),
    recordAgreementCancellation: async (_p: unknown, { id, note }: { id: string; note: string }, context: GraphQLContext) =>
      present(context, await context.services.agreements.recordCancellation(context.actor, id, note)),
    proposeChangeOrder: async (_p: unknown, { agreementId, input }: { agreementId: string; input: unknown }, context: GraphQLContext) => {
      const change = await context.services.changeOrders.proposeChange(context.actor, agreementId, input);
      return presentChange(context, change.id, change.agreementId);
    },
    signChangeOrder: async (_p: unknown, { id, input }: { id: string; input: Record<string, unknown> }, context: GraphQLContext) => {
      const change = await context.services.changeOrders.signChange(context.actor, id, input, signerInfo(context.request));
      return presentChange(context, change.id, change.agreementId);
    },
    declineChangeOrder: async (_p: unknown, { id, reason }: { id: string; reason?: string | null }, context: GraphQLContext) => {
      const change = await context.services.changeOrders.decideChange(context.actor, id, 'decline', reason);
      return presentChange(context, change.id, change.agreementId);
    },
    withdrawChangeOrder: async (_p: unknown, { id }: { id: string }, context: GraphQLContext) => {
      const change = await context.services.changeOrders.decideChange(context.actor, id, 'withdraw', null);
      return presentChange(context, change.id, change.agreementId);
    },
  },
};
