import { CombinedGraphQLErrors } from '@apollo/client/errors';

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

/** The `extensions.code` of a GraphQL refusal (UNAUTHENTICATED, FORBIDDEN, TOO_MANY_REQUESTS, …). */
export function errorCodeOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Per-field messages of a BAD_USER_INPUT refusal. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined;
}

/**
 * What to tell someone whose link request failed: field messages go under the fields
 * (returned separately), rate limits and anything else become one message for the form.
 */
export function linkRequestProblem(error: unknown): { fieldErrors?: Record<string, string>; message?: string } {
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors) return { fieldErrors };
  if (errorCodeOf(error) === 'TOO_MANY_REQUESTS') return { message: ACCOUNT_MESSAGES.tooMany };
  return { message: ACCOUNT_MESSAGES.failed };
}

/**
 * The message for better-auth's `?error=` on the sign-in screen: an expired or used link gets
 * the plain explanation, any other code a general one; no code, no message.
 */
export function linkErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return /TOKEN|EXPIRED/i.test(code) ? ACCOUNT_MESSAGES.expiredLink : ACCOUNT_MESSAGES.otherLinkError;
}
