import { fetchAccount } from '../session/accountApi';
import { announceUnreadCount } from './liveNotifications';

/** Which read was asked last: only its answer is told, so an older, slower answer cannot undo a newer count. */
let latestRead = 0;

/**
 * Reads the unread count again and tells the header's bell: after a reconnect (events sent while
 * the socket was down were missed), after each live notification, and after a screen read some
 * notifications where they happened (opening a thread reads its messages). Of reads in flight at
 * once only the last one asked counts, since it alone saw every change before it. A failed read
 * leaves the badge as it was.
 */
export async function refreshUnreadCount(): Promise<void> {
  const read = ++latestRead;
  try {
    const viewer = await fetchAccount();
    if (viewer && read === latestRead) announceUnreadCount(viewer.unreadNotifications ?? 0);
  } catch {
    // The next notification or reconnect tries again.
  }
}
