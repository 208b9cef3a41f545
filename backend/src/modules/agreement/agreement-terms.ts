import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  type AgreementTerms,
  type ChangeOrderTerms,
  type CredentialRecord,
  PERMIT_HOLDERS,
  PRICE_KINDS,
  type PaymentStep,
  type PriceLine,
  agreementProblems,
  changeOrderProblems,
} from '@marketplace/shared';
import { ValidationError } from '../../shared/errors';

/**
 * Reads agreement terms sent by a client into AgreementTerms: every field of the right type (or a field
 * error), text trimmed, unknown fields dropped. Completeness is agreementProblems' job, checked on sending;
 * a draft may be incomplete, but never over the limits (so nobody stores a novel in a draft).
 */

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

class Reader {
  readonly errors: Record<string, string> = {};

  text(value: unknown, field: string): string {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      this.errors[field] = 'Must be text';
      return '';
    }
    if (value.includes('\u0000')) this.errors[field] = 'Must not contain the null character (U+0000)';
    return value.trim();
  }

  optionalText(value: unknown, field: string): string | null {
    const text = this.text(value, field);
    return text === '' ? null : text;
  }

  number(value: unknown, field: string, message: string): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.errors[field] = message;
      return 0;
    }
    return value;
  }

  optionalInteger(value: unknown, field: string, message: string): number | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      this.errors[field] = message;
      return null;
    }
    return value;
  }

  list(value: unknown, field: string, max: number, what: string): unknown[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.errors[field] = 'Must be a list';
      return [];
    }
    if (value.length > max) this.errors[field] = AGREEMENT_MESSAGES.tooMany(what, max);
    return value.slice(0, max);
  }

  line(value: unknown, field: string, allowNegative = false): PriceLine {
    const raw = isObject(value) ? value : {};
    const kind = raw.kind;
    if (!(PRICE_KINDS as readonly unknown[]).includes(kind)) this.errors[`${field}.kind`] = 'Mark the line as an estimate or a fixed price';
    const quantity = this.number(raw.quantity, `${field}.quantity`, AGREEMENT_MESSAGES.quantity);
    if (!allowNegative && quantity < 0) this.errors[`${field}.quantity`] = AGREEMENT_MESSAGES.quantity;
    const unitPriceCents = this.number(raw.unitPriceCents, `${field}.unitPriceCents`, AGREEMENT_MESSAGES.unitPrice);
    if (!Number.isInteger(unitPriceCents) || unitPriceCents < 0 || unitPriceCents > AGREEMENT_LIMITS.maxUnitPriceCents) this.errors[`${field}.unitPriceCents`] = AGREEMENT_MESSAGES.unitPrice;
    return {
      description: this.text(raw.description, `${field}.description`),
      quantity,
      unitPriceCents,
      kind: kind === 'fixed' ? 'fixed' : 'estimate',
      taxable: raw.taxable !== false,
    };
  }

  payment(value: unknown, field: string): PaymentStep {
    const raw = isObject(value) ? value : {};
    return {
      description: this.text(raw.description, `${field}.description`),
      amountCents: this.optionalInteger(raw.amountCents, `${field}.amount`, AGREEMENT_MESSAGES.paymentAmount),
      basisPoints: this.optionalInteger(raw.basisPoints, `${field}.amount`, AGREEMENT_MESSAGES.paymentAmount),
      dueOn: this.text(raw.dueOn, `${field}.dueOn`),
      deposit: raw.deposit === true,
    };
  }

  credential(value: unknown, field: string): CredentialRecord {
    const raw = isObject(value) ? value : {};
    return { status: this.text(raw.status, `${field}.status`) || 'none', expiresOn: this.optionalText(raw.expiresOn, `${field}.expiresOn`), detail: this.optionalText(raw.detail, `${field}.detail`) };
  }
}

/** Only the limits refuse a draft; what is missing is listed by agreementProblems and stops sending. */
const OVER_LIMIT = /^(At most \d+|Must be [\d,]+ characters or fewer)/;

function throwIfAny(reader: Reader, problems: { field: string; message: string }[]): void {
  for (const problem of problems) if (OVER_LIMIT.test(problem.message) && !reader.errors[problem.field]) reader.errors[problem.field] = problem.message;
  if (Object.keys(reader.errors).length > 0) throw new ValidationError(reader.errors);
}

