/**
 * The agreement's money (agreements.ts has its terms, limits and messages): each line's amount, the totals with HST
 * rounded once, the payment schedule apportioned to the cent, the holdback, the deposit, and the 10 % estimate rule.
 */
import { type AgreementProblem, AGREEMENT_MESSAGES, DEPOSIT_ADVISED_MAX_PERCENT, ESTIMATE_TOLERANCE_PERCENT, HOLDBACK_PERCENT, HST_BASIS_POINTS, type PaymentStep, type PriceLine } from './agreements';

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
