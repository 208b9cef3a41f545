import { useMutation } from '@apollo/client/react';
import { SendTestWebhookEventMutation, WebhookDeliveryFields } from '../operations';

/** Sends a test event; the attempt becomes the endpoint's last delivery and tops its delivery log, if loaded. */
export function useSendTestWebhookEvent(endpointId: string) {
  return useMutation(SendTestWebhookEventMutation, {
    update(cache, { data }) {
      const attempt = data?.sendTestWebhookEvent;
      if (!attempt) return;
      const ref = cache.writeFragment({ fragment: WebhookDeliveryFields, fragmentName: 'WebhookDeliveryFields', data: attempt });
      cache.modify({
        id: cache.identify({ __typename: 'WebhookEndpoint', id: endpointId }),
        fields: { lastDelivery: () => ref },
      });
      cache.modify({
        fields: {
          webhookDeliveries(existing, { storeFieldName }) {
            const page = existing as { nodes?: readonly unknown[]; totalCount?: number } | undefined;
            if (!page?.nodes || !storeFieldName.includes(`"endpointId":"${endpointId}"`)) return existing;
            return { ...page, totalCount: (page.totalCount ?? 0) + 1, nodes: [ref, ...page.nodes] } as never;
          },
        },
      });
    },
  });
}
