import { graphql } from '../../gql';

/**
 * Nobody reads the answer beyond its id: the cached proposal count follows, and the screen that lists
 * the project's proposals loads them again through its own fragments (`onSubmitted`).
 */
export const SubmitProposalMutation = graphql(`
  mutation SubmitProposal($input: SubmitProposalInput!) {
    submitProposal(input: $input) {
      id
      project {
        id
        proposalCount
      }
    }
  }
`);
