import type { AgreementStatusValue, ChangeOrderStatusValue, PaymentClockState as RulesClockState, PaymentStep, PermitHolder, PriceKind, PriceLine } from '@marketplace/shared';
import type { AgreementParty, AgreementStatus, ChangeOrderStatus, PaymentClockState, PriceKind as ApiPriceKind } from '../../gql/graphql';

/** The agreement page of an agreement (notifications, lists and e-mails link here). */
export const agreementHref = (id: string): string => `/agreements/${id}`;

/** A PDF's address as a full URL, so the app's router never takes it for a screen: the browser downloads it (the API sends it as an attachment). */
export const absoluteHref = (path: string): string => (typeof window === 'undefined' ? path : new URL(path, window.location.href).href);

/** The API's enum values (IN_FORCE) as the rules and the design system name them (in-force). */
const kebab = (value: string) => value.toLowerCase().replace(/_/g, '-');

export const agreementStatusFromApi = (status: AgreementStatus): AgreementStatusValue => kebab(status) as AgreementStatusValue;
export const clockStateFromApi = (state: PaymentClockState): RulesClockState => kebab(state) as RulesClockState;
export const changeOrderStatusFromApi = (status: ChangeOrderStatus): ChangeOrderStatusValue => kebab(status) as ChangeOrderStatusValue;
export const priceKindFromApi = (kind: ApiPriceKind): PriceKind => (kind === 'FIXED' ? 'fixed' : 'estimate');
export const priceKindToApi = (kind: PriceKind): ApiPriceKind => (kind === 'fixed' ? 'FIXED' : 'ESTIMATE');
export const partyFromApi = (party: AgreementParty): PermitHolder => (party === 'HOMEOWNER' ? 'homeowner' : 'contractor');
export const partyToApi = (party: PermitHolder): AgreementParty => (party === 'homeowner' ? 'HOMEOWNER' : 'CONTRACTOR');

/** A price line as the API answers it, as the rules (and the design system's table) take it. */
export function lineFromApi(line: { description: string; quantity: number; unitPriceCents: number; kind: ApiPriceKind; taxable: boolean }): PriceLine {
  return { description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents, kind: priceKindFromApi(line.kind), taxable: line.taxable };
}

/** A payment as the API answers it (the amount as written, or the share), as the rules take it. */
export function paymentFromApi(step: { description: string; fixedAmountCents?: number | null; basisPoints?: number | null; dueOn: string; deposit: boolean }): PaymentStep {
  return { description: step.description, amountCents: step.fixedAmountCents ?? null, basisPoints: step.fixedAmountCents == null ? (step.basisPoints ?? null) : null, dueOn: step.dueOn, deposit: step.deposit };
}

/** Who did a step, as the history says it (HOMEOWNER, CONTRACTOR, OPERATOR, SYSTEM). */
export function byWhom(by: string | null | undefined): string | undefined {
  switch (by) {
    case 'HOMEOWNER':
      return 'the homeowner';
    case 'CONTRACTOR':
      return 'the contractor';
    case 'OPERATOR':
      return 'GTA Home Pros staff';
    default:
      return undefined;
  }
}

/** A sentence ending in one full stop, whatever its last word ('5:30 a.m.', 'Inc.'). */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);
