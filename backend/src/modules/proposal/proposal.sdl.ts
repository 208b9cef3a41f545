export const proposalTypeDefs = /* GraphQL */ `
  enum ProposalStatus {
    PENDING
    ACCEPTED
    DECLINED
  }

  "A contractor's bid on a project."
  type Proposal {
    id: ID!
    projectId: ID!
    project: Project!
    contractorName: String!
    """
    The contractor's contact details: shown to the project's homeowner, the contractor who sent the
    proposal and operators; null for everyone else.
    """
    contractorEmail: EmailAddress
    "Like contractorEmail: null unless the viewer may see it."
    contractorPhone: String
    "Bid range, e.g. $15,000 - $20,000."
    bidAmount: String!
    timeline: String!
    approach: String!
    experience: String!
    materials: String
    warranty: String
    additionalNotes: String
    status: ProposalStatus!
    submittedDate: DateTime!
    "What the viewer may do with this proposal."
    viewerCan: ProposalPermissions!
  }

  type ProposalPermissions {
    "Accept or decline it (the project's homeowner and operators)."
    decide: Boolean!
  }

  input SubmitProposalInput {
    projectId: ID!
    "Taken from the signed-in contractor's account when omitted."
    contractorName: String
    "Checked against the spec's rule ('Valid email is required'). Taken from the account when omitted."
    contractorEmail: String
    contractorPhone: String
    bidAmount: String!
    timeline: String!
    "At least 10 characters."
    approach: String!
    "At least 10 characters."
    experience: String!
    materials: String
    warranty: String
    additionalNotes: String
  }

  extend type Query {
    "Proposals for a project, oldest first."
    proposals(projectId: ID!): [Proposal!]!
  }

  extend type Mutation {
    "Signed-in contractors only."
    submitProposal(input: SubmitProposalInput!): Proposal!
    "Accept or decline (or reset to pending) a proposal."
    updateProposalStatus(id: ID!, status: ProposalStatus!): Proposal!
  }
`;
