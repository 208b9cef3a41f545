import type { GraphQLContext } from '../../graphql/context';
import { DISPUTE_OUTCOME_VALUES, DISPUTE_STATUS_VALUES, DISPUTE_SUBJECT_VALUES, INVOICE_KIND_VALUES, PAYMENT_CLOCK_STATE_VALUES, PAYMENT_METHOD_VALUES, PAYMENT_STATUS_VALUES, SUBSTANTIAL_PERFORMANCE_STATUS_VALUES } from '../../shared/graphql-enums';
import { presentAgreementRow } from '../agreement/agreement.presenter';
import type { AgreementRow } from '../agreement/agreement-rows';
import { privateResponsivePhoto } from '../upload/photo-urls';
import type { DisputeRow } from './dispute.service';
import type { ProgressUpdateRow } from './progress.service';
import { jobParts, presentDispute, presentEvidence, presentInvoice, presentPayment } from './job-money.presenter';

type AgreementModel = { row: AgreementRow };

async function invoiceModel({ services, actor }: GraphQLContext, id: number) {
  const { agreement, invoice } = await services.jobMoney.getInvoice(actor, id);
  const [payments, now] = await Promise.all([services.jobMoney.payments(agreement.id), services.jobMoney.now()]);
  return presentInvoice(services.jobMoney, actor, agreement, invoice, payments, now);
}

async function paymentModel({ services, actor }: GraphQLContext, id: number, agreementId: number) {
  const agreement = await services.agreements.get(actor, agreementId);
  const [payment, invoices] = await Promise.all([services.jobMoney.payment(id), services.jobMoney.invoices(agreementId)]);
  return presentPayment(services.jobMoney, actor, agreement, payment!, invoices);
}

const agreementModel = (context: GraphQLContext, row: AgreementRow) => ({ ...presentAgreementRow(context.services.agreements, context.actor, row), row });

async function disputeModels(context: GraphQLContext, agreement: AgreementRow, rows: readonly DisputeRow[]) {
  const numbers = new Map((await context.loaders.jobReads(agreement).invoices()).map((invoice) => [invoice.id, invoice.number]));
  return rows.map((row) => presentDispute(context.services.disputes, context.actor, agreement, row, numbers));
}

async function disputeModel(context: GraphQLContext, id: number) {
  const { dispute, agreement } = await context.services.disputes.get(context.actor, id);
  return (await disputeModels(context, agreement, [dispute]))[0];
}
type DisputeModel = Awaited<ReturnType<typeof disputeModel>>;

