import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const WithdrawInvitationMutation = graphql(`
  mutation WithdrawInvitation($projectId: ID!, $contractorId: ID!) {
    withdrawInvitation(projectId: $projectId, contractorId: $contractorId) {
      id
      ...InvitePros_project
    }
  }
`);

/** Takes an invitation back, freeing its place; the answer updates the project's invitations in the cache. Rejects with the server's error. */
export function useWithdrawInvitation() {
  const [mutate, { loading }] = useMutation(WithdrawInvitationMutation);
  const withdraw = useCallback(
    async (projectId: string, contractorId: string) => {
      await mutate({ variables: { projectId, contractorId } });
    },
    [mutate],
  );
  return { withdraw, withdrawing: loading };
}
