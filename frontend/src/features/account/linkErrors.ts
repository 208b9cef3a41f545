import { errorCodeOf, fieldErrorsOf } from '../../app/graphql/errors';
import { ACCOUNT_MESSAGES } from '../../app/session/accountMessages';

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
