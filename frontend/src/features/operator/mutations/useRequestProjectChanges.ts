import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RequestProjectChangesMutation } from '../operations';

/** An operator sends a post back to its homeowner with a message; the answer updates the cached project's visibility and the overview's counts load again. Rejects with the server's error. */
export function useRequestProjectChanges() {
  const [requestChanges] = useMutation(RequestProjectChangesMutation, { refetchQueries: ['OperatorOverview'] });
  return useCallback((id: string, message: string) => requestChanges({ variables: { id, message } }), [requestChanges]);
}
