import { graphql } from '../../../gql';

/** What the panel shows of an endpoint (its secret never comes back after creation or rotation). */
export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    trades {
      id
      name
    }
    cities {
      slug
      name
    }
    enabled
    disabledReason
    disabledAt
    failingSince
    previousSecretExpiresAt
    createdAt
    lastDelivery {
      ...WebhookDeliveryFields @unmask
    }
  }
`);

/** One line of the delivery log. */
export const WebhookDeliveryFields = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    eventId
    eventType
    attempt
    succeeded
    statusCode
    durationMs
    error
    createdAt
  }
`);

/** A partner's endpoints: their own, or (operators) the partner named. */
export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints($partnerId: ID) {
    webhookEndpoints(partnerId: $partnerId) {
      ...WebhookEndpointFields @unmask
    }
  }
`);

/** One endpoint's delivery log, newest first. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      totalCount
      nodes {
        ...WebhookDeliveryFields @unmask
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields @unmask
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields @unmask
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        ...WebhookEndpointFields @unmask
      }
    }
  }
`);

export const SendTestWebhookEventMutation = graphql(`
  mutation SendTestWebhookEvent($id: ID!) {
    sendTestWebhookEvent(id: $id) {
      ...WebhookDeliveryFields @unmask
    }
  }
`);
