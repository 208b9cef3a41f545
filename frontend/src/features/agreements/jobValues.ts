import {
  MIN_INVOICE_CENTS,
  formatNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type AgreementProblem,
  type InvoiceKind as RulesInvoiceKind,
  type Ledger,
  type PaymentMethod as RulesPaymentMethod,
  invoiceAmounts,
  nonPaymentNoticeProblems,
  paymentRecordProblems,
  properInvoiceProblems,
  torontoDay,
} from '@marketplace/shared';
import type { InvoiceKind, IssueInvoiceInput, NonPaymentNoticeInput, PaymentMethod, RecordPaymentInput } from '../../gql/graphql';
import type { FormikErrors } from 'formik';
import type { DialogProblem } from '../../forms';
import { dollarsToCents, errorsOf } from './formValues';

/**
 * The job's money forms (issue an invoice, record a payment, give a notice of non-payment): their values as
 * typed, their reading by the rules (the API's own checks, with its messages) and their input for the API.
 * Money is typed in dollars and becomes whole cents with the agreement editor's own parsing.
 */

/** The API's enum values (NOTICE_POSSIBLE) as the rules and the design system name them (notice-possible). */
const kebab = (value: string) => value.toLowerCase().replace(/_/g, '-');
export const invoiceKindFromApi = (kind: InvoiceKind): RulesInvoiceKind => kebab(kind) as RulesInvoiceKind;
export const paymentMethodToApi = (method: RulesPaymentMethod): PaymentMethod => method.toUpperCase().replace(/-/g, '_') as PaymentMethod;

/**
 * The API's ledger as the design system's Ledger takes it (the rules' `Ledger`). The API leaves out the two
 * fields only the server's own sums use (the work invoiced before tax, and the holdback still due split into
 * holdback and HST); the table shows neither, so they are given as zero here and read by nothing.
 */
export function ledgerFromApi(api: Omit<Ledger, 'invoicedBefore' | 'holdbackToRelease'>): Ledger {
  return { ...api, invoicedBefore: { subtotalCents: 0, taxableCents: 0 }, holdbackToRelease: { subtotalCents: 0, hstCents: 0 } };
}

/** The methods a payment may be recorded with, as the select offers them. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** A problem's field (the rules' or the API's) as the form names it. */
function formFieldOf(field: string): string {
  if (field === 'period') return 'periodEnd';
  if (field === 'amountCents') return 'amount';
  if (field === 'milestone' || field === 'changeOrderNumber' || field === 'agreementReference') return 'forWhat';
  return field;
}

/** Problems (the rules' or the API's field errors) as Formik errors under the form's fields. */
export function jobErrorsOf(problems: readonly AgreementProblem[]): Record<string, unknown> {
  return errorsOf(problems.map((problem) => ({ field: formFieldOf(problem.field), message: problem.message })));
}

/** The API's field errors ({ field: message }) as problems. */
export const problemsOf = (fieldErrors: Record<string, string> | undefined): AgreementProblem[] => Object.entries(fieldErrors ?? {}).map(([field, message]) => ({ field, message }));

/** A step's refusal (its message and the API's field errors) as a form dialog shows it; nothing when it went through. */
export function dialogProblemOf<Values>(failed: { message: string; fieldErrors?: Record<string, string> } | undefined): DialogProblem<Values> | undefined {
  if (!failed) return undefined;
  return { message: failed.message, ...(failed.fieldErrors ? { fieldErrors: jobErrorsOf(problemsOf(failed.fieldErrors)) as FormikErrors<Values> } : {}) };
}

// ---- Issuing an invoice ----

export interface InvoiceFormValues {
  /** What the invoice is under: '' (the agreement), 'milestone:<description>' or 'change:<number>'. */
  forWhat: string;
  description: string;
  periodStart: string;
  periodEnd: string;
  /** Dollars before tax, as typed. */
  amount: string;
  /** HST applies (only offered when the contractor charges HST). */
  taxable: boolean;
  paymentContact: { name: string; phone: string; address: string };
}

export interface InvoiceDraftFields {
  milestones: readonly string[];
  changeOrderNumbers: readonly number[];
  paymentContact: { name: string; phone: string; address: string };
  chargesHst: boolean;
}

export const milestoneOption = (description: string) => `milestone:${description}`;
export const changeOrderOption = (number: number) => `change:${number}`;

/** What an invoice may be given under: the agreement, a milestone of its payment schedule or a signed change order. */
export function invoiceForOptions(draft: Pick<InvoiceDraftFields, 'milestones' | 'changeOrderNumbers'>) {
  return [
    { value: '', label: 'The agreement (no particular milestone)' },
    ...draft.milestones.map((milestone) => ({ value: milestoneOption(milestone), label: `Milestone: ${milestone}` })),
    ...draft.changeOrderNumbers.map((number) => ({ value: changeOrderOption(number), label: `Signed change order ${number}` })),
  ];
}

