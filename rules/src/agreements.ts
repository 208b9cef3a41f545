/**
 * The written home-renovation agreement: its contents, its money and its dates, as pure functions shared by
 * the API (which refuses what these refuse), the web app (which shows the same problems as the contractor
 * types) and the PDF. Every amount is an integer number of cents; every calendar day is YYYY-MM-DD on
 * Toronto's calendar. docs/agreements.md lists the required contents and the field that fills each.
 *
 * None of this is legal advice: it follows the plain reading of Ontario's Consumer Protection Act, 2002,
 * its regulation (O. Reg. 17/05) and the Construction Act as Consumer Protection Ontario explains them.
 */
import { formatCents, formatNumber, torontoDay } from './format';
import { isPhoneNumber } from './phone';

/** Harmonized sales tax in Ontario, in basis points (13 %). */
export const HST_BASIS_POINTS = 1300;
/** Consumer Protection Ontario advises against deposits above this share of the total. */
export const DEPOSIT_ADVISED_MAX_PERCENT = 10;
/** The Construction Act's holdback on each payment, in per cent. */
export const HOLDBACK_PERCENT = 10;
/** A supplier may not charge more than this share above an estimate without the consumer's consent. */
export const ESTIMATE_TOLERANCE_PERCENT = 10;
/** Days after receiving the copy during which the homeowner may cancel, for any reason. */
export const COOLING_OFF_DAYS = 10;
/** Days within which a cancelled agreement's money is refunded. */
export const REFUND_DAYS = 15;
/** Without a copy that holds every required item, the homeowner may cancel for up to a year. */
export const MISSING_COPY_CANCEL_DAYS = 365;

export const AGREEMENT_LIMITS = {
  lines: 60,
  payments: 20,
  permits: 12,
  description: 8000,
  lineDescription: 300,
  text: 4000,
  name: 200,
  address: 300,
  /** Quantities have at most two decimals and stay at or below this. */
  maxQuantity: 10_000,
  /** $10 million a unit: with the quantity cap, every product stays an exact integer in JavaScript. */
  maxUnitPriceCents: 1_000_000_000,
  minWorkDescription: 30,
  note: 2000,
} as const;

