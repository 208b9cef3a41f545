import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MarkContactMessageHandledMutation } from '../operations';

/** Marks a Contact Us message handled (or open again); the answer updates the cached message and the overview's counts load again. Rejects with the server's error. */
export function useMarkContactMessageHandled() {
  const [mark] = useMutation(MarkContactMessageHandledMutation, { refetchQueries: ['OperatorOverview'] });
  return useCallback((id: string, handled: boolean) => mark({ variables: { id, handled } }), [mark]);
}
