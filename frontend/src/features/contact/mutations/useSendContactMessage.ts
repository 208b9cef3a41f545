import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ContactMessageInput } from '../../../gql/graphql';
import { SendContactMessageMutation } from '../operations';

/** Sends a Contact Us message to the team (nothing is cached). Rejects with the server's error (field errors included). */
export function useSendContactMessage() {
  const [sendMessage] = useMutation(SendContactMessageMutation);
  return useCallback((input: ContactMessageInput) => sendMessage({ variables: { input } }), [sendMessage]);
}
