import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { ProposalFormValues } from '../schema';
import { fromApiProposal, type ProposalView } from '../types';

/** ProposalFields stays unmasked here: the hook answers the changed proposal as a ProposalView (fromApiProposal). */
export const UpdateProposalMutation = graphql(`
  mutation UpdateProposal($id: ID!, $input: UpdateProposalInput!) {
    updateProposal(id: $id, input: $input) {
      ...ProposalFields @unmask
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
      if (!data) throw new Error('The server did not confirm the change');
      return fromApiProposal(data.updateProposal);
    },
    [updateProposal],
  );
}
