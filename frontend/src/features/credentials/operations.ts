import { graphql } from '../../gql';

/** A contractor's profile as every screen shows it (public fields only). */
export const ContractorProfileFields = graphql(`
  fragment ContractorProfileFields on ContractorProfile {
    id
    businessName
    trades {
      id
      name
    }
    serviceAreas {
      slug
      name
    }
    yearsInBusiness
    bio
    logoUrl
    portfolio {
      name
      caption
      photo {
        url
        srcset
        width
        height
      }
    }
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
  }
`);

/** A credential as its contractor and operators see it. */
export const CredentialFields = graphql(`
  fragment CredentialFields on Credential {
    id
    contractorId
    contractorName
    kind
    title
    number
    issuer
    coverageAmount
    expiresOn
    document
    documentUrl
    status
    submittedAt
    reviewedAt
    rejectionReason
    viewerCan {
      resubmit
    }
  }
`);

/** The signed-in contractor's profile with their credentials. */
export const MyContractorProfileQuery = graphql(`
  query MyContractorProfile {
    myContractorProfile {
      ...ContractorProfileFields @unmask
      credentials {
        ...CredentialFields @unmask
      }
    }
    myLeadPreferences {
      ...LeadPreferencesFields @unmask
    }
  }
`);

export const UpdateContractorProfileMutation = graphql(`
  mutation UpdateContractorProfile($input: ContractorProfileInput!) {
    updateContractorProfile(input: $input) {
      ...ContractorProfileFields @unmask
    }
  }
`);

export const SubmitCredentialMutation = graphql(`
  mutation SubmitCredential($input: SubmitCredentialInput!) {
    submitCredential(input: $input) {
      ...CredentialFields @unmask
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
        ...CredentialFields @unmask
      }
    }
  }
`);

export const VerifyCredentialMutation = graphql(`
  mutation VerifyCredential($id: ID!) {
    verifyCredential(id: $id) {
      ...CredentialFields @unmask
    }
  }
`);

export const RejectCredentialMutation = graphql(`
  mutation RejectCredential($id: ID!, $reason: String!) {
    rejectCredential(id: $id, reason: $reason) {
      ...CredentialFields @unmask
    }
  }
`);
