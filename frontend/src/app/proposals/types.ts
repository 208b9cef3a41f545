import type { ProposalStatusValue } from '@marketplace/shared';
import type { ProposalFieldsFragment } from '../../gql/graphql';
import { proposalStatusFromApi } from '../marketplace';

/** A proposal as the proposal form sends it and its hooks answer it: saved, or tried on a sample's page. */
export interface ProposalView {
  id: string;
  contractorName: string;
  /** Hidden (undefined) unless the viewer may see the contractor's contact details. */
  contractorEmail?: string;
  contractorPhone?: string;
  bidAmount: string;
  /** The bid's range in CAD cents as the server read it; null when unreadable, absent for page-memory bids. */
  bidMinCents?: number | null;
  /** Null for an open-ended bid ("$100,000+"). */
  bidMaxCents?: number | null;
  timeline: string;
  approach: string;
  experience: string;
  materials?: string;
  warranty?: string;
  additionalNotes?: string;
  status: ProposalStatusValue;
  /** ISO date-time. */
  submittedDate: string;
  /** The contractor's badges now (verified, unexpired credentials); none for samples. */
  contractorBadges: Array<{ kind: string; label: string }>;
  /** The contractor's public profile id, when the proposal came from an account. */
  contractorProfileId?: string;
  /**
   * Whether the viewer may accept or decline it: the server says so for saved proposals (the
   * project's homeowner and operators); on a sample, its sender may (see tryInPageMemory: nothing is saved).
   */
  canDecide: boolean;
  /** Whether the viewer may accept it now: not while another proposal is the project's hire (the server says). */
  canAccept: boolean;
}

/** A proposal's terms, as a contractor changes their own pending one (the optional ones null or absent when left blank). */
export type ProposalTerms = Pick<ProposalView, 'id' | 'bidAmount' | 'timeline' | 'approach' | 'experience'> & {
  materials?: string | null;
  warranty?: string | null;
  additionalNotes?: string | null;
};

/**
 * The fields a ProposalView is made of, whichever query, mutation or fragment asked for them: all of
 * them are ProposalFields' own; the project page's proposals (ProposalsSection_proposal) leave out the
 * contractor's profile id.
 */
export type ProposalViewSource = Omit<ProposalFieldsFragment, ' $fragmentName' | ' $fragmentRefs' | 'projectId' | 'contractorProfileId'> &
  Partial<Pick<ProposalFieldsFragment, 'contractorProfileId'>>;

const optional = (value: string | null | undefined) => (value ? value : undefined);

/** A proposal as the API answers it (a mutation's answer read back by readSavedProposal, the project page's proposals), as the screens show it. */
export function fromApiProposal(proposal: ProposalViewSource): ProposalView {
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
    contractorProfileId: proposal.contractorProfileId ?? undefined,
  };
}
