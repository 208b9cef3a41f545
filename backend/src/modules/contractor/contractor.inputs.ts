import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { SERVICE_AREA_SLUGS, TRADE_IDS } from '../../shared/catalogue';
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_MESSAGES,
  MAX_BIO_LENGTH,
  MAX_COVERAGE_DOLLARS,
  MAX_LENGTH,
  MAX_PORTFOLIO_PHOTOS,
  MAX_YEARS_IN_BUSINESS,
  PORTFOLIO_CAPTION_MAX,
  MIN_REJECTION_REASON,
  PROFILE_MESSAGES,
  UPLOAD_NAME_PATTERN,
  type CredentialKindValue,
} from '@marketplace/shared';
import { isCalendarDay } from '../../shared/toronto-date';
import { RequiredText } from '../../shared/validators';

const IsCalendarDay = (message: string) => ValidateBy({ name: 'isDateLike', validator: { validate: isCalendarDay, defaultMessage: () => message } });

export class ContractorProfileInput {
  @RequiredText(PROFILE_MESSAGES.businessName, MAX_LENGTH.shortText)
  businessName: string;

  @IsArray({ message: PROFILE_MESSAGES.trades })
  @ArrayMinSize(1, { message: PROFILE_MESSAGES.trades })
  @ArrayMaxSize(TRADE_IDS.length, { message: PROFILE_MESSAGES.trades })
  @IsIn(TRADE_IDS, { each: true, message: PROFILE_MESSAGES.trades })
  trades: number[];

  @IsArray({ message: PROFILE_MESSAGES.serviceAreas })
  @ArrayMinSize(1, { message: PROFILE_MESSAGES.serviceAreas })
  @ArrayMaxSize(SERVICE_AREA_SLUGS.length, { message: PROFILE_MESSAGES.serviceAreas })
  @IsIn(SERVICE_AREA_SLUGS, { each: true, message: PROFILE_MESSAGES.serviceAreas })
  serviceAreas: string[];

  @IsOptional()
  @IsInt({ message: PROFILE_MESSAGES.yearsInBusiness })
  @Min(0, { message: PROFILE_MESSAGES.yearsInBusiness })
  @Max(MAX_YEARS_IN_BUSINESS, { message: PROFILE_MESSAGES.yearsInBusiness })
  yearsInBusiness?: number | null;

  @IsOptional()
  @IsString({ message: PROFILE_MESSAGES.bio })
  @MaxLength(MAX_BIO_LENGTH, { message: PROFILE_MESSAGES.bio })
  bio?: string | null;

  @IsOptional()
  @Matches(UPLOAD_NAME_PATTERN, { message: PROFILE_MESSAGES.logo })
  logo?: string | null;

  /** Omitted: the portfolio stays as it is. */
  @IsOptional()
  @ValidateBy({ name: 'isPortfolio', validator: { validate: isPortfolio, defaultMessage: () => PROFILE_MESSAGES.portfolio } })
  portfolio?: PortfolioPhoto[] | null;
}

/** A photo of finished work on a profile: an upload name and what it shows. */
export interface PortfolioPhoto {
  photo: string;
  caption?: string | null;
}

/** Up to MAX_PORTFOLIO_PHOTOS distinct uploads, each with an optional caption of bounded length. */
function isPortfolio(value: unknown): boolean {
  if (!Array.isArray(value) || value.length > MAX_PORTFOLIO_PHOTOS) return false;
  const photos = new Set<string>();
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return false;
    const { photo, caption, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || typeof photo !== 'string' || !UPLOAD_NAME_PATTERN.test(photo) || photos.has(photo)) return false;
    if (caption != null && (typeof caption !== 'string' || caption.length > PORTFOLIO_CAPTION_MAX)) return false;
    photos.add(photo);
  }
  return true;
}

export class SubmitCredentialInput {
  @IsIn(CREDENTIAL_KINDS, { message: CREDENTIAL_MESSAGES.kind })
  kind: CredentialKindValue;

  @ValidateIf((input: SubmitCredentialInput) => input.kind === 'other')
  @RequiredText(CREDENTIAL_MESSAGES.title, MAX_LENGTH.shortText)
  title?: string | null;

  @RequiredText(CREDENTIAL_MESSAGES.number, MAX_LENGTH.shortText)
  number: string;

  @RequiredText(CREDENTIAL_MESSAGES.issuer, MAX_LENGTH.shortText)
  issuer: string;

  @ValidateIf((input: SubmitCredentialInput) => input.kind === 'liability-insurance')
  @IsInt({ message: CREDENTIAL_MESSAGES.coverageAmount })
  @Min(1, { message: CREDENTIAL_MESSAGES.coverageAmount })
  @Max(MAX_COVERAGE_DOLLARS, { message: CREDENTIAL_MESSAGES.coverageAmount })
  coverageAmount?: number | null;

  /** Optional only for "other" certificates that never expire. */
  @ValidateIf((input: SubmitCredentialInput) => input.kind !== 'other' || (input.expiresOn != null && input.expiresOn !== ''))
  @IsCalendarDay(CREDENTIAL_MESSAGES.expiresOn)
  expiresOn?: string | null;

  @IsOptional()
  @Matches(UPLOAD_NAME_PATTERN, { message: CREDENTIAL_MESSAGES.document })
  document?: string | null;
}

export class RejectCredentialInput {
  @RequiredText(CREDENTIAL_MESSAGES.reason, MAX_LENGTH.longText, MIN_REJECTION_REASON)
  reason: string;
}

