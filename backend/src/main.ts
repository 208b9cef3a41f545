import { isConfigError, loadConfig } from './config';
import { EmbeddedPostgresError } from './db/embedded';
import { startServer } from './server';
import { SHUTDOWN_TIMEOUT_MS } from './shutdown';
import { unhandledRejectionHandler } from './unhandled-rejection';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  process.on('unhandledRejection', unhandledRejectionHandler(server.logger));
  server.logger.info(`GTA home marketplace is running at ${server.url} (GraphQL at ${server.url}/graphql)`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.logger.info(`${signal} received: finishing requests and stopping ...`);
    // The stop is budgeted to fit (server.ts); this only catches a hang, e.g. a database that stopped answering.
    setTimeout(() => {
      server.logger.error(`Shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  // server.close stops the embedded PostgreSQL last (its supervisor starts it with callerStopsOnSignals).
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (isConfigError(error)) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof EmbeddedPostgresError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Port already in use. Stop the other process or set PORT to a free port (e.g. PORT=4100 npm start).`);
  } else {
    console.error('The server could not start:', error);
    console.error('If the database is the problem: check DATABASE_URL, or unset it to use the embedded PostgreSQL.');
  }
  process.exit(1);
});
