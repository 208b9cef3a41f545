import { IsInt, IsString, Max, Min, ValidateBy } from 'class-validator';
import {
  CONTRACTOR_REVIEW_MESSAGES,
  HIDE_REASON_MIN,
  MAX_LENGTH,
  REVIEW_REPLY_MAX,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  tooLong,
} from '@marketplace/shared';

const trimmedLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : -1);

/** Text of at least `min` characters once trimmed (blank padding does not count) and at most `max`. */
function TrimmedText(min: number, max: number, tooShort: string, tooLongMessage: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message: tooShort })(target, key);
    ValidateBy({ name: 'minLength', validator: { validate: (value) => trimmedLength(value) >= min, defaultMessage: () => tooShort } })(target, key);
    ValidateBy({ name: 'maxLength', validator: { validate: (value) => trimmedLength(value) <= max, defaultMessage: () => tooLongMessage } })(target, key);
  };
}

/** One 1-5 star score. */
function Score(message: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message })(target, key);
    Min(REVIEW_SCORE_MIN, { message })(target, key);
    Max(REVIEW_SCORE_MAX, { message })(target, key);
  };
}

/** The homeowner's review of a completed hire (the project id is parsed apart, like every id). */
export class SubmitReviewInput {
  @Score(CONTRACTOR_REVIEW_MESSAGES.quality)
  quality: number;

  @Score(CONTRACTOR_REVIEW_MESSAGES.punctuality)
  punctuality: number;

  @Score(CONTRACTOR_REVIEW_MESSAGES.communication)
  communication: number;

  @Score(CONTRACTOR_REVIEW_MESSAGES.value)
  value: number;

  @TrimmedText(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, CONTRACTOR_REVIEW_MESSAGES.text, CONTRACTOR_REVIEW_MESSAGES.textTooLong)
  text: string;
}

export class ReplyToReviewInput {
  @TrimmedText(1, REVIEW_REPLY_MAX, CONTRACTOR_REVIEW_MESSAGES.reply, CONTRACTOR_REVIEW_MESSAGES.replyTooLong)
  text: string;
}

export class HideReviewInput {
  @TrimmedText(HIDE_REASON_MIN, MAX_LENGTH.longText, CONTRACTOR_REVIEW_MESSAGES.hideReason, tooLong(MAX_LENGTH.longText))
  reason: string;
}
