import { graphql } from '../../../gql';

/** The profile editor's one query: the signed-in contractor's profile, credentials and lead preferences. */
export const MyContractorProfileQuery = graphql(`
  query MyContractorProfile {
    myContractorProfile {
      id
      badges {
        kind
        label
      }
      missingLicences {
        kind
        trade {
          id
          name
        }
      }
      ...ProfileForm_profile
      credentials {
        id
        ...CredentialRow_credential
        ...CredentialForm_credential
      }
    }
    myLeadPreferences {
      ...LeadPreferencesForm_preferences
    }
  }
`);

export const UpdateContractorProfileMutation = graphql(`
  mutation UpdateContractorProfile($input: ContractorProfileInput!) {
    updateContractorProfile(input: $input) {
      id
      # What an edit changes, as the editor, the public profile and the dashboard's panel show it.
      ...ProfileForm_profile
      ...AccountProfile_profile
      ...ContractorStatusPanel_profile
    }
  }
`);

export const SubmitCredentialMutation = graphql(`
  mutation SubmitCredential($input: SubmitCredentialInput!) {
    submitCredential(input: $input) {
      id
      ...CredentialRow_credential
      ...CredentialForm_credential
    }
  }
`);

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
