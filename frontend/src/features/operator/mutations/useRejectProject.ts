import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RejectProjectMutation } from '../operations';

/** An operator refuses a post with the reason its homeowner is e-mailed; the answer updates the cached project's visibility and the overview's counts load again. Rejects with the server's error. */
export function useRejectProject() {
  const [reject] = useMutation(RejectProjectMutation, { refetchQueries: ['OperatorOverview'] });
  return useCallback((id: string, reason: string) => reject({ variables: { id, reason } }), [reject]);
}
