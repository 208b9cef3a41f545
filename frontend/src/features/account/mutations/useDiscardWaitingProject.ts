import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyProjectsQuery } from '../operations';
import { DiscardWaitingProjectMutation } from '../accountSettingsOperations';

/** Deletes a post waiting under the viewer's address, then reloads My projects. */
export function useDiscardWaitingProject() {
  const [mutate, { loading }] = useMutation(DiscardWaitingProjectMutation, { refetchQueries: [MyProjectsQuery], awaitRefetchQueries: true });
  const discard = useCallback(async (id: string) => {
    await mutate({ variables: { id } });
  }, [mutate]);
  return { discard, discarding: loading };
}
