import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCodeOf, fieldErrorsOf } from '../graphql/errors';

/** Why a step on an agreement failed: the server's own words (they name the rule), or plain words for the connection. */
export function stepProblem(error: unknown): { message: string; fieldErrors?: Record<string, string> } {
  const fieldErrors = fieldErrorsOf(error);
  const code = errorCodeOf(error);
  if (code === 'UNAUTHENTICATED') return { message: 'Your session has ended. Sign in again to continue.' };
  const first = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  if (first) return { message: first, fieldErrors };
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return { message: error.errors[0].message };
  return { message: 'We couldn’t reach GTA Home Pros. Check your connection and try again.' };
}
