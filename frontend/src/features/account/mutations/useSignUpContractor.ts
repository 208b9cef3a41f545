import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ContractorSignUpInput } from '../../../gql/graphql';
import { SignUpContractorMutation } from '../operations';

/** Creates a contractor account (or only e-mails a sign-in link when the address has one); nothing is cached. Rejects with the server's error (field errors included). */
export function useSignUpContractor() {
  const [signUp] = useMutation(SignUpContractorMutation);
  return useCallback((input: ContractorSignUpInput) => signUp({ variables: { input } }), [signUp]);
}
