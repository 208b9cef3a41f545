/** The job's money as the database holds it, and what its services share: the rows, their queries, numbering and input checks. */
import { PAYMENT_MESSAGES, type InvoiceAmounts, type InvoiceKind, type PaymentMethod } from '@marketplace/shared';
import type { EntityManager } from 'typeorm';
import type { SubstantialPerformanceState } from '../../policy/lifecycle-job';
import { ValidationError } from '../../shared/errors';

/** What a proper invoice says besides its amounts, as issued (the invoice's `details`). */
export interface InvoiceDetails {
  contractor: { name: string; address: string; hstNumber: string | null };
  homeowner: { name: string; workAddress: string };
  periodStart: string;
  periodEnd: string;
  description: string;
  paymentContact: { name: string; phone: string; address: string };
  milestone: string | null;
  changeOrderNumber: number | null;
}

export interface InvoiceRow extends InvoiceAmounts {
  id: number;
  agreementId: number;
  number: number;
  kind: InvoiceKind;
  status: 'issued' | 'paid';
  reference: string;
  details: InvoiceDetails;
  pdfKey: string | null;
  issuedAt: Date;
  noticeAmountCents: number | null;
  noticeReasons: string | null;
  noticeAt: Date | null;
  paidAt: Date | null;
}

export interface PaymentRow {
  id: number;
  agreementId: number;
  invoiceId: number | null;
  amountCents: number;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
  status: 'recorded' | 'confirmed' | 'disputed';
  recordedAt: Date;
  decidedAt: Date | null;
  disputeNote: string | null;
}

export interface SubstantialPerformanceRow {
  status: Exclude<SubstantialPerformanceState, 'none'>;
  declaredAt: Date;
  note: string | null;
  decidedAt: Date | null;
  disputeNote: string | null;
}

/** The invoice PDF generator (invoice-pdf.ts), passed in as the agreement's is. */
export type InvoicePdfRenderer = (input: { agreementId: number; projectTitle: string; invoice: InvoiceRow; number: string; dueOn: string; noticeDeadline: string }) => Promise<Buffer>;

/** Webhook events of the job's money: ids, states and amounts, never personal details. */
export interface JobMoneyEvents {
  jobEvent(manager: EntityManager, type: 'invoice.issued' | 'invoice.paid' | 'dispute.opened', data: { projectId: string } & Record<string, string | number>): Promise<void>;
}

export const INVOICE_SELECT = `SELECT id, agreement_id AS "agreementId", number, kind, status, reference, details,
  subtotal_cents::float8 AS "subtotalCents", taxable_cents::float8 AS "taxableCents", hst_cents::float8 AS "hstCents", total_cents::float8 AS "totalCents",
  holdback_cents::float8 AS "holdbackCents", holdback_hst_cents::float8 AS "holdbackHstCents", kept_back_cents::float8 AS "keptBackCents",
  payable_now_cents::float8 AS "payableNowCents", pdf_key AS "pdfKey", issued_at AS "issuedAt", notice_amount_cents::float8 AS "noticeAmountCents",
  notice_reasons AS "noticeReasons", notice_at AS "noticeAt", paid_at AS "paidAt" FROM invoice`;

export const PAYMENT_SELECT = `SELECT id, agreement_id AS "agreementId", invoice_id AS "invoiceId", amount_cents::float8 AS "amountCents", method,
  to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", reference, status, recorded_at AS "recordedAt", decided_at AS "decidedAt", dispute_note AS "disputeNote" FROM payment`;

export const NOTE_MAX = 2000;

/** INV-0003: the number both sides and the PDF use. */
export const invoiceNumber = (number: number) => `INV-${String(number).padStart(4, '0')}`;
export const invoicePdfPath = (id: number) => `/api/invoices/${id}/pdf`;

export const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function text(value: unknown, field: string, max: number): string {
  if (blank(value)) return '';
  if (typeof value !== 'string') throw new ValidationError({ [field]: 'Must be text' });
  if (value.length > max) throw new ValidationError({ [field]: PAYMENT_MESSAGES.tooLong(max) });
  return value.trim();
}

export function cents(value: unknown, field: string, message: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new ValidationError({ [field]: message });
  return value;
}

export function problemsError(problems: readonly { field: string; message: string }[], summary?: string): ValidationError {
  return new ValidationError(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])), summary);
}
