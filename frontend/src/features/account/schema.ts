import { ACCOUNT_SETTINGS_MESSAGES, isPhoneNumber, MAX_LENGTH, tooLong } from '@marketplace/rules';
import * as Yup from 'yup';
import { ACCOUNT_MESSAGES } from './errors';

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

export interface SignInValues {
  email: string;
}

export const signInSchema: Yup.ObjectSchema<SignInValues> = Yup.object({ email: emailRule });

export interface ContractorJoinValues {
  businessName: string;
  email: string;
  phone: string;
}

export const initialContractorJoinValues: ContractorJoinValues = { businessName: '', email: '', phone: '' };

export const contractorJoinSchema: Yup.ObjectSchema<ContractorJoinValues> = Yup.object({
  businessName: Yup.string().trim().required(ACCOUNT_MESSAGES.businessName).max(MAX_LENGTH.shortText, tooLong(MAX_LENGTH.shortText)),
  email: emailRule,
  phone: optionalPhoneRule,
});

/** The account settings form: the same rules and messages as the server (@marketplace/rules). */
export const accountSettingsSchema: Yup.ObjectSchema<{ name: string; phone: string }> = Yup.object({
  name: Yup.string().trim().required(ACCOUNT_SETTINGS_MESSAGES.name).max(MAX_LENGTH.shortText, tooLong(MAX_LENGTH.shortText)),
  phone: Yup.string()
    .trim()
    .max(MAX_LENGTH.phone, tooLong(MAX_LENGTH.phone))
    .test('phone', ACCOUNT_SETTINGS_MESSAGES.phone, (value) => isPhoneNumber(value ?? ''))
    .default(''),
});
