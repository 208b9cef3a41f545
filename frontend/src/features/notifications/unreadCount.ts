import { fetchAccount } from '../account/accountApi';
import { announceUnreadCount } from './liveNotifications';

/**
 * Reads the unread count again and tells the header's bell: after a reconnect (events sent while
 * the socket was down were missed) and after a screen read some notifications where they happened
 * (opening a thread reads its messages). A failed read leaves the badge as it was.
 */
export async function refreshUnreadCount(): Promise<void> {
  try {
    const viewer = await fetchAccount();
    if (viewer) announceUnreadCount(viewer.unreadNotifications ?? 0);
  } catch {
    // The next notification or reconnect tries again.
  }
}
