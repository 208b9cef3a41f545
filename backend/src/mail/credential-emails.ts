import { CREDENTIAL_KIND_LABELS, type CredentialKindValue } from '@marketplace/shared';
import { longDate } from '../shared/toronto-date';
import { composeEmail, type MailMessage } from './message';

/** What the e-mails need to know about one credential and its holder. */
export interface CredentialMailFacts {
  id: number;
  kind: CredentialKindValue;
  title: string | null;
  number: string;
  expiresOn: string | null;
  contractorEmail: string;
  contractorName: string;
}

/** The profile screen, scrolled to the credential. */
const credentialUrl = (siteUrl: string, id: number) => `${siteUrl}/contractor-dashboard/profile#credential-${id}`;

const nameOf = (credential: CredentialMailFacts) => (credential.kind === 'other' && credential.title ? credential.title : CREDENTIAL_KIND_LABELS[credential.kind]);

/** The badge a kind earns, as the profile shows it; liability insurance's names its amount. */
const BADGE_WORDING: Partial<Record<CredentialKindValue, string>> = {
  'esa-ecra-electrical': 'the "ESA licensed" badge',
  'tssa-gas': 'the "TSSA registered" badge',
  'wsib-clearance': 'the "WSIB cleared" badge',
  'liability-insurance': 'your "Insured to" badge',
  'toronto-renovator-licence': 'the "Toronto renovator licence" badge',
};
const badgeOf = (credential: CredentialMailFacts) => BADGE_WORDING[credential.kind] ?? 'the "Verified" badge';

const FOOTER = ['You receive this e-mail because your business has a contractor account on GTA Home Pros. Questions? Reply to this e-mail or use the Contact Us page.'];

export function credentialVerifiedEmail(credential: CredentialMailFacts, siteUrl: string): MailMessage {
  const until = credential.expiresOn ? ` until it expires on ${longDate(credential.expiresOn)}` : '';
  return composeEmail({
    to: credential.contractorEmail,
    subject: `Verified: your ${nameOf(credential)}`,
    greeting: `Hi ${credential.contractorName},`,
    paragraphs: [
      `We checked your ${nameOf(credential)} (number ${credential.number}) and it is verified.`,
      `Homeowners now see ${badgeOf(credential)} and "Verified" on your public profile and on every proposal you send${until}.`,
      credential.expiresOn
        ? 'We will remind you 30 days before it expires, so you can add the renewal in time and keep the badge without a gap.'
        : 'Keep your other licences and insurance up to date on your profile: homeowners across the GTA look for them.',
    ],
    action: { label: 'See my profile and credentials', url: credentialUrl(siteUrl, credential.id) },
    footer: FOOTER,
  });
}

export function credentialRejectedEmail(credential: CredentialMailFacts, reason: string, siteUrl: string): MailMessage {
  return composeEmail({
    to: credential.contractorEmail,
    subject: `We could not verify your ${nameOf(credential)}`,
    greeting: `Hi ${credential.contractorName},`,
    paragraphs: [
      `We checked your ${nameOf(credential)} (number ${credential.number}) and could not verify it. Our reviewer's note:`,
      reason,
      'Open your profile, correct the details or upload a clearer copy of the certificate, and send it again. We check credentials within one business day.',
    ],
    action: { label: 'Fix and resend this credential', url: credentialUrl(siteUrl, credential.id) },
    footer: FOOTER,
  });
}

export function credentialExpiringEmail(credential: CredentialMailFacts, siteUrl: string): MailMessage {
  const day = longDate(credential.expiresOn as string);
  return composeEmail({
    to: credential.contractorEmail,
    subject: `Your ${nameOf(credential)} expires on ${day}`,
    greeting: `Hi ${credential.contractorName},`,
    paragraphs: [
      `Your ${nameOf(credential)} (number ${credential.number}) expires on ${day}.`,
      `Once it expires, ${badgeOf(credential)} comes off your profile and your proposals the same day. Add the renewed certificate now and we will check it before then.`,
    ],
    action: { label: 'Add my renewal', url: credentialUrl(siteUrl, credential.id) },
    footer: FOOTER,
  });
}

export function credentialExpiredEmail(credential: CredentialMailFacts, siteUrl: string): MailMessage {
  return composeEmail({
    to: credential.contractorEmail,
    subject: `Your ${nameOf(credential)} has expired`,
    greeting: `Hi ${credential.contractorName},`,
    paragraphs: [
      `Your ${nameOf(credential)} (number ${credential.number}) expired on ${longDate(credential.expiresOn as string)}, so ${badgeOf(credential)} no longer shows on your profile or proposals.`,
      'Add the renewed certificate on your profile and the badge returns as soon as we have checked it, usually within one business day.',
    ],
    action: { label: 'Add my renewal', url: credentialUrl(siteUrl, credential.id) },
    footer: FOOTER,
  });
}
