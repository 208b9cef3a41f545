import {
  CREDENTIAL_MESSAGES,
  MAX_BIO_LENGTH,
  MAX_COVERAGE_DOLLARS,
  MAX_LENGTH,
  MAX_YEARS_IN_BUSINESS,
  PROFILE_MESSAGES,
  tooLong,
} from '@marketplace/shared';
import * as Yup from 'yup';
import type { CredentialKind } from '../../../gql/graphql';

const shortText = (message: string) => Yup.string().trim().required(message).max(MAX_LENGTH.shortText, tooLong(MAX_LENGTH.shortText));

export interface ProfileValues {
  businessName: string;
  trades: string[];
  serviceAreas: string[];
  yearsInBusiness: string;
  bio: string;
}

export const profileSchema: Yup.ObjectSchema<ProfileValues> = Yup.object({
  businessName: shortText(PROFILE_MESSAGES.businessName),
  trades: Yup.array(Yup.string().required()).min(1, PROFILE_MESSAGES.trades).required(PROFILE_MESSAGES.trades),
  serviceAreas: Yup.array(Yup.string().required()).min(1, PROFILE_MESSAGES.serviceAreas).required(PROFILE_MESSAGES.serviceAreas),
  yearsInBusiness: Yup.string()
    .trim()
    .test('years', PROFILE_MESSAGES.yearsInBusiness, (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) <= MAX_YEARS_IN_BUSINESS))
    .default(''),
  bio: Yup.string().max(MAX_BIO_LENGTH, PROFILE_MESSAGES.bio).default(''),
});

export interface CredentialValues {
  kind: CredentialKind | '';
  title: string;
  number: string;
  issuer: string;
  coverageAmount: string;
  expiresOn: string;
}

export const emptyCredential: CredentialValues = { kind: '', title: '', number: '', issuer: '', coverageAmount: '', expiresOn: '' };

/** The same rules as the server (shared messages); the server has the last word on dates. */
export const credentialSchema: Yup.ObjectSchema<CredentialValues> = Yup.object({
  kind: Yup.mixed<CredentialKind | ''>().test('kind', CREDENTIAL_MESSAGES.kind, (value) => Boolean(value)).required(CREDENTIAL_MESSAGES.kind),
  title: Yup.string().when('kind', { is: 'OTHER', then: () => shortText(CREDENTIAL_MESSAGES.title), otherwise: (s) => s.default('') }).default(''),
  number: shortText(CREDENTIAL_MESSAGES.number),
  issuer: shortText(CREDENTIAL_MESSAGES.issuer),
  coverageAmount: Yup.string()
    .when('kind', {
      is: 'LIABILITY_INSURANCE',
      then: (s) =>
        s.test('coverage', CREDENTIAL_MESSAGES.coverageAmount, (value) => {
          const amount = Number((value ?? '').replace(/[$,\s]/g, ''));
          return Number.isInteger(amount) && amount >= 1 && amount <= MAX_COVERAGE_DOLLARS;
        }),
    })
    .default(''),
  expiresOn: Yup.string()
    .when('kind', {
      is: (kind: string) => kind !== 'OTHER',
      then: (s) => s.required(CREDENTIAL_MESSAGES.expiresOn),
    })
    .test('day', CREDENTIAL_MESSAGES.expiresOn, (value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value))
    .default(''),
});

/** Coverage as typed ("2,000,000" or "$2000000") to whole dollars. */
export const coverageDollars = (text: string) => Number(text.replace(/[$,\s]/g, ''));
