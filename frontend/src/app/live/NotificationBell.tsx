import { CountLink } from '@marketplace/design-system';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { needsFallbackRefresh, onLiveStateChange, onNotificationAdded, onUnreadCountChange, startLiveNotifications } from './liveNotifications';
import { refreshUnreadCount } from './unreadCount';

/**
 * The header's bell for a signed-in person: unread count from the account check, kept current by
 * live notifications and by the notifications page marking them read.
 */
export function NotificationBell({ initialCount }: { initialCount: number }) {
  const [count, setCount] = useState(initialCount);
  useEffect(() => startLiveNotifications(), []);
  // A new notification counts at once; the server's count, read after it, then settles the badge
  // (a read that was already under way when the notification came may not include it).
  useEffect(
    () =>
      onNotificationAdded(() => {
        setCount((value) => value + 1);
        void refreshUnreadCount();
      }),
    [],
  );
  useEffect(() => onUnreadCountChange(setCount), []);
  // After a reconnect, events sent while the socket was down were missed: read the count again.
  useEffect(
    () =>
      onLiveStateChange(() => {
        if (!needsFallbackRefresh()) void refreshUnreadCount();
      }),
    [],
  );
  return <CountLink href="/notifications" icon={<Bell aria-hidden="true" />} label="Notifications" count={count} />;
}
