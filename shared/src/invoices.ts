/**
 * Invoices on the job's money (payments.ts has the Act's numbers and the messages): the amounts with HST and the
 * 10 % holdback, rounded on the agreement's running totals, the estimate rule, and the items of a proper invoice.
 */
import { type AgreementTotals, estimateRuleProblem, holdbackOf, hstOn, lineAmountCents, maxChargeableCents } from './agreement-amounts';
import type { AgreementProblem, PriceLine } from './agreements';
import { blank, isCalendarDay, isCents } from './payment-input';
import { MIN_INVOICE_CENTS, PAYMENT_LIMITS, PAYMENT_MESSAGES } from './payments';
import { isPhoneNumber } from './phone';

/** What the invoices issued before this one on the same agreement added up to, before tax (from `ledger`). */
export interface InvoicedBefore {
  subtotalCents: number;
  taxableCents: number;
}

export type InvoiceAmountInput = {
  /** Is the contractor registered for HST? Without a registration nothing is taxed. */
  hstRegistered: boolean;
  /** The work invoices already issued on this agreement (see `ledger`): rounding is done on the running totals. */
  invoicedBefore?: InvoicedBefore | null;
} & ({ lines: readonly Pick<PriceLine, 'quantity' | 'unitPriceCents' | 'taxable'>[] } | { amountCents: number; taxable: boolean });

export interface InvoiceAmounts {
  /** The price of the work and materials the invoice covers, before tax. */
  subtotalCents: number;
  /** The part of the subtotal HST is charged on (0 when the contractor is not registered). */
  taxableCents: number;
  /** The HST on the work the invoice covers. */
  hstCents: number;
  /** subtotal + HST: what the work invoiced costs. */
  totalCents: number;
  /** The Construction Act's holdback: 10 % of the price before tax. */
  holdbackCents: number;
  /** The HST on the holdback: kept back with it, and invoiced when the holdback is released. */
  holdbackHstCents: number;
  /** holdback + its HST: what the homeowner keeps back from this invoice. */
  keptBackCents: number;
  /** total − kept back: what the homeowner pays within 28 days. */
  payableNowCents: number;
}

/**
 * An invoice's amounts. The holdback is 10 % of the price before tax (the Act holds back "10 per cent of the
 * price of the services or materials"; HST is a tax on that price, not part of it). The HST on the holdback
 * is not payable until the holdback is (the Excise Tax Act makes tax on a holdback payable when the holdback
 * is paid or falls due), so it is kept back with the holdback and invoiced on its release; what is payable
 * now is the total less both.
 *
 * HST and holdback are rounded on the agreement's running totals, not invoice by invoice: this invoice's HST
 * is the HST on everything invoiced so far less the HST on what was invoiced before it, and the same for the
 * holdback. So invoices that together cover the agreement's lines add up to the agreement's total to the
 * cent, and the holdback kept is exactly 10 % of all the work invoiced. (An invoice of a cent or two could
 * then come out a cent below zero payable, hence MIN_INVOICE_CENTS.)
 */
export function invoiceAmounts(input: InvoiceAmountInput): InvoiceAmounts {
  let subtotalCents: number;
  let taxable: number;
  if ('lines' in input) {
    subtotalCents = 0;
    taxable = 0;
    for (const line of input.lines) {
      const amount = lineAmountCents(line);
      subtotalCents += amount;
      if (line.taxable) taxable += amount;
    }
  } else {
    subtotalCents = input.amountCents;
    taxable = input.taxable ? input.amountCents : 0;
  }
  const taxableCents = input.hstRegistered ? taxable : 0;
  const before = input.invoicedBefore ?? { subtotalCents: 0, taxableCents: 0 };
  const step = (f: (cents: number) => number, from: number, by: number) => f(from + by) - f(from);
  const hstCents = step(hstOn, before.taxableCents, taxableCents);
  const holdbackCents = step(holdbackOf, before.subtotalCents, subtotalCents);
  const holdbackHstCents = step((cents) => hstOn(holdbackOf(cents)), before.taxableCents, taxableCents);
  const totalCents = subtotalCents + hstCents;
  const keptBackCents = holdbackCents + holdbackHstCents;
  return { subtotalCents, taxableCents, hstCents, totalCents, holdbackCents, holdbackHstCents, keptBackCents, payableNowCents: totalCents - keptBackCents };
}

/**
 * The invoice that releases the holdback still kept back (from `ledger(...).holdbackToRelease`): the holdback
 * and its HST, payable in full; nothing is held back from a holdback.
 */
export function holdbackReleaseAmounts(toRelease: { subtotalCents: number; hstCents: number }): InvoiceAmounts {
  const totalCents = toRelease.subtotalCents + toRelease.hstCents;
  return {
    subtotalCents: toRelease.subtotalCents,
    taxableCents: 0,
    hstCents: toRelease.hstCents,
    totalCents,
    holdbackCents: 0,
    holdbackHstCents: 0,
    keptBackCents: 0,
    payableNowCents: totalCents,
  };
}

