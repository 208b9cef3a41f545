export const notificationTypeDefs = /* GraphQL */ `
  "What a notification is about; each kind is one line in the notification settings."
  enum NotificationKind {
    NEW_PROPOSAL
    PROPOSAL_DECISION
    NEW_MESSAGE
    PROJECT_STATUS
    REVIEW_INVITE
    REVIEW_RECEIVED
    "A newly published project matches the contractor's lead preferences."
    NEW_LEAD
    "A step on a written agreement (sent, signed, changes requested, a change order, a cancellation)."
    AGREEMENT
    "A site visit proposed, confirmed, moved or cancelled: shown in the app only (its calendar invitation is always e-mailed), so it has no setting."
    SITE_VISIT
  }

  "How a kind of notification reaches the person by e-mail."
  enum NotificationEmail {
    "One e-mail per event (messages within 10 minutes share one)."
    IMMEDIATE
    "Once a day, in a summary at 7 am Toronto time."
    DAILY
    "No e-mail; the notification still shows in the app."
    OFF
  }

  "Something that happened for the signed-in person."
  type Notification {
    id: ID!
    kind: NotificationKind!
    title: String!
    body: String!
    "The path of the screen it is about, e.g. /project/12."
    link: String!
    "What opening it does, e.g. Compare proposals."
    actionLabel: String!
    read: Boolean!
    createdAt: DateTime!
  }

  type NotificationPage {
    "Newest first."
    notifications: [Notification!]!
    "Pass as before for the next (older) page; null on the last page."
    nextCursor: String
    unreadCount: Int!
  }

  type NotificationSetting {
    kind: NotificationKind!
    label: String!
    description: String!
    email: NotificationEmail!
  }

  extend type Query {
    "The signed-in person's notifications (first: 1-50)."
    notifications(first: Int = 20, before: String): NotificationPage!
    "Unread notifications of the signed-in person; 0 for visitors."
    unreadNotificationCount: Int!
    "Which e-mails the signed-in person gets."
    notificationSettings: [NotificationSetting!]!
  }

  extend type Mutation {
    "Marks the given notifications read, or all of them when ids is omitted; answers the unread count left."
    markNotificationsRead(ids: [ID!]): Int!
    updateNotificationSetting(kind: NotificationKind!, email: NotificationEmail!): NotificationSetting!
  }

  type Subscription {
    "Each new notification of the signed-in person, as it happens (over graphql-ws at /graphql)."
    notificationAdded: Notification!
  }
`;
