import { SIGN_IN_LINK_MINUTES, type SignInLinkRequest } from '../auth/auth';
import { composeEmail, type MailMessage } from './message';

const SECURITY_FOOTER = [
  `The link works once and expires in ${SIGN_IN_LINK_MINUTES} minutes.`,
  "If you didn't ask for it, ignore this e-mail: nothing happens until the link is opened.",
];

/** The e-mail that carries a sign-in link, worded for why it was sent. */
export function signInLinkEmail(request: SignInLinkRequest): MailMessage {
  const greeting = request.name ? `Hi ${request.name},` : 'Hi,';
  if (request.purpose === 'confirm-project') {
    return composeEmail({
      to: request.email,
      subject: 'Confirm your e-mail to send your project for review',
      greeting,
      paragraphs: [
        `Thanks for posting "${request.projectTitle ?? 'your project'}" on GTA Home Pros. Open the link below to confirm your e-mail address and sign in to My projects, then confirm the project there. Our team then reviews your project and publishes it within 24 hours, so contractors across the GTA can send you proposals; we e-mail you when it is live.`,
        'My projects is also where you compare proposals and accept the one you like. If you did not post this project, ignore this e-mail: nothing is published, and nothing about you is changed, without your confirmation.',
      ],
      action: { label: 'Confirm my e-mail', url: request.url },
      footer: SECURITY_FOOTER,
    });
  }
  if (request.purpose === 'contractor-welcome') {
    return composeEmail({
      to: request.email,
      subject: 'Confirm your e-mail to start bidding',
      greeting,
      paragraphs: [
        'Welcome to GTA Home Pros. Open the link below to confirm your e-mail address and sign in, then confirm your business details to open your contractor dashboard, where homeowners in Toronto, Mississauga, Brampton, Markham, Vaughan and Richmond Hill post projects every day.',
        'Bidding is free. Homeowners see your proposals with your business name; your e-mail and phone are shown only to the homeowners you bid for. If you did not sign up, ignore this e-mail: your account is not changed without your confirmation.',
      ],
      action: { label: 'Confirm my e-mail and sign in', url: request.url },
      footer: SECURITY_FOOTER,
    });
  }
  return composeEmail({
    to: request.email,
    subject: 'Your GTA Home Pros sign-in link',
    greeting,
    paragraphs: ['Open the link below to sign in to GTA Home Pros.'],
    action: { label: 'Sign in', url: request.url },
    footer: SECURITY_FOOTER,
  });
}
