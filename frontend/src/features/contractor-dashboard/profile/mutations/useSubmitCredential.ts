import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SubmitCredentialInput } from '../../../../gql/graphql';
import { MyContractorProfileQuery, SubmitCredentialMutation } from '../operations';

/** Files a credential (or new details for one) for an operator to check; then the contractor's profile loads again. Rejects with the server's error (field errors included). */
export function useSubmitCredential() {
  const [submit] = useMutation(SubmitCredentialMutation, { refetchQueries: [MyContractorProfileQuery] });
  return useCallback((input: SubmitCredentialInput) => submit({ variables: { input } }), [submit]);
}
