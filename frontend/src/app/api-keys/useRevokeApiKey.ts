import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      ...KeyRow_apiKey
    }
  }
`);

/** Revokes a partner API key at once; the answer updates the cached key (revokedAt). Rejects with the server's error. */
export function useRevokeApiKey() {
  const [revoke, { loading }] = useMutation(RevokeApiKeyMutation);
  return { revoke: useCallback((id: string) => revoke({ variables: { id } }), [revoke]), revoking: loading };
}
