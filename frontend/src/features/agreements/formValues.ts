import {
  AGREEMENT_MESSAGES,
  type AgreementProblem,
  type AgreementTerms,
  type ChangeOrderTerms,
  type PaymentStep,
  type PermitHolder,
  type PriceKind,
  type PriceLine,
} from '@marketplace/shared';
import { getIn, setIn } from 'formik';
import type { AgreementTermsInput, ChangeOrderInput, PriceLineInput } from '../../gql/graphql';
import { partyToApi, priceKindToApi } from '../../app/agreements/apiValues';

/**
 * The agreement form's values and their two readings: as the rules' AgreementTerms (so the page lists
 * agreementProblems as the contractor types, with the API's own messages), and as the API's input.
 * Money and quantities are typed as text (dollars, a percentage): they become cents and basis points
 * here, and text that is not a number becomes NaN, which the rules report as the field's problem.
 */

export interface LineValues {
  description: string;
  /** As typed: '1', '2.5'. */
  quantity: string;
  /** Dollars as typed: '1200', '$1,200.50'. */
  unitPrice: string;
  kind: PriceKind;
  taxable: boolean;
}

export interface PaymentValues {
  description: string;
  /** A share of the total (percent) or an amount in dollars. */
  amountType: 'percent' | 'amount';
  amount: string;
  dueOn: string;
  deposit: boolean;
}

export interface PermitValues {
  permit: string;
  obtainedBy: PermitHolder;
}

export interface AgreementFormValues {
  homeowner: { name: string; workAddress: string };
  contractor: { legalName: string; operatingName: string; businessAddress: string; phone: string; email: string; representative: string; hstNumber: string };
  work: { description: string; materials: string; subcontractors: string };
  lines: LineValues[];
  payments: PaymentValues[];
  startDate: string;
  completionDate: string;
  permits: PermitValues[];
  warranty: string;
  conditions: string;
}

const MONEY = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
const DECIMAL = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** Dollars as typed ('$1,200.50', '1200', '0.5') in whole cents; NaN for anything else (negative included). */
export function dollarsToCents(text: string): number {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed)) return Number.NaN;
  const [whole, fraction = ''] = trimmed.replace(/[$,\s]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A number with at most two decimals as typed ('2.5', '1,000'); NaN for anything else. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(/,/g, '')) : Number.NaN;
}

/** A percentage as typed ('10', '12.5') in basis points (1000 = 10 %); NaN for anything else. */
export function percentToBasisPoints(text: string): number {
  const value = parseDecimal(text.replace(/%\s*$/, ''));
  return Number.isNaN(value) || value < 0 ? Number.NaN : Math.round(value * 100);
}

/** Cents as the form shows them for editing: '1200' or '1200.50' (no thousands separators to trip over). */
export function centsToDollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

const basisPointsToPercent = (points: number) => String(points / 100);

export const blankLine = (): LineValues => ({ description: '', quantity: '1', unitPrice: '', kind: 'fixed', taxable: true });
export const blankPayment = (): PaymentValues => ({ description: '', amountType: 'percent', amount: '', dueOn: '', deposit: false });
export const blankPermit = (): PermitValues => ({ permit: '', obtainedBy: 'contractor' });

/** The form's starting values from the agreement's terms (as the rules hold them). */
export function formValuesOf(terms: AgreementTerms): AgreementFormValues {
  const { homeowner, contractor, work } = terms;
  return {
    homeowner: { name: homeowner.name, workAddress: homeowner.workAddress },
    contractor: {
      legalName: contractor.legalName,
      operatingName: contractor.operatingName ?? '',
      businessAddress: contractor.businessAddress,
      phone: contractor.phone,
      email: contractor.email,
      representative: contractor.representative,
      hstNumber: contractor.hstNumber ?? '',
    },
    work: { description: work.description, materials: work.materials, subcontractors: work.subcontractors ?? '' },
    lines: terms.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), unitPrice: centsToDollars(line.unitPriceCents), kind: line.kind, taxable: line.taxable })),
    payments: terms.payments.map((step) => ({
      description: step.description,
      amountType: step.amountCents == null ? 'percent' : 'amount',
      amount: step.amountCents == null ? (step.basisPoints == null ? '' : basisPointsToPercent(step.basisPoints)) : centsToDollars(step.amountCents),
      dueOn: step.dueOn,
      deposit: Boolean(step.deposit),
    })),
    startDate: terms.startDate,
    completionDate: terms.completionDate,
    permits: terms.permits.map((permit) => ({ permit: permit.permit, obtainedBy: permit.obtainedBy })),
    warranty: terms.warranty,
    conditions: terms.conditions ?? '',
  };
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

