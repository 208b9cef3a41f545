import { proposalStatusFromApi, proposalStatusToApi } from '../../app/marketplace';
import type { ProposalView } from '../../app/proposals';
import type { ProposalsSection_ProposalFragment } from '../../gql/graphql';

const optional = (value: string | null | undefined) => (value ? value : undefined);

/** A proposal as the page's fragment reads it (ProposalsSection_proposal), as its card and the comparison show it. */
export function fromApiProposal(proposal: ProposalsSection_ProposalFragment): ProposalView {
  return {
    id: proposal.id,
    contractorName: proposal.contractorName,
    contractorEmail: optional(proposal.contractorEmail),
    contractorPhone: optional(proposal.contractorPhone),
    bidAmount: proposal.bidAmount,
    bidMinCents: proposal.bidMinCents ?? null,
    bidMaxCents: proposal.bidMaxCents ?? null,
    timeline: proposal.timeline,
    approach: proposal.approach,
    experience: proposal.experience,
    materials: optional(proposal.materials),
    warranty: optional(proposal.warranty),
    additionalNotes: optional(proposal.additionalNotes),
    status: proposalStatusFromApi(proposal.status),
    submittedDate: proposal.submittedDate,
    canDecide: proposal.viewerCan.decide,
    canAccept: proposal.viewerCan.accept,
    contractorBadges: proposal.contractorBadges.map(({ kind, label }) => ({ kind, label })),
  };
}

/**
 * The way back, for a bid tried on a sample: the proposal as the cache holds what the page asks of one
 * (ProjectDetailsPage_proposal), so the page reads it like a saved one. It comes from no account, so it
 * has no rating, conversation or agreement; its sender may decide on it (SAMPLE_TRIES).
 */
export function asCachedProposal(proposal: ProposalView) {
  return {
    __typename: 'Proposal' as const,
    id: proposal.id,
    contractorName: proposal.contractorName,
    contractorEmail: proposal.contractorEmail ?? null,
    contractorPhone: proposal.contractorPhone ?? null,
    bidAmount: proposal.bidAmount,
    bidMinCents: proposal.bidMinCents ?? null,
    bidMaxCents: proposal.bidMaxCents ?? null,
    timeline: proposal.timeline,
    approach: proposal.approach,
    experience: proposal.experience,
    materials: proposal.materials ?? null,
    warranty: proposal.warranty ?? null,
    additionalNotes: proposal.additionalNotes ?? null,
    status: proposalStatusToApi(proposal.status),
    submittedDate: proposal.submittedDate,
    viewerCan: { __typename: 'ProposalPermissions' as const, decide: proposal.canDecide, accept: proposal.canAccept },
    contractorBadges: [],
    contractorRating: null,
    messageThread: null,
    agreement: null,
  };
}
