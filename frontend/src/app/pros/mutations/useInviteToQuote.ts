import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

export const InviteToQuoteMutation = graphql(`
  mutation InviteToQuote($projectId: ID!, $contractorId: ID!) {
    inviteToQuote(projectId: $projectId, contractorId: $contractorId) {
      id
      ...InvitePros_project
    }
  }
`);

/**
 * Invites a pro to quote on a project. The answer updates the project's invitations in the cache,
 * which is what marks a pro Invited, on the project's suggestions and in the directory alike.
 * Rejects with the server's error.
 */
export function useInviteToQuote() {
  const [mutate, { loading }] = useMutation(InviteToQuoteMutation);
  const invite = useCallback(
    async (projectId: string, contractorId: string) => {
      await mutate({ variables: { projectId, contractorId } });
    },
    [mutate],
  );
  return { invite, inviting: loading };
}
