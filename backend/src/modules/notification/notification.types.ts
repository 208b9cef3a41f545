import type { EntityManager } from 'typeorm';

/**
 * What people are told about. Each kind is one line in the notification settings (which e-mails,
 * immediately or in a daily digest) and one unsubscribe link; sign-in and security e-mails are not
 * notifications and are always sent.
 */
export const NOTIFICATION_KINDS = ['new-proposal', 'proposal-decision', 'new-message', 'project-status', 'review-invite', 'review-received', 'new-lead', 'agreement', 'site-visit'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One event for one person: shown in the app, and e-mailed as their settings say. */
export interface NotificationEvent {
  /** The account told (user id). */
  recipientId: string;
  kind: NotificationKind;
  /** One line: the in-app list's title and the e-mail's subject, e.g. 'New proposal for "Basement finishing"'. */
  title: string;
  /** One or two sentences saying what happened (names only, never contact details). */
  body: string;
  /** The path the notification opens, e.g. `/project/12#proposal-4`. */
  link: string;
  /** The e-mail button's label, e.g. 'Compare proposals'. */
  actionLabel: string;
  projectId?: number | null;
  proposalId?: number | null;
  /** False when the caller e-mails the person itself (a site visit's calendar invitation): shown in the app only. */
  email?: false;
}

/**
 * Tells people what happened. Called by the services inside the transaction that made the change
 * (pass its manager), so a rolled-back change notifies no one.
 */
export interface Notifier {
  notify(event: NotificationEvent, manager?: EntityManager): Promise<void>;
  /** Marks one person's notifications of a kind about a proposal read (they have seen it on its screen). */
  markProposalRead(recipientId: string, proposalId: number, kind: NotificationKind, manager?: EntityManager): Promise<void>;
}

export type EmailChoice = 'immediate' | 'daily' | 'off';
export const EMAIL_CHOICES: readonly EmailChoice[] = ['immediate', 'daily', 'off'];

type Audience = 'homeowner' | 'contractor';

/** How each kind reads in the settings, the unsubscribe page and the digest, and who gets it. */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { label: string; description: string; audience: readonly Audience[] }> = {
  'new-proposal': {
    label: 'New proposals',
    description: 'A contractor sends a proposal for one of your projects.',
    audience: ['homeowner'],
  },
  'proposal-decision': {
    label: 'Accepted and declined proposals',
    description: 'A homeowner accepts or declines one of your proposals.',
    audience: ['contractor'],
  },
  'new-message': {
    label: 'Messages',
    description: 'Someone writes to you about a proposal. Several messages within 10 minutes arrive as one e-mail.',
    audience: ['homeowner', 'contractor'],
  },
  'project-status': {
    label: 'Project updates',
    description: 'Your contractor or our team changes the status of one of your projects.',
    audience: ['homeowner'],
  },
  'review-invite': {
    label: 'Review invitations',
    description: 'A job you hired for is completed and you can review the contractor.',
    audience: ['homeowner'],
  },
  'review-received': {
    label: 'New reviews',
    description: 'A homeowner reviews your work, so you can reply.',
    audience: ['contractor'],
  },
  agreement: {
    label: 'Agreements',
    description: 'A step on a written agreement: sent, signed, changes asked for, a change order or a cancellation. The signed copy is always e-mailed.',
    audience: ['homeowner', 'contractor'],
  },
  'site-visit': {
    label: 'Site visits',
    description: 'A site visit is proposed, confirmed, moved or cancelled. Its calendar invitation is always e-mailed, so it has no e-mail setting here.',
    // Not in the settings: the invitation e-mail is the visit's record and always goes (docs/visits.md).
    audience: [],
  },
  'new-lead': {
    label: 'New leads',
    description: 'A newly published project fits your trades, cities and job sizes. Off: they still show here in the app.',
    audience: ['contractor'],
  },
};

/** The kinds an account with this role chooses e-mails for (operators: every kind that has a choice). */
export function kindsFor(role: string): NotificationKind[] {
  if (role === 'operator') return NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].audience.length > 0);
  return NOTIFICATION_KINDS.filter((kind) => (NOTIFICATION_KIND_INFO[kind].audience as readonly string[]).includes(role));
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** One notification as its recipient reads it (the in-app list, e-mails, live updates). */
export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  actionLabel: string;
  projectId: number | null;
  proposalId: number | null;
  readAt: Date | null;
  createdAt: Date;
}
