import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { showToast } from '@marketplace/design-system';
import type { ProposalStatusValue } from '@marketplace/shared';
import { proposalStatusToApi } from '../../../app/marketplace';
import { graphql } from '../../../gql';

/** The toasts' texts for a proposal status change that was saved or failed. */
export const PROPOSAL_STATUS_TOASTS = {
  updated: 'Proposal status updated successfully',
  failedTitle: 'Error',
  failed: 'Failed to update proposal status',
} as const;

/**
 * A decision can record or release the project's hire, which changes which of its other proposals
 * can be accepted: the answer brings them again, so the page never offers what the server refuses.
 */
export const ProjectHireChoices = graphql(`
  fragment ProjectHireChoices on Proposal {
    project {
      id
      proposals {
        id
        viewerCan {
          decide
          accept
        }
      }
    }
  }
`);

/** Nobody reads the answer: the page's fragment of the proposal refreshes what the decision changed. */
export const UpdateProposalStatusMutation = graphql(`
  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {
    updateProposalStatus(id: $id, status: $status) {
      id
      ...ProjectDetailsPage_proposal
      ...ProjectHireChoices
    }
  }
`);

/**
 * Accept or decline a saved proposal (the cache then updates the list). Bids tried on a sample are
 * decided in page memory (see useTryInPageMemory).
 */
export function useProposalStatus() {
  const [updateStatus] = useMutation(UpdateProposalStatusMutation);
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const setStatus = useCallback(
    async (proposal: { id: string }, status: ProposalStatusValue) => {
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
