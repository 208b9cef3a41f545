import { ACCOUNT_SETTINGS_MESSAGES, isPhoneNumber, MAX_LENGTH, tooLong } from '@marketplace/shared';
import * as Yup from 'yup';
import { ACCOUNT_MESSAGES } from '../../app/session/accountMessages';
import { emailRule, optionalPhoneRule } from '../../app/session/contactRules';

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

/** The account settings form: the same rules and messages as the server (@marketplace/shared). */
export const accountSettingsSchema: Yup.ObjectSchema<{ name: string; phone: string }> = Yup.object({
  name: Yup.string().trim().required(ACCOUNT_SETTINGS_MESSAGES.name).max(MAX_LENGTH.shortText, tooLong(MAX_LENGTH.shortText)),
  phone: Yup.string()
    .trim()
    .max(MAX_LENGTH.phone, tooLong(MAX_LENGTH.phone))
    .test('phone', ACCOUNT_SETTINGS_MESSAGES.phone, (value) => isPhoneNumber(value ?? ''))
    .default(''),
});
