import { graphql } from '../../gql';

/** What the live channel pushes: one new notification for the signed-in person. */
export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      kind
      title
      link
    }
  }
`);
