import { composeEmail, type MailMessage } from '../../mail/message';
import { formatDateTime } from '@marketplace/shared';

/** Where a partner manages their webhooks (the partner console's Webhooks section). */
export const PARTNER_WEBHOOKS_PATH = '/developers/console#webhooks';

const toronto = (date: Date) => formatDateTime(date, 'long');

/** To a partner whose endpoint failed every delivery for 3 days and was disabled. */
export function endpointDisabledEmail(facts: { to: string; name: string; url: string; description: string; since: Date; siteUrl: string }): MailMessage {
  const which = facts.description ? `"${facts.description}" (${facts.url})` : facts.url;
  return composeEmail({
    to: facts.to,
    subject: 'We disabled your webhook endpoint after 3 days of failed deliveries',
    greeting: facts.name ? `Hi ${facts.name},` : 'Hi,',
    paragraphs: [
      `Your webhook endpoint ${which} has not accepted a delivery since ${toronto(facts.since)} (Toronto time): every attempt since then timed out, could not connect, or was answered with something other than a 2xx status. After 3 days of failures we disabled it, so it receives no new events for now.`,
      'The delivery log in your partner console shows each attempt with its status code, how long it took and the first part of your server\'s answer, which usually tells what went wrong (an expired certificate, a firewall, a changed address, or a signature check that rejects our requests).',
      'Once it is fixed, open the endpoint in your partner console, press "Send test event" to check that it answers with a 2xx status, then enable it again. Events that happened while it was disabled are not sent again; new ones are delivered from the moment it is enabled.',
    ],
    action: { label: 'Open my webhooks', url: `${facts.siteUrl}${PARTNER_WEBHOOKS_PATH}` },
    footer: ['You receive this e-mail because your organisation has an approved API partner account on GTA Home Pros. Questions? Reply to this e-mail or use the Contact Us page.'],
  });
}
