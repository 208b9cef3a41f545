import type { AgreementRelation, AgreementState } from './lifecycle-agreement';

/**
 * The job's money on an agreement in force (docs/payments.md): the contractor issues invoices, the homeowner
 * records payments made outside the marketplace. Both only while the agreement is in force.
 */
export const JOB_STEPS = {
  issueInvoice: { from: ['in-force'], by: ['contractor'] },
  recordPayment: { from: ['in-force'], by: ['homeowner'] },
  openDispute: { from: ['in-force'], by: ['homeowner', 'contractor'] },
  postProgress: { from: ['in-force'], by: ['contractor'] },
} as const satisfies Record<string, { from: readonly AgreementState[]; by: readonly AgreementRelation[] }>;
export type JobStepName = keyof typeof JOB_STEPS;

/** An invoice is issued, then paid once confirmed payments cover what it asks for now (the service decides). */
export type InvoiceState = 'issued' | 'paid';
export const INVOICE_STATES = ['issued', 'paid'] as const satisfies readonly InvoiceState[];
/** The homeowner may give one notice of non-payment while the invoice is unpaid (and, the service checks, within 14 days). */
export const INVOICE_STEPS = {
  giveNotice: { from: ['issued'], to: 'issued', by: ['homeowner'] },
} as const satisfies Record<string, { from: readonly InvoiceState[]; to: InvoiceState; by: readonly AgreementRelation[] }>;
export type InvoiceStepName = keyof typeof INVOICE_STEPS;

/** A payment the homeowner recorded: the contractor confirms it arrived, or says it did not (and may confirm it later). */
export type PaymentState = 'recorded' | 'confirmed' | 'disputed';
export const PAYMENT_STATES = ['recorded', 'confirmed', 'disputed'] as const satisfies readonly PaymentState[];
export const PAYMENT_STEPS = {
  confirm: { from: ['recorded', 'disputed'], to: 'confirmed', by: ['contractor'] },
  dispute: { from: ['recorded'], to: 'disputed', by: ['contractor'] },
} as const satisfies Record<string, { from: readonly PaymentState[]; to: PaymentState; by: readonly AgreementRelation[] }>;
export type PaymentStepName = keyof typeof PAYMENT_STEPS;

/**
 * Substantial performance ('none' until declared): the contractor declares it, the homeowner confirms or
 * disputes it (a disputed one may be declared again). Once confirmed, the contractor invoices the holdback
 * (the service checks that its release day has come and that something is kept back).
 */
export type SubstantialPerformanceState = 'none' | 'declared' | 'confirmed' | 'disputed';
export const SUBSTANTIAL_PERFORMANCE_STATES = ['none', 'declared', 'confirmed', 'disputed'] as const satisfies readonly SubstantialPerformanceState[];
export const SUBSTANTIAL_PERFORMANCE_STEPS = {
  declare: { from: ['none', 'disputed'], to: 'declared', by: ['contractor'] },
  confirm: { from: ['declared'], to: 'confirmed', by: ['homeowner'] },
  dispute: { from: ['declared'], to: 'disputed', by: ['homeowner'] },
  releaseHoldback: { from: ['confirmed'], to: 'confirmed', by: ['contractor'] },
} as const satisfies Record<string, { from: readonly SubstantialPerformanceState[]; to: SubstantialPerformanceState; by: readonly AgreementRelation[] }>;
export type SubstantialPerformanceStepName = keyof typeof SUBSTANTIAL_PERFORMANCE_STEPS;

/** A dispute waits for an operator, who records its outcome with a note (resolved, referred to adjudication, closed). */
export type DisputeState = 'open' | 'resolved' | 'referred' | 'closed';
export const DISPUTE_STATES = ['open', 'resolved', 'referred', 'closed'] as const satisfies readonly DisputeState[];
export const DISPUTE_STEPS = {
  settle: { from: ['open'], to: 'resolved', by: ['operator'] },
} as const satisfies Record<string, { from: readonly DisputeState[]; to: DisputeState; by: readonly AgreementRelation[] }>;
export type DisputeStepName = keyof typeof DISPUTE_STEPS;
