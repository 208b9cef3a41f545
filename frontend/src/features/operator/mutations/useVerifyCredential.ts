import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { VerifyCredentialMutation } from '../credentialOperations';

/** An operator verifies a credential (the contractor is e-mailed); the answer updates the cached credential. Rejects with the server's error. */
export function useVerifyCredential() {
  const [verify] = useMutation(VerifyCredentialMutation);
  return useCallback((id: string) => verify({ variables: { id } }), [verify]);
}
