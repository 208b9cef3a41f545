import { graphql } from '../../gql';

/** The hired contractor prepares the agreement from their accepted proposal (the proposal's agreement link). */
export const PrepareAgreementMutation = graphql(`
  mutation PrepareAgreement($proposalId: ID!) {
    prepareAgreement(proposalId: $proposalId) {
      id
      status
      statusLabel
    }
  }
`);
