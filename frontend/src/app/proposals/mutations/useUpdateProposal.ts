import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { readSavedProposal } from './readSavedProposal';
import { graphql } from '../../../gql';
import type { ProposalFormValues } from '../schema';
import type { ProposalView } from '../types';

/** The answer updates the cached proposal; the hook reads it back through ProposalFields to answer a ProposalView. */
export const UpdateProposalMutation = graphql(`
  mutation UpdateProposal($id: ID!, $input: UpdateProposalInput!) {
    updateProposal(id: $id, input: $input) {
      id
      ...ProposalFields
    }
  }
`);

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Changes the signed-in contractor's own pending proposal (one proposal per contractor: a new bid
 * is a change to this one); the homeowner is told. The answer updates the cached proposal, so the
 * page shows the new terms. Rejects with the server's error.
 */
export function useUpdateProposal() {
  const [updateProposal] = useMutation(UpdateProposalMutation);
  const client = useApolloClient();
  return useCallback(
    async (id: string, values: ProposalFormValues): Promise<ProposalView> => {
      const input = {
        bidAmount: values.bidAmount,
        timeline: values.timeline,
        approach: values.approach.trim(),
        experience: values.experience.trim(),
        materials: blankToNull(values.materials),
        warranty: blankToNull(values.warranty),
        additionalNotes: blankToNull(values.additionalNotes),
      };
      const { data } = await updateProposal({ variables: { id, input } });
      return readSavedProposal(client, data?.updateProposal, 'The server did not confirm the change');
    },
    [updateProposal, client],
  );
}
