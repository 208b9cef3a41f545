import type { Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { showToast } from '@marketplace/design-system';
import type { ProposalStatusValue } from '@marketplace/shared';
import { proposalStatusToApi } from '../../app/marketplace';
import type { ProposalView } from '../../app/proposals';
import { PROPOSAL_STATUS_TOASTS } from './mutations/useProposalStatus';
import { ProjectDetailsPage_proposal } from './operations';
import { asCachedProposal } from './proposalView';

/**
 * The page memory of a sample's page (SAMPLE_TRIES): the bids tried there and the decisions on them,
 * kept in the client's cache on the sample's project (`projectId`, its server id) and nowhere else, so
 * the page reads them through the same fragments as saved proposals. Nothing is sent. Leaving the page
 * forgets them.
 */
export function useTryInPageMemory(projectId: string | null) {
  const client = useApolloClient();
  const tried = useRef<string[]>([]);

  const add = useCallback(
    (proposal: ProposalView) => {
      if (!projectId) return;
      const { cache } = client;
      const saved = cache.writeFragment({ fragment: ProjectDetailsPage_proposal, fragmentName: 'ProjectDetailsPage_proposal', data: asCachedProposal(proposal) });
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
    (proposal: { id: string }, status: ProposalStatusValue) => {
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
