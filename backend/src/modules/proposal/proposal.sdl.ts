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
    contractorEmail: EmailAddress!
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
  }

  input SubmitProposalInput {
    projectId: ID!
    contractorName: String!
    "Checked against the spec's rule ('Valid email is required')."
    contractorEmail: String!
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
    submitProposal(input: SubmitProposalInput!): Proposal!
    "Accept or decline (or reset to pending) a proposal."
    updateProposalStatus(id: ID!, status: ProposalStatus!): Proposal!
  }
`;
