import { CONTACT_MESSAGES, MAX_LENGTH, tooLong } from '@marketplace/shared';
import * as Yup from 'yup';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const initialContactValues: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Name, email, subject and message required; phone optional, with the server's messages. */
export const contactSchema: Yup.ObjectSchema<ContactValues> = Yup.object({
  name: Yup.string().trim().required(CONTACT_MESSAGES.name).max(MAX_LENGTH.shortText, tooLong(MAX_LENGTH.shortText)),
  email: Yup.string()
    .trim()
    .required(CONTACT_MESSAGES.email)
    .email(CONTACT_MESSAGES.email)
    .max(MAX_LENGTH.email, tooLong(MAX_LENGTH.email)),
  phone: Yup.string().trim().max(MAX_LENGTH.phone, tooLong(MAX_LENGTH.phone)).default(''),
  subject: Yup.string().trim().required(CONTACT_MESSAGES.subject).max(MAX_LENGTH.shortText, tooLong(MAX_LENGTH.shortText)),
  message: Yup.string().trim().required(CONTACT_MESSAGES.message).max(MAX_LENGTH.longText, tooLong(MAX_LENGTH.longText)),
});
