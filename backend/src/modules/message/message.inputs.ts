import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { MAX_MESSAGE_PHOTOS, MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES, UPLOAD_NAME_PATTERN } from '@marketplace/shared';

export class SendMessageInput {
  @IsInt({ message: MESSAGE_MESSAGES.proposalId })
  @Min(1, { message: MESSAGE_MESSAGES.proposalId })
  proposalId: number;

  @IsString({ message: MESSAGE_MESSAGES.body })
  @Matches(/\S/, { message: MESSAGE_MESSAGES.body })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: MESSAGE_MESSAGES.bodyTooLong })
  body: string;

  /** File names from POST /api/uploads. */
  @IsOptional()
  @IsArray({ message: MESSAGE_MESSAGES.images })
  @ArrayMaxSize(MAX_MESSAGE_PHOTOS, { message: MESSAGE_MESSAGES.images })
  @IsString({ each: true, message: MESSAGE_MESSAGES.image })
  @Matches(UPLOAD_NAME_PATTERN, { each: true, message: MESSAGE_MESSAGES.image })
  images?: string[] | null;
}
