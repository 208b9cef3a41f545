import { useMutation } from '@apollo/client/react';
import { SendTestWebhookEventMutation } from '../operations';

/**
 * Sends a test event to the endpoint `id`; the attempt (already in the cache by its id, with the
 * delivery log's fields) becomes the endpoint's last delivery and tops its delivery log, if loaded.
 */
export function useSendTestWebhookEvent() {
  return useMutation(SendTestWebhookEventMutation, {
    update(cache, { data }, { variables }) {
      const attempt = data?.sendTestWebhookEvent;
      const endpointId = variables?.id;
      const attemptId = attempt && cache.identify(attempt);
      if (!attemptId || !endpointId) return;
      cache.modify({
        id: cache.identify({ __typename: 'WebhookEndpoint', id: endpointId }),
        fields: { lastDelivery: (_, { toReference }) => toReference(attemptId) },
      });
      cache.modify({
        fields: {
          webhookDeliveries(existing, { storeFieldName, toReference }) {
            const page = existing as { nodes?: readonly unknown[]; totalCount?: number } | undefined;
            if (!page?.nodes || !storeFieldName.includes(`"endpointId":"${endpointId}"`)) return existing;
            return { ...page, totalCount: (page.totalCount ?? 0) + 1, nodes: [toReference(attemptId), ...page.nodes] } as never;
          },
        },
      });
    },
  });
}
