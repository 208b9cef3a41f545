export const webhookTypeDefs = /* GraphQL */ `
  """
  An address where an approved partner receives signed events (Standard Webhooks; docs/api.md, "Webhooks").
  Its partner manages it in their console; operators see and manage it per partner.
  """
  type WebhookEndpoint {
    id: ID!
    url: String!
    description: String!
    "Event types it receives: project.published, project.closed, project.status_changed."
    events: [String!]!
    "Project events only for these trades; empty for every trade."
    trades: [Trade!]!
    "Project events only for these cities; empty for every city."
    cities: [ServiceArea!]!
    enabled: Boolean!
    "Why it is disabled (by its partner, by staff, or after 3 days of failed deliveries); null while enabled."
    disabledReason: String
    disabledAt: DateTime
    "Since when every attempt has failed; null once one succeeds. After 3 days the endpoint is disabled."
    failingSince: DateTime
    "After a rotation, until when the previous secret signs too (24 hours); null otherwise."
    previousSecretExpiresAt: DateTime
    "The newest attempt to deliver to it, if any."
    lastDelivery: WebhookDelivery
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  "An endpoint with its signing secret (whsec_...): shown once, when created or rotated."
  type WebhookEndpointWithSecret {
    endpoint: WebhookEndpoint!
    secret: String!
  }

  "One attempt to deliver an event to an endpoint: the delivery log (kept 30 days)."
  type WebhookDelivery {
    id: ID!
    "The event's id, sent as webhook-id on every attempt (the same for retries)."
    eventId: String!
    eventType: String!
    "1 for the first attempt, 2 for the first retry, ..."
    attempt: Int!
    succeeded: Boolean!
    "The receiver's HTTP status; null when it could not be reached or did not answer in 5 seconds."
    statusCode: Int
    durationMs: Int!
    "Why the attempt failed: the receiver's status, a redirect, no answer within 5 seconds, or that the endpoint's address is not allowed or could not be reached (never which: ask us for details)."
    error: String
    "The first 1 KB of the receiver's answer."
    responseBody: String
    createdAt: DateTime!
  }

  type WebhookDeliveryConnection {
    nodes: [WebhookDelivery!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  input CreateWebhookEndpointInput {
    "https:// (http:// is accepted outside production only)."
    url: String!
    description: String
    "At least one of project.published, project.closed, project.status_changed."
    events: [String!]!
    "Trade ids; empty or absent for every trade."
    tradeIds: [Int!]
    "City slugs (e.g. mississauga); empty or absent for every city."
    cities: [String!]
    "Default true."
    enabled: Boolean
  }

  "Fields left out stay as they are. enabled: true re-enables a disabled endpoint."
  input UpdateWebhookEndpointInput {
    url: String
    description: String
    events: [String!]
    tradeIds: [Int!]
    cities: [String!]
    enabled: Boolean
  }

  extend type Query {
    "A partner's webhook endpoints: their own; operators name the partner (partnerId, operators only)."
    webhookEndpoints(partnerId: ID): [WebhookEndpoint!]!
    "The delivery log of one endpoint, newest first (first: 1-100)."
    webhookDeliveries(endpointId: ID!, first: Int = 20, after: String): WebhookDeliveryConnection!
  }

  extend type Mutation {
    "A partner adds an endpoint (5 at most). The secret is shown in this answer only."
    createWebhookEndpoint(input: CreateWebhookEndpointInput!): WebhookEndpointWithSecret!
    "Its partner or an operator changes an endpoint, or disables or enables it."
    updateWebhookEndpoint(id: ID!, input: UpdateWebhookEndpointInput!): WebhookEndpoint!
    "Its partner or an operator deletes an endpoint and its delivery log; answers its id."
    deleteWebhookEndpoint(id: ID!): ID!
    "Its partner replaces the secret; the previous one keeps signing beside it for 24 hours. The new secret is shown in this answer only."
    rotateWebhookSecret(id: ID!): WebhookEndpointWithSecret!
    "Sends a webhook.test event to the endpoint now and answers the attempt (status, time, the start of the answer). At most 10 an hour per endpoint and 30 per partner (TOO_MANY_REQUESTS)."
    sendTestWebhookEvent(id: ID!): WebhookDelivery!
  }
`;
