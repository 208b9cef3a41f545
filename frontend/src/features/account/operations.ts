import { graphql } from '../../gql';

/** E-mails a one-time sign-in link; the answer is true whether or not the address has an account. */
export const RequestSignInLinkMutation = graphql(`
  mutation RequestSignInLink($email: String!, $redirectTo: String) {
    requestSignInLink(email: $email, redirectTo: $redirectTo)
  }
`);

/** Creates a contractor account (or only e-mails a sign-in link when the address has one). */
export const SignUpContractorMutation = graphql(`
  mutation SignUpContractor($input: ContractorSignUpInput!) {
    signUpContractor(input: $input)
  }
`);

/**
 * The projects the signed-in person posted, in any state, newest first; and whether details wait
 * under their address (the notice linking to settings).
 */
export const MyProjectsQuery = graphql(`
  query MyProjects {
    viewer {
      id
      pendingDetails {
        requestedAt
      }
    }
    myProjects {
      # The list's own fields (the notices, the discard dialog and toast); each row and the revise dialog read their fragments.
      id
      title
      visibility
      ...MyProjectRow_project
      ...ReviseProjectDialog_project
    }
    # The written agreements with the contractors hired, newest first: each row shows its project's.
    myAgreements {
      id
      projectId
      ...AgreementLink_agreement
      ...JobDue_agreement
    }
  }
`);

/** The homeowner edits a post the review team sent back; it returns to the review queue. */
export const ReviseProjectMutation = graphql(`
  mutation ReviseProject($id: ID!, $input: ReviseProjectInput!) {
    reviseProject(id: $id, input: $input) {
      id
      ...MyProjectRow_project
      ...ReviseProjectDialog_project
    }
  }
`);
