import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { showToast } from '@marketplace/design-system';
import { graphql } from '../../../gql';
import { PROPOSAL_STATUS_TOASTS } from './useProposalStatus';

/**
 * Accept one proposal and, if asked, decline the others with the homeowner's note (one transaction on
 * the server). Nobody reads the answer: the page's fragment of every changed proposal refreshes it.
 */
export const AcceptProposalMutation = graphql(`
  mutation AcceptProposal($id: ID!, $declineOthers: Boolean!, $message: String) {
    acceptProposal(id: $id, declineOthers: $declineOthers, message: $message) {
      accepted {
        id
        ...ProjectDetailsPage_proposal
        ...ProjectHireChoices
      }
      declined {
        id
        ...ProjectDetailsPage_proposal
      }
    }
  }
`);

/** What the homeowner chose in the accept dialog. */
export interface AcceptChoice {
  proposalId: string;
  declineOthers: boolean;
  /** The note the declined contractors read. */
  message: string;
}

/**
 * Accepts a proposal, declining the others when asked, in one server transaction. The answer
 * carries every changed proposal, so the normalized cache updates the page; the toasts are the
 * proposal status-change toasts (PROPOSAL_STATUS_TOASTS). Resolves true when saved.
 */
export function useAcceptProposal() {
  const [accept] = useMutation(AcceptProposalMutation);
  const [acceptingId, setAcceptingId] = useState<string | null>(null);

  const acceptProposal = useCallback(
    async ({ proposalId, declineOthers, message }: AcceptChoice): Promise<boolean> => {
      setAcceptingId(proposalId);
      try {
        await accept({ variables: { id: proposalId, declineOthers, message: declineOthers ? message : null } });
        showToast({ title: PROPOSAL_STATUS_TOASTS.updated, type: 'success' });
        return true;
      } catch {
        showToast({ title: PROPOSAL_STATUS_TOASTS.failedTitle, description: PROPOSAL_STATUS_TOASTS.failed, type: 'error' });
        return false;
      } finally {
        setAcceptingId(null);
      }
    },
    [accept],
  );

  return { acceptProposal, acceptingId };
}
