import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ConfirmProjectMutation } from '../accountSettingsOperations';

/** Sends a post waiting under the viewer's address to the review queue (the cache updates its row). */
export function useConfirmProject() {
  const [mutate, { loading }] = useMutation(ConfirmProjectMutation);
  const confirm = useCallback(async (id: string) => {
    await mutate({ variables: { id } });
  }, [mutate]);
  return { confirm, confirming: loading };
}
