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
} from '@marketplace/rules';
import type { RequestInfo } from '../account/account.service';
import type { Actor } from '../../policy/actor';
import type { AgreementRow, AgreementService, ChangeOrderRow, SignatureRow, SignerInfo } from './agreement.service';

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

/** The whole agreement as its reader sees it (the caller has checked they may). */
export async function presentAgreement(service: AgreementService, actor: Actor, agreement: AgreementRow) {
  const [signatures, changes, history, viewerCan, current] = await Promise.all([
    service.signatures(agreement.id),
    service.changeOrders(agreement.id),
    service.events(agreement.id),
    service.permissions(actor, agreement),
    service.currentTotals(agreement),
  ]);
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
    currentTotals: current,
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
    signatures: service.currentSignatures(agreement, signatures).map(presentSignature),
    changeOrders: changes.map((change) => presentChangeOrder(service, actor, agreement, change, signatures)),
    history: history.map((event) => ({ id: String(event.id), kind: event.kind, by: event.byParty ? event.byParty.toUpperCase() : null, note: event.note, at: event.at })),
    pdfUrl: viewerCan.downloadPdf ? pdfPath(agreement.id) : null,
    viewerCan,
    createdAt: agreement.createdAt,
    updatedAt: agreement.updatedAt,
  };
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
