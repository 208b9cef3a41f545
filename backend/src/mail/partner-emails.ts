import { composeEmail, type MailMessage } from './message';

interface Applicant {
  to: string;
  name: string;
  organisation: string;
  siteUrl: string;
}

const FOOTER = ['You get this e-mail because you applied for API access to GTA Home Pros. Questions? Reply to this e-mail or write to us from the Contact Us page.'];

/** An operator approved the application: the partner console is open. */
export function partnerApprovedEmail(applicant: Applicant): MailMessage {
  return composeEmail({
    to: applicant.to,
    subject: 'Your GTA Home Pros API access is approved',
    greeting: `Hi ${applicant.name},`,
    paragraphs: [
      `Good news: we approved API access for ${applicant.organisation}.`,
      'Open the partner console to make your first key (up to 3), point a webhook at your server to hear about new projects in your trades and cities, and follow your usage day by day. The developer pages explain authentication, limits and every field, and let you try queries in the explorer.',
    ],
    action: { label: 'Open the partner console', url: `${applicant.siteUrl}/developers/console` },
    footer: FOOTER,
  });
}

/** An operator declined the application; the note says why. */
export function partnerDeclinedEmail(applicant: Applicant & { note: string }): MailMessage {
  return composeEmail({
    to: applicant.to,
    subject: 'About your GTA Home Pros API application',
    greeting: `Hi ${applicant.name},`,
    paragraphs: [
      `Thank you for applying for API access for ${applicant.organisation}. We could not approve it as it stands. Our team's note:`,
      applicant.note,
      'You are welcome to change your application and send it again from the same page.',
    ],
    action: { label: 'Review my application', url: `${applicant.siteUrl}/developers/join` },
    footer: FOOTER,
  });
}
