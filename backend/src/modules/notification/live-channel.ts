/**
 * How a new notification reaches the browsers of its recipient: the service announces it on a
 * PostgreSQL channel when its transaction commits; every API process listens (graphql/live-updates.ts)
 * and publishes it on the recipient's topic, which their open subscriptions read. This module holds
 * only the names both sides share, so neither imports the other.
 */
export const NOTIFICATION_CHANNEL = 'notification_added';

/** The in-process topic a person's subscriptions read. */
export const notificationTopic = (userId: string) => `notification:${userId}`;

/** What the notification service needs of the live feed: the topics subscriptions read. */
export interface LiveTopics {
  pubsub: { asyncIterableIterator<T>(topic: string): AsyncIterableIterator<T> };
}
