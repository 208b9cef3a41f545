import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const RequestedProQuery = graphql(`
  query RequestedPro($id: ID!) {
    contractorProfile(id: $id) {
      id
      businessName
    }
  }
`);

/** The pro a homeowner asked for a quote from ("Request a quote" on a pro's card or profile: /post-project?pro={id}); null for none or an unknown id. */
export function useRequestedPro(id: string | null): { id: string; businessName: string } | null {
  const valid = id !== null && id.length > 0 && id.length <= 100;
  const { data } = useQuery(RequestedProQuery, { variables: { id: id ?? '' }, skip: !valid });
  return valid ? (data?.contractorProfile ?? null) : null;
}
