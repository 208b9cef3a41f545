import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { showToast } from '@marketplace/design-system';
import type { ProposalStatusValue } from '@marketplace/shared';
import { proposalStatusToApi } from '../../marketplace';
import { UpdateProposalStatusMutation } from '../operations';
import type { ProposalView } from '../types';

/** The toasts' texts for a proposal status change that was saved or failed. */
export const PROPOSAL_STATUS_TOASTS = {
  updated: 'Proposal status updated successfully',
  failedTitle: 'Error',
  failed: 'Failed to update proposal status',
} as const;

/**
 * Accept or decline a saved proposal (the cache then updates the list). Bids tried on a sample are
 * decided in page memory (see tryInPageMemory).
 */
export function useProposalStatus() {
  const [updateStatus] = useMutation(UpdateProposalStatusMutation);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const setStatus = useCallback(
    async (proposal: Pick<ProposalView, 'id'>, status: ProposalStatusValue) => {
      setUpdatingId(proposal.id);
      try {
        await updateStatus({ variables: { id: proposal.id, status: proposalStatusToApi(status) } });
        showToast({ title: PROPOSAL_STATUS_TOASTS.updated, type: 'success' });
      } catch {
        showToast({ title: PROPOSAL_STATUS_TOASTS.failedTitle, description: PROPOSAL_STATUS_TOASTS.failed, type: 'error' });
      } finally {
        setUpdatingId(null);
      }
    },
    [updateStatus],
  );

  return { setStatus, updatingId };
}
