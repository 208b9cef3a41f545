import type { ProposalStatusValue } from '@marketplace/shared';

/** A proposal as the screens show it: saved (the project page maps the API's answer), or tried on a sample's page (tryProposal). */
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
  /**
   * Whether the viewer may accept or decline it: the server says so for saved proposals (the
   * project's homeowner and operators); on a sample, its sender may (see SAMPLE_TRIES: nothing is saved).
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
