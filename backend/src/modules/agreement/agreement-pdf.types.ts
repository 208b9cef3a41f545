/** What the agreement's PDF is made from (agreement-pdf.ts). */
import type { AgreementTerms, PriceLine } from '@marketplace/shared';

export interface AgreementPdfSignature {
  party: 'homeowner' | 'contractor';
  fullName: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** The SHA-256 (hex) of the 'document' PDF this signature was given on. */
  documentSha256: string;
  drawnSignaturePng?: Buffer | null;
}

export interface AgreementPdfChangeOrder {
  number: number;
  description: string;
  lines: PriceLine[];
  scheduleChange?: string | null;
  startDate?: string | null;
  completionDate?: string | null;
  status: string;
  signedAt?: Date | null;
}

export interface AgreementPdfInput {
  /** Shown as the agreement number: "Agreement A-1042". */
  agreementId: string;
  projectTitle: string;
  /** The date of the agreement; also the PDF's creation date, so the 'document' kind is reproducible. */
  preparedAt: Date;
  terms: AgreementTerms;
  /**
   * 'document': the text both sides sign, with empty signature lines; byte-for-byte the same for the same input.
   * 'copy': the same plus each signature's record and the signed change orders (others are left out).
   */
  kind: 'document' | 'copy';
  signatures?: AgreementPdfSignature[];
  changeOrders?: AgreementPdfChangeOrder[];
  /** The homeowner confirmed a deposit above 10 % when signing: said in the copy only (the document is what they confirmed). */
  largeDepositConfirmed?: boolean;
}
