import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DiscardPendingAccountDetailsMutation } from '../accountSettingsOperations';

/** Refuses the details given with the viewer's address: the account stays as it is. */
export function useDiscardPendingDetails() {
  const [mutate, { loading }] = useMutation(DiscardPendingAccountDetailsMutation);
  const discard = useCallback(async () => {
    await mutate();
  }, [mutate]);
  return { discard, discarding: loading };
}
