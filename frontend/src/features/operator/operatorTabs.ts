export const OPERATOR_TABS = [
  { value: 'review', label: 'Review queue' },
  { value: 'credentials', label: 'Credentials' },
  { value: 'messages', label: 'Messages' },
  { value: 'disputes', label: 'Disputes' },
  { value: 'partners', label: 'API partners' },
  { value: 'api-keys', label: 'API keys' },
  { value: 'accounts', label: 'Accounts' },
  { value: 'audit', label: 'Audit log' },
  { value: 'speed', label: 'Speed' },
  { value: 'backups', label: 'Backups' },
] as const;

export type OperatorTab = (typeof OPERATOR_TABS)[number]['value'];

/** The tab a `?tab=` value names; anything else opens the review queue. */
export function operatorTabOf(value: string | null): OperatorTab {
  return OPERATOR_TABS.find((tab) => tab.value === value)?.value ?? 'review';
}