/** What the estimate rule is measured against: the signed agreement's totals and its signed change orders. */
export type AgreementLimits = Pick<AgreementTotals, 'fixedCents' | 'estimateCents'> & {
  /** What signed change orders added before tax (negative when they removed work). */
  signedChangeCents?: number;
};

/** How much more may still be invoiced before tax under the 10 % estimate rule (negative once over it). */
export function invoiceRoomCents(invoicedSoFarCents: number, limits: AgreementLimits): number {
  return maxChargeableCents(limits, limits.signedChangeCents ?? 0) - invoicedSoFarCents;
}

/**
 * The 10 % estimate rule for invoices: refused, with AGREEMENT_MESSAGES.estimateRule, when this invoice takes
 * the work invoiced (before tax) beyond the signed totals (estimate lines plus 10 %) plus signed change orders.
 * A holdback release is not a new charge and is not measured.
 */
export function invoiceRuleProblem(invoicedSoFarCents: number, thisInvoiceCents: number, limits: AgreementLimits): AgreementProblem | undefined {
  return estimateRuleProblem(invoicedSoFarCents + thisInvoiceCents, limits, limits.signedChangeCents ?? 0);
}

// ---------------------------------------------------------------------------------------------------------
// The proper invoice

/** What the contractor fills in to issue an invoice; the amounts come from `invoiceAmounts`. */
export interface ProperInvoiceDraft {
  contractor: { name: string; address: string; hstNumber?: string | null };
  /** The invoice date, YYYY-MM-DD. */
  issuedOn: string;
  /** The period the work or materials were supplied in. */
  periodStart: string;
  periodEnd: string;
  /** The authority it is given under: the agreement's number, or a signed change order's. */
  agreementReference: string;
  description: string;
  /** The amount before tax, in cents (from `invoiceAmounts(...).subtotalCents`). */
  subtotalCents: number;
  /** The HST charged (from `invoiceAmounts(...).hstCents`). */
  hstCents: number;
  /** Who payment is sent to. */
  paymentContact: { name: string; title?: string | null; phone: string; address: string };
}

/**
 * Every item of a proper invoice that is missing or invalid, in reading order. A proper invoice names the
 * contractor and their address; its date and the period it covers; the agreement or change order it is
 * given under; a description of the work or materials; the amount and how it is calculated (the invoice
 * shows `invoiceAmounts`: HST and the holdback are computed, never typed); and who payment is sent to.
 */
export function properInvoiceProblems(draft: ProperInvoiceDraft): AgreementProblem[] {
  const problems: AgreementProblem[] = [];
  const L = PAYMENT_LIMITS;
  const text = (field: string, value: string | null | undefined, max: number, message: string) => {
    if (blank(value)) problems.push({ field, message });
    else if (value!.length > max) problems.push({ field, message: PAYMENT_MESSAGES.tooLong(max) });
  };
  text('contractor.name', draft.contractor?.name, L.name, PAYMENT_MESSAGES.contractorName);
  text('contractor.address', draft.contractor?.address, L.address, PAYMENT_MESSAGES.contractorAddress);
  if (draft.hstCents > 0 && blank(draft.contractor?.hstNumber)) problems.push({ field: 'contractor.hstNumber', message: PAYMENT_MESSAGES.hstNumber });
  const issued = isCalendarDay(draft.issuedOn);
  if (!issued) problems.push({ field: 'issuedOn', message: PAYMENT_MESSAGES.issuedOn });
  if (!isCalendarDay(draft.periodStart) || !isCalendarDay(draft.periodEnd) || draft.periodEnd < draft.periodStart) {
    problems.push({ field: 'period', message: PAYMENT_MESSAGES.period });
  } else if (issued && draft.periodEnd > draft.issuedOn) {
    problems.push({ field: 'period', message: PAYMENT_MESSAGES.periodAfterIssue });
  }
  text('agreementReference', draft.agreementReference, L.agreementReference, PAYMENT_MESSAGES.agreementReference);
  text('description', draft.description, L.description, PAYMENT_MESSAGES.description);
  if (!isCents(draft.subtotalCents, MIN_INVOICE_CENTS)) problems.push({ field: 'amount', message: PAYMENT_MESSAGES.amount });
  text('paymentContact.name', draft.paymentContact?.name, L.name, PAYMENT_MESSAGES.paymentContactName);
  if (blank(draft.paymentContact?.phone) || !isPhoneNumber(draft.paymentContact.phone)) problems.push({ field: 'paymentContact.phone', message: PAYMENT_MESSAGES.paymentContactPhone });
  text('paymentContact.address', draft.paymentContact?.address, L.address, PAYMENT_MESSAGES.paymentContactAddress);
  return problems;
}
