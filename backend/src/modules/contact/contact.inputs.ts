import { IsEmail, MaxLength } from 'class-validator';
import { CONTACT_MESSAGES, MAX_LENGTH, tooLong } from '@marketplace/shared';
import { OptionalText, RequiredText } from '../../shared/validators';

export class ContactMessageInput {
  @RequiredText(CONTACT_MESSAGES.name, MAX_LENGTH.shortText)
  name: string;

  @IsEmail({}, { message: CONTACT_MESSAGES.email })
  @MaxLength(MAX_LENGTH.email, { message: tooLong(MAX_LENGTH.email) })
  email: string;

  @OptionalText(MAX_LENGTH.phone)
  phone?: string | null;

  @RequiredText(CONTACT_MESSAGES.subject, MAX_LENGTH.title)
  subject: string;

  @RequiredText(CONTACT_MESSAGES.message, MAX_LENGTH.longText)
  message: string;
}
