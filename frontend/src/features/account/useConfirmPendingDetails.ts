import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ConfirmPendingAccountDetailsMutation } from './accountSettingsOperations';

/** Takes the details given with the viewer's address as their own; answers the account as it now is. */
export function useConfirmPendingDetails() {
  const [mutate, { loading }] = useMutation(ConfirmPendingAccountDetailsMutation);
  const confirm = useCallback(async () => (await mutate()).data?.confirmPendingAccountDetails ?? null, [mutate]);
  return { confirm, confirming: loading };
}
