import { print } from 'graphql';
import { useEffect, useState } from 'react';
import { createClient, type Client } from 'graphql-ws';
import notificationAddedId from 'virtual:persisted-query-id/NotificationAdded';
import type { NotificationAddedSubscription as NotificationAdded } from '../../gql/graphql';
import { onArrivalPage } from '../hydration';
import { NotificationAddedSubscription } from './operations';

export type LiveNotification = NotificationAdded['notificationAdded'];

const ADDED = 'marketplace:notification-added';
const STATE = 'marketplace:live-state';
/** The unread count changed on this page (the list marked some read). */
const UNREAD = 'marketplace:unread-count';

let client: Client | undefined;
let stopSubscription: (() => void) | undefined;
let users = 0;
let connected = false;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  window.dispatchEvent(new CustomEvent(STATE, { detail: value }));
}

/**
 * One WebSocket per tab for a signed-in person (graphql-ws, which reconnects with backoff): each
 * new notification is announced on the page as a DOM event, so the header's badge and any open
 * screen (project, dashboard, thread) update without reload. Returns a function that lets go.
 */
export function startLiveNotifications(): () => void {
  users += 1;
  if (users === 1) window.dispatchEvent(new CustomEvent(STATE, { detail: connected }));
  if (!client && typeof WebSocket !== 'undefined') {
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
    client = createClient({
      url,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: { connected: () => setConnected(true), closed: () => setConnected(false), error: () => setConnected(false) },
    });
    stopSubscription = client.subscribe<{ notificationAdded: LiveNotification }>(
      // Its id from the build's persisted query manifest (the socket, too, runs only the app's operations
      // without an API key); the text under the dev server.
      notificationAddedId
        ? { query: '', operationName: 'NotificationAdded', extensions: { persistedQuery: { version: 1, sha256Hash: notificationAddedId } } }
        : { query: print(NotificationAddedSubscription) },
      {
        next: (result) => {
          const added = result.data?.notificationAdded;
          if (!added) return;
          if (refreshingScreens === 0) missedByScreens = true;
          window.dispatchEvent(new CustomEvent(ADDED, { detail: added }));
        },
        error: () => setConnected(false),
        complete: () => setConnected(false),
      },
    );
  }
  return () => {
    users -= 1;
    if (users > 0 || !client) return;
    stopSubscription?.();
    void client.dispose();
    client = undefined;
    connected = false;
    window.dispatchEvent(new CustomEvent(STATE, { detail: false }));
  };
}

/**
 * Whether a signed-in page should refresh on its own: the socket was wanted (someone is signed in)
 * but is not connected now, so screens fall back to refreshing every 30 seconds.
 */
export function needsFallbackRefresh(): boolean {
  return users > 0 && !connected;
}

function listen<T>(event: string, listener: (detail: T) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<T>).detail);
  window.addEventListener(event, handler);
  return () => window.removeEventListener(event, handler);
}

export const onNotificationAdded = (listener: (notification: LiveNotification) => void) => listen(ADDED, listener);
export const onLiveStateChange = (listener: () => void) => listen(STATE, listener);
export const onUnreadCountChange = (listener: (count: number) => void) => listen(UNREAD, listener);
export const announceUnreadCount = (count: number) => window.dispatchEvent(new CustomEvent(UNREAD, { detail: count }));

/** Screens now listening for notifications to refresh their data. */
let refreshingScreens = 0;
/**
 * A notification came while no screen listened. A screen that then starts listening on the page the
 * app arrived with shows the data the server rendered, from before it (it listens only once hydrated,
 * after the header's bell), so it refetches once as it starts. A screen the app moved to asks for its
 * data itself and needs no second request.
 */
let missedByScreens = false;

/**
 * `data-live-refresh` on <html> while a screen refreshes on notifications. A server-rendered screen
 * listens only once it has hydrated, after the header's bell; it catches up on a notification that
 * came before by refetching as it starts (`missedByScreens`). Browser tests wait for the attribute
 * before they make a change the screen must show.
 */
function markLiveRefresh() {
  if (refreshingScreens > 0) document.documentElement.setAttribute('data-live-refresh', '');
  else document.documentElement.removeAttribute('data-live-refresh');
}

/** Screens refresh every 30 seconds whenever live updates are not arriving. */
export const FALLBACK_REFRESH_MS = 30_000;

/**
 * Keeps a screen's queries current: each live notification refetches the active queries once
 * (a new proposal, message or status shows without reload). Answers the poll interval to use:
 * 30 s while a signed-in person's socket is down, else 0 (live, or a visitor with nothing to hear).
 */
export function useLiveRefresh(client: { refetchQueries(options: { include: 'active' }): unknown }): number {
  const [fallback, setFallback] = useState(needsFallbackRefresh);
  useEffect(() => onLiveStateChange(() => setFallback(needsFallbackRefresh())), []);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onNotificationAdded(() => {
      clearTimeout(timer);
      // Several notifications from one change (accept and decline others) refetch once.
      timer = setTimeout(() => void client.refetchQueries({ include: 'active' }), 250);
    });
    refreshingScreens++;
    markLiveRefresh();
    if (missedByScreens) {
      missedByScreens = false;
      if (onArrivalPage()) void client.refetchQueries({ include: 'active' });
    }
    return () => {
      clearTimeout(timer);
      stop();
      refreshingScreens--;
      markLiveRefresh();
    };
  }, [client]);
  return fallback ? FALLBACK_REFRESH_MS : 0;
}
