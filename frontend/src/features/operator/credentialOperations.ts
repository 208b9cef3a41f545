import { graphql } from '../../gql';

/** The operators' queue, one page at a time (oldest submission first). */
export const CredentialChecksQuery = graphql(`
  query CredentialChecks($status: CredentialStatus, $first: Int, $after: String) {
    credentialChecks(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        kind
        contractorName
        number
        ...CheckRow_check
      }
    }
  }
`);

export const VerifyCredentialMutation = graphql(`
  mutation VerifyCredential($id: ID!) {
    verifyCredential(id: $id) {
      id
      status
      ...CheckRow_check
    }
  }
`);

export const RejectCredentialMutation = graphql(`
  mutation RejectCredential($id: ID!, $reason: String!) {
    rejectCredential(id: $id, reason: $reason) {
      id
      status
      rejectionReason
      ...CheckRow_check
    }
  }
`);
