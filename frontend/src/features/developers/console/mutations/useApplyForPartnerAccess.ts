import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import type { PartnerApplicationInput } from '../../../../gql/graphql';
import { PartnerJoinQuery } from '../operations';

export const ApplyForPartnerAccessMutation = graphql(`
  mutation ApplyForPartnerAccess($input: PartnerApplicationInput!) {
    applyForPartnerAccess(input: $input) {
      id
      status
      organisation
      website
      useCase
      ...ApplicationStatus_application
    }
  }
`);

/** Sends (or sends again) the signed-in person's application; the join page shows it at once. */
export function useApplyForPartnerAccess() {
  const [apply] = useMutation(ApplyForPartnerAccessMutation, {
    update(cache, { data }) {
      const application = data?.applyForPartnerAccess;
      if (application) cache.updateQuery({ query: PartnerJoinQuery }, (previous) => (previous ? { ...previous, myPartnerApplication: application } : previous));
    },
  });
  return useCallback((input: PartnerApplicationInput) => apply({ variables: { input } }), [apply]);
}
