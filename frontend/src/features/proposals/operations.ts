import { graphql } from '../../gql';

/** What a proposal card shows. */
export const ProposalFields = graphql(`
  fragment ProposalFields on Proposal {
    id
    projectId
    contractorName
    contractorEmail
    contractorPhone
    bidAmount
    timeline
    approach
    experience
    materials
    warranty
    additionalNotes
    status
    submittedDate
    viewerCan {
      decide
    }
    contractorProfileId
    contractorBadges {
      kind
      label
    }
  }
`);

export const SubmitProposalMutation = graphql(`
  mutation SubmitProposal($input: SubmitProposalInput!) {
    submitProposal(input: $input) {
      ...ProposalFields
      project {
        id
        proposalCount
      }
    }
  }
`);

export const UpdateProposalStatusMutation = graphql(`
  mutation UpdateProposalStatus($id: ID!, $status: ProposalStatus!) {
    updateProposalStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
