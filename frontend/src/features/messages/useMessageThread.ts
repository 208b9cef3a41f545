import { useApolloClient, useQuery } from '@apollo/client/react';
import { MESSAGE_PAGE_SIZE } from '@marketplace/shared';
import { useEffect, useState } from 'react';
import { useLiveRefresh } from '../../app/live/liveNotifications';
import { useMarkThreadRead } from './mutations/useMarkThreadRead';
import { MessageThreadQuery } from './operations';

/**
 * One proposal's thread, kept fresh while the screen is open (a new message arrives live; every 30
 * seconds while the live connection is down), marked read whenever something new from the other
 * side is shown, and `loadEarlier` for longer conversations.
 */
export function useMessageThread(proposalId: string) {
  const [last, setLast] = useState(MESSAGE_PAGE_SIZE);
  const pollInterval = useLiveRefresh(useApolloClient());
  const query = useQuery(MessageThreadQuery, {
    variables: { proposalId, last },
    fetchPolicy: 'cache-and-network',
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  const thread = query.data?.messageThread ?? null;
  const markRead = useMarkThreadRead();
  const unread = thread?.unreadCount ?? 0;
  const newest = thread?.messages.nodes.at(-1)?.id;
  useEffect(() => {
    // A failed mark leaves the count as it was: the next message shown tries again.
    if (thread?.viewerRole && unread > 0) void markRead(proposalId).catch(() => undefined);
  }, [markRead, proposalId, thread?.viewerRole, unread, newest]);

  return {
    thread,
    /** True only before the first answer. */
    loading: query.loading && !query.data,
    error: query.error,
    refetch: () => query.refetch(),
    loadEarlier: () => setLast((count) => count + MESSAGE_PAGE_SIZE),
  };
}
