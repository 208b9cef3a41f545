/**
 * Status, urgency and proposal vocabularies of the marketplace with their
 * labels and colour palettes. Components map a value to a
 * Chakra `colorPalette`, so light/dark contrast comes from the theme.
 */

import {
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_STATUSES,
  CHANGE_ORDER_STATUS_LABELS,
  CHANGE_ORDER_STATUSES,
  PAYMENT_CLOCK_STATES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROPOSAL_STATUSES,
  URGENCIES,
  type AgreementStatusValue,
  type ChangeOrderStatusValue,
  type PaymentClockState,
  type ProjectStatusValue,
  type ProposalStatusValue,
  type UrgencyValue,
} from '@marketplace/shared';

/** The vocabularies themselves are the shared rules' (@marketplace/shared); this module adds labels and colours. */
export { AGREEMENT_STATUSES, CHANGE_ORDER_STATUSES, PAYMENT_CLOCK_STATES, PROJECT_STATUSES, PROPOSAL_STATUSES, URGENCIES };

/** Project lifecycle states, from open for bids to completed or cancelled. */
export type ProjectStatus = ProjectStatusValue;

/** Human labels; `open` reads 'Open for Bids' (the one wording, @marketplace/shared). */
export const projectStatusLabel: Record<ProjectStatus, string> = PROJECT_STATUS_LABELS;

/** One colour per status: open blue, awaiting-estimation yellow, estimated orange, in-progress purple, pending grey, completed green, cancelled red. */
export const projectStatusPalette: Record<ProjectStatus, string> = {
  open: 'blue',
  'awaiting-estimation': 'yellow',
  estimated: 'orange',
  'in-progress': 'purple',
  pending: 'gray',
  completed: 'green',
  cancelled: 'red',
};

export type Urgency = UrgencyValue;

/** The post form's urgency choices, as its select words them. */
export const urgencyOptionLabel: Record<Urgency, string> = {
  low: 'Low - Not urgent',
  medium: 'Medium - Normal priority',
  high: 'High - Urgent',
};

/** Short labels for badges. */
export const urgencyLabel: Record<Urgency, string> = {
  low: 'Low urgency',
  medium: 'Medium urgency',
  high: 'High urgency',
};

export const urgencyPalette: Record<Urgency, string> = {
  low: 'green',
  medium: 'yellow',
  high: 'red',
};

export type ProposalStatus = ProposalStatusValue;

export const proposalStatusLabel: Record<ProposalStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const proposalStatusPalette: Record<ProposalStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  declined: 'red',
};

export type AgreementStatus = AgreementStatusValue;

/** The written agreement's states; the labels are the rules' (one wording for the page, the PDF and e-mails). */
export const agreementStatusLabel: Record<AgreementStatus, string> = AGREEMENT_STATUS_LABELS;

/** Draft grey, waiting on someone yellow or orange, half signed purple, in force green, ended red. */
export const agreementStatusPalette: Record<AgreementStatus, string> = {
  draft: 'gray',
  sent: 'yellow',
  'changes-requested': 'orange',
  'signed-by-one': 'purple',
  'in-force': 'green',
  cancelled: 'red',
  declined: 'red',
};

export type ChangeOrderStatus = ChangeOrderStatusValue;

export const changeOrderStatusLabel: Record<ChangeOrderStatus, string> = CHANGE_ORDER_STATUS_LABELS;

export const changeOrderStatusPalette: Record<ChangeOrderStatus, string> = {
  proposed: 'yellow',
  signed: 'green',
  declined: 'red',
  withdrawn: 'gray',
};

export type { PaymentClockState };

/**
 * An invoice on the prompt-payment clock (the rules' `paymentClock`): the notice period still open blue,
 * due orange, overdue red, a notice of non-payment given purple, paid green. The clock's own label says
 * which, so the colour is never the only sign.
 */
export const paymentClockPalette: Record<PaymentClockState, string> = {
  'notice-possible': 'blue',
  due: 'orange',
  overdue: 'red',
  disputed: 'purple',
  paid: 'green',
};

/** Unknown statuses from older records fall back to a readable label. */
export function humanizeStatus(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
