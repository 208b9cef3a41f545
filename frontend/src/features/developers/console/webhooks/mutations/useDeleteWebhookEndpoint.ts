import { useMutation } from '@apollo/client/react';
import { DeleteWebhookEndpointMutation } from '../operations';

/** Deletes an endpoint and drops it (and every list's reference to it) from the cache. */
export function useDeleteWebhookEndpoint() {
  return useMutation(DeleteWebhookEndpointMutation, {
    update(cache, { data }) {
      const id = data?.deleteWebhookEndpoint;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
      cache.gc();
    },
  });
}
