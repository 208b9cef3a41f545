import { LEAD_ALERTS_PER_DAY, LEAD_PREFERENCE_MESSAGES, MAX_JOB_SIZE_DOLLARS } from '@marketplace/shared';
import * as Yup from 'yup';
import type { ContractorAvailability, NotificationEmail } from '../../gql/graphql';

/** The lead preferences form as typed (text inputs and selects); the server has the last word on dates. */
export interface LeadPreferencesValues {
  minJobSize: string;
  maxJobSize: string;
  takesUrgentJobs: 'yes' | 'no';
  availability: ContractorAvailability;
  availableFrom: string;
  maxLeadAlertsPerDay: string;
  alertEmail: NotificationEmail;
}

/** "$5,000", "5000" or "" (any size) to whole dollars, or NaN for anything else. */
export const jobSizeDollars = (text: string): number | null => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d{1,10}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

const jobSize = Yup.string()
  .default('')
  .test('size', LEAD_PREFERENCE_MESSAGES.jobSize, (value) => {
    const dollars = jobSizeDollars(value ?? '');
    return dollars === null || (Number.isInteger(dollars) && dollars >= 0 && dollars <= MAX_JOB_SIZE_DOLLARS);
  });

/** The same rules and messages as the server's (shared through @marketplace/shared). */
export const leadPreferencesSchema: Yup.ObjectSchema<LeadPreferencesValues> = Yup.object({
  minJobSize: jobSize,
  maxJobSize: jobSize.test('order', LEAD_PREFERENCE_MESSAGES.jobSizeOrder, function (value) {
    const max = jobSizeDollars(value ?? '');
    const min = jobSizeDollars(this.parent.minJobSize ?? '');
    return max === null || min === null || Number.isNaN(max) || Number.isNaN(min) || max >= min;
  }),
  takesUrgentJobs: Yup.mixed<'yes' | 'no'>().oneOf(['yes', 'no'], LEAD_PREFERENCE_MESSAGES.takesUrgentJobs).required(LEAD_PREFERENCE_MESSAGES.takesUrgentJobs),
  availability: Yup.mixed<ContractorAvailability>().oneOf(['NOW', 'FROM_DATE', 'PAUSED'], LEAD_PREFERENCE_MESSAGES.availability).required(LEAD_PREFERENCE_MESSAGES.availability),
  availableFrom: Yup.string()
    .default('')
    .when('availability', {
      is: 'FROM_DATE',
      then: (s) => s.required(LEAD_PREFERENCE_MESSAGES.availableFrom).matches(/^\d{4}-\d{2}-\d{2}$/, LEAD_PREFERENCE_MESSAGES.availableFrom),
    }),
  maxLeadAlertsPerDay: Yup.string()
    .required(LEAD_PREFERENCE_MESSAGES.alertsPerDay)
    .test('alerts', LEAD_PREFERENCE_MESSAGES.alertsPerDay, (value) => {
      const count = Number(value);
      return /^\d{1,2}$/.test(value ?? '') && count >= LEAD_ALERTS_PER_DAY.min && count <= LEAD_ALERTS_PER_DAY.max;
    }),
  alertEmail: Yup.mixed<NotificationEmail>().oneOf(['IMMEDIATE', 'DAILY', 'OFF'], LEAD_PREFERENCE_MESSAGES.alertEmail).required(LEAD_PREFERENCE_MESSAGES.alertEmail),
});
