import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refreshUnreadCount } from '../../../app/live/unreadCount';
import { MarkThreadReadMutation } from '../operations';

/**
 * Marks a proposal's thread read. The answer (the thread's id and its unread count, now none) updates the
 * cached thread, so the thread and the proposals' message links stop counting unread messages; reading the
 * thread reads its message notifications too, so the header's bell catches up. Rejects with the server's error.
 */
export function useMarkThreadRead() {
  const [markRead] = useMutation(MarkThreadReadMutation);
  return useCallback(
    async (proposalId: string) => {
      await markRead({ variables: { proposalId } });
      await refreshUnreadCount();
    },
    [markRead],
  );
}
