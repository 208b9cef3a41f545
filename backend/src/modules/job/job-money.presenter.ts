import { DISPUTE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@marketplace/shared';
import type { Actor } from '../../policy/actor';
import type { AgreementRow } from '../agreement/agreement-rows';
import type { DisputeRow, DisputeService } from './dispute.service';
import type { ProgressService } from './progress.service';
import { privateImageUrl, privateResponsivePhoto } from '../upload/photo-urls';
import { invoiceNumber, invoicePdfPath, type InvoiceRow, type PaymentRow } from './job-money-rows';
import { JobReads, type JobMoneyService } from './job-money.service';

/**
 * One presentation of the job's money for both transports: GraphQL's Invoice, Payment, JobLedger and the
 * Agreement's job fields, and REST's GET /api/agreements/{id} (which adds them to the agreement).
 */
export function presentInvoice(service: JobMoneyService, actor: Actor, agreement: AgreementRow, invoice: InvoiceRow, payments: readonly PaymentRow[], now: Date) {
  const { details } = invoice;
  return {
    id: String(invoice.id),
    agreementId: String(invoice.agreementId),
    number: invoiceNumber(invoice.number),
    kind: invoice.kind,
    reference: invoice.reference,
    description: details.description,
    issuedOn: service.clock(invoice, now).issuedOn,
    periodStart: details.periodStart,
    periodEnd: details.periodEnd,
    contractorName: details.contractor.name,
    contractorAddress: details.contractor.address,
    hstNumber: details.contractor.hstNumber,
    paymentContact: details.paymentContact,
    subtotalCents: invoice.subtotalCents,
    hstCents: invoice.hstCents,
    totalCents: invoice.totalCents,
    holdbackCents: invoice.holdbackCents,
    holdbackHstCents: invoice.holdbackHstCents,
    keptBackCents: invoice.keptBackCents,
    payableNowCents: invoice.payableNowCents,
    paidCents: service.paidAgainst(invoice, payments),
    clock: service.clock(invoice, now),
    notice: invoice.noticeAt ? { amountCents: invoice.noticeAmountCents, reasons: invoice.noticeReasons, sentAt: invoice.noticeAt } : null,
    pdfUrl: invoicePdfPath(invoice.id),
    issuedAt: invoice.issuedAt,
    viewerCan: service.invoicePermissions(actor, agreement, invoice, now),
  };
}

export function presentPayment(service: JobMoneyService, actor: Actor, agreement: AgreementRow, payment: PaymentRow, invoices: readonly InvoiceRow[]) {
  const invoice = payment.invoiceId === null ? undefined : invoices.find((each) => each.id === payment.invoiceId);
  return {
    id: String(payment.id),
    invoiceId: payment.invoiceId === null ? null : String(payment.invoiceId),
    invoiceNumber: invoice ? invoiceNumber(invoice.number) : null,
    amountCents: payment.amountCents,
    method: payment.method,
    methodLabel: PAYMENT_METHOD_LABELS[payment.method],
    paidOn: payment.paidOn,
    reference: payment.reference,
    status: payment.status,
    recordedAt: payment.recordedAt,
    decidedAt: payment.decidedAt,
    disputeNote: payment.disputeNote,
    viewerCan: service.paymentPermissions(actor, agreement, payment),
  };
}

/** The Agreement's job fields, each read only when asked for (GraphQL field by field; REST all at once), over one JobReads. */
export const jobParts = {
  async invoices(reads: JobReads, actor: Actor) {
    const [invoices, payments, now] = await Promise.all([reads.invoices(), reads.payments(), reads.now()]);
    return invoices.map((invoice) => presentInvoice(reads.service, actor, reads.agreement, invoice, payments, now));
  },
  async payments(reads: JobReads, actor: Actor) {
    const [invoices, payments] = await Promise.all([reads.invoices(), reads.payments()]);
    return payments.map((payment) => presentPayment(reads.service, actor, reads.agreement, payment, invoices));
  },
  ledger: (reads: JobReads) => reads.ledger(),
  async substantialPerformance(reads: JobReads) {
    const performance = await reads.performance();
    return performance && { ...performance, holdbackReleaseOn: reads.service.holdbackReleaseOn(performance) };
  },
  async nextDue(reads: JobReads, actor: Actor) {
    const [invoices, payments, now] = await Promise.all([reads.invoices(), reads.payments(), reads.now()]);
    const next = invoices.find((invoice) => invoice.status === 'issued');
    return next ? presentInvoice(reads.service, actor, reads.agreement, next, payments, now) : null;
  },
  invoiceDraft: (reads: JobReads, actor: Actor) => reads.service.invoiceDraft(actor, reads.agreement, reads),
  jobCan: (reads: JobReads, actor: Actor) => reads.service.permissions(actor, reads.agreement, reads),
};

/** A dispute as its readers see it; its evidence and the whole agreement are read only when asked for. */
export function presentDispute(disputes: DisputeService, actor: Actor, agreement: AgreementRow, dispute: DisputeRow, invoiceNumbers: ReadonlyMap<number, number>) {
  return {
    id: String(dispute.id),
    agreementId: String(dispute.agreementId),
    projectTitle: agreement.projectTitle,
    subject: dispute.subject,
    invoiceId: dispute.invoiceId === null ? null : String(dispute.invoiceId),
    invoiceNumber: dispute.invoiceId === null ? null : invoiceNumber(invoiceNumbers.get(dispute.invoiceId) ?? 0),
    paymentId: dispute.paymentId === null ? null : String(dispute.paymentId),
    visitId: dispute.visitId === null ? null : String(dispute.visitId),
    openedBy: dispute.openedBy,
    reason: dispute.reason,
    amountCents: dispute.amountCents,
    photos: dispute.images.map(privateResponsivePhoto),
    status: dispute.status,
    statusLabel: DISPUTE_STATUS_LABELS[dispute.status],
    outcomeNote: dispute.outcomeNote,
    openedAt: dispute.openedAt,
    decidedAt: dispute.decidedAt,
    viewerCan: disputes.permissions(actor, agreement, dispute),
    row: dispute,
    agreementRow: agreement,
  };
}

/** The thread's messages chosen as evidence, with who wrote them. */
export async function presentEvidence(disputes: DisputeService, dispute: DisputeRow, agreement: AgreementRow) {
  return (await disputes.evidence(dispute, agreement)).map((message) => ({
    messageId: String(message.messageId),
    from: message.senderId === agreement.homeownerId ? 'homeowner' : message.senderId === agreement.contractorId ? 'contractor' : null,
    body: message.body,
    images: message.images.map(privateImageUrl),
    photos: message.images.map(privateResponsivePhoto),
    sentAt: message.sentAt,
  }));
}

/** All of the job's money at once (REST's agreement answer), each table read once. */
export async function presentJob(service: JobMoneyService, actor: Actor, agreement: AgreementRow, reads = new JobReads(service, agreement)) {
  const [invoices, payments, ledger, substantialPerformance, nextDue, invoiceDraft, jobCan] = await Promise.all([
    jobParts.invoices(reads, actor),
    jobParts.payments(reads, actor),
    jobParts.ledger(reads),
    jobParts.substantialPerformance(reads),
    jobParts.nextDue(reads, actor),
    jobParts.invoiceDraft(reads, actor),
    jobParts.jobCan(reads, actor),
  ]);
  return { invoices, payments, ledger, substantialPerformance, nextDue, invoiceDraft, jobCan };
}

/**
 * The job's record beyond its money (REST's agreement answer, as GraphQL's Agreement.progress and
 * Agreement.disputes show it): progress updates with their private photos, newest first, and the disputes.
 */
export async function presentJobRecord(progress: ProgressService, disputes: DisputeService, reads: JobReads, actor: Actor) {
  const [updates, rows, invoices] = await Promise.all([progress.list(reads.agreement.id), disputes.forAgreement(reads.agreement.id), reads.invoices()]);
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  return {
    progress: updates.map((update) => ({ id: String(update.id), milestone: update.milestone, body: update.body, postedAt: update.createdAt, photos: update.images.map(privateResponsivePhoto) })),
    disputes: rows.map((row) => {
      const { row: _row, agreementRow: _agreement, ...dispute } = presentDispute(disputes, actor, reads.agreement, row, numbers);
      return dispute;
    }),
  };
}
