/** Written agreements as the database holds them, and what their services share: the rows, their queries, and the checks on a note and a signature. */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AGREEMENT_MESSAGES, type AgreementParty, type AgreementTerms, type ChangeOrderStatusValue, type ChangeOrderTerms } from '@marketplace/shared';
import type { EntityManager } from 'typeorm';
import type { AgreementRef } from '../../policy/agreement';
import { ValidationError } from '../../shared/errors';

/** The PDF generator (agreement-pdf.ts), passed in so the service stays testable without it. */
export type AgreementPdfRenderer = (input: {
  agreementId: string;
  projectTitle: string;
  preparedAt: Date;
  terms: AgreementTerms;
  kind: 'document' | 'copy';
  signatures?: { party: AgreementParty; fullName: string; signedAt: Date; ipAddress: string; userAgent: string; documentSha256: string }[];
  changeOrders?: { number: number; description: string; lines: AgreementTerms['lines']; scheduleChange?: string | null; startDate?: string | null; completionDate?: string | null; status: string; signedAt?: Date | null }[];
  largeDepositConfirmed?: boolean;
}) => Promise<Buffer>;

/** Webhook events an agreement emits (ids and states only). */
export interface AgreementEvents {
  agreementEvent(manager: EntityManager, type: 'agreement.signed' | 'agreement.cancelled' | 'change_order.signed', data: { projectId: string } & Record<string, string>): Promise<void>;
}

export interface AgreementRow extends AgreementRef {
  projectId: number;
  proposalId: number;
  projectTitle: string;
  terms: AgreementTerms;
  revision: number;
  changeNote: string | null;
  largeDepositConfirmed: boolean;
  documentKey: string | null;
  documentSha256: string | null;
  copyKey: string | null;
  sentAt: Date | null;
  closedAt: Date | null;
  closedBy: string | null;
  closeReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SignatureRow {
  id: number;
  agreementId: number;
  changeOrderId: number | null;
  party: AgreementParty;
  fullName: string;
  ipAddress: string;
  userAgent: string;
  documentSha256: string;
  drawnSignature: string | null;
  signedAt: Date;
}

export interface ChangeOrderRow {
  id: number;
  agreementId: number;
  number: number;
  proposedBy: AgreementParty;
  status: ChangeOrderStatusValue;
  terms: ChangeOrderTerms;
  documentSha256: string;
  declineReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

export interface AgreementEventRow {
  id: number;
  kind: string;
  byParty: string | null;
  note: string | null;
  at: Date;
}

/** Where a request came from, kept with each signature. */
export interface SignerInfo {
  ipAddress: string;
  userAgent: string;
}

export interface SignInput {
  fullName?: unknown;
  consent?: unknown;
  drawnSignature?: unknown;
  confirmLargeDeposit?: unknown;
}

export const AGREEMENT_SELECT = `SELECT a.id, a.project_id AS "projectId", a.proposal_id AS "proposalId", p.title AS "projectTitle",
  a.homeowner_id AS "homeownerId", a.contractor_id AS "contractorId", a.status, a.terms, a.revision, a.change_note AS "changeNote",
  a.large_deposit_confirmed AS "largeDepositConfirmed", a.document_key AS "documentKey", a.document_sha256 AS "documentSha256",
  a.copy_key AS "copyKey", a.sent_at AS "sentAt", a.in_force_at AS "inForceAt", a.copy_delivered_at AS "copyDeliveredAt",
  a.closed_at AS "closedAt", a.closed_by AS "closedBy", a.close_reason AS "closeReason", a.created_at AS "createdAt", a.updated_at AS "updatedAt"
  FROM agreement a JOIN project p ON p.id = a.project_id`;

export const SIGNATURE_SELECT = `SELECT id, agreement_id AS "agreementId", change_order_id AS "changeOrderId", party, full_name AS "fullName", ip_address AS "ipAddress",
  user_agent AS "userAgent", document_sha256 AS "documentSha256", drawn_signature AS "drawnSignature", signed_at AS "signedAt" FROM agreement_signature`;

export const CHANGE_SELECT = `SELECT id, agreement_id AS "agreementId", number, proposed_by AS "proposedBy", status, terms, document_sha256 AS "documentSha256",
  decline_reason AS "declineReason", decided_at AS "decidedAt", created_at AS "createdAt" FROM agreement_change_order`;

/** A drawn signature: a PNG data URL from the signature pad, at most about 150 KB. */
const DRAWN_SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
const DRAWN_SIGNATURE_MAX = 200_000;
export const NOTE_MAX = 2000;

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export function note(value: unknown, field: string, required: boolean, message: string): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw new ValidationError({ [field]: message });
    return null;
  }
  if (typeof value !== 'string') throw new ValidationError({ [field]: 'Must be text' });
  if (value.length > NOTE_MAX) throw new ValidationError({ [field]: AGREEMENT_MESSAGES.tooLong(NOTE_MAX) });
  return value.trim();
}

/** The agreement's page: every link to it goes here. */
export const agreementPath = (id: number) => `/agreements/${id}`;

/** The signer's typed name, consent and drawn signature, checked (a damaged image is refused now, not in the PDF later). */
export async function readSignature(input: SignInput, expectedName: string): Promise<{ fullName: string; drawn: string | null }> {
  const fullName = typeof input.fullName === 'string' ? input.fullName.trim() : '';
  if (fullName === '') throw new ValidationError({ fullName: AGREEMENT_MESSAGES.signatureName });
  if (fullName.length > 200) throw new ValidationError({ fullName: AGREEMENT_MESSAGES.tooLong(200) });
  if (expectedName && !sameName(fullName, expectedName)) throw new ValidationError({ fullName: `${AGREEMENT_MESSAGES.signatureNameMismatch}: ${expectedName}` });
  if (input.consent !== true) throw new ValidationError({ consent: AGREEMENT_MESSAGES.signatureConsent });
  const drawn = input.drawnSignature === undefined || input.drawnSignature === null || input.drawnSignature === '' ? null : input.drawnSignature;
  if (drawn !== null && (typeof drawn !== 'string' || drawn.length > DRAWN_SIGNATURE_MAX || !DRAWN_SIGNATURE.test(drawn))) {
    throw new ValidationError({ drawnSignature: 'The drawn signature must be a PNG image under 150 KB' });
  }
  // Decoded once here, so a damaged image is refused now instead of breaking the copy's PDF later.
  if (drawn !== null) {
    const metadata = await sharp(Buffer.from((drawn as string).slice((drawn as string).indexOf(',') + 1), 'base64'), { limitInputPixels: 4_000_000 }).metadata().catch(() => null);
    if (metadata?.format !== 'png') throw new ValidationError({ drawnSignature: 'The drawn signature must be a PNG image under 150 KB' });
  }
  return { fullName, drawn: drawn as string | null };
}
