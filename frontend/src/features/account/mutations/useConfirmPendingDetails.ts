import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ConfirmPendingAccountDetailsMutation } from '../accountSettingsOperations';
import { announceAccountChange } from '../../../app/session/accountEvents';

/** Takes the details given with the viewer's address as their own; answers the account as it now is. */
export function useConfirmPendingDetails() {
  const [mutate, { loading }] = useMutation(ConfirmPendingAccountDetailsMutation);
  const confirm = useCallback(async () => {
    const account = (await mutate()).data?.confirmPendingAccountDetails ?? null;
    announceAccountChange();
    return account;
  }, [mutate]);
  return { confirm, confirming: loading };
}