export const PRICE_KINDS = ['estimate', 'fixed'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const PRICE_KIND_LABELS: Readonly<Record<PriceKind, string>> = { estimate: 'Estimate', fixed: 'Fixed price' };

export const PERMIT_HOLDERS = ['homeowner', 'contractor'] as const;
export type PermitHolder = (typeof PERMIT_HOLDERS)[number];

// The agreement's and change orders' states and their labels are in agreement-status.ts: the design system's
// theme reads them on every page, and this module's rules and messages load only with the screens that use them.

export const AGREEMENT_PARTIES = ['homeowner', 'contractor'] as const;
export type AgreementParty = (typeof AGREEMENT_PARTIES)[number];

export interface PriceLine {
  description: string;
  /** Up to two decimals: 2.5 days of labour, 120 square feet. */
  quantity: number;
  unitPriceCents: number;
  kind: PriceKind;
  /** HST applies (everything a renovation sells is taxable; a permit fee passed through at cost is not). */
  taxable: boolean;
}

export interface PaymentStep {
  description: string;
  /** Exactly one of the two: an amount in cents, or a share of the total in basis points (1000 = 10 %). */
  amountCents?: number | null;
  basisPoints?: number | null;
  /** The event it falls due on: "On signing", "When the framing passes inspection". */
  dueOn: string;
  /** The first step may be the deposit. */
  deposit?: boolean;
}

export interface PermitDuty {
  permit: string;
  obtainedBy: PermitHolder;
}

export interface CredentialRecord {
  /** 'verified', 'submitted', 'expired', or 'none' when nothing is on file. */
  status: string;
  /** YYYY-MM-DD, when known. */
  expiresOn?: string | null;
  /** The insurer or the WSIB clearance number, when known. */
  detail?: string | null;
}

/** Everything the written agreement says. Stored as it is; the PDF and the page show it. */
export interface AgreementTerms {
  homeowner: { name: string; workAddress: string; email?: string | null; phone?: string | null };
  contractor: {
    legalName: string;
    operatingName?: string | null;
    businessAddress: string;
    phone: string;
    email: string;
    /** The person who dealt with the homeowner. */
    representative: string;
    /** Optional: a business under $30,000 of revenue need not register. */
    hstNumber?: string | null;
  };
  work: {
    description: string;
    materials: string;
    /** Who does which part, when subcontractors do some of it; empty when the contractor does it all. */
    subcontractors?: string | null;
  };
  lines: PriceLine[];
  payments: PaymentStep[];
  startDate: string;
  completionDate: string;
  permits: PermitDuty[];
  warranty: string;
  conditions?: string | null;
  insurance: CredentialRecord;
  wsib: CredentialRecord;
  /** The bid the homeowner accepted, in cents (max null: open-ended). */
  acceptedBid?: { minCents: number; maxCents: number | null; text: string } | null;
}

/** Texts the agreement and its screens say, in one place for the API, the page and the PDF. */
export const AGREEMENT_MESSAGES = {
  homeownerName: 'Enter the homeowner’s full name',
  workAddress: 'Enter the address where the work is done',
  legalName: 'Enter the contractor’s legal business name',
  businessAddress: 'Enter the contractor’s business address',
  phone: 'Enter a phone number with its area code, like 416-555-0142',
  email: 'Enter an e-mail address like name@example.ca',
  representative: 'Enter the name of the person who dealt with the homeowner',
  hstNotRegistered: 'A business not registered for HST cannot charge it: add the HST number, or mark every line as not taxable',
  hstNumber: 'An HST number has 9 digits, then RT and 4 digits, like 123456789 RT0001 (leave it empty if not registered)',
  workDescription: `Describe the work and how it is done in at least ${AGREEMENT_LIMITS.minWorkDescription} characters`,
  materials: 'List the materials, or say who supplies them',
  noLines: 'Add at least one price line',
  lineDescription: 'Describe this line',
  quantity: `The quantity must be more than 0 and at most ${formatNumber(AGREEMENT_LIMITS.maxQuantity)}, with at most two decimals`,
  unitPrice: 'The unit price must be $0 or more, in dollars and cents, up to $10,000,000',
  zeroTotal: 'The total must be more than $0',
  noPayments: 'Add the payment schedule: at least one payment',
  paymentDescription: 'Describe this payment',
  paymentAmount: 'Give each payment an amount in dollars or a percentage of the total, not both',
  paymentDueOn: 'Say when this payment falls due',
  scheduleTotal: 'The payments must add up to the total payable',
  startDate: 'Enter the start date',
  completionDate: 'Enter the completion date',
  completionBeforeStart: 'The completion date must be on or after the start date',
  permit: 'Name the permit, and who obtains it',
  warranty: 'State the warranty, or that there is none beyond what the law gives',
  tooMany: (what: string, max: number) => `At most ${max} ${what}`,
  tooLong: (max: number) => `Must be ${formatNumber(max)} characters or fewer`,
  largeDeposit: `The deposit is more than ${DEPOSIT_ADVISED_MAX_PERCENT} % of the total. Consumer Protection Ontario advises against paying a larger deposit; the homeowner must confirm it before signing.`,
  outsideBid: 'The total is outside the bid the homeowner accepted',
  noInsurance: 'No verified liability insurance is on file for this contractor',
  noWsib: 'No verified WSIB clearance is on file for this contractor',
  hasProblems: 'The agreement is missing required items: fix them before sending it',
  estimateRule: `Ontario’s Consumer Protection Act: the price may not rise more than ${ESTIMATE_TOLERANCE_PERCENT} % above the signed estimate without a change order both sides have signed`,
  signatureName: 'Type your full legal name as your signature',
  signatureNameMismatch: 'Type your full legal name exactly as it appears on the agreement',
  signatureConsent: 'Tick the box to agree to sign electronically',
  depositConfirmation: 'Confirm that you accept the deposit of more than 10 %',
  coolingOffOver: 'The 10-day cooling-off period is over: this agreement can no longer be cancelled here. An operator can record a cancellation both sides agree to.',
} as const;

/** What the law asks the agreement to say about cancelling, shown in a box in the agreement and its PDF. */
export const CANCELLATION_STATEMENT =
  'Your rights under the Consumer Protection Act, 2002 (Ontario): you may cancel this agreement at any time during the period that ends ten (10) days after the day you receive a written copy of the agreement. You do not need a reason to cancel. ' +
  'If you do not receive a copy of this agreement that contains all the required information, you may cancel it within one year. ' +
  'If you cancel this agreement, the contractor has fifteen (15) days to refund your money. ' +
  'To cancel, use "Cancel this agreement" on the agreement page, or give notice at the contractor’s address in this agreement by a method that lets you prove you gave it, such as registered mail or personal delivery.';

/** The note the agreement shows beside the permits: common Toronto work that needs a building permit. */
export const TORONTO_PERMIT_NOTE =
  'In Toronto, work that usually needs a building permit includes structural changes, new or larger openings in walls, decks more than 24 inches (60 cm) above grade, basement underpinning, and plumbing or heating changes. Check with Toronto Building before work starts.';

/** Said wherever the agreement is drafted or read. */
export const NOT_LEGAL_ADVICE =
  'GTA Home Pros provides this agreement as a template and checks it against the plain reading of Ontario’s rules. It is not legal advice; ask an Ontario lawyer if you are unsure.';

export interface AgreementProblem {
  /** The field, as a path into AgreementTerms: 'homeowner.name', 'lines.2.quantity'. */
  field: string;
  message: string;
}

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

/** Half away from zero, on integers: (numerator / denominator) rounded to the nearest cent. */
function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((magnitude * 2 + denominator) / (denominator * 2));
}

