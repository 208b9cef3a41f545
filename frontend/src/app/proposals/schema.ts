import * as Yup from 'yup';
import { MAX_LENGTH, MIN_APPROACH_LENGTH, MIN_EXPERIENCE_LENGTH, PROPOSAL_MESSAGES, tooLong } from '@marketplace/shared';
import { PROPOSAL_BID_RANGES, PROPOSAL_TIMELINES } from './options';
import type { ProposalFormValues } from './formValues';


const optionalText = (max: number) => Yup.string().trim().max(max, tooLong(max)).default('');

/**
 * A project id, name and e-mail required; a bid and a timeline from the form's lists; approach and
 * experience at least their minimum length; the rest optional; every text within its maximum length.
 * The messages are shared with the server (`@marketplace/shared`).
 */
export const proposalSchema: Yup.ObjectSchema<ProposalFormValues> = Yup.object({
  projectId: Yup.number().typeError(PROPOSAL_MESSAGES.projectId).required(PROPOSAL_MESSAGES.projectId),
  contractorName: Yup.string().trim().required(PROPOSAL_MESSAGES.contractorName).max(MAX_LENGTH.shortText, tooLong(MAX_LENGTH.shortText)),
  contractorEmail: Yup.string()
    .trim()
    .required(PROPOSAL_MESSAGES.contractorEmail)
    .email(PROPOSAL_MESSAGES.contractorEmail)
    .max(MAX_LENGTH.email, PROPOSAL_MESSAGES.contractorEmail),
  contractorPhone: optionalText(MAX_LENGTH.phone),
  bidAmount: Yup.string().required(PROPOSAL_MESSAGES.bidAmount).oneOf([...PROPOSAL_BID_RANGES, ''], PROPOSAL_MESSAGES.bidAmount),
  timeline: Yup.string().required(PROPOSAL_MESSAGES.timeline).oneOf([...PROPOSAL_TIMELINES, ''], PROPOSAL_MESSAGES.timeline),
  approach: Yup.string()
    .trim()
    .required(PROPOSAL_MESSAGES.approach)
    .min(MIN_APPROACH_LENGTH, PROPOSAL_MESSAGES.approach)
    .max(MAX_LENGTH.longText, tooLong(MAX_LENGTH.longText)),
  experience: Yup.string()
    .trim()
    .required(PROPOSAL_MESSAGES.experience)
    .min(MIN_EXPERIENCE_LENGTH, PROPOSAL_MESSAGES.experience)
    .max(MAX_LENGTH.longText, tooLong(MAX_LENGTH.longText)),
  materials: optionalText(MAX_LENGTH.longText),
  warranty: optionalText(MAX_LENGTH.longText),
  additionalNotes: optionalText(MAX_LENGTH.longText),
});

/** The toast title when the form does not validate. */
export const PROPOSAL_VALIDATION_TOAST = 'Please fix the following errors';
export const PROPOSAL_SUBMITTED_TOAST = 'Proposal submitted successfully!';
export const PROPOSAL_FAILED_TOAST = 'Error submitting proposal';

/**
 * The rules when a signed-in contractor sends the proposal: name, e-mail and phone come from the
 * account, so only the bid itself is checked (with the same messages).
 */
export const accountProposalSchema = proposalSchema.omit(['contractorName', 'contractorEmail', 'contractorPhone']);
