import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ApiKeysQuery, CreateApiKeyMutation } from '../operations';

/** Makes a partner API key; the secret is in this answer only. The cached key list gets the new key at its top. Rejects with the server's error. */
export function useCreateApiKey() {
  const [create] = useMutation(CreateApiKeyMutation, {
    update(cache, { data }) {
      const created = data?.createApiKey.apiKey;
      if (created) cache.updateQuery({ query: ApiKeysQuery }, (previous) => (previous ? { apiKeys: [created, ...previous.apiKeys] } : previous));
    },
  });
  return useCallback(async (name: string) => (await create({ variables: { name } })).data?.createApiKey, [create]);
}
