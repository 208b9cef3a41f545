/** Texts of the sign-in and sign-up screens (the server sends the same field messages). */
export const ACCOUNT_MESSAGES = {
  email: 'Valid email is required',
  businessName: 'Business name is required',
  phone: 'Enter a phone number like 416-555-0123',
  tooMany: 'Too many sign-in requests. Please wait a few minutes and try again.',
  failed: 'We couldn’t send the link just now. Please check your connection and try again.',
  expiredLink: 'That sign-in link has expired or was already used. Enter your e-mail to get a new one.',
  otherLinkError: 'We couldn’t sign you in with that link. Enter your e-mail to get a new one.',
} as const;
