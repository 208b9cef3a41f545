import { graphql } from '../../gql';

/**
 * Every field of a proposal the screens read (ProposalView; the project page's proposal fragments ask
 * for some of these), with the fragments of what shows beside it (the contractor's rating, the link to
 * its thread, the agreement), so any answer that brings a proposal refreshes those too. A bid tried on
 * a sample is written to the cache through it (tryInPageMemory), so the page reads it like a saved one.
 */
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
      accept
    }
    contractorProfileId
    contractorBadges {
      kind
      label
    }
    ...ProposalContractorRating_proposal
    ...ProposalMessagesLinkFields
    ...ProposalAgreement_proposal
  }
`);

/** The answer is cached; the hook reads the saved proposal back through ProposalFields to answer a ProposalView (fromApiProposal). */
export const SubmitProposalMutation = graphql(`
  mutation SubmitProposal($input: SubmitProposalInput!) {
    submitProposal(input: $input) {
      id
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
      ...ProjectHireChoices
    }
  }
`);

/**
 * A decision can record or release the project's hire, which changes which of its other proposals
 * can be accepted: the answer brings them again, so the page never offers what the server refuses.
 * Nobody reads a decision's answer: its fragments only refresh the cache.
 */
export const ProjectHireChoices = graphql(`
  fragment ProjectHireChoices on Proposal {
    project {
      id
      proposals {
        id
        viewerCan {
          decide
          accept
        }
      }
    }
  }
`);

/** Accept one proposal and, if asked, decline the others with the homeowner's note (one transaction on the server). */
export const AcceptProposalMutation = graphql(`
  mutation AcceptProposal($id: ID!, $declineOthers: Boolean!, $message: String) {
    acceptProposal(id: $id, declineOthers: $declineOthers, message: $message) {
      accepted {
        id
        ...ProposalFields
        ...ProjectHireChoices
      }
      declined {
        id
        ...ProposalFields
      }
    }
  }
`);
