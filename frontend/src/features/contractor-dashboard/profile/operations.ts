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
