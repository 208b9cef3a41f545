/**
 * Partner webhooks: the events a partner's endpoint can subscribe to, the limits on endpoints, and
 * the messages the server and the partner console's form both show. Pure data.
 */

export const WEBHOOK_EVENT_TYPES = ['project.published', 'project.closed', 'project.status_changed', 'agreement.signed', 'agreement.cancelled', 'change_order.signed', 'invoice.issued', 'invoice.paid', 'dispute.opened'] as const;
export type WebhookEventTypeValue = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event "Send test event" delivers to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventTypeValue, { label: string; description: string }>> = {
  'project.published': { label: 'Project published', description: 'A project was approved and is now public, taking quotes.' },
  'project.closed': { label: 'Project closed', description: 'A project stopped taking quotes: a pro was hired, it has enough quotes, or it was completed, cancelled or deleted.' },
  'project.status_changed': { label: 'Status changed', description: 'A public project moved from one status to another.' },
  'agreement.signed': { label: 'Agreement signed', description: 'Both sides signed the written agreement for a project: it is in force. Ids and states only, never the parties’ details.' },
  'agreement.cancelled': { label: 'Agreement cancelled', description: 'An agreement in force was cancelled (in the cooling-off period, or by both sides’ agreement). Ids and states only.' },
  'change_order.signed': { label: 'Change order signed', description: 'A change order to an agreement in force was signed by the other side. Ids and states only.' },
  'invoice.issued': { label: 'Invoice issued', description: 'The contractor issued an invoice on an agreement in force. Ids, states and amounts in cents only, never the parties’ details or the invoice’s text.' },
  'invoice.paid': { label: 'Invoice paid', description: 'Confirmed payments now cover what an invoice asked to be paid. Ids, states and amounts in cents only.' },
  'dispute.opened': { label: 'Dispute opened', description: 'One side opened a dispute on an invoice, a payment or the whole job. Ids, states and the amount in question only, never the reason.' },
};

/** Endpoints per partner account. */
export const MAX_WEBHOOK_ENDPOINTS = 5;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const WEBHOOK_MESSAGES = {
  url: 'Enter the full address of your endpoint, e.g. https://api.example.com/webhooks/gta-home-pros',
  urlTooLong: `Keep the address under ${WEBHOOK_URL_MAX} characters`,
  scheme: 'The address must start with https:// (or http:// outside production)',
  httpsOnly: 'Webhook endpoints must use https://',
  credentials: 'Leave user names and passwords out of the address: verify our signature instead',
  description: `Keep the description to ${WEBHOOK_DESCRIPTION_MAX} characters`,
  events: 'Choose at least one event',
  unknownEvent: `Events must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  unknownTrade: 'Choose trades from the list',
  unknownCity: 'Choose cities from the list',
  tooMany: `A partner account has at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one to add another.`,
} as const;
