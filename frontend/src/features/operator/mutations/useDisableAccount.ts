import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DisableAccountMutation } from '../operations';

/** An operator disables an account with a reason (it is signed out everywhere); the answer updates the cached account. Rejects with the server's error. */
export function useDisableAccount() {
  const [disable] = useMutation(DisableAccountMutation);
  return useCallback((id: string, reason: string) => disable({ variables: { id, reason } }), [disable]);
}
