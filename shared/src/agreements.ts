/**
 * The written home-renovation agreement: its contents, its money and its dates, as pure functions shared by
 * the API (which refuses what these refuse), the web app (which shows the same problems as the contractor
 * types) and the PDF. Every amount is an integer number of cents; every calendar day is YYYY-MM-DD on
 * Toronto's calendar. docs/agreements.md lists the required contents and the field that fills each. This file
 * holds the terms, the limits, the messages and the cooling-off dates; agreement-amounts.ts the money and
 * agreement-checks.ts what must be filled in.
 *
 * None of this is legal advice: it follows the plain reading of Ontario's Consumer Protection Act, 2002,
 * its regulation (O. Reg. 17/05) and the Construction Act as Consumer Protection Ontario explains them.
 */
import { formatCents, formatNumber, torontoDay } from './format';

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
