import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type ExecutionArgs, type GraphQLFormattedError } from 'graphql';
import { PubSub } from 'graphql-subscriptions';
import { useServer } from 'graphql-ws/use/ws';
import createSubscriber, { type Subscriber } from 'pg-listen';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { retryAfter, sharedLimiter } from '../rest/shared-limiter';
import type { DataSource } from 'typeorm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../logger';
import { NOTIFICATION_CHANNEL, notificationTopic } from '../modules/notification/live-channel';
import type { Actor } from '../policy/actor';
import { toAppError } from '../shared/errors';
import type { GraphQLContext } from './context';
import { formatError, type GraphQLProtection } from './server';
import type { TrustedDocuments } from './trusted-documents';


/** PostgreSQL's channel for a session that ended or an account whose access changed (migration SessionEndedNotify). */
export const SESSION_ENDED_CHANNEL = 'session_ended';

export interface SessionEnded {
  /** The person, who is also the owner of any partner key whose sockets close with their account; null for a key an operator made. */
  userId: string | null;
  /** Absent: every session of the person (the account was disabled or changed role). */
  sessionId?: string;
  /** An API key that was revoked or deleted (migration KeyEndedNotify): only its sockets close. */
  keyId?: number;
  reason: 'signed-out' | 'disabled' | 'role-changed' | 'key-revoked' | 'key-deleted';
}

/**
 * Live updates across API processes: a notification is committed with a PostgreSQL NOTIFY, every
 * process LISTENs (pg-listen, which reconnects when the database restarts) and hands it to the
 * sockets of its recipient that this process holds. Ended sessions travel the same way, so each
 * process closes its own sockets of that session. Nothing is shared through process memory.
 */
export class LiveFeed {
  readonly pubsub = new PubSub();
  private readonly ended = new EventEmitter();
  private constructor(private readonly subscriber: Subscriber) {
    this.ended.setMaxListeners(0);
  }

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
    subscriber.notifications.on(SESSION_ENDED_CHANNEL, (payload: Partial<SessionEnded> | null) => {
      if (typeof payload?.userId === 'string' || typeof payload?.keyId === 'number') feed.ended.emit('ended', payload as SessionEnded);
    });
    await subscriber.connect();
    await subscriber.listenTo(NOTIFICATION_CHANNEL);
    await subscriber.listenTo(SESSION_ENDED_CHANNEL);
    return feed;
  }

  /** Calls `listener` for every session ended anywhere (any replica); answers a function that stops it. */
  onSessionEnded(listener: (ended: SessionEnded) => void): () => void {
    this.ended.on('ended', listener);
    return () => this.ended.off('ended', listener);
  }

  async stop(): Promise<void> {
    await this.subscriber.close();
  }
}

/**
 * Limits of the WebSocket endpoint. It serves live notifications, one small subscription per tab,
 * so every limit sits far above a real page's use: a socket carries a handful of subscriptions and
 * messages of a few hundred bytes, and a browser sends connection_init as soon as the socket opens.
 */
export const SOCKET_LIMITS = {
  /** Subscriptions open at once on one connection. */
  subscriptionsPerConnection: 10,
  /** Sockets open at once per client address, per API process (a socket lives in one process). */
  connectionsPerClient: 16,
  /** Bytes in one message; more closes the socket (1009). */
  maxPayloadBytes: 16 * 1024,
  /** A socket that has not sent connection_init by then is closed (4408). */
  connectionInitWaitMs: 2_000,
};

/** Who a socket's upgrade request is, as the database says now. */
export interface SocketViewer {
  actor: Actor;
  /** The session behind a signed-in person's cookie; null for visitors and partners. */
  session: { id: string; expiresAt: Date } | null;
}

/** What the socket needs from the app: the same identity, client address and GraphQL rules as HTTP. */
export interface SocketAccess {
  /** The same validation and limits as POST /graphql (graphqlProtection). */
  protection: GraphQLProtection;
  /** The same rule as POST /graphql on which documents a caller without a partner key may run. */
  trustedDocuments: Pick<TrustedDocuments, 'admit'>;
  /** Reads the upgrade request's session (or API key) from the database, on every call. */
  viewer(request: IncomingMessage): Promise<SocketViewer>;
  /** A fresh GraphQL context for one operation of that person. */
  contextFor(request: IncomingMessage, actor: Actor): GraphQLContext;
  /** The client's address as Express sees it (TRUST_PROXY over X-Forwarded-For). */
  clientAddress(request: IncomingMessage): string;
}

/** New connections per client address per minute, counted in PostgreSQL (the write limit's table) so replicas share it. */
export function socketConnectLimiter(db: DataSource, perMinute: number): RateLimiterPostgres | undefined {
  if (perMinute === 0) return undefined;
  return sharedLimiter(db, 'socket-connects', perMinute, 60);
}

