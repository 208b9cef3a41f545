import type { Resolvers } from '../../generated/graphql';
import { connectionOf } from '../../graphql/connection';
import { SERVICE_AREAS, TRADES } from '../../shared/catalogue';
import { encodeDeliveryCursor } from './webhook.service';

export const webhookResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_parent, { partnerId }, { services, actor }) => services.webhooks.list(actor, partnerId),
    webhookDeliveries: async (_parent, { endpointId, first, after }, { services, actor }) => {
      const page = await services.webhooks.deliveries(actor, endpointId, first ?? undefined, after);
      return connectionOf(page, page.hasPreviousPage, (node) => encodeDeliveryCursor(node.id));
    },
  },
  Mutation: {
    createWebhookEndpoint: (_parent, { input }, { services, actor }) => services.webhooks.create(actor, input),
    updateWebhookEndpoint: (_parent, { id, input }, { services, actor }) => services.webhooks.update(actor, id, input),
    deleteWebhookEndpoint: (_parent, { id }, { services, actor }) => services.webhooks.delete(actor, id),
    rotateWebhookSecret: (_parent, { id }, { services, actor }) => services.webhooks.rotateSecret(actor, id),
    sendTestWebhookEvent: (_parent, { id }, { services, actor }) => services.webhooks.sendTest(actor, id),
  },
  WebhookEndpoint: {
    trades: (endpoint) => TRADES.filter((trade) => endpoint.tradeIds.includes(trade.id)),
    cities: (endpoint) => SERVICE_AREAS.filter((area) => endpoint.cities.includes(area.slug)),
    lastDelivery: async (endpoint, _args, { services }) => (await services.webhooks.lastAttempts([endpoint.id]))[0],
  },
};