function lineOf(values: LineValues): PriceLine {
  return { description: values.description.trim(), quantity: parseDecimal(values.quantity), unitPriceCents: dollarsToCents(values.unitPrice), kind: values.kind, taxable: values.taxable };
}

function paymentOf(values: PaymentValues): PaymentStep {
  const percent = values.amountType === 'percent';
  return {
    description: values.description.trim(),
    amountCents: percent ? null : dollarsToCents(values.amount),
    basisPoints: percent ? percentToBasisPoints(values.amount) : null,
    dueOn: values.dueOn.trim(),
    deposit: values.deposit,
  };
}

/** The form as the rules read an agreement; the credentials and the accepted bid are the server's (`kept`). */
export function termsOf(values: AgreementFormValues, kept: Pick<AgreementTerms, 'insurance' | 'wsib' | 'acceptedBid'>): AgreementTerms {
  return {
    homeowner: { name: values.homeowner.name.trim(), workAddress: values.homeowner.workAddress.trim() },
    contractor: {
      legalName: values.contractor.legalName.trim(),
      operatingName: optional(values.contractor.operatingName),
      businessAddress: values.contractor.businessAddress.trim(),
      phone: values.contractor.phone.trim(),
      email: values.contractor.email.trim(),
      representative: values.contractor.representative.trim(),
      hstNumber: optional(values.contractor.hstNumber),
    },
    work: { description: values.work.description.trim(), materials: values.work.materials.trim(), subcontractors: optional(values.work.subcontractors) },
    lines: values.lines.map(lineOf),
    payments: values.payments.map(paymentOf),
    startDate: values.startDate,
    completionDate: values.completionDate,
    permits: values.permits.map((permit) => ({ permit: permit.permit.trim(), obtainedBy: permit.obtainedBy })),
    warranty: values.warranty.trim(),
    conditions: optional(values.conditions),
    ...kept,
  };
}

/**
 * The numbers the API cannot take at all (text that is no number): a draft is saved only without them.
 * Everything else, complete or not, is saved as a draft; agreementProblems says what sending needs.
 */
export function unreadableNumbers(values: AgreementFormValues): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  values.lines.forEach((line, index) => {
    if (Number.isNaN(parseDecimal(line.quantity))) problems.push({ field: `lines.${index}.quantity`, message: AGREEMENT_MESSAGES.quantity });
    if (Number.isNaN(dollarsToCents(line.unitPrice))) problems.push({ field: `lines.${index}.unitPriceCents`, message: AGREEMENT_MESSAGES.unitPrice });
  });
  values.payments.forEach((payment, index) => {
    const amount = payment.amountType === 'percent' ? percentToBasisPoints(payment.amount) : dollarsToCents(payment.amount);
    if (payment.amount.trim() !== '' && Number.isNaN(amount)) problems.push({ field: `payments.${index}.amount`, message: AGREEMENT_MESSAGES.paymentAmount });
  });
  return problems;
}

