import { graphql } from '../../gql';

export const NotificationsQuery = graphql(`
  query Notifications($before: String) {
    notifications(first: 20, before: $before) {
      unreadCount
      nextCursor
      notifications {
        id
        kind
        title
        body
        link
        actionLabel
        read
        createdAt
      }
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    notificationSettings {
      kind
      label
      description
      email
    }
  }
`);

export const UpdateNotificationSettingMutation = graphql(`
  mutation UpdateNotificationSetting($kind: NotificationKind!, $email: NotificationEmail!) {
    updateNotificationSetting(kind: $kind, email: $email) {
      kind
      label
      description
      email
    }
  }
`);
