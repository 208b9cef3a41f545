import { useMutation } from '@apollo/client/react';
import { PartnerConsoleQuery } from '../../operations';
import { CreateWebhookEndpointMutation } from '../operations';

/** Adds an endpoint; the partner console's list gains it at the end, as the server orders them. */
export function useCreateWebhookEndpoint() {
  return useMutation(CreateWebhookEndpointMutation, {
    update(cache, { data }) {
      const created = data?.createWebhookEndpoint.endpoint;
      if (!created) return;
      cache.updateQuery({ query: PartnerConsoleQuery }, (previous) =>
        previous && !previous.webhookEndpoints.some((e) => e.id === created.id) ? { ...previous, webhookEndpoints: [...previous.webhookEndpoints, created] } : previous,
      );
    },
  });
}