/** The API's input for the draft (call only when unreadableNumbers is empty). */
export function termsInputOf(values: AgreementFormValues): AgreementTermsInput {
  const terms = termsOf(values, { insurance: { status: 'none' }, wsib: { status: 'none' }, acceptedBid: null });
  return {
    homeowner: terms.homeowner,
    contractor: terms.contractor,
    work: terms.work,
    lines: terms.lines.map(lineInputOf),
    payments: terms.payments.map((step) => ({
      description: step.description,
      // A payment whose amount is still empty is saved without one: the rules report it.
      amountCents: numberOrNull(step.amountCents),
      basisPoints: numberOrNull(step.basisPoints),
      dueOn: step.dueOn,
      deposit: Boolean(step.deposit),
    })),
    startDate: terms.startDate,
    completionDate: terms.completionDate,
    permits: terms.permits.map((permit) => ({ permit: permit.permit, obtainedBy: partyToApi(permit.obtainedBy) })),
    warranty: terms.warranty,
    conditions: terms.conditions,
  };
}

const numberOrNull = (value: number | null | undefined) => (value == null || Number.isNaN(value) ? null : value);

function lineInputOf(line: PriceLine): PriceLineInput {
  return { description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents, kind: priceKindToApi(line.kind), taxable: line.taxable };
}

/** Where a problem's field path (the rules') shows in the form: the form names fields after the same paths. */
export function formFieldOf(field: string): string | undefined {
  if (/^(lines|payments|permits)$/.test(field) || field === 'insurance' || field === 'wsib') return undefined;
  if (/^permits\.\d+$/.test(field)) return `${field}.permit`;
  return field.replace(/\.unitPriceCents$/, '.unitPrice');
}

/** The problems as Formik errors, each under its field (the first one per field; list-wide ones stay in the list of problems). */
export function errorsOf(problems: readonly AgreementProblem[]): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const problem of problems) {
    const name = formFieldOf(problem.field);
    if (name && getIn(errors, name) === undefined) errors = setIn(errors, name, problem.message) as Record<string, unknown>;
  }
  return errors;
}

/** The problems' fields as Formik's touched, so their messages show at once. */
export function touchedOf(problems: readonly AgreementProblem[]): Record<string, unknown> {
  let touched: Record<string, unknown> = {};
  for (const problem of problems) {
    const name = formFieldOf(problem.field);
    if (name) touched = setIn(touched, name, true) as Record<string, unknown>;
  }
  return touched;
}

/** Where a problem is, for the list of problems: 'Price line 2', 'Payment 1', 'Permit 3', or nothing. */
export function problemPlace(field: string): string | undefined {
  const match = /^(lines|payments|permits)\.(\d+)/.exec(field);
  if (!match) return undefined;
  const what = { lines: 'Price line', payments: 'Payment', permits: 'Permit' }[match[1] as 'lines' | 'payments' | 'permits'];
  return `${what} ${Number(match[2]) + 1}`;
}

// ---- Change orders ----

export interface ChangeLineValues extends LineValues {
  /** Work added, or work taken out of the agreement (sent as a negative quantity). */
  change: 'add' | 'remove';
}

export interface ChangeOrderFormValues {
  description: string;
  lines: ChangeLineValues[];
  scheduleChange: string;
  startDate: string;
  completionDate: string;
}

export const blankChangeLine = (): ChangeLineValues => ({ ...blankLine(), change: 'add' });
export const blankChangeOrder = (): ChangeOrderFormValues => ({ description: '', lines: [blankChangeLine()], scheduleChange: '', startDate: '', completionDate: '' });

/** A change order as the rules read it: a removed line carries a negative quantity. */
export function changeTermsOf(values: ChangeOrderFormValues): ChangeOrderTerms {
  return {
    description: values.description.trim(),
    lines: values.lines.map((line) => {
      const read = lineOf(line);
      return { ...read, quantity: line.change === 'remove' ? -read.quantity : read.quantity };
    }),
    scheduleChange: optional(values.scheduleChange),
    startDate: optional(values.startDate),
    completionDate: optional(values.completionDate),
  };
}

export function changeInputOf(values: ChangeOrderFormValues): ChangeOrderInput {
  const terms = changeTermsOf(values);
  return { description: terms.description, lines: terms.lines.map(lineInputOf), scheduleChange: terms.scheduleChange, startDate: terms.startDate, completionDate: terms.completionDate };
}
