import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SendMessageInput } from '../../../gql/graphql';
import { SendMessageMutation } from '../operations';

/** Sends a message (text and photos) in a proposal's thread. Nothing is cached here: the caller loads the thread again when it is sent. Rejects with the server's error (field errors included). */
export function useSendMessage() {
  const [send] = useMutation(SendMessageMutation);
  return useCallback((input: SendMessageInput) => send({ variables: { input } }), [send]);
}
