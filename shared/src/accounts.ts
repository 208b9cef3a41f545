/** Accounts and what people write to the marketplace: settings, the console's account actions, API partners, e-mail choices, the contact form. */

/** The console's account and API-key messages, shown by the server and the forms alike. */
export const OPERATOR_MESSAGES = {
  disableReason: 'Give a reason for disabling the account',
  disableSelf: 'You cannot disable your own account.',
  keyName: 'Give the key a name of 1 to 120 characters',
} as const;
export const API_KEY_NAME_MAX = 120;

/** API partners: applying for access, their own keys and the days of usage they see. */
export const PARTNER_LIMITS = {
  /** Live (not revoked) keys a partner may hold at once. */
  keysPerPartner: 3,
  /** Days of usage the console shows. */
  usageDays: 14,
  organisation: 120,
  website: 200,
  useCase: 1000,
  decisionNote: 500,
} as const;

export const PARTNER_MESSAGES = {
  organisation: 'Give your organisation’s name (1 to 120 characters)',
  website: 'Give a web address starting with https:// (up to 200 characters), or leave it blank',
  useCase: 'Tell us what you will build with the API (20 to 1,000 characters)',
  keyLimit: 'You can have up to 3 active keys. Revoke one you no longer use to make another.',
  ownAccountNeeded:
    'API access needs an account of its own. Sign in with the e-mail address your organisation will use for the API (not a contractor’s or staff account).',
  homeownerWithProjects:
    'This account has posted projects. Use another e-mail address for API access, so your projects and your API work stay apart.',
  alreadyPartner: 'Your API access is already approved. Open the partner console to manage your keys.',
  alreadyDecided: 'This application has already been decided.',
  approvalNotPlainAccount:
    'This applicant’s account has changed since applying: it is now a contractor’s, staff or partner account, which cannot become a partner. Decline the application with a note instead.',
  approvalHasProjects:
    'This applicant has posted projects since applying, and an account with projects cannot become a partner. Decline the application with a note asking them to apply with another e-mail address.',
  declineNote: 'Tell the applicant why (1 to 500 characters): they receive it by e-mail.',
} as const;

/** Notification settings and the unsubscribe page. */
export const NOTIFICATION_MESSAGES = {
  unknownKind: 'Choose one of the kinds of e-mail listed in your notification settings.',
  unknownChoice: 'Choose immediately, daily summary or off.',
  badUnsubscribeLink:
    'This unsubscribe link is not valid: it may have been cut short when it was copied. Open it again from the e-mail, or sign in and choose your e-mails in Notification settings.',
} as const;

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  subject: 'Subject is required',
  message: 'Message is required',
} as const;

/** Account settings (name and phone) and details waiting for the address's owner to confirm them. */
export const ACCOUNT_SETTINGS_MESSAGES = {
  name: 'Your name is required',
  phone: 'Enter a phone number like 416-555-0123',
  saved: 'Your settings are saved.',
  nothingPending: 'Nothing is waiting for your confirmation.',
  notWaiting: 'This project is no longer waiting for your confirmation.',
} as const;
