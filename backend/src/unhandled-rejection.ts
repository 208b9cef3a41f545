import type { Logger } from './logger';
import { isDatabaseUnavailable } from './shared/errors';

/**
 * The process's answer to a promise rejection nobody handled. pg-boss 10 (the last major version for
 * Node 20) settles a finished job without awaiting the call, so when the database goes away at that
 * moment the rejection reaches no one and Node would end the process. The job stays active and pg-boss
 * takes it up again once it expires, and the product keeps answering (503 until the database is back),
 * so a lost database connection is logged and the process goes on. Anything else is still a fault:
 * logged, and the process exits 1 for its manager to restart it, as Node would.
 */
export function unhandledRejectionHandler(logger: Logger, exit: (code: number) => void = process.exit): (reason: unknown) => void {
  return (reason) => {
    if (isDatabaseUnavailable(reason)) {
      logger.warn({ err: reason }, 'A background database call failed while the database was unreachable; it is retried later');
      return;
    }
    logger.fatal({ err: reason }, 'Unhandled promise rejection: exiting');
    exit(1);
  };
}