/** Close codes (graphql-ws keeps 4400-4499 for such reasons; 4401 and 4403 as in HTTP). */
const CLOSE = { sessionEnded: 4401, disabled: 4403 } as const;
/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface HeldSocket {
  ws: WebSocket;
  request: IncomingMessage;
  userId?: string;
  sessionId?: string;
  /**
   * The account whose disabling or change of role closes the socket: the signed-in person, or the
   * partner account that owns the socket's API key (none for visitors and keys operators made).
   */
  accountId?: string;
  /** The API key the socket was opened with: revoking or deleting it closes the socket. */
  keyId?: number;
  /** The connection's actor at connect (who may send documents); each subscription reads it again. */
  actor: Actor;
  expiry?: NodeJS.Timeout;
}

const refuseUpgrade = (socket: Duplex, status: string, headers: string[] = []) =>
  socket.end([`HTTP/1.1 ${status}`, ...headers, 'Connection: close', 'Content-Length: 0', '', ''].join('\r\n'));

const coded = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on /graphql. The socket carries subscriptions
 * only, checked by the same rules as HTTP (protection.check: tokens, depth, aliases, directives,
 * cost, introspection) and answered with the same error masking. The person is who the upgrade
 * request's session cookie (or API key) says, read again when each subscription starts; a session
 * that ends (sign-out, disabled account, expiry) closes its sockets on every replica, and so does
 * disabling a partner account or changing its role for the sockets opened with its keys. A browser
 * page from another site is refused, and so is a client over its connection limits.
 */
