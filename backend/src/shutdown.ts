import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger';

/** Everything stops within this long of SIGTERM; main.ts exits the process if it has not. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Requests under way may run this long after the stop began (drain included); then their connections are cut. */
export const REQUEST_GRACE_MS = 6_000;
/** The job workers' jobs must finish by this point of the stop; pg-boss fails the rest, to be retried elsewhere. */
export const JOBS_GRACE_MS = 9_000;

/** Whether the process is on its way out: /api/ready answers 503 from the first moment. */
export class Lifecycle {
  shuttingDown = false;
}

export interface DrainableHttp {
  /**
   * Stops accepting connections, lets the requests under way finish (their keep-alive connections
   * close after the answer, so no new request arrives on them) and cuts what is still open after
   * `graceMs`. Resolves once every connection is closed.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * Tracks the requests of a server: register before the app's own 'request' listener. While the
 * process is shutting down every answer carries `Connection: close`, so a client (or the balancer)
 * opens its next connection to another replica.
 */
export function drainableHttp(http: Server, lifecycle: Lifecycle, logger: Logger): DrainableHttp {
  const open = new Set<ServerResponse>();
  http.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return {
    async close(graceMs) {
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      for (const res of open) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        // Already answering with keep-alive: close the connection as soon as it is idle.
        else res.once('finish', () => setImmediate(() => http.closeIdleConnections()));
      }
      http.closeIdleConnections();
      const force = setTimeout(() => {
        logger.warn({ open: open.size }, `Requests still running ${graceMs} ms into the shutdown: closing their connections`);
        http.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(force);
    },
  };
}