/** One line's amount: quantity x unit price, to the cent (quantity in hundredths keeps it integer). */
export function lineAmountCents(line: Pick<PriceLine, 'quantity' | 'unitPriceCents'>): number {
  const hundredths = Math.round(line.quantity * 100);
  return divideRounded(hundredths * line.unitPriceCents, 100);
}

export interface AgreementTotals {
  /** Sum of the lines before tax. */
  subtotalCents: number;
  /** Lines marked as estimates, and as fixed prices, before tax. */
  estimateCents: number;
  fixedCents: number;
  taxableCents: number;
  /** HST on the taxable lines, rounded once on their sum. */
  hstCents: number;
  /** What the homeowner pays: subtotal plus HST. */
  totalCents: number;
}

/** HST on an amount of taxable cents, rounded to the nearest cent once. */
export function hstOn(taxableCents: number): number {
  return divideRounded(taxableCents * HST_BASIS_POINTS, 10_000);
}

/** The agreement's totals. The total is exactly the sum of the lines plus the HST: nothing drifts. */
export function agreementTotals(lines: readonly PriceLine[]): AgreementTotals {
  let subtotalCents = 0;
  let estimateCents = 0;
  let fixedCents = 0;
  let taxableCents = 0;
  for (const line of lines) {
    const amount = lineAmountCents(line);
    subtotalCents += amount;
    if (line.kind === 'estimate') estimateCents += amount;
    else fixedCents += amount;
    if (line.taxable) taxableCents += amount;
  }
  const hstCents = hstOn(taxableCents);
  return { subtotalCents, estimateCents, fixedCents, taxableCents, hstCents, totalCents: subtotalCents + hstCents };
}

/**
 * Each payment's amount in cents. Fixed amounts stay as given; shares of the total are apportioned by the
 * largest remainder, so shares that add up to 100 % add up to the total to the cent.
 */