export function serveSubscriptions(options: {
  http: Server;
  siteUrl: string;
  access: SocketAccess;
  /** Ended sessions from every replica (absent: only expiry and the check at each subscription apply). */
  live?: LiveFeed;
  /** New connections per client per minute (socketConnectLimiter); absent: no such limit. */
  connectLimiter?: RateLimiterPostgres;
  logger: Logger;
  limits?: Partial<typeof SOCKET_LIMITS>;
}): { stop(): Promise<void> } {
  const { access, logger } = options;
  const limits = { ...SOCKET_LIMITS, ...options.limits };
  const site = new URL(options.siteUrl).origin;
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes });
  const openPerClient = new Map<string, number>();
  const heldByAccount = new Map<string, Set<HeldSocket>>();
  const heldByKey = new Map<number, Set<HeldSocket>>();
  const format = formatError(logger);
  const formatAll = (errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
    errors.map((error) => {
      // The HTTP status some shared errors carry for Apollo means nothing on a socket.
      const { http: _status, ...extensions } = error.toJSON().extensions ?? {};
      return format({ ...error.toJSON(), extensions }, error);
    });

  options.http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that goes away while its limits are counted must not crash the process.
    socket.on('error', () => socket.destroy());
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const origin = request.headers.origin;
    const own = `http://${request.headers.host}`;
    if (path !== '/graphql' || (origin !== undefined && origin !== site && origin !== own && origin !== own.replace('http:', 'https:'))) {
      refuseUpgrade(socket, '403 Forbidden');
      return;
    }
    const client = access.clientAddress(request);
    const open = openPerClient.get(client) ?? 0;
    if (open >= limits.connectionsPerClient) {
      refuseUpgrade(socket, '429 Too Many Requests', ['Retry-After: 60']);
      return;
    }
    openPerClient.set(client, open + 1);
    // The TCP connection's end, whether refused below, failed to upgrade, or a socket closed later.
    socket.once('close', () => {
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
    });
    void (async () => {
      if (options.connectLimiter) {
        try {
          await options.connectLimiter.consume(client);
        } catch (outcome) {
          if (outcome instanceof RateLimiterRes) {
            refuseUpgrade(socket, '429 Too Many Requests', [`Retry-After: ${retryAfter(outcome)}`]);
            return;
          }
          logger.warn({ err: outcome }, 'Socket connection limit unavailable; letting the connection through');
        }
      }
      if (socket.destroyed) return;
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    })();
  });

  const release = (held: HeldSocket) => {
    clearTimeout(held.expiry);
    if (held.keyId !== undefined) {
      const byKey = heldByKey.get(held.keyId);
      byKey?.delete(held);
      if (byKey?.size === 0) heldByKey.delete(held.keyId);
    }
    if (!held.accountId) return;
    const set = heldByAccount.get(held.accountId);
    set?.delete(held);
    if (set?.size === 0) heldByAccount.delete(held.accountId);
  };

  /** Closes the socket when its session expires; a session renewed meanwhile is followed to its new expiry. */
  const watchExpiry = (held: HeldSocket, expiresAt: Date) => {
    clearTimeout(held.expiry);
    held.expiry = setTimeout(async () => {
      if (Date.now() < expiresAt.getTime()) return watchExpiry(held, expiresAt);
      try {
        const now = await access.viewer(held.request);
        if (now.session && now.session.id === held.sessionId && now.session.expiresAt.getTime() > Date.now()) return watchExpiry(held, now.session.expiresAt);
      } catch (error) {
        logger.warn({ err: error }, 'Could not re-read an expiring session; closing its socket');
      }
      held.ws.close(CLOSE.sessionEnded, 'Session expired');
    }, Math.min(Math.max(0, expiresAt.getTime() - Date.now()), MAX_TIMER_MS));
    held.expiry.unref();
  };

  const stopListening = options.live?.onSessionEnded(({ userId, sessionId, keyId, reason }) => {
    // A revoked or deleted key closes its own sockets only: the account's other keys and sessions stay.
    if (keyId !== undefined) {
      for (const held of heldByKey.get(keyId) ?? []) held.ws.close(CLOSE.sessionEnded, 'API key revoked');
      return;
    }
    if (userId === null) return;
    // A sign-out names its session, so it leaves the account's other sessions and its API keys' sockets
    // alone; a disabled account or a change of role closes them all (its keys no longer work).
    for (const held of heldByAccount.get(userId) ?? []) {
      if (sessionId && held.sessionId !== sessionId) continue;
      if (reason === 'disabled') held.ws.close(CLOSE.disabled, 'Account disabled');
      else held.ws.close(CLOSE.sessionEnded, reason === 'role-changed' ? 'Account changed; reconnect' : 'Signed out');
    }
  });

  const server = useServer<Record<string, unknown>, { held?: HeldSocket }>(
    {
      connectionInitWaitTimeout: limits.connectionInitWaitMs,
      onConnect: async (ctx) => {
        const ws = ctx.extra.socket;
        const held: HeldSocket = { ws, request: ctx.extra.request, actor: { kind: 'visitor' } };
        let viewer: SocketViewer;
        try {
          viewer = await access.viewer(ctx.extra.request);
        } catch (error) {
          const known = toAppError(error);
          if (!known) throw error;
          ws.close(CLOSE.sessionEnded, known.message.slice(0, 120));
          return false;
        }
        held.actor = viewer.actor;
        if (viewer.actor.kind === 'user' && viewer.session) {
          held.userId = held.accountId = viewer.actor.userId;
          held.sessionId = viewer.session.id;
          watchExpiry(held, viewer.session.expiresAt);
        } else if (viewer.actor.kind === 'partner') {
          held.keyId = viewer.actor.keyId;
          const byKey = heldByKey.get(held.keyId) ?? new Set();
          byKey.add(held);
          heldByKey.set(held.keyId, byKey);
          if (viewer.actor.ownerId) held.accountId = viewer.actor.ownerId;
        }
        if (held.accountId) {
          const set = heldByAccount.get(held.accountId) ?? new Set();
          set.add(held);
          heldByAccount.set(held.accountId, set);
        }
        ws.once('close', () => release(held));
        ctx.extra.held = held;
        return true;
      },
      onSubscribe: async (ctx, _id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerConnection) {
          return [coded(`At most ${limits.subscriptionsPerConnection} subscriptions can be open on one connection`, 'TOO_MANY_REQUESTS')];
        }
        // The same rule as HTTP on what may run without a partner key, before any parsing.
        const admitted = access.trustedDocuments.admit(payload, ctx.extra.held!.actor);
        if ('status' in admitted) return [coded(admitted.message, admitted.code)];
        const checked = access.protection.check({ ...payload, query: admitted.query });
        if (Array.isArray(checked)) return checked;
        const { document, operation } = checked as Exclude<typeof checked, readonly GraphQLError[]>;
        if (operation.operation !== 'subscription') {
          return [coded('This socket serves subscriptions only: send queries and mutations with POST /graphql', 'BAD_REQUEST')];
        }
        // Who it is now, not who it was at connect: a session that ended refuses the subscription and closes the socket.
        const held = ctx.extra.held!;
        let viewer: SocketViewer;
        try {
          viewer = await access.viewer(ctx.extra.request);
        } catch (error) {
          // An API key revoked since connect, for instance.
          const known = toAppError(error);
          if (!known) throw error;
          held.ws.close(CLOSE.sessionEnded, known.message.slice(0, 120));
          return [coded(known.message, known.code)];
        }
        const same = viewer.actor.kind === 'user' ? viewer.actor.userId === held.userId && viewer.session?.id === held.sessionId : !held.userId;
        if (!same) {
          held.ws.close(CLOSE.sessionEnded, 'Session ended');
          return [coded('Your session has ended. Please sign in again.', 'UNAUTHENTICATED')];
        }
        if (viewer.session) watchExpiry(held, viewer.session.expiresAt);
        return {
          schema: access.protection.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: access.contextFor(ctx.extra.request, viewer.actor),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: formatAll(result.errors) } : undefined) as never,
      onError: (_ctx, _id, _payload, errors) => {
        logger.debug({ errors: errors.map((error) => error.message) }, 'Subscription refused');
        return formatAll(errors);
      },
    },
    wss,
  );
  return {
    stop: async () => {
      stopListening?.();
      for (const set of heldByAccount.values()) for (const held of set) clearTimeout(held.expiry);
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
