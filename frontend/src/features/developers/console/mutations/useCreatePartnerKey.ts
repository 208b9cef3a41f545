import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import { PartnerConsoleQuery } from '../operations';

export const CreatePartnerKeyMutation = graphql(`
  mutation CreatePartnerKey($name: String!) {
    createApiKey(name: $name) {
      key
      apiKey {
        id
        name
        revokedAt
        ...KeyRow_apiKey
        ...KeyUsage_apiKey
      }
    }
  }
`);

/** Makes one of the partner's keys; the secret is in this answer only. The console lists the key at once. */
export function useCreatePartnerKey() {
  const [create] = useMutation(CreatePartnerKeyMutation, {
    update(cache, { data }) {
      const created = data?.createApiKey.apiKey;
      if (created) cache.updateQuery({ query: PartnerConsoleQuery }, (previous) => (previous ? { ...previous, apiKeys: [created, ...previous.apiKeys] } : previous));
    },
  });
  return useCallback(async (name: string) => (await create({ variables: { name } })).data?.createApiKey, [create]);
}
