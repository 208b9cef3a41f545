/**
 * Errors the services throw. Both transports map them: GraphQL to `extensions.code`,
 * REST to an HTTP status. Anything else reaching a transport is an internal error.
 */
export type FieldErrors = Record<string, string>;

export abstract class AppError extends Error {
  abstract readonly code: string;
  abstract readonly httpStatus: number;
}

export class ValidationError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor(
    readonly fieldErrors: FieldErrors,
    message = Object.values(fieldErrors).join('; ') || 'Invalid input',
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
  constructor(what: string, id: string | number) {
    super(`${what} ${id} not found`);
  }
}

/** Not signed in, for something that needs an account. */
export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly httpStatus = 401;
  constructor(message = 'Please sign in to do that.') {
    super(message);
  }
}

/** Signed in, but this account may not do that. */
export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly httpStatus = 403;
  constructor(message = 'Your account is not allowed to do that.') {
    super(message);
  }
}

/** The record is no longer in a state that allows this (someone else acted first). */
export class ConflictError extends AppError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 409;
  constructor(message: string) {
    super(message);
  }
}

/** The project already has as many quotes as it takes (a code of its own, so clients can say so; REST 409). */
export class QuoteLimitError extends AppError {
  readonly code = 'QUOTE_LIMIT_REACHED';
  readonly httpStatus = 409;
  constructor(message: string) {
    super(message);
  }
}

export class TooManyRequestsError extends AppError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly httpStatus = 429;
  constructor(message: string) {
    super(message);
  }
}

export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly httpStatus = 503;
  constructor(message = 'The service is temporarily unavailable. Please try again in a moment.') {
    super(message);
  }
}

/** Postgres and driver errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '25P03', // idle_in_transaction_session_timeout: the server ended a transaction its client had left waiting
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; name?: string; message?: string; driverError?: unknown; cause?: unknown };
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  // TypeORM releases a transaction's connection when the server dies under it; the next statement says so
  // (through the query runner itself, or through an entity manager that was given it).
  if (e.name === 'QueryRunnerAlreadyReleasedError' || e.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  if (e.driverError && isDatabaseUnavailable(e.driverError)) return true;
  // Libraries that wrap the driver's error (better-auth's "Failed to get session") keep it as the cause.
  if (e.cause && e.cause !== error && isDatabaseUnavailable(e.cause)) return true;
  const message = e.message ?? '';
  // "Query read timeout": no answer within DB_QUERY_TIMEOUT_MS (db/data-source.ts), which then closes the connection.
  // pg-pool's own "timeout exceeded when trying to connect": no connection could be opened in time.
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|the database system is (starting up|shutting down)/i.test(
    message,
  );
}

/** Turns any thrown value into an AppError, or undefined when it is a genuine internal fault. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  return undefined;
}
