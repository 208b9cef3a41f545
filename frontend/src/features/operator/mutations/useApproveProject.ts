import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ApproveProjectMutation } from '../operations';

/** An operator publishes a post waiting for review (its homeowner is e-mailed); the answer updates the cached project's visibility and the overview's counts load again. Rejects with the server's error. */
export function useApproveProject() {
  const [approve] = useMutation(ApproveProjectMutation, { refetchQueries: ['OperatorOverview'] });
  return useCallback((id: string) => approve({ variables: { id } }), [approve]);
}
