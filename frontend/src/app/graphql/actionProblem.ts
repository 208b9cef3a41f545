import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCodeOf, fieldErrorsOf } from './errors';

/**
 * What to tell an operator whose action failed: the server's own words for conflicts and field
 * problems (e.g. the post is no longer waiting), plain words for sign-in and connection trouble.
 */
export function actionProblem(error: unknown): string {
  const code = errorCodeOf(error);
  if (code === 'UNAUTHENTICATED') return 'Your session has ended. Sign in again to continue.';
  if (code === 'FORBIDDEN') return 'Only GTA Home Pros staff can do this.';
  const fields = fieldErrorsOf(error);
  const fieldMessage = fields ? Object.values(fields)[0] : undefined;
  if (fieldMessage) return fieldMessage;
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return 'Please check your connection and try again.';
}
