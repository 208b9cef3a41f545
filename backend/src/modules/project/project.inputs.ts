import { IsEmail, IsIn, IsOptional, Matches, ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { MAX_LENGTH, MAX_PHOTOS, MAX_REQUIREMENTS, PROJECT_MESSAGES, PROJECT_STATUSES, URGENCIES, tooLong } from '@marketplace/shared';
import type { ProjectStatusValue, UrgencyValue } from '@marketplace/shared';
import { OptionalText, OptionalTextList, RequiredText } from '../../shared/validators';
import { Allow, MaxLength } from 'class-validator';

/** A stored upload's file name, or a placeholder image path. Never a path that climbs out. */
export const IMAGE_NAME = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\.(?:png|jpe?g|gif|webp)|\/api\/placeholder\/\d{1,4}\/\d{1,4})$/;

/** A post's own words and terms: what posting asks for and what a revision may change. */
class ProjectTerms {
  @RequiredText(PROJECT_MESSAGES.title, MAX_LENGTH.title)
  title: string;

  @RequiredText(PROJECT_MESSAGES.description, MAX_LENGTH.longText)
  description: string;

  @RequiredText(PROJECT_MESSAGES.category, MAX_LENGTH.category)
  category: string;

  @RequiredText(PROJECT_MESSAGES.budget, MAX_LENGTH.shortText)
  budget: string;

  @RequiredText(PROJECT_MESSAGES.timeline, MAX_LENGTH.shortText)
  timeline: string;
}

export class CreateProjectInput extends ProjectTerms {
  @IsOptional()
  @IsIn(URGENCIES, { message: PROJECT_MESSAGES.urgency })
  urgency?: UrgencyValue | null;

  @OptionalText(MAX_LENGTH.shortText)
  homeowner?: string | null;

  @OptionalText(MAX_LENGTH.location)
  location?: string | null;

  @IsOptional()
  @IsArray({ message: PROJECT_MESSAGES.images })
  @ArrayMaxSize(MAX_PHOTOS, { message: PROJECT_MESSAGES.images })
  @IsString({ each: true, message: 'Each photo must be a file name returned by the upload' })
  @Matches(IMAGE_NAME, { each: true, message: 'Each photo must be a file name returned by the upload' })
  @MaxLength(MAX_LENGTH.imageName, { each: true, message: tooLong(MAX_LENGTH.imageName) })
  images?: string[] | null;

  @OptionalTextList(MAX_REQUIREMENTS, MAX_LENGTH.requirement, PROJECT_MESSAGES.requirements)
  requirements?: string[] | null;

  /** Where the sign-in link that publishes the project goes; required when not signed in. */
  @IsOptional()
  @IsEmail({}, { message: PROJECT_MESSAGES.email })
  @MaxLength(MAX_LENGTH.email, { message: tooLong(MAX_LENGTH.email) })
  email?: string | null;

  @OptionalText(MAX_LENGTH.phone)
  phone?: string | null;

  /** REST clients send status 'open' with a new project; nothing else is accepted. */
  @IsOptional()
  @IsIn(['open'], { message: 'A new project always starts as open' })
  status?: 'open' | null;
}

export class UpdateProjectInput {
  @OptionalText(MAX_LENGTH.shortText)
  estimatedCost?: string | null;

  @OptionalText(MAX_LENGTH.shortText)
  timeline?: string | null;

  @IsOptional()
  @IsIn(PROJECT_STATUSES, { message: PROJECT_MESSAGES.status })
  status?: ProjectStatusValue | null;

  @OptionalText(MAX_LENGTH.longText)
  contractorNotes?: string | null;

  /**
   * Accepted from older clients and ignored: the server alone stamps startDate (in progress) and
   * completionDate (completed) when the status changes.
   */
  @Allow()
  startDate?: unknown;

  @Allow()
  completionDate?: unknown;
}

export class UpdateProjectStatusInput {
  @IsIn(PROJECT_STATUSES, { message: PROJECT_MESSAGES.status })
  status: ProjectStatusValue;
}

/** What a homeowner may edit when the review team asks for changes: the post's own words and terms. */
export class ReviseProjectInput extends ProjectTerms {
  @RequiredText(PROJECT_MESSAGES.location, MAX_LENGTH.location)
  location: string;
}

/** An operator's note to the homeowner: a request for changes or a reason for rejecting. */
export class ReviewNoteInput {
  @RequiredText('Required', MAX_LENGTH.longText)
  note: string;
}
