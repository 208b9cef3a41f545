import { useMutation } from '@apollo/client/react';
import { UpdateWebhookEndpointMutation } from '../operations';

/** Changes, disables or enables an endpoint; the answer (same id) updates it in the cache by itself. */
export function useUpdateWebhookEndpoint() {
  return useMutation(UpdateWebhookEndpointMutation);
}
