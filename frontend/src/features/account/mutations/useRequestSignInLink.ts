import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RequestSignInLinkMutation } from '../operations';

/** E-mails a one-time sign-in link that opens `redirectTo` (nothing is cached). Rejects with the server's error (field errors included). */
export function useRequestSignInLink() {
  const [requestLink] = useMutation(RequestSignInLinkMutation);
  return useCallback((email: string, redirectTo: string | null | undefined) => requestLink({ variables: { email, redirectTo } }), [requestLink]);
}
