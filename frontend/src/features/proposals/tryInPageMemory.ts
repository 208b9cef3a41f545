import { useCallback, useMemo, useState } from 'react';
import { showToast } from '@marketplace/design-system';
import type { ProposalStatusValue } from '@marketplace/shared';
import { PROPOSAL_STATUS_TOASTS } from './mutations/useProposalStatus';
import { proposalInput, type ProposalFormValues } from './schema';
import type { ProposalView } from './types';

/**
 * What a visitor may try on a built-in sample project (`Project.showcase`): send a bid on an open
 * sample, then accept or decline the bids they sent there. Nothing is sent: the server refuses every
 * write on a sample, for everyone, and the page keeps the tries until it is left. Nothing else (status,
 * edits, deletes, invitations, visits) is offered on a sample.
 */
export const SAMPLE_TRIES = { submitProposal: true, decideOwnBids: true } as const;

/** What the Submit Proposal toast adds when the bid was a try on a sample. */
export const SAMPLE_BID_NOTE = 'This is a sample project, so your proposal is kept on this page only.';

let sequence = 0;

/** A bid tried on a sample, as the proposals list shows it: pending, its sender may decide on it. */
export function tryProposal(values: ProposalFormValues): ProposalView {
  sequence += 1;
  return {
    id: `try-${sequence}`,
    ...proposalInput(values),
    status: 'pending',
    submittedDate: new Date().toISOString(),
    canDecide: SAMPLE_TRIES.decideOwnBids,
    canAccept: SAMPLE_TRIES.decideOwnBids,
    contractorBadges: [],
  };
}

/**
 * The page memory of a sample's page: the bids tried there and the decisions on them. The project
 * page uses it in place of the server when the project is a sample, and only then.
 */
export function useTryInPageMemory() {
  const [proposals, setProposals] = useState<ProposalView[]>([]);
  const add = useCallback((proposal: ProposalView) => setProposals((current) => [...current, proposal]), []);
  const decide = useCallback((proposal: Pick<ProposalView, 'id'>, status: ProposalStatusValue) => {
    setProposals((current) => current.map((p) => (p.id === proposal.id ? { ...p, status } : p)));
    showToast({ title: PROPOSAL_STATUS_TOASTS.updated, type: 'success' });
  }, []);
  return useMemo(() => ({ proposals, add, decide }), [proposals, add, decide]);
}
