import {
  AGREEMENT_STATUS_LABELS,
  type AgreementTerms,
  type PriceLine,
  agreementProblems,
  agreementTotals,
  agreementWarnings,
  depositNeedsConfirmation,
  holdbackOf,
  lineAmountCents,
  paymentAmounts,
} from '@marketplace/shared';
import type { RequestInfo } from '../account/account.service';
import type { Actor } from '../../policy/actor';
import type { AgreementRow, ChangeOrderRow, SignatureRow, SignerInfo } from './agreement-rows';
import type { AgreementService } from './agreement.service';

/**
 * One presentation of an agreement for both transports: GraphQL's Agreement type and REST's
 * GET /api/agreements/{id} answer with the same fields (REST in kebab-case values, as the rest of /api).
 */

export const pdfPath = (id: number) => `/api/agreements/${id}/pdf`;

export function presentLine(line: PriceLine) {
  return { ...line, amountCents: lineAmountCents(line) };
}

export function presentTerms(terms: AgreementTerms) {
  const totals = agreementTotals(terms.lines);
  const amounts = paymentAmounts(terms.payments, totals.totalCents);
  return {
    ...terms,
    lines: terms.lines.map(presentLine),
    payments: terms.payments.map((payment, index) => ({
      description: payment.description,
      fixedAmountCents: payment.amountCents ?? null,
      basisPoints: payment.basisPoints ?? null,
      amountCents: amounts[index],
      holdbackCents: holdbackOf(amounts[index]),
      dueOn: payment.dueOn,
      deposit: Boolean(payment.deposit),
    })),
  };
}

export function presentSignature(signature: SignatureRow) {
  return {
    id: String(signature.id),
    party: signature.party,
    fullName: signature.fullName,
    signedAt: signature.signedAt,
    ipAddress: signature.ipAddress,
    userAgent: signature.userAgent,
    documentSha256: signature.documentSha256,
    drawnSignature: signature.drawnSignature,
  };
}

/**
 * What the agreement row itself says, read without another query: enough for a list's link and status. The
 * parts kept in their own tables (signatures, change orders, history) and what the viewer may do are read by
 * agreementParts, only when asked for (GraphQL field by field; REST all at once).
 */
export function presentAgreementRow(service: AgreementService, actor: Actor, agreement: AgreementRow) {
  const totals = agreementTotals(agreement.terms.lines);
  return {
    id: String(agreement.id),
    projectId: String(agreement.projectId),
    projectTitle: agreement.projectTitle,
    proposalId: String(agreement.proposalId),
    status: agreement.status,
    statusLabel: AGREEMENT_STATUS_LABELS[agreement.status as keyof typeof AGREEMENT_STATUS_LABELS],
    revision: agreement.revision,
    terms: presentTerms(agreement.terms),
    totals,
    problems: agreementProblems(agreement.terms),
    warnings: agreementWarnings(agreement.terms),
    changeNote: agreement.changeNote,
    depositNeedsConfirmation: depositNeedsConfirmation(agreement.terms.payments, totals.totalCents),
    largeDepositConfirmed: agreement.largeDepositConfirmed,
    sentAt: agreement.sentAt,
    inForceAt: agreement.inForceAt,
    copyDeliveredAt: agreement.copyDeliveredAt,
    coolingOffEndsOn: service.coolingOffEndsOn(agreement),
    closedAt: agreement.closedAt,
    closeReason: agreement.closeReason,
    documentSha256: agreement.documentSha256,
    pdfUrl: service.mayDownloadPdf(actor, agreement) ? pdfPath(agreement.id) : null,
    createdAt: agreement.createdAt,
    updatedAt: agreement.updatedAt,
  };
}

/** The agreement's parts kept in their own tables, and what the viewer may do with it now. */
export const agreementParts = {
  async signatures(service: AgreementService, agreement: AgreementRow) {
    return service.currentSignatures(agreement, await service.signatures(agreement.id)).map(presentSignature);
  },
  async changeOrders(service: AgreementService, actor: Actor, agreement: AgreementRow) {
    const [changes, signatures] = await Promise.all([service.changeOrders(agreement.id), service.signatures(agreement.id)]);
    return changes.map((change) => presentChangeOrder(service, actor, agreement, change, signatures));
  },
  async history(service: AgreementService, agreement: AgreementRow) {
    return (await service.events(agreement.id)).map((event) => ({ id: String(event.id), kind: event.kind, by: event.byParty ? event.byParty.toUpperCase() : null, note: event.note, at: event.at }));
  },
  viewerCan: (service: AgreementService, actor: Actor, agreement: AgreementRow) => service.permissions(actor, agreement),
  currentTotals: (service: AgreementService, agreement: AgreementRow) => service.currentTotals(agreement),
};

/** The whole agreement as its reader sees it (REST's answer; the caller has checked they may). */
export async function presentAgreement(service: AgreementService, actor: Actor, agreement: AgreementRow) {
  const [signatures, changeOrders, history, viewerCan, currentTotals] = await Promise.all([
    agreementParts.signatures(service, agreement),
    agreementParts.changeOrders(service, actor, agreement),
    agreementParts.history(service, agreement),
    agreementParts.viewerCan(service, actor, agreement),
    agreementParts.currentTotals(service, agreement),
  ]);
  return { ...presentAgreementRow(service, actor, agreement), currentTotals, signatures, changeOrders, history, viewerCan };
}

export function presentChangeOrder(service: AgreementService, actor: Actor, agreement: AgreementRow, change: ChangeOrderRow, signatures: readonly SignatureRow[]) {
  return {
    id: String(change.id),
    number: change.number,
    proposedBy: change.proposedBy,
    status: change.status,
    description: change.terms.description,
    lines: change.terms.lines.map(presentLine),
    totalChangeCents: agreementTotals(change.terms.lines).totalCents,
    scheduleChange: change.terms.scheduleChange ?? null,
    startDate: change.terms.startDate ?? null,
    completionDate: change.terms.completionDate ?? null,
    declineReason: change.declineReason,
    createdAt: change.createdAt,
    decidedAt: change.decidedAt,
    signatures: signatures.filter((signature) => signature.changeOrderId === change.id).map(presentSignature),
    viewerCan: service.changeOrderPermissions(actor, agreement, change),
  };
}

export type AgreementModel = Awaited<ReturnType<typeof presentAgreement>>;
export type ChangeOrderModel = ReturnType<typeof presentChangeOrder>;

/** Where a signature came from: the client's address (as the proxy settings read it) and its browser. */
export function signerInfo(request: RequestInfo): SignerInfo {
  const agent = request.headers['user-agent'];
  return { ipAddress: request.ip || 'unknown', userAgent: typeof agent === 'string' && agent !== '' ? agent : 'unknown' };
}
