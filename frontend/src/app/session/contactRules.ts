import { MAX_LENGTH, tooLong } from '@marketplace/shared';
import * as Yup from 'yup';
import { ACCOUNT_MESSAGES } from './accountMessages';

/** An e-mail address as the server checks it. */
export const emailRule = Yup.string()
  .trim()
  .required(ACCOUNT_MESSAGES.email)
  .email(ACCOUNT_MESSAGES.email)
  .max(MAX_LENGTH.email, ACCOUNT_MESSAGES.email);

/** An optional phone number: blank, or something with 10 to 15 digits. */
export const optionalPhoneRule = Yup.string()
  .trim()
  .max(MAX_LENGTH.phone, tooLong(MAX_LENGTH.phone))
  .test('phone', ACCOUNT_MESSAGES.phone, (value) => {
    if (!value) return true;
    const digits = value.replace(/\D/g, '').length;
    return /^[\d\s()+.\-]+$/.test(value) && digits >= 10 && digits <= 15;
  })
  .default('');
