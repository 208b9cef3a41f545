import { startEmbeddedPostgres, type EmbeddedDatabase, type EmbeddedServer } from './embedded';

export interface SupervisorOptions {
  log(message: string): void;
  /** Where the server archives its WAL (see wal-archive.ts). */
  walArchiveDir: string;
  /** Called once when the server cannot be brought back; by default logs and exits the process with 1. */
  onGiveUp?(message: string): void;
  /** Pauses before each restart attempt (backoff), in milliseconds. */
  backoffMs?: number[];
}

/** About 30 s of attempts: old backends must exit before a new postmaster may start. */
const BACKOFF_MS = [100, 250, 500, 1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * The embedded PostgreSQL, restarted when it dies (crash, OOM kill, SIGKILL of the postmaster).
 * While it is down, requests get 503 (the error mapping treats a refused connection as
 * "temporarily unavailable") and /api/ready says not ready; the connection pool reconnects by
 * itself once the server is back. If it cannot be restarted, the product stops with a clear message
 * rather than answering 503 for ever.
 */
export async function superviseEmbeddedPostgres(dataDir: string, port: number, options: SupervisorOptions): Promise<EmbeddedDatabase> {
  const { log, backoffMs = BACKOFF_MS } = options;
  const giveUp =
    options.onGiveUp ??
    ((message: string) => {
      console.error(message);
      process.exit(1);
    });
  let stopped = false;
  let restarting: Promise<void> | undefined;
  let cancelWait: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      cancelWait = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async (how: string) => {
    log(`The embedded PostgreSQL stopped unexpectedly (${how}); restarting it. Requests get 503 meanwhile.`);
    let lastError = '';
    for (const [attempt, ms] of backoffMs.entries()) {
      await pause(ms);
      if (stopped) return;
      try {
        await server.restart();
        log(`The embedded PostgreSQL is running again (attempt ${attempt + 1}).`);
        return;
      } catch (error) {
        lastError = (error as Error).message;
      }
    }
    if (!stopped) giveUp(`The embedded PostgreSQL stopped and could not be restarted after ${backoffMs.length} attempts. Last error: ${lastError}`);
  };

  const server: EmbeddedServer = await startEmbeddedPostgres(dataDir, port, {
    walArchiveDir: options.walArchiveDir,
    callerStopsOnSignals: true, // the product's own stop (server.close, on SIGINT/SIGTERM in main.ts)
    onUnexpectedExit: (how) => {
      if (!stopped && !restarting) restarting = restart(how).finally(() => (restarting = undefined));
    },
  });
  return {
    url: server.url,
    stop: async () => {
      stopped = true;
      cancelWait?.();
      await restarting;
      await server.stop();
    },
  };
}