/** GraphQL over the job's money (the service decides every check, through the policy's tables). */
export const jobMoneyResolvers = {
  PaymentClockState: PAYMENT_CLOCK_STATE_VALUES,
  InvoiceKind: INVOICE_KIND_VALUES,
  PaymentMethod: PAYMENT_METHOD_VALUES,
  PaymentStatus: PAYMENT_STATUS_VALUES,
  SubstantialPerformanceStatus: SUBSTANTIAL_PERFORMANCE_STATUS_VALUES,
  DisputeSubject: DISPUTE_SUBJECT_VALUES,
  DisputeStatus: DISPUTE_STATUS_VALUES,
  DisputeOutcome: DISPUTE_OUTCOME_VALUES,
  Dispute: {
    evidence: ({ row, agreementRow }: DisputeModel, _args: unknown, { services }: GraphQLContext) => presentEvidence(services.disputes, row, agreementRow),
    agreement: ({ agreementRow }: DisputeModel, _args: unknown, context: GraphQLContext) => agreementModel(context, agreementRow),
  },
  ProgressUpdate: {
    id: (row: ProgressUpdateRow) => String(row.id),
    photos: (row: ProgressUpdateRow) => row.images.map(privateResponsivePhoto),
    postedAt: (row: ProgressUpdateRow) => row.createdAt,
  },
  Query: {
    calendarFeed: (_p: unknown, _args: unknown, context: GraphQLContext) => context.services.calendarFeeds.status(context.actor),
    disputes: async (_p: unknown, { status }: { status?: DisputeRow['status'] | null }, context: GraphQLContext) => {
      const rows = await context.services.disputes.list(context.actor, status ?? 'open');
      const agreements = await context.services.agreements.getMany(context.actor, rows.map((row) => row.agreementId));
      const models = await Promise.all(rows.map((row) => disputeModels(context, agreements.get(row.agreementId)!, [row])));
      return models.flat();
    },
  },
  Agreement: {
    invoices: ({ row }: AgreementModel, _args: unknown, { loaders, actor }: GraphQLContext) => jobParts.invoices(loaders.jobReads(row), actor),
    payments: ({ row }: AgreementModel, _args: unknown, { loaders, actor }: GraphQLContext) => jobParts.payments(loaders.jobReads(row), actor),
    ledger: ({ row }: AgreementModel, _args: unknown, { loaders }: GraphQLContext) => jobParts.ledger(loaders.jobReads(row)),
    substantialPerformance: ({ row }: AgreementModel, _args: unknown, { loaders }: GraphQLContext) => jobParts.substantialPerformance(loaders.jobReads(row)),
    nextDue: ({ row }: AgreementModel, _args: unknown, { loaders, actor }: GraphQLContext) => jobParts.nextDue(loaders.jobReads(row), actor),
    invoiceDraft: ({ row }: AgreementModel, _args: unknown, { loaders, actor }: GraphQLContext) => jobParts.invoiceDraft(loaders.jobReads(row), actor),
    jobCan: ({ row }: AgreementModel, _args: unknown, { loaders, actor }: GraphQLContext) => jobParts.jobCan(loaders.jobReads(row), actor),
    progress: ({ row }: AgreementModel, _args: unknown, { services }: GraphQLContext) => services.progress.list(row.id),
    disputes: async ({ row }: AgreementModel, _args: unknown, context: GraphQLContext) => disputeModels(context, row, await context.services.disputes.forAgreement(row.id)),
  },
  Mutation: {
    issueInvoice: async (_p: unknown, { agreementId, input }: { agreementId: string; input: Record<string, unknown> }, context: GraphQLContext) =>
      invoiceModel(context, (await context.services.invoices.issueInvoice(context.actor, agreementId, input)).id),
    issueHoldbackRelease: async (_p: unknown, { agreementId }: { agreementId: string }, context: GraphQLContext) =>
      invoiceModel(context, (await context.services.invoices.issueHoldbackRelease(context.actor, agreementId)).id),
    giveNonPaymentNotice: async (_p: unknown, { invoiceId, input }: { invoiceId: string; input: Record<string, unknown> }, context: GraphQLContext) =>
      invoiceModel(context, (await context.services.invoices.giveNotice(context.actor, invoiceId, input)).id),
    recordPayment: async (_p: unknown, { agreementId, input }: { agreementId: string; input: Record<string, unknown> }, context: GraphQLContext) => {
      const payment = await context.services.payments.recordPayment(context.actor, agreementId, input);
      return paymentModel(context, payment.id, payment.agreementId);
    },
    confirmPayment: async (_p: unknown, { id }: { id: string }, context: GraphQLContext) => {
      const payment = await context.services.payments.decidePayment(context.actor, id, 'confirm', null);
      return paymentModel(context, payment.id, payment.agreementId);
    },
    disputePayment: async (_p: unknown, { id, note }: { id: string; note: string }, context: GraphQLContext) => {
      const payment = await context.services.payments.decidePayment(context.actor, id, 'dispute', note);
      return paymentModel(context, payment.id, payment.agreementId);
    },
    declareSubstantialPerformance: async (_p: unknown, { agreementId, note }: { agreementId: string; note?: string | null }, context: GraphQLContext) =>
      agreementModel(context, await context.services.payments.declareSubstantialPerformance(context.actor, agreementId, note)),
    confirmSubstantialPerformance: async (_p: unknown, { agreementId }: { agreementId: string }, context: GraphQLContext) =>
      agreementModel(context, await context.services.payments.decideSubstantialPerformance(context.actor, agreementId, 'confirm', null)),
    openDispute: async (_p: unknown, { agreementId, input }: { agreementId: string; input: Record<string, unknown> }, context: GraphQLContext) =>
      disputeModel(context, (await context.services.disputes.open(context.actor, agreementId, input)).id),
    settleDispute: async (_p: unknown, { id, outcome, note }: { id: string; outcome: string; note: string }, context: GraphQLContext) =>
      disputeModel(context, (await context.services.disputes.settle(context.actor, id, outcome, note)).id),
    createCalendarFeed: (_p: unknown, _args: unknown, context: GraphQLContext) => context.services.calendarFeeds.create(context.actor),
    revokeCalendarFeed: (_p: unknown, _args: unknown, context: GraphQLContext) => context.services.calendarFeeds.revoke(context.actor),
    postProgressUpdate: async (_p: unknown, { agreementId, input }: { agreementId: string; input: Record<string, unknown> }, context: GraphQLContext) =>
      context.services.progress.post(context.actor, agreementId, input),
    disputeSubstantialPerformance: async (_p: unknown, { agreementId, note }: { agreementId: string; note: string }, context: GraphQLContext) =>
      agreementModel(context, await context.services.payments.decideSubstantialPerformance(context.actor, agreementId, 'dispute', note)),
  },
};
