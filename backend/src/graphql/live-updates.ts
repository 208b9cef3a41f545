import type { IncomingMessage, Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { PubSub } from 'graphql-subscriptions';
import { useServer } from 'graphql-ws/use/ws';
import createSubscriber, { type Subscriber } from 'pg-listen';
import { WebSocketServer } from 'ws';
import type { Logger } from '../logger';
import { NOTIFICATION_CHANNEL } from '../modules/notification/notification.service';
import type { GraphQLContext } from './context';

export const notificationTopic = (userId: string) => `notification:${userId}`;

/**
 * Live updates across API processes: a notification is committed with a PostgreSQL NOTIFY, every
 * process LISTENs (pg-listen, which reconnects when the database restarts) and hands it to the
 * sockets of its recipient that this process holds. Nothing is shared through process memory.
 */
export class LiveFeed {
  readonly pubsub = new PubSub();
  private constructor(private readonly subscriber: Subscriber) {}

  static async start(databaseUrl: string, logger: Logger): Promise<LiveFeed> {
    const subscriber = createSubscriber(
      { connectionString: databaseUrl, application_name: 'marketplace-live-updates' },
      { retryInterval: (attempt) => Math.min(500 * 2 ** attempt, 10_000), retryTimeout: 24 * 60 * 60 * 1000 },
    );
    const feed = new LiveFeed(subscriber);
    subscriber.events.on('error', (error) => logger.warn({ err: error }, 'Live updates lost their database connection'));
    subscriber.notifications.on(NOTIFICATION_CHANNEL, (payload: { recipientId?: string; id?: string }) => {
      if (payload?.recipientId && payload.id) void feed.pubsub.publish(notificationTopic(payload.recipientId), { id: payload.id });
    });
    await subscriber.connect();
    await subscriber.listenTo(NOTIFICATION_CHANNEL);
    return feed;
  }

  async stop(): Promise<void> {
    await this.subscriber.close();
  }
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on /graphql. The person is who the upgrade
 * request's session cookie says; a browser page from another site is refused.
 */
export function serveSubscriptions(options: {
  http: Server;
  schema: GraphQLSchema;
  siteUrl: string;
  /** Who the upgrade request is (one session look-up), and a fresh context per operation for them. */
  contextFor(request: IncomingMessage): Promise<() => GraphQLContext>;
  logger: Logger;
}): { stop(): Promise<void> } {
  const site = new URL(options.siteUrl).origin;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  options.http.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const origin = request.headers.origin;
    const own = `http://${request.headers.host}`;
    if (path !== '/graphql' || (origin !== undefined && origin !== site && origin !== own && origin !== own.replace('http:', 'https:'))) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  const server = useServer<Record<string, unknown>, { newContext: () => GraphQLContext }>(
    {
      schema: options.schema,
      // The session is read once, before the connection is acknowledged: a subscription then
      // starts listening the moment it arrives, with no database round trip in which an event
      // could slip past it.
      onConnect: async (ctx) => {
        ctx.extra.newContext = await options.contextFor(ctx.extra.request);
        return true;
      },
      context: (ctx) => ctx.extra.newContext!(),
      onError: (_ctx, _id, _payload, errors) => {
        options.logger.debug({ errors: errors.map((error) => error.message) }, 'Subscription refused');
      },
    },
    wss,
  );
  return {
    stop: async () => {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
