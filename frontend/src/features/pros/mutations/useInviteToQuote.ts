import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const InviteToQuoteMutation = graphql(`
  mutation InviteToQuote($projectId: ID!, $contractorId: ID!) {
    inviteToQuote(projectId: $projectId, contractorId: $contractorId) {
      id
      ...ProjectInvitations_project @unmask
    }
  }
`);

/**
 * Invites a pro to quote on a project. The answer updates the project's invitations in the cache,
 * and the suggestions are asked again (their "invited" marks). Rejects with the server's error.
 */
export function useInviteToQuote() {
  const [mutate, { loading }] = useMutation(InviteToQuoteMutation, { refetchQueries: ['ProjectInvitations'] });
  const invite = useCallback(
    async (projectId: string, contractorId: string) => {
      await mutate({ variables: { projectId, contractorId } });
    },
    [mutate],
  );
  return { invite, inviting: loading };
}
