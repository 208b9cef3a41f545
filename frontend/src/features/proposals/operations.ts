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
    bidMinCents
    bidMaxCents
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
    contractorRating {
      average
      count
    }
    contractorBadges {
      kind
      label
    }
    ...ProposalMessagesLinkFields
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
      contractorEmail
      contractorPhone
    }
  }
`);

/** Accept one proposal and, if asked, decline the others with the homeowner's note (one transaction on the server). */
export const AcceptProposalMutation = graphql(`
  mutation AcceptProposal($id: ID!, $declineOthers: Boolean!, $message: String) {
    acceptProposal(id: $id, declineOthers: $declineOthers, message: $message) {
      accepted {
        ...ProposalFields
      }
      declined {
        ...ProposalFields
      }
    }
  }
`);
