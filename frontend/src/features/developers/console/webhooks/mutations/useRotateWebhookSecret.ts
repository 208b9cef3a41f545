import { useMutation } from '@apollo/client/react';
import { RotateWebhookSecretMutation } from '../operations';

/** A new secret for an endpoint; the endpoint in the answer (previousSecretExpiresAt) updates the cache by its id. */
export function useRotateWebhookSecret() {
  return useMutation(RotateWebhookSecretMutation);
}
