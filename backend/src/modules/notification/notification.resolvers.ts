import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { NOTIFICATION_EMAIL_VALUES, NOTIFICATION_KIND_VALUES } from '../../shared/graphql-enums';

export const notificationResolvers: Resolvers = {
  NotificationKind: NOTIFICATION_KIND_VALUES,
  NotificationEmail: NOTIFICATION_EMAIL_VALUES,
  Notification: {
    read: (notification) => notification.readAt !== null,
  },
  Query: {
    notifications: (_parent, { first, before }, { services, actor }) => services.notifications.list(actor, first ?? 20, before),
    unreadNotificationCount: (_parent, _args, { services, actor }) => services.notifications.unreadCount(actor),
    notificationSettings: (_parent, _args, { services, actor }) => services.notifications.settings(actor),
  },
  Mutation: {
    markNotificationsRead: (_parent, { ids }, { services, actor }) => services.notifications.markRead(actor, ids),
    updateNotificationSetting: (_parent, { kind, email }, { services, actor }) => services.notifications.updateSetting(actor, kind, email),
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_parent, _args, { services, actor }) => services.notifications.subscribe(actor) as never,
      resolve: (payload: { id: string }, _args: unknown, { services, actor }: GraphQLContext) => services.notifications.one(actor, payload.id) as never,
    },
  },
};
