import { composeEmail, type MailMessage } from '../../mail/message';
import type { NotificationRow } from './notification.types';
import { NOTIFICATION_KIND_INFO } from './notification.types';
import type { UnsubscribeScope, UnsubscribeTokens } from './unsubscribe-token';

/** A notification waiting for its e-mail, as read back from the table. */
export type WaitingNotification = Pick<NotificationRow, 'id' | 'kind' | 'title' | 'body' | 'link' | 'actionLabel'>;

export interface Recipient {
  id: string;
  name: string;
  email: string;
  /** A contractor's business name: their e-mails greet the business ("Hi Port Credit Plumbing,"), not its first word. */
  businessName?: string | null;
}

export interface EmailContext {
  siteUrl: string;
  tokens: UnsubscribeTokens;
}

const FOOTER = ['You get this e-mail because of your notification settings on GTA Home Pros. Sign-in links and security e-mails are always sent.'];

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';
const greet = (recipient: Recipient) => `Hi ${recipient.businessName?.trim() || firstName(recipient.name)},`;

function unsubscribeLinks(recipient: Recipient, scope: UnsubscribeScope, { siteUrl, tokens }: EmailContext) {
  const token = tokens.sign(recipient.id, scope);
  return {
    label: scope === 'all' ? 'Stop all notification e-mails' : `Stop e-mails about ${NOTIFICATION_KIND_INFO[scope].label.toLowerCase()}`,
    pageUrl: `${siteUrl}/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    oneClickUrl: `${siteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    settingsUrl: `${siteUrl}/notifications/settings`,
  };
}

/** One event, one e-mail: what happened and a button straight to the screen. */
export function notificationEmail(recipient: Recipient, notification: WaitingNotification, context: EmailContext): MailMessage {
  return composeEmail({
    to: recipient.email,
    subject: notification.title,
    greeting: greet(recipient),
    paragraphs: [notification.body],
    action: { label: notification.actionLabel, url: `${context.siteUrl}${notification.link}` },
    footer: FOOTER,
    unsubscribe: unsubscribeLinks(recipient, notification.kind, context),
  });
}

/** Several messages within the grouping window: one e-mail listing them. */
export function groupedMessagesEmail(recipient: Recipient, messages: WaitingNotification[], context: EmailContext): MailMessage {
  if (messages.length === 1) return notificationEmail(recipient, messages[0], context);
  const links = new Set(messages.map((message) => message.link));
  const link = links.size === 1 ? messages[0].link : '/notifications';
  return composeEmail({
    to: recipient.email,
    subject: `${messages.length} new messages on GTA Home Pros`,
    greeting: greet(recipient),
    paragraphs: [`You have ${messages.length} new messages:`, ...messages.map((message) => `${message.title}: "${message.body}"`)],
    action: { label: links.size === 1 ? 'Reply' : 'Read your messages', url: `${context.siteUrl}${link}` },
    footer: FOOTER,
    unsubscribe: unsubscribeLinks(recipient, 'new-message', context),
  });
}

/** The once-a-day summary for the kinds the person chose to get daily. */
export function dailyDigestEmail(recipient: Recipient, notifications: WaitingNotification[], context: EmailContext): MailMessage {
  const count = notifications.length;
  return composeEmail({
    to: recipient.email,
    subject: `Your daily summary: ${count} ${count === 1 ? 'update' : 'updates'} on GTA Home Pros`,
    greeting: greet(recipient),
    paragraphs: ['Here is what happened on GTA Home Pros since your last summary:', ...notifications.map((n) => `${n.title}. ${n.body}`)],
    action: { label: 'See all notifications', url: `${context.siteUrl}/notifications` },
    footer: FOOTER,
    unsubscribe: unsubscribeLinks(recipient, 'all', context),
  });
}
