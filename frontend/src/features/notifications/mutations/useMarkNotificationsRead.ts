import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MarkNotificationsReadMutation } from '../operations';

/** Marks the given notifications read (all of them when `ids` is absent); resolves to the unread count left. Nothing is cached: the caller loads its list again. Rejects with the server's error. */
export function useMarkNotificationsRead() {
  const [markRead, { loading }] = useMutation(MarkNotificationsReadMutation);
  const mark = useCallback(async (ids?: string[]) => (await markRead({ variables: { ids } })).data?.markNotificationsRead ?? 0, [markRead]);
  return { markRead: mark, marking: loading };
}
