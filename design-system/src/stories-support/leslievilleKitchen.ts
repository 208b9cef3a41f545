/**
 * Story-only money for one job: a kitchen renovation in Leslieville, $48,500.00 before tax
 * ($54,805.00 with 13 % HST), invoiced in three stages and then the holdback's release. Every amount
 * comes from the rules (`invoiceAmounts`, `holdbackReleaseAmounts`, `ledger`), as the API computes it,
 * so the stories show figures that add up to the cent.
 */
import { holdbackReleaseAmounts, invoiceAmounts, ledger, type InvoiceAmounts, type InvoiceKind, type LedgerInvoice, type LedgerPayment } from '@marketplace/shared';

export interface KitchenInvoice {
  number: string;
  kind: InvoiceKind;
  description: string;
  issuedOn: string;
  period?: { from: string; to: string };
  amounts: InvoiceAmounts;
}

/** The agreement's total with HST: $48,500.00 + $6,305.00. */
export const KITCHEN_AGREEMENT_TOTAL_CENTS = 5_480_500;

const work = [
  {
    number: 'INV-0001',
    description: 'Demolition, plumbing and electrical rough-in; rough-ins passed the City of Toronto inspection',
    issuedOn: '2027-03-01',
    period: { from: '2027-02-15', to: '2027-02-28' },
    amountCents: 1_450_000,
  },
  {
    number: 'INV-0002',
    description: 'Cabinets installed and counters templated',
    issuedOn: '2027-04-01',
    period: { from: '2027-03-01', to: '2027-03-31' },
    amountCents: 1_940_000,
  },
  {
    number: 'INV-0003',
    description: 'Quartz counters, tile backsplash, sink and range connected; final walk-through done',
    issuedOn: '2027-05-03',
    period: { from: '2027-04-01', to: '2027-04-30' },
    amountCents: 1_460_000,
  },
] as const;

/** The three work invoices, each rounded on the running totals as the API does. */
export const kitchenWorkInvoices: KitchenInvoice[] = work.reduce<KitchenInvoice[]>((issued, { amountCents, ...invoice }) => {
  const invoicedBefore = ledger({ agreementTotalCents: KITCHEN_AGREEMENT_TOTAL_CENTS, signedChangeCents: 0, invoices: issued.map(asLedgerInvoice), payments: [] }).invoicedBefore;
  const amounts = invoiceAmounts({ hstRegistered: true, amountCents, taxable: true, invoicedBefore });
  return [...issued, { ...invoice, kind: 'work', amounts }];
}, []);

/** Substantial performance was confirmed on May 18, 2027: the holdback falls due 60 days later. */
export const KITCHEN_HOLDBACK_RELEASE_ON = '2027-07-17';

/** The release of the holdback ($4,850.00) and its HST ($630.50), invoiced the day it falls due. */
export const kitchenHoldbackRelease: KitchenInvoice = {
  number: 'INV-0004',
  kind: 'holdback-release',
  description: 'Release of the holdback kept back from INV-0001 to INV-0003',
  issuedOn: KITCHEN_HOLDBACK_RELEASE_ON,
  amounts: holdbackReleaseAmounts(
    ledger({ agreementTotalCents: KITCHEN_AGREEMENT_TOTAL_CENTS, signedChangeCents: 0, invoices: kitchenWorkInvoices.map(asLedgerInvoice), payments: [] }).holdbackToRelease,
  ),
};

function asLedgerInvoice(invoice: KitchenInvoice): LedgerInvoice {
  return { ...invoice.amounts, kind: invoice.kind };
}

/** Each invoice's payable-now amount, paid in full by Interac e-Transfer. */
const paymentFor = (invoice: KitchenInvoice, confirmed: boolean): LedgerPayment => ({ amountCents: invoice.amounts.payableNowCents, confirmed });

/** The ledger of the kitchen with the given invoices and payments, and optionally signed change orders. */
export function kitchenLedger(invoices: readonly KitchenInvoice[], payments: readonly LedgerPayment[], signedChangeCents = 0) {
  return ledger({ agreementTotalCents: KITCHEN_AGREEMENT_TOTAL_CENTS, signedChangeCents, invoices: invoices.map(asLedgerInvoice), payments });
}

const [first, second, third] = kitchenWorkInvoices;

/** Mid-job: INV-0001 paid and confirmed; INV-0002's e-Transfer recorded by the homeowner, not yet confirmed. */
export const kitchenMidJob = kitchenLedger([first, second], [paymentFor(first, true), paymentFor(second, false)]);

/** The work done and paid; substantial performance confirmed; the holdback still kept back. */
export const kitchenHoldbackKept = kitchenLedger(kitchenWorkInvoices, [paymentFor(first, true), paymentFor(second, true), paymentFor(third, true)]);

/** After the holdback's release is paid and confirmed: nothing outstanding, nothing kept back. */
export const kitchenAfterRelease = kitchenLedger(
  [...kitchenWorkInvoices, kitchenHoldbackRelease],
  [paymentFor(first, true), paymentFor(second, true), paymentFor(third, true), paymentFor(kitchenHoldbackRelease, true)],
);

/** A signed change order took work away: the homeowner buys her own range hood ($450.00 + HST). */
export const kitchenRangeHoodRemoved = kitchenLedger([first], [paymentFor(first, true)], -50_850);

/** A signed change order added three pot lights over the island ($1,200.00 + HST). */
export const kitchenPotLightsAdded = kitchenLedger([first], [paymentFor(first, true)], 135_600);

/** The homeowner paid INV-0001's whole total, holdback included, and the contractor confirmed it. */
export const kitchenOverpaid = kitchenLedger([first], [{ amountCents: first.amounts.totalCents, confirmed: true }]);
