import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ReplyToReviewMutation } from '../operations';

/** The reviewed contractor's one public reply; the answer updates the cached review, so it shows under it. Rejects with the server's error. */
export function useReplyToReview() {
  const [send, { loading }] = useMutation(ReplyToReviewMutation);
  return { reply: useCallback((id: string, text: string) => send({ variables: { id, text } }), [send]), replying: loading };
}
