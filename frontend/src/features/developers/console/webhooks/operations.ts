import { graphql } from '../../../../gql';

/** One endpoint's delivery log, newest first. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      totalCount
      nodes {
        id
        ...DeliveryRow_delivery
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Adds an endpoint; the secret is in this answer only (an endpoint's secret never comes back after creation or rotation). */
export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
        description
        ...EndpointCard_endpoint
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      id
      ...EndpointCard_endpoint
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
        id
        ...EndpointCard_endpoint
      }
    }
  }
`);

/** The attempt, as the endpoint's card reports it and its delivery log lists it. */
export const SendTestWebhookEventMutation = graphql(`
  mutation SendTestWebhookEvent($id: ID!) {
    sendTestWebhookEvent(id: $id) {
      id
      succeeded
      statusCode
      durationMs
      error
      ...DeliveryRow_delivery
    }
  }
`);
