import type { Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { showToast } from '@marketplace/design-system';
import type { ProposalStatusValue } from '@marketplace/shared';
import { proposalStatusToApi } from '../marketplace';
import { ProposalFields } from './operations';
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
const TRY_PREFIX = 'try-';

/** Whether a proposal is a bid tried on a sample's page (kept there only, from no account). */
export const isTriedProposal = (id: string) => id.startsWith(TRY_PREFIX);

/** A bid tried on a sample, as the proposals list shows it: pending, its sender may decide on it. */
export function tryProposal(values: ProposalFormValues): ProposalView {
  sequence += 1;
  return {
    id: `${TRY_PREFIX}${sequence}`,
    ...proposalInput(values),
    status: 'pending',
    submittedDate: new Date().toISOString(),
    canDecide: SAMPLE_TRIES.decideOwnBids,
    canAccept: SAMPLE_TRIES.decideOwnBids,
    contractorBadges: [],
  };
}

/**
 * The page memory of a sample's page: the bids tried there and the decisions on them, kept in the
 * client's cache on the sample's project (`projectId`, its server id) and nowhere else, so the page
 * reads them through the same fragments as saved proposals. Nothing is sent. Leaving the page
 * forgets them.
 */
export function useTryInPageMemory(projectId: string | null) {
  const client = useApolloClient();
  const tried = useRef<string[]>([]);

  const add = useCallback(
    (proposal: ProposalView) => {
      if (!projectId) return;
      const { cache } = client;
      const saved = cache.writeFragment({ fragment: ProposalFields, fragmentName: 'ProposalFields', data: asCachedProposal(proposal, projectId) });
      if (!saved) return;
      tried.current.push(proposal.id);
      cache.modify<{ proposals: Reference[] }>({
        id: cache.identify({ __typename: 'Project', id: projectId }),
        fields: { proposals: (existing = []) => [...existing, saved] },
      });
    },
    [client, projectId],
  );

  const decide = useCallback(
    (proposal: Pick<ProposalView, 'id'>, status: ProposalStatusValue) => {
      client.cache.modify({ id: client.cache.identify({ __typename: 'Proposal', id: proposal.id }), fields: { status: () => proposalStatusToApi(status) } });
      showToast({ title: PROPOSAL_STATUS_TOASTS.updated, type: 'success' });
    },
    [client],
  );

  // The tries belong to this page only: once it is left, they leave the cache.
  useEffect(
    () => () => {
      const ids = tried.current;
      tried.current = [];
      if (!projectId || ids.length === 0) return;
      const { cache } = client;
      cache.modify<{ proposals: Reference[] }>({
        id: cache.identify({ __typename: 'Project', id: projectId }),
        fields: { proposals: (existing = [], { readField }) => existing.filter((ref) => !ids.includes(readField<string>('id', ref) ?? '')) },
      });
      for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Proposal', id }) });
    },
    [client, projectId],
  );

  return useMemo(() => ({ add, decide }), [add, decide]);
}

/**
 * A tried bid as the cache holds a proposal (every field of ProposalFields): from no account, so no
 * rating, conversation or agreement; its sender may decide on it (SAMPLE_TRIES).
 */
function asCachedProposal(proposal: ProposalView, projectId: string) {
  return {
    __typename: 'Proposal' as const,
    id: proposal.id,
    projectId,
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
    contractorProfileId: null,
    contractorBadges: [],
    contractorRating: null,
    messageThread: null,
    agreement: null,
  };
}
