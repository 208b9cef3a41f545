import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { AVAILABILITIES, LEAD_ALERTS_PER_DAY, LEAD_PREFERENCE_MESSAGES, MAX_JOB_SIZE_DOLLARS, type AvailabilityValue } from '@marketplace/shared';
import { EMAIL_CHOICES, type EmailChoice } from '../notification/notification.types';
import { isCalendarDay, torontoDate } from '../../shared/toronto-date';

/** A real day, today (Toronto) or later. */
const IsTodayOrLater = (message: string) =>
  ValidateBy({ name: 'isTodayOrLater', validator: { validate: (value) => isCalendarDay(value) && value >= torontoDate(), defaultMessage: () => message } });

const NotBelowMinimum = (message: string) =>
  ValidateBy({
    name: 'notBelowMinimum',
    validator: {
      validate: (value, args) => {
        const min = (args?.object as LeadPreferencesInput).minJobSize;
        return value == null || min == null || typeof value !== 'number' || value >= min;
      },
      defaultMessage: () => message,
    },
  });

export class LeadPreferencesInput {
  @IsOptional()
  @IsInt({ message: LEAD_PREFERENCE_MESSAGES.jobSize })
  @Min(0, { message: LEAD_PREFERENCE_MESSAGES.jobSize })
  @Max(MAX_JOB_SIZE_DOLLARS, { message: LEAD_PREFERENCE_MESSAGES.jobSize })
  minJobSize?: number | null;

  @IsOptional()
  @IsInt({ message: LEAD_PREFERENCE_MESSAGES.jobSize })
  @Min(0, { message: LEAD_PREFERENCE_MESSAGES.jobSize })
  @Max(MAX_JOB_SIZE_DOLLARS, { message: LEAD_PREFERENCE_MESSAGES.jobSize })
  @NotBelowMinimum(LEAD_PREFERENCE_MESSAGES.jobSizeOrder)
  maxJobSize?: number | null;

  @IsBoolean({ message: LEAD_PREFERENCE_MESSAGES.takesUrgentJobs })
  takesUrgentJobs: boolean;

  @IsIn(AVAILABILITIES, { message: LEAD_PREFERENCE_MESSAGES.availability })
  availability: AvailabilityValue;

  /** Required (today or later) when availability is 'from'; ignored otherwise. */
  @ValidateIf((input: LeadPreferencesInput) => input.availability === 'from')
  @IsTodayOrLater(LEAD_PREFERENCE_MESSAGES.availableFrom)
  availableFrom?: string | null;

  @IsInt({ message: LEAD_PREFERENCE_MESSAGES.alertsPerDay })
  @Min(LEAD_ALERTS_PER_DAY.min, { message: LEAD_PREFERENCE_MESSAGES.alertsPerDay })
  @Max(LEAD_ALERTS_PER_DAY.max, { message: LEAD_PREFERENCE_MESSAGES.alertsPerDay })
  maxLeadAlertsPerDay: number;

  @IsIn(EMAIL_CHOICES, { message: LEAD_PREFERENCE_MESSAGES.alertEmail })
  alertEmail: EmailChoice;
}
