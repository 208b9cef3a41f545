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
    """
    The bid's lower end in CAD cents, read from bidAmount ("$15,000 - $20,000" gives 1500000), so
    proposals sort and compare. Null for proposals whose text holds no amount (sort them last).
    """
    bidMinCents: Float
    """
    The bid's upper end in CAD cents; null for an open-ended bid ("$100,000+") or unreadable text.
    Equal to bidMinCents for a single amount.
    """
    bidMaxCents: Float
    timeline: String!
    approach: String!
    experience: String!
    materials: String
    warranty: String
    additionalNotes: String
    status: ProposalStatus!
    """
    The homeowner's note to the contractor when they declined this proposal while accepting another.
    Shown to the project's homeowner, the contractor who sent the proposal and operators; null for everyone else.
    """
    declineNote: String
    submittedDate: DateTime!
    "What the viewer may do with this proposal."
    viewerCan: ProposalPermissions!
  }

  type ProposalPermissions {
    "Accept or decline it (the project's homeowner and operators, while the project is not completed or cancelled)."
    decide: Boolean!
    """
    Accept it now: as decide, and not while another proposal is the project's hire (the homeowner
    declines the hired proposal first). Accepting records the hire on the project.
    """
    accept: Boolean!
  }

  input SubmitProposalInput {
    projectId: ID!
    "Taken from the signed-in contractor's account when omitted."
    contractorName: String
    "Must be a valid address ('Valid email is required'). Taken from the account when omitted."
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

  "A proposal's terms, as its contractor changes them (updateProposal)."
  input UpdateProposalInput {
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

  "The outcome of acceptProposal."
  type AcceptProposalResult {
    accepted: Proposal!
    "The proposals declined with it (empty unless declineOthers was true), oldest first."
    declined: [Proposal!]!
  }

  extend type Query {
    "Proposals for a project, oldest first."
    proposals(projectId: ID!): [Proposal!]!
  }

  extend type Mutation {
    "Signed-in contractors only."
    submitProposal(input: SubmitProposalInput!): Proposal!
    "Changes the signed-in contractor's own pending proposal (one proposal per contractor and project): CONFLICT once the homeowner has decided on it."
    updateProposal(id: ID!, input: UpdateProposalInput!): Proposal!
    "Accept or decline (or reset to pending) a proposal."
    updateProposalStatus(id: ID!, status: ProposalStatus!): Proposal!
    """
    Accept one proposal (the project's homeowner and operators) and, with declineOthers, decline every
    other proposal on the project that is not declined yet, leaving each the message (up to 2000
    characters) as its decline note. All in one transaction.
    """
    acceptProposal(id: ID!, declineOthers: Boolean!, message: String): AcceptProposalResult!
  }
`;
