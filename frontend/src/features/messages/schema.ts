import { MAX_MESSAGE_PHOTOS, MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '@marketplace/shared';
import * as Yup from 'yup';

export interface MessageValues {
  body: string;
  /** Stored upload names (POST /api/uploads). */
  images: string[];
}

export const initialMessageValues: MessageValues = { body: '', images: [] };

/** The server's rules and messages: some text, at most 2000 characters and 5 photos. */
export const messageSchema: Yup.ObjectSchema<MessageValues> = Yup.object({
  body: Yup.string().trim().required(MESSAGE_MESSAGES.body).max(MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES.bodyTooLong),
  images: Yup.array(Yup.string().required()).max(MAX_MESSAGE_PHOTOS, MESSAGE_MESSAGES.images).default([]),
});
