import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { databaseIdOf } from '../../marketplace';
import { SubmitProposalMutation } from '../operations';
import { proposalInput, type ProposalFormValues } from '../formValues';

/**
 * Submits a proposal on a posted project (display id 3000 and above) through the `submitProposal`
 * mutation (the cached proposal count updates; the screen showing the list refetches it from
 * `onSubmitted`). A bid on a sample is never sent (see SAMPLE_TRIES). With `fromAccount` (a
 * signed-in contractor) the contact fields are left out and the server takes them from the account.
 * Rejects with the server's error on failure.
 */
export function useSubmitProposal() {
  const [submitProposal] = useMutation(SubmitProposalMutation);

  return useCallback(
    async (values: ProposalFormValues, { fromAccount = false }: { fromAccount?: boolean } = {}): Promise<void> => {
      const input = proposalInput(values);
      const serverId = databaseIdOf(values.projectId);
      if (serverId === null) throw new Error('This project does not take proposals');
      // Under a contractor's account the server fills in name, e-mail and phone itself.
      const { contractorName, contractorEmail, contractorPhone, ...bid } = input;
      const contact = fromAccount ? {} : { contractorName, contractorEmail, contractorPhone };
      const { data } = await submitProposal({ variables: { input: { ...bid, ...contact, projectId: String(serverId) } } });
      if (!data?.submitProposal) throw new Error('The server did not confirm the proposal');
    },
    [submitProposal],
  );
}
