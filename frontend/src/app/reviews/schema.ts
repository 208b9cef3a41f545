import { CONTRACTOR_REVIEW_MESSAGES, HIDE_REASON_MIN, REVIEW_REPLY_MAX } from '@marketplace/shared';
import * as Yup from 'yup';

/** The reviewed contractor's public reply, with the server's rules and messages. */
export const replySchema = Yup.object({
  text: Yup.string().trim().required(CONTRACTOR_REVIEW_MESSAGES.reply).max(REVIEW_REPLY_MAX, CONTRACTOR_REVIEW_MESSAGES.replyTooLong),
});

/** An operator's reason for hiding a review, with the server's rules and messages. */
export const hideSchema = Yup.object({
  reason: Yup.string().trim().required(CONTRACTOR_REVIEW_MESSAGES.hideReason).min(HIDE_REASON_MIN, CONTRACTOR_REVIEW_MESSAGES.hideReason),
});
