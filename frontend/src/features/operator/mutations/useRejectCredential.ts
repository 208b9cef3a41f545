import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RejectCredentialMutation } from '../credentialOperations';

/** An operator rejects a credential with the reason the contractor is e-mailed; the answer updates the cached credential. Rejects with the server's error (field errors included). */
export function useRejectCredential() {
  const [reject] = useMutation(RejectCredentialMutation);
  return useCallback((id: string, reason: string) => reject({ variables: { id, reason } }), [reject]);
}
