import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { HideReviewMutation } from '../operations';

/** An operator hides a review with a reason (kept in the audit log); the answer updates the cached review. Rejects with the server's error (field errors included). */
export function useHideReview() {
  const [hideReview, { loading }] = useMutation(HideReviewMutation);
  return { hide: useCallback((id: string, reason: string) => hideReview({ variables: { id, reason } }), [hideReview]), hiding: loading };
}
