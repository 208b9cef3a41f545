import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';

export const ApprovePartnerApplicationMutation = graphql(`
  mutation ApprovePartnerApplication($id: ID!) {
    approvePartnerApplication(id: $id) {
      id
      status
      ...PartnerApplicationCard_application
    }
  }
`);

export const DeclinePartnerApplicationMutation = graphql(`
  mutation DeclinePartnerApplication($id: ID!, $note: String!) {
    declinePartnerApplication(id: $id, note: $note) {
      id
      status
      ...PartnerApplicationCard_application
    }
  }
`);

/** An operator approves an application; the answer moves it out of the waiting list in the cache. */
export function useApprovePartnerApplication() {
  const [approve, { loading }] = useMutation(ApprovePartnerApplicationMutation);
  return { approve: useCallback((id: string) => approve({ variables: { id } }), [approve]), approving: loading };
}

/** An operator declines an application with the note the applicant receives. */
export function useDeclinePartnerApplication() {
  const [decline] = useMutation(DeclinePartnerApplicationMutation);
  return useCallback((id: string, note: string) => decline({ variables: { id, note } }), [decline]);
}
