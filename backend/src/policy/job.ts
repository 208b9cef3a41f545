import { ConflictError, ForbiddenError } from '../shared/errors';
import type { Actor } from './actor';
import { agreementRelations, allowsAgreement, assertCanViewAgreement, type AgreementRef } from './agreement';
import type { AgreementRelation } from './lifecycle-agreement';
import {
  DISPUTE_STEPS,
  INVOICE_STEPS,
  JOB_STEPS,
  PAYMENT_STEPS,
  SUBSTANTIAL_PERFORMANCE_STEPS,
  type DisputeState,
  type DisputeStepName,
  type InvoiceState,
  type InvoiceStepName,
  type JobStepName,
  type PaymentState,
  type PaymentStepName,
  type SubstantialPerformanceState,
  type SubstantialPerformanceStepName,
} from './lifecycle-job';

/**
 * The job's money (docs/payments.md): a step of JOB_STEPS, INVOICE_STEPS, PAYMENT_STEPS or
 * SUBSTANTIAL_PERFORMANCE_STEPS, on an agreement in force. `subject` is the state of what the step acts on
 * (an invoice's, a payment's, the agreement's substantial performance); JOB_STEPS act on the agreement.
 */
export type JobMoneyStep =
  | { table: 'job'; step: JobStepName }
  | { table: 'invoice'; step: InvoiceStepName; subject: InvoiceState }
  | { table: 'payment'; step: PaymentStepName; subject: PaymentState }
  | { table: 'substantial-performance'; step: SubstantialPerformanceStepName; subject: SubstantialPerformanceState }
  | { table: 'dispute'; step: DisputeStepName; subject: DisputeState };

function jobRule(step: JobMoneyStep): { from: readonly string[]; by: readonly AgreementRelation[] } {
  switch (step.table) {
    case 'job':
      return JOB_STEPS[step.step];
    case 'invoice':
      return INVOICE_STEPS[step.step];
    case 'payment':
      return PAYMENT_STEPS[step.step];
    case 'dispute':
      return DISPUTE_STEPS[step.step];
    default:
      return SUBSTANTIAL_PERFORMANCE_STEPS[step.step];
  }
}

/** Whether the table lets the actor take the step now: who they are, the agreement in force, and the subject's state. */
export function canTakeJobStep(actor: Actor, step: JobMoneyStep, agreement: AgreementRef): boolean {
  const rule = jobRule(step);
  if (!allowsAgreement(rule, agreementRelations(actor, agreement))) return false;
  if (step.table === 'job') return rule.from.includes(agreement.status);
  // A dispute is settled whatever became of the agreement since it was opened.
  if (step.table === 'dispute') return rule.from.includes(step.subject);
  return agreement.status === 'in-force' && rule.from.includes(step.subject);
}

const JOB_STATE_REFUSED: Record<JobMoneyStep['table'], Record<string, string>> = {
  job: {
    issueInvoice: 'Invoices are issued on an agreement in force.',
    recordPayment: 'Payments are recorded on an agreement in force.',
    openDispute: 'Disputes are opened on an agreement in force; for anything else, write to our team from the contact page.',
    postProgress: 'Progress is posted on an agreement in force.',
  },
  dispute: { settle: 'This dispute already has an outcome.' },
  invoice: { giveNotice: 'This invoice has been paid: there is nothing left to withhold.' },
  payment: { confirm: 'This payment has already been confirmed.', dispute: 'Only a payment waiting for confirmation can be disputed.' },
  'substantial-performance': {
    declare: 'Substantial performance has already been declared.',
    confirm: 'There is no declaration of substantial performance waiting for your answer.',
    dispute: 'There is no declaration of substantial performance waiting for your answer.',
    releaseHoldback: 'The holdback is released once the homeowner has confirmed substantial performance.',
  },
};

/**
 * Refuses a step of the job's money: 404 to people who may not see the agreement, 403 to a party the table
 * does not let take it, 409 (saying why) when the agreement's or the subject's state does not allow it.
 */
export function assertJobStep(actor: Actor, step: JobMoneyStep, agreement: AgreementRef): void {
  assertCanViewAgreement(actor, agreement);
  if (!allowsAgreement(jobRule(step), agreementRelations(actor, agreement))) throw new ForbiddenError('Your account may not do that on this job.');
  if (!canTakeJobStep(actor, step, agreement)) {
    throw new ConflictError(agreement.status !== 'in-force' && step.table !== 'dispute' && step.table !== 'job' ? 'This agreement is not in force: its job has ended.' : JOB_STATE_REFUSED[step.table][step.step]);
  }
}