export function paymentAmounts(payments: readonly PaymentStep[], totalCents: number): number[] {
  const shares = payments.map((payment) => (payment.amountCents == null ? (payment.basisPoints ?? 0) : 0));
  const sharePoints = shares.reduce((sum, points) => sum + points, 0);
  const shareTotal = divideRounded(totalCents * sharePoints, 10_000);
  const exact = shares.map((points) => (sharePoints === 0 ? 0 : (totalCents * points) / 10_000));
  const amounts = exact.map(Math.floor);
  let left = shareTotal - amounts.reduce((sum, cents) => sum + cents, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => shares[index] > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; left > 0 && order.length > 0; i = (i + 1) % order.length, left--) amounts[order[i].index] += 1;
  return payments.map((payment, index) => (payment.amountCents == null ? amounts[index] : payment.amountCents));
}

/** The holdback kept back from a payment (the Construction Act's 10 %), to the cent. */
export function holdbackOf(amountCents: number): number {
  return divideRounded(amountCents * HOLDBACK_PERCENT, 100);
}

/** The deposit as a share of the total, in basis points (0 without a deposit). */
export function depositBasisPoints(payments: readonly PaymentStep[], totalCents: number): number {
  const index = payments.findIndex((payment) => payment.deposit);
  if (index < 0 || totalCents <= 0) return 0;
  const deposit = paymentAmounts(payments, totalCents)[index];
  return Math.round((deposit * 10_000) / totalCents);
}

/** Whether the deposit is over the advised 10 %: both sides are warned and the homeowner must confirm it. */
export function depositNeedsConfirmation(payments: readonly PaymentStep[], totalCents: number): boolean {
  return depositBasisPoints(payments, totalCents) > DEPOSIT_ADVISED_MAX_PERCENT * 100;
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

/** The agreement's totals after its signed change orders: the original lines plus every signed change's lines. */
export function currentTotals(lines: readonly PriceLine[], signedChanges: readonly { lines: readonly PriceLine[] }[]): AgreementTotals {
  return agreementTotals([...lines, ...signedChanges.flatMap((change) => change.lines)]);
}

/**
 * The 10 % estimate rule: the most that may be charged before tax without a new signed change order. The
 * fixed-price lines as agreed, the estimate lines plus 10 %, and what signed change orders added.
 */
export function maxChargeableCents(signed: Pick<AgreementTotals, 'fixedCents' | 'estimateCents'>, signedChangeCents = 0): number {
  return signed.fixedCents + signed.estimateCents + Math.floor((signed.estimateCents * ESTIMATE_TOLERANCE_PERCENT) / 100) + signedChangeCents;
}

/** The rule's refusal, or undefined when `chargedCents` (before tax) is within it. */
export function estimateRuleProblem(chargedCents: number, signed: Pick<AgreementTotals, 'fixedCents' | 'estimateCents'>, signedChangeCents = 0): AgreementProblem | undefined {
  return chargedCents > maxChargeableCents(signed, signedChangeCents) ? { field: 'amount', message: AGREEMENT_MESSAGES.estimateRule } : undefined;
}

/** A calendar day plus whole days (YYYY-MM-DD), across month and year ends. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayInToronto = (moment: Date) => torontoDay(moment);

/**
 * The last day the homeowner may cancel for any reason: ten days after the day they received the copy,
 * counted on Toronto's calendar. Without a delivered copy, a year after the agreement came into force.
 */
export function coolingOffEndsOn(copyDeliveredAt: Date | null, inForceAt: Date): string {
  return copyDeliveredAt ? addDays(dayInToronto(copyDeliveredAt), COOLING_OFF_DAYS) : addDays(dayInToronto(inForceAt), MISSING_COPY_CANCEL_DAYS);
}

/** Whether the homeowner may still cancel on their own at `now`. */
export function withinCoolingOff(now: Date, copyDeliveredAt: Date | null, inForceAt: Date): boolean {
  return dayInToronto(now) <= coolingOffEndsOn(copyDeliveredAt, inForceAt);
}

/** The day a refund is due after cancelling at `cancelledAt`. */
export function refundDueOn(cancelledAt: Date): string {
  return addDays(dayInToronto(cancelledAt), REFUND_DAYS);
}

export { formatCents };
