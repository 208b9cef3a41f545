import type { InvoiceAmounts, InvoicedBefore } from './invoices';
import type { InvoiceKind } from './payments';

/** The ledger: where the job's money stands, from its invoices and payments (docs/payments.md lists its invariants). */

/** An invoice as the ledger counts it: its amounts and its kind. Withdrawn or void invoices are left out. */
export type LedgerInvoice = Pick<InvoiceAmounts, 'subtotalCents' | 'taxableCents' | 'hstCents' | 'totalCents' | 'holdbackCents' | 'holdbackHstCents' | 'keptBackCents' | 'payableNowCents'> & {
  kind: InvoiceKind;
};

/** A payment recorded by the homeowner; `confirmed` once the contractor confirms receipt. */
export interface LedgerPayment {
  amountCents: number;
  confirmed: boolean;
}

export interface LedgerInput {
  /** The signed agreement's total, HST included. */
  agreementTotalCents: number;
  /** What signed change orders added to it, HST included (negative when they removed work). */
  signedChangeCents: number;
  invoices: readonly LedgerInvoice[];
  payments: readonly LedgerPayment[];
}

export interface Ledger {
  agreedCents: number;
  changeOrdersCents: number;
  /** agreed + change orders. */
  contractTotalCents: number;
  /** The work invoices' totals, HST included (holdback releases are not new work). */
  invoicedCents: number;
  /** The work invoiced, before tax and taxable: the estimate rule's count, and the next invoice's `invoicedBefore`. */
  invoicedBefore: InvoicedBefore;
  /** All that invoices asked to be paid now: work invoices less what they kept back, plus holdback releases. */
  payableCents: number;
  /** Every payment the homeowner recorded. */
  paidCents: number;
  /** The payments the contractor confirmed. */
  confirmedCents: number;
  /** Recorded, not (yet) confirmed. */
  awaitingConfirmationCents: number;
  /** Kept back from work invoices: holdback and its HST. */
  holdbackKeptCents: number;
  /** Invoiced by holdback-release invoices. */
  holdbackReleasedCents: number;
  /** Kept back and not yet released: falls due on `holdbackReleaseOn`. */
  holdbackDueCents: number;
  /** holdbackDue, before tax and its HST: what the release invoice asks for (`holdbackReleaseAmounts`). */
  holdbackToRelease: { subtotalCents: number; hstCents: number };
  /** Payable and not yet confirmed as paid. */
  outstandingCents: number;
  /** Confirmed beyond what was payable. */
  overpaidCents: number;
}

/**
 * Where the job's money stands. Plain integer sums, so nothing drifts: docs/payments.md lists the invariants
 * and `payment-rules.test.ts` checks them on random jobs.
 */
export function ledger(input: LedgerInput): Ledger {
  let invoicedCents = 0;
  let invoicedSubtotal = 0;
  let invoicedTaxable = 0;
  let payableCents = 0;
  let holdbackKeptCents = 0;
  let holdbackReleasedCents = 0;
  let keptHoldback = 0;
  let keptHst = 0;
  let releasedSubtotal = 0;
  let releasedHst = 0;
  for (const invoice of input.invoices) {
    payableCents += invoice.payableNowCents;
    if (invoice.kind === 'holdback-release') {
      holdbackReleasedCents += invoice.totalCents;
      releasedSubtotal += invoice.subtotalCents;
      releasedHst += invoice.hstCents;
    } else {
      invoicedCents += invoice.totalCents;
      invoicedSubtotal += invoice.subtotalCents;
      invoicedTaxable += invoice.taxableCents;
      holdbackKeptCents += invoice.keptBackCents;
      keptHoldback += invoice.holdbackCents;
      keptHst += invoice.holdbackHstCents;
    }
  }
  let paidCents = 0;
  let confirmedCents = 0;
  for (const payment of input.payments) {
    paidCents += payment.amountCents;
    if (payment.confirmed) confirmedCents += payment.amountCents;
  }
  const balance = payableCents - confirmedCents;
  return {
    agreedCents: input.agreementTotalCents,
    changeOrdersCents: input.signedChangeCents,
    contractTotalCents: input.agreementTotalCents + input.signedChangeCents,
    invoicedCents,
    invoicedBefore: { subtotalCents: invoicedSubtotal, taxableCents: invoicedTaxable },
    payableCents,
    paidCents,
    confirmedCents,
    awaitingConfirmationCents: paidCents - confirmedCents,
    holdbackKeptCents,
    holdbackReleasedCents,
    holdbackDueCents: holdbackKeptCents - holdbackReleasedCents,
    holdbackToRelease: { subtotalCents: keptHoldback - releasedSubtotal, hstCents: keptHst - releasedHst },
    outstandingCents: Math.max(0, balance),
    overpaidCents: Math.max(0, -balance),
  };
}