export function blankInvoice(draft: InvoiceDraftFields, today = torontoDay()): InvoiceFormValues {
  return {
    forWhat: draft.milestones[0] ? milestoneOption(draft.milestones[0]) : '',
    description: '',
    periodStart: '',
    periodEnd: today,
    amount: '',
    taxable: draft.chargesHst,
    paymentContact: { ...draft.paymentContact },
  };
}

/**
 * The form's problems as the rules' proper-invoice check finds them (the API's check), for the fields the
 * form has: the contractor's name and address come from the agreement, the reference and amounts from the API.
 */
export function invoiceProblems(values: InvoiceFormValues, today = torontoDay()): AgreementProblem[] {
  const fields = new Set(['period', 'description', 'amount', 'paymentContact.name', 'paymentContact.phone', 'paymentContact.address']);
  return properInvoiceProblems({
    contractor: { name: 'contractor', address: 'address' },
    issuedOn: today,
    periodStart: values.periodStart,
    periodEnd: values.periodEnd,
    agreementReference: 'agreement',
    description: values.description,
    subtotalCents: dollarsToCents(values.amount),
    hstCents: 0,
    paymentContact: { name: values.paymentContact.name, phone: values.paymentContact.phone.trim(), address: values.paymentContact.address },
  }).filter((problem) => fields.has(problem.field));
}

export function invoiceInputOf(values: InvoiceFormValues, chargesHst: boolean): IssueInvoiceInput {
  const milestone = values.forWhat.startsWith('milestone:') ? values.forWhat.slice('milestone:'.length) : null;
  const changeOrderNumber = values.forWhat.startsWith('change:') ? Number(values.forWhat.slice('change:'.length)) : null;
  return {
    milestone,
    changeOrderNumber,
    description: values.description.trim(),
    periodStart: values.periodStart,
    periodEnd: values.periodEnd,
    amountCents: dollarsToCents(values.amount),
    taxable: chargesHst ? values.taxable : false,
    paymentContact: { name: values.paymentContact.name.trim(), phone: values.paymentContact.phone.trim(), address: values.paymentContact.address.trim() },
  };
}

/**
 * What the invoice will ask for, as the contractor types the amount: its HST, the 10 % holdback kept back and
 * what is payable now. The invoice itself rounds on the job's running totals, so it may differ by a cent.
 */
export function invoicePreview(values: Pick<InvoiceFormValues, 'amount' | 'taxable'>, chargesHst: boolean) {
  const amountCents = dollarsToCents(values.amount);
  if (!Number.isSafeInteger(amountCents) || amountCents < MIN_INVOICE_CENTS) return undefined;
  return invoiceAmounts({ hstRegistered: chargesHst, amountCents, taxable: chargesHst && values.taxable });
}

// ---- Recording a payment ----

export interface PaymentFormValues {
  /** The invoice it pays ('' for none in particular). */
  invoiceId: string;
  amount: string;
  method: RulesPaymentMethod | '';
  paidOn: string;
  reference: string;
}

export function blankPayment(nextDue: { id: string; remainingCents: number } | null | undefined, today = torontoDay()): PaymentFormValues {
  return {
    invoiceId: nextDue?.id ?? '',
    amount: nextDue && nextDue.remainingCents > 0 ? centsAsDollars(nextDue.remainingCents) : '',
    method: 'e-transfer',
    paidOn: today,
    reference: '',
  };
}

/** Cents as dollars to type over: '12,430.50' reads as it is written on an invoice and parses back exactly. */
export function centsAsDollars(cents: number): string {
  const whole = formatNumber(Math.trunc(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

export function paymentProblems(values: PaymentFormValues, now = new Date()): AgreementProblem[] {
  return paymentRecordProblems({ amountCents: dollarsToCents(values.amount), method: values.method, paidOn: values.paidOn, reference: values.reference.trim() || null }, now);
}

export function paymentInputOf(values: PaymentFormValues): RecordPaymentInput {
  return {
    invoiceId: values.invoiceId || null,
    amountCents: dollarsToCents(values.amount),
    method: paymentMethodToApi(values.method as RulesPaymentMethod),
    paidOn: values.paidOn,
    reference: values.reference.trim() || null,
  };
}

// ---- A notice of non-payment ----

export interface NoticeFormValues {
  amount: string;
  reasons: string;
}

/** The notice's problems (the rules'), leaving the 14 days to the API, which knows when the invoice was given. */
export function noticeProblems(values: NoticeFormValues, invoice: { issuedOn: string; payableNowCents: number }, now = new Date()): AgreementProblem[] {
  return nonPaymentNoticeProblems({ amountCents: dollarsToCents(values.amount), reasons: values.reasons }, invoice, now).filter((problem) => problem.field !== 'notice');
}

export function noticeInputOf(values: NoticeFormValues): NonPaymentNoticeInput {
  return { amountCents: dollarsToCents(values.amount), reasons: values.reasons.trim() };
}
