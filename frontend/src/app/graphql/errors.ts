import { CombinedGraphQLErrors } from '@apollo/client/errors';

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

/** The server's own explanation of a BAD_USER_INPUT refusal: its per-field messages as one text, if it sent any. */
export function fieldMessagesOf(error: unknown): string | undefined {
  const fieldErrors = fieldErrorsOf(error);
  return fieldErrors ? Object.values(fieldErrors).join(' ') : undefined;
}
