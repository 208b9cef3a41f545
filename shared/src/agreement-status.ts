/**
 * The written agreement's states and its change orders', with how each reads (one wording for the page, the
 * PDF and e-mails). Kept apart from agreements.ts: the status badges' colours are part of the design system's
 * theme, which every page loads, and the agreement's rules and messages should load only with its screens.
 */
export const AGREEMENT_STATUSES = ['draft', 'sent', 'changes-requested', 'signed-by-one', 'in-force', 'cancelled', 'declined'] as const;
export type AgreementStatusValue = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Readonly<Record<AgreementStatusValue, string>> = {
  draft: 'Draft',
  sent: 'Sent for signature',
  'changes-requested': 'Changes requested',
  'signed-by-one': 'Signed by one side',
  'in-force': 'In force',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

export const CHANGE_ORDER_STATUSES = ['proposed', 'signed', 'declined', 'withdrawn'] as const;
export type ChangeOrderStatusValue = (typeof CHANGE_ORDER_STATUSES)[number];
export const CHANGE_ORDER_STATUS_LABELS: Readonly<Record<ChangeOrderStatusValue, string>> = {
  proposed: 'Waiting for signature',
  signed: 'Signed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
