import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ContractorProfileInput } from '../../../../gql/graphql';
import { UpdateContractorProfileMutation } from '../operations';

/** Saves the signed-in contractor's business profile; the answer updates the cached profile. Rejects with the server's error (field errors included). */
export function useUpdateContractorProfile() {
  const [save] = useMutation(UpdateContractorProfileMutation);
  return useCallback((input: ContractorProfileInput) => save({ variables: { input } }), [save]);
}
