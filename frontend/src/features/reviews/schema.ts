import { CONTRACTOR_REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@marketplace/shared';
import * as Yup from 'yup';

export interface ReviewValues {
  quality: number | null;
  punctuality: number | null;
  communication: number | null;
  value: number | null;
  text: string;
}

const score = (message: string) => Yup.number().nullable().required(message).min(1, message).max(5, message);

/** The review form's rules: the server's, with the server's messages. */
export const reviewSchema: Yup.ObjectSchema<ReviewValues> = Yup.object({
  quality: score(CONTRACTOR_REVIEW_MESSAGES.quality),
  punctuality: score(CONTRACTOR_REVIEW_MESSAGES.punctuality),
  communication: score(CONTRACTOR_REVIEW_MESSAGES.communication),
  value: score(CONTRACTOR_REVIEW_MESSAGES.value),
  text: Yup.string()
    .trim()
    .required(CONTRACTOR_REVIEW_MESSAGES.text)
    .min(REVIEW_TEXT_MIN, CONTRACTOR_REVIEW_MESSAGES.text)
    .max(REVIEW_TEXT_MAX, CONTRACTOR_REVIEW_MESSAGES.textTooLong),
}) as Yup.ObjectSchema<ReviewValues>;
