/**
 * Whether a written agreement, or a change order, holds everything it must (agreements.ts has the items, limits and
 * messages): the problems that stop it from being sent, and the warnings both sides read before signing.
 */
import { agreementTotals, depositNeedsConfirmation, paymentAmounts } from './agreement-amounts';
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES, type AgreementProblem, type AgreementTerms, PERMIT_HOLDERS, type PriceLine } from './agreements';
import { isPhoneNumber } from './phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 123456789 RT0001, spaces optional. */
const HST_NUMBER = /^\d{9}\s?RT\s?\d{4}$/i;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isQuantity(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= AGREEMENT_LIMITS.maxQuantity && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

function isCents(value: unknown, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

function checkText(problems: AgreementProblem[], field: string, value: string | null | undefined, max: number, message?: string) {
  if (message && blank(value)) problems.push({ field, message });
  else if (value && value.length > max) problems.push({ field, message: AGREEMENT_MESSAGES.tooLong(max) });
}

/**
 * Every required item of the written agreement that is missing or invalid, in reading order. An agreement
 * with problems cannot be sent. An empty list means the agreement holds what Ontario's rules ask for.
 */
export function agreementProblems(terms: AgreementTerms): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  const { homeowner, contractor, work } = terms;
  const L = AGREEMENT_LIMITS;
  checkText(problems, 'homeowner.name', homeowner?.name, L.name, AGREEMENT_MESSAGES.homeownerName);
  checkText(problems, 'homeowner.workAddress', homeowner?.workAddress, L.address, AGREEMENT_MESSAGES.workAddress);
  checkText(problems, 'contractor.legalName', contractor?.legalName, L.name, AGREEMENT_MESSAGES.legalName);
  checkText(problems, 'contractor.operatingName', contractor?.operatingName, L.name);
  checkText(problems, 'contractor.businessAddress', contractor?.businessAddress, L.address, AGREEMENT_MESSAGES.businessAddress);
  if (blank(contractor?.phone) || !isPhoneNumber(contractor.phone)) problems.push({ field: 'contractor.phone', message: AGREEMENT_MESSAGES.phone });
  if (blank(contractor?.email) || !EMAIL.test(contractor.email.trim())) problems.push({ field: 'contractor.email', message: AGREEMENT_MESSAGES.email });
  checkText(problems, 'contractor.representative', contractor?.representative, L.name, AGREEMENT_MESSAGES.representative);
  if (!blank(contractor?.hstNumber) && !HST_NUMBER.test(contractor.hstNumber!.trim())) problems.push({ field: 'contractor.hstNumber', message: AGREEMENT_MESSAGES.hstNumber });
  if (blank(work?.description) || work.description.trim().length < L.minWorkDescription) problems.push({ field: 'work.description', message: AGREEMENT_MESSAGES.workDescription });
  else checkText(problems, 'work.description', work.description, L.description);
  checkText(problems, 'work.materials', work?.materials, L.description, AGREEMENT_MESSAGES.materials);
  checkText(problems, 'work.subcontractors', work?.subcontractors, L.text);

  const lines = terms.lines ?? [];
  if (lines.length === 0) problems.push({ field: 'lines', message: AGREEMENT_MESSAGES.noLines });
  if (lines.length > L.lines) problems.push({ field: 'lines', message: AGREEMENT_MESSAGES.tooMany('price lines', L.lines) });
  lines.forEach((line, index) => {
    checkText(problems, `lines.${index}.description`, line.description, L.lineDescription, AGREEMENT_MESSAGES.lineDescription);
    if (!isQuantity(line.quantity)) problems.push({ field: `lines.${index}.quantity`, message: AGREEMENT_MESSAGES.quantity });
    if (!isCents(line.unitPriceCents, L.maxUnitPriceCents)) problems.push({ field: `lines.${index}.unitPriceCents`, message: AGREEMENT_MESSAGES.unitPrice });
  });
  if (blank(contractor?.hstNumber) && lines.some((line) => line.taxable)) problems.push({ field: 'contractor.hstNumber', message: AGREEMENT_MESSAGES.hstNotRegistered });
  const linesValid = lines.length > 0 && lines.every((line) => isQuantity(line.quantity) && isCents(line.unitPriceCents, L.maxUnitPriceCents));
  const totals = linesValid ? agreementTotals(lines) : undefined;
  if (totals && totals.totalCents <= 0) problems.push({ field: 'lines', message: AGREEMENT_MESSAGES.zeroTotal });

  const payments = terms.payments ?? [];
  if (payments.length === 0) problems.push({ field: 'payments', message: AGREEMENT_MESSAGES.noPayments });
  if (payments.length > L.payments) problems.push({ field: 'payments', message: AGREEMENT_MESSAGES.tooMany('payments', L.payments) });
  let paymentsValid = payments.length > 0;
  payments.forEach((payment, index) => {
    checkText(problems, `payments.${index}.description`, payment.description, L.lineDescription, AGREEMENT_MESSAGES.paymentDescription);
    checkText(problems, `payments.${index}.dueOn`, payment.dueOn, L.lineDescription, AGREEMENT_MESSAGES.paymentDueOn);
    const hasAmount = payment.amountCents != null;
    const hasShare = payment.basisPoints != null;
    const valid = hasAmount !== hasShare && (hasAmount ? isCents(payment.amountCents) : isCents(payment.basisPoints, 10_000) && payment.basisPoints! > 0);
    if (!valid) {
      paymentsValid = false;
      problems.push({ field: `payments.${index}.amount`, message: AGREEMENT_MESSAGES.paymentAmount });
    }
  });
  if (totals && paymentsValid) {
    const scheduled = paymentAmounts(payments, totals.totalCents).reduce((sum, cents) => sum + cents, 0);
    if (scheduled !== totals.totalCents) problems.push({ field: 'payments', message: AGREEMENT_MESSAGES.scheduleTotal });
  }

  if (!isCalendarDay(terms.startDate)) problems.push({ field: 'startDate', message: AGREEMENT_MESSAGES.startDate });
  if (!isCalendarDay(terms.completionDate)) problems.push({ field: 'completionDate', message: AGREEMENT_MESSAGES.completionDate });
  else if (isCalendarDay(terms.startDate) && terms.completionDate < terms.startDate) problems.push({ field: 'completionDate', message: AGREEMENT_MESSAGES.completionBeforeStart });

  const permits = terms.permits ?? [];
  if (permits.length > L.permits) problems.push({ field: 'permits', message: AGREEMENT_MESSAGES.tooMany('permits', L.permits) });
  permits.forEach((permit, index) => {
    if (blank(permit.permit) || !PERMIT_HOLDERS.includes(permit.obtainedBy)) problems.push({ field: `permits.${index}`, message: AGREEMENT_MESSAGES.permit });
    else checkText(problems, `permits.${index}`, permit.permit, L.lineDescription);
  });
  checkText(problems, 'warranty', terms.warranty, L.text, AGREEMENT_MESSAGES.warranty);
  checkText(problems, 'conditions', terms.conditions, L.text);
  return problems;
}

/** What both sides should know before signing, which does not stop the agreement from being sent. */
export function agreementWarnings(terms: AgreementTerms): AgreementProblem[] {
  const warnings: AgreementProblem[] = [];
  if (agreementProblems(terms).some((problem) => problem.field.startsWith('lines') || problem.field.startsWith('payments'))) return warnings;
  const { totalCents } = agreementTotals(terms.lines);
  if (depositNeedsConfirmation(terms.payments, totalCents)) warnings.push({ field: 'payments', message: AGREEMENT_MESSAGES.largeDeposit });
  const bid = terms.acceptedBid;
  if (bid && (totalCents < bid.minCents || (bid.maxCents !== null && totalCents > bid.maxCents))) warnings.push({ field: 'lines', message: AGREEMENT_MESSAGES.outsideBid });
  if (terms.insurance?.status !== 'verified') warnings.push({ field: 'insurance', message: AGREEMENT_MESSAGES.noInsurance });
  if (terms.wsib?.status !== 'verified') warnings.push({ field: 'wsib', message: AGREEMENT_MESSAGES.noWsib });
  return warnings;
}

/** A change order's price lines: added lines are positive, removed ones carry a negative quantity. */
export interface ChangeOrderTerms {
  description: string;
  lines: PriceLine[];
  scheduleChange?: string | null;
  startDate?: string | null;
  completionDate?: string | null;
}

const CHANGE_LIMITS = { lines: 30 };

/** A change order's problems: like the agreement's lines, except that a removed line has a negative quantity. */
export function changeOrderProblems(change: ChangeOrderTerms): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  checkText(problems, 'description', change.description, AGREEMENT_LIMITS.text, AGREEMENT_MESSAGES.workDescription.replace(` in at least ${AGREEMENT_LIMITS.minWorkDescription} characters`, ''));
  const lines = change.lines ?? [];
  if (lines.length > CHANGE_LIMITS.lines) problems.push({ field: 'lines', message: AGREEMENT_MESSAGES.tooMany('price lines', CHANGE_LIMITS.lines) });
  lines.forEach((line, index) => {
    checkText(problems, `lines.${index}.description`, line.description, AGREEMENT_LIMITS.lineDescription, AGREEMENT_MESSAGES.lineDescription);
    if (!isQuantity(Math.abs(line.quantity))) problems.push({ field: `lines.${index}.quantity`, message: AGREEMENT_MESSAGES.quantity });
    if (!isCents(line.unitPriceCents, AGREEMENT_LIMITS.maxUnitPriceCents)) problems.push({ field: `lines.${index}.unitPriceCents`, message: AGREEMENT_MESSAGES.unitPrice });
  });
  if (change.startDate && !isCalendarDay(change.startDate)) problems.push({ field: 'startDate', message: AGREEMENT_MESSAGES.startDate });
  if (change.completionDate && !isCalendarDay(change.completionDate)) problems.push({ field: 'completionDate', message: AGREEMENT_MESSAGES.completionDate });
  if (change.startDate && change.completionDate && isCalendarDay(change.startDate) && isCalendarDay(change.completionDate) && change.completionDate < change.startDate) {
    problems.push({ field: 'completionDate', message: AGREEMENT_MESSAGES.completionBeforeStart });
  }
  checkText(problems, 'scheduleChange', change.scheduleChange, AGREEMENT_LIMITS.text);
  return problems;
}
