import { CREDENTIAL_MESSAGES, MAX_LENGTH, MIN_REJECTION_REASON, OPERATOR_MESSAGES, REVIEW_MESSAGES, tooLong } from '@marketplace/shared';
import * as Yup from 'yup';
import type { NoteValues } from '../../forms';

const requiredNote = (message: string) => Yup.string().trim().required(message).max(MAX_LENGTH.longText, tooLong(MAX_LENGTH.longText));

/** Ask for changes: what the homeowner should change. */
export const changesSchema: Yup.ObjectSchema<NoteValues> = Yup.object({ note: requiredNote(REVIEW_MESSAGES.message) });

/** Reject: why the post is refused. */
export const rejectSchema: Yup.ObjectSchema<NoteValues> = Yup.object({ note: requiredNote(REVIEW_MESSAGES.reason) });

/** Disable an account: why. */
export const disableSchema: Yup.ObjectSchema<NoteValues> = Yup.object({ note: requiredNote(OPERATOR_MESSAGES.disableReason) });

/** Reject a contractor's credential: why (e-mailed to them word for word). */
export const rejectionSchema = Yup.object({
  reason: Yup.string().trim().required(CREDENTIAL_MESSAGES.reason).min(MIN_REJECTION_REASON, CREDENTIAL_MESSAGES.reason),
});
