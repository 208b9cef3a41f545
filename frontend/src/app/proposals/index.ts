/** Contractors' proposals: the Submit Proposal dialog, its rules, and the proposal view model. */
export { ProposalDialog } from './ProposalDialog';
export { LazyProposalDialog } from './LazyProposalDialog';
export type { ProposalDialogProps } from './ProposalDialog';
export { ProposalFormFields } from './ProposalFormFields';
export { proposalSchema, PROPOSAL_FAILED_TOAST, PROPOSAL_SUBMITTED_TOAST, PROPOSAL_VALIDATION_TOAST } from './schema';
export { initialProposalValues, type ProposalFormValues } from './formValues';
export type { ProposalTerms, ProposalView } from './types';
export { useSubmitProposal } from './mutations/useSubmitProposal';
export { SubmitProposalMutation } from './operations';
export { isTriedProposal, SAMPLE_TRIES, tryProposal } from './tryInPageMemory';
