/** Contractors' proposals: the Submit Proposal dialog, its rules, and the proposal view model. */
export { ProposalDialog } from './ProposalDialog';
export { LazyProposalDialog } from './LazyProposalDialog';
export type { ProposalDialogProps } from './ProposalDialog';
export { ProposalFormFields } from './ProposalFormFields';
export {
  initialProposalValues,
  proposalSchema,
  PROPOSAL_FAILED_TOAST,
  PROPOSAL_SUBMITTED_TOAST,
  PROPOSAL_VALIDATION_TOAST,
} from './schema';
export type { ProposalFormValues } from './schema';
export { fromApiProposal } from './types';
export type { ProposalTerms, ProposalView } from './types';
export { useSubmitProposal } from './mutations/useSubmitProposal';
export { AcceptProposalMutation, ProposalFields, SubmitProposalMutation, UpdateProposalStatusMutation } from './operations';
export { useAcceptProposal } from './mutations/useAcceptProposal';
export type { AcceptChoice } from './mutations/useAcceptProposal';
export { PROPOSAL_STATUS_TOASTS, useProposalStatus } from './mutations/useProposalStatus';
export { isTriedProposal, SAMPLE_TRIES, tryProposal, useTryInPageMemory } from './tryInPageMemory';
