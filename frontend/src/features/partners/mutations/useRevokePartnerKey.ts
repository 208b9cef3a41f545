import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const RevokePartnerKeyMutation = graphql(`
  mutation RevokePartnerKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);

/** Revokes one of the partner's keys at once; the answer updates the key in the cache (revokedAt). */
export function useRevokePartnerKey() {
  const [revoke, { loading }] = useMutation(RevokePartnerKeyMutation);
  return { revoke: useCallback((id: string) => revoke({ variables: { id } }), [revoke]), revoking: loading };
}
