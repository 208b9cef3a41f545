import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { createContext } from './graphql/context';
import { withHttp } from './graphql/http-context';
import { createApolloServer, rejectOversizedDocuments } from './graphql/server';
import type { Logger } from './logger';
import { idempotency, idempotencyPlugin } from './rest/idempotency';
import { requestLogging } from './rest/request-logging';
import { JSON_BODY_LIMIT, apiErrorHandler, apiRoutes } from './rest/router';
import { writeLimit } from './rest/write-limit';
import { createServices } from './services';
import { serveWebApp } from './web/serve-web-app';

export interface App {
  app: Express;
  /** Stops GraphQL (the HTTP server is closed by its owner). */
  stop(): Promise<void>;
}

/** The whole product on one Express app: /graphql, the REST shims under /api, and the built SPA. */
export async function createApp(db: DataSource, config: Config, logger: Logger): Promise<App> {
  const services = createServices(db);
  const contextFor = (res: express.Response) => createContext(services, String(res.getHeader('X-Request-Id')));
  const writes = writeLimit(db, config.writeRateLimit, logger);
  const apollo = createApolloServer({
    introspection: config.introspection,
    logger,
    plugins: [writes.graphql, idempotencyPlugin()],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogging(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // Emotion (Chakra's styling engine) injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: false,
    }),
  );
  app.use(['/api', '/graphql'], express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', writes.rest);
  app.post(['/api/projects', '/api/proposals', '/api/contact', '/graphql'], idempotency(db));
  app.use('/api', apiRoutes(services, db, config));
  app.post('/graphql', rejectOversizedDocuments);
  app.use('/graphql', expressMiddleware(apollo, { context: async ({ req, res }) => withHttp(contextFor(res), req, res) }));
  app.use(['/api', '/graphql'], apiErrorHandler(logger));

  serveWebApp(app, config.webDir);
  return { app, stop: () => apollo.stop() };
}
