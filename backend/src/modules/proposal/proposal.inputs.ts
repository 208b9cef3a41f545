import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Min, MaxLength } from 'class-validator';
import { ACCEPT_MESSAGES, DECLINE_NOTE_MAX_LENGTH, MAX_LENGTH, MUST_BE_TEXT, MIN_APPROACH_LENGTH, MIN_EXPERIENCE_LENGTH, PROPOSAL_MESSAGES, PROPOSAL_STATUSES, tooLong } from '@marketplace/shared';
import type { ProposalStatusValue } from '@marketplace/shared';
import { OptionalText, RequiredText } from '../../shared/validators';

/** What a contractor offers: the bid and how they would do the work (sent, or changed while pending). */
export class ProposalTermsInput {
  @RequiredText(PROPOSAL_MESSAGES.bidAmount, MAX_LENGTH.shortText)
  bidAmount: string;

  @RequiredText(PROPOSAL_MESSAGES.timeline, MAX_LENGTH.shortText)
  timeline: string;

  @RequiredText(PROPOSAL_MESSAGES.approach, MAX_LENGTH.longText, MIN_APPROACH_LENGTH)
  approach: string;

  @RequiredText(PROPOSAL_MESSAGES.experience, MAX_LENGTH.longText, MIN_EXPERIENCE_LENGTH)
  experience: string;

  @OptionalText(MAX_LENGTH.longText)
  materials?: string | null;

  @OptionalText(MAX_LENGTH.longText)
  warranty?: string | null;

  @OptionalText(MAX_LENGTH.longText)
  additionalNotes?: string | null;
}

export class SubmitProposalInput extends ProposalTermsInput {
  @IsInt({ message: PROPOSAL_MESSAGES.projectId })
  @Min(1, { message: PROPOSAL_MESSAGES.projectId })
  projectId: number;

  @RequiredText(PROPOSAL_MESSAGES.contractorName, MAX_LENGTH.shortText)
  contractorName: string;

  @IsEmail({}, { message: PROPOSAL_MESSAGES.contractorEmail })
  @MaxLength(MAX_LENGTH.email, { message: tooLong(MAX_LENGTH.email) })
  contractorEmail: string;

  @OptionalText(MAX_LENGTH.phone)
  contractorPhone?: string | null;
}

export class UpdateProposalStatusInput {
  @IsIn(PROPOSAL_STATUSES, { message: PROPOSAL_MESSAGES.status })
  status: ProposalStatusValue;
}

/** Accept one proposal and, if asked, decline the others with the homeowner's note. */
export class AcceptProposalInput {
  @IsBoolean({ message: 'declineOthers must be true or false' })
  declineOthers: boolean;

  @IsOptional()
  @IsString({ message: MUST_BE_TEXT })
  @MaxLength(DECLINE_NOTE_MAX_LENGTH, { message: ACCEPT_MESSAGES.message })
  message?: string | null;
}
