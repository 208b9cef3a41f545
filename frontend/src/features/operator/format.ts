import type { SpamFlag, Role } from '../../gql/graphql';

export { formatDate, formatDateTime } from '../../app/marketplace/format';

/** What each automatic spam flag means, in words a reviewer reads at a glance. */
export const FLAG_LABELS: Record<SpamFlag, string> = {
  LINKS: 'Contains a link',
  REPEATED_EMAIL: 'Many posts from this e-mail',
  REPEATED_ADDRESS: 'Many posts from this network',
  BLOCKED_WORDS: 'Flagged words',
};

export const ROLE_LABELS: Record<Role, string> = {
  HOMEOWNER: 'Homeowner',
  CONTRACTOR: 'Contractor',
  OPERATOR: 'Staff',
  PARTNER: 'API partner',
};

/** 'Waiting 30 h', as the server counted it (whole hours since the post entered the queue). */
export function waitingLabel(hours: number): string {
  return hours < 1 ? 'Waiting under 1 h' : `Waiting ${hours} h`;
}

/** '2 posts waiting over 24 hours', '1 post waiting over 24 hours'. */
export function overdueLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'} waiting over 24 hours`;
}

/** An audited change: 'status: in-review → published' (an empty side reads as a dash). */
export function changeLabel({ field, before, after }: { field: string; before?: string | null; after?: string | null }): string {
  return `${field}: ${before ?? '—'} → ${after ?? '—'}`;
}
