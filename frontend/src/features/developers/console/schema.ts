import { PARTNER_LIMITS, PARTNER_MESSAGES } from '@marketplace/shared';
import * as Yup from 'yup';

export interface PartnerApplicationValues {
  organisation: string;
  website: string;
  useCase: string;
}

export const emptyApplication: PartnerApplicationValues = { organisation: '', website: '', useCase: '' };

/** The application form, with the server's own messages (@marketplace/shared). */
export const partnerApplicationSchema: Yup.ObjectSchema<PartnerApplicationValues> = Yup.object({
  organisation: Yup.string().trim().required(PARTNER_MESSAGES.organisation).max(PARTNER_LIMITS.organisation, PARTNER_MESSAGES.organisation),
  website: Yup.string()
    .trim()
    .max(PARTNER_LIMITS.website, PARTNER_MESSAGES.website)
    .test('https', PARTNER_MESSAGES.website, (value) => !value || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value))
    .defined(),
  useCase: Yup.string().trim().required(PARTNER_MESSAGES.useCase).min(20, PARTNER_MESSAGES.useCase).max(PARTNER_LIMITS.useCase, PARTNER_MESSAGES.useCase),
});

export const declineSchema: Yup.ObjectSchema<{ note: string }> = Yup.object({
  note: Yup.string().trim().required(PARTNER_MESSAGES.declineNote).max(PARTNER_LIMITS.decisionNote, PARTNER_MESSAGES.declineNote),
});
