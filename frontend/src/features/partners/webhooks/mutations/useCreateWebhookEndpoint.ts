import { useMutation } from '@apollo/client/react';
import { CreateWebhookEndpointMutation, WebhookEndpointsQuery } from '../operations';

/** Adds an endpoint; the partner's list (no partnerId) gains it at the end, as the server orders them. */
export function useCreateWebhookEndpoint() {
  return useMutation(CreateWebhookEndpointMutation, {
    update(cache, { data }) {
      const created = data?.createWebhookEndpoint.endpoint;
      if (!created) return;
      cache.updateQuery({ query: WebhookEndpointsQuery, variables: { partnerId: null } }, (previous) =>
        previous && !previous.webhookEndpoints.some((e) => e.id === created.id) ? { webhookEndpoints: [...previous.webhookEndpoints, created] } : previous,
      );
    },
  });
}