/**
 * The contractor's editable terms, over the server-kept ones: the credentials and the accepted bid are the
 * server's (read from verified credentials and the proposal), never the client's.
 */
export function readTerms(data: unknown, kept: Pick<AgreementTerms, 'insurance' | 'wsib' | 'acceptedBid'>): AgreementTerms {
  const reader = new Reader();
  const raw = isObject(data) ? data : {};
  if (!isObject(data)) reader.errors.terms = 'Send the agreement’s terms';
  const homeowner = isObject(raw.homeowner) ? raw.homeowner : {};
  const contractor = isObject(raw.contractor) ? raw.contractor : {};
  const work = isObject(raw.work) ? raw.work : {};
  const terms: AgreementTerms = {
    homeowner: { name: reader.text(homeowner.name, 'homeowner.name'), workAddress: reader.text(homeowner.workAddress, 'homeowner.workAddress') },
    contractor: {
      legalName: reader.text(contractor.legalName, 'contractor.legalName'),
      operatingName: reader.optionalText(contractor.operatingName, 'contractor.operatingName'),
      businessAddress: reader.text(contractor.businessAddress, 'contractor.businessAddress'),
      phone: reader.text(contractor.phone, 'contractor.phone'),
      email: reader.text(contractor.email, 'contractor.email'),
      representative: reader.text(contractor.representative, 'contractor.representative'),
      hstNumber: reader.optionalText(contractor.hstNumber, 'contractor.hstNumber'),
    },
    work: {
      description: reader.text(work.description, 'work.description'),
      materials: reader.text(work.materials, 'work.materials'),
      subcontractors: reader.optionalText(work.subcontractors, 'work.subcontractors'),
    },
    lines: reader.list(raw.lines, 'lines', AGREEMENT_LIMITS.lines, 'price lines').map((line, index) => reader.line(line, `lines.${index}`)),
    payments: reader.list(raw.payments, 'payments', AGREEMENT_LIMITS.payments, 'payments').map((payment, index) => reader.payment(payment, `payments.${index}`)),
    startDate: reader.text(raw.startDate, 'startDate'),
    completionDate: reader.text(raw.completionDate, 'completionDate'),
    permits: reader.list(raw.permits, 'permits', AGREEMENT_LIMITS.permits, 'permits').map((value, index) => {
      const permit = isObject(value) ? value : {};
      const obtainedBy = (PERMIT_HOLDERS as readonly unknown[]).includes(permit.obtainedBy) ? (permit.obtainedBy as 'homeowner' | 'contractor') : 'contractor';
      return { permit: reader.text(permit.permit, `permits.${index}`), obtainedBy };
    }),
    warranty: reader.text(raw.warranty, 'warranty'),
    conditions: reader.optionalText(raw.conditions, 'conditions'),
    insurance: kept.insurance,
    wsib: kept.wsib,
    acceptedBid: kept.acceptedBid ?? null,
  };
  // Only one payment may be the deposit: the first one marked.
  let depositSeen = false;
  for (const payment of terms.payments) {
    if (payment.deposit && depositSeen) payment.deposit = false;
    depositSeen ||= Boolean(payment.deposit);
  }
  throwIfAny(reader, agreementProblems(terms));
  return terms;
}

/** A change order as sent by either party: removed lines carry a negative quantity. */
export function readChangeOrder(data: unknown): ChangeOrderTerms {
  const reader = new Reader();
  const raw = isObject(data) ? data : {};
  const change: ChangeOrderTerms = {
    description: reader.text(raw.description, 'description'),
    lines: reader.list(raw.lines, 'lines', 30, 'price lines').map((line, index) => reader.line(line, `lines.${index}`, true)),
    scheduleChange: reader.optionalText(raw.scheduleChange, 'scheduleChange'),
    startDate: reader.optionalText(raw.startDate, 'startDate'),
    completionDate: reader.optionalText(raw.completionDate, 'completionDate'),
  };
  for (const problem of changeOrderProblems(change)) reader.errors[problem.field] ??= problem.message;
  if (Object.keys(reader.errors).length > 0) throw new ValidationError(reader.errors);
  return change;
}
