import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EnableAccountMutation } from '../operations';

/** An operator enables a disabled account again; the answer updates the cached account. Rejects with the server's error. */
export function useEnableAccount() {
  const [enable] = useMutation(EnableAccountMutation);
  return useCallback((id: string) => enable({ variables: { id } }), [enable]);
}
