/** Disputes on a job: what they are about, their evidence, and the operator's outcome. */
export const disputeTypeDefs = /* GraphQL */ `
  "What a dispute is about."
  enum DisputeSubject {
    INVOICE
    PAYMENT
    "A site visit of the job."
    VISIT
    "The whole job."
    JOB
  }
  enum DisputeStatus {
    "Waiting for an operator."
    OPEN
    "Settled between the two sides with the operator's help."
    RESOLVED
    "Referred to adjudication (Ontario Dispute Adjudication for Construction Contracts)."
    REFERRED
    "Closed without a settlement (withdrawn, or nothing the marketplace can do)."
    CLOSED
  }
  "An operator's outcome for a dispute."
  enum DisputeOutcome {
    RESOLVED
    REFERRED
    CLOSED
  }
  "A message from the job's thread the opener chose as evidence, with its photos."
  type DisputeEvidence {
    messageId: ID!
    "Who wrote it: HOMEOWNER or CONTRACTOR."
    from: AgreementParty
    body: String!
    "Paths of its photos (private files, for the two parties and staff)."
    images: [String!]!
    "Its photos with their stored sizes, in the order of images."
    photos: [ResponsivePhoto!]!
    sentAt: DateTime!
  }
  type DisputePermissions {
    "Record an outcome (operators, while it is open)."
    settle: Boolean!
  }
  "A dispute on a job: its two parties and operators read it; operators record the outcome."
  type Dispute {
    id: ID!
    agreementId: ID!
    projectTitle: String!
    subject: DisputeSubject!
    invoiceId: ID
    invoiceNumber: String
    paymentId: ID
    "The site visit it is about (subject VISIT)."
    visitId: ID
    openedBy: AgreementParty!
    reason: String!
    "The amount in question, in cents, when one was given."
    amountCents: Float
    evidence: [DisputeEvidence!]!
    "Photos the opener gave as evidence: private files, for the two parties and staff."
    photos: [ResponsivePhoto!]!
    status: DisputeStatus!
    "How the status reads, e.g. Referred to adjudication."
    statusLabel: String!
    outcomeNote: String
    openedAt: DateTime!
    decidedAt: DateTime
    viewerCan: DisputePermissions!
    "The whole record: the agreement with its change orders, invoices, payments and history."
    agreement: Agreement!
  }
  input OpenDisputeInput {
    subject: DisputeSubject!
    "The invoice (subject INVOICE) or payment (subject PAYMENT) in question."
    invoiceId: ID
    paymentId: ID
    "The site visit in question (subject VISIT)."
    visitId: ID
    "What went wrong, at least 20 characters."
    reason: String!
    "The amount in question, in cents."
    amountCents: Float
    "Messages of the job's thread that matter (up to 10)."
    messageIds: [ID!]
    "Up to 10 file names from POST /api/uploads?access=private, each uploaded by the opener."
    images: [String!]
  }
  extend type Query {
    "Disputes for the operators' Disputes tab, newest first (open ones by default)."
    disputes(status: DisputeStatus): [Dispute!]!
  }
  extend type Mutation {
    "Either party opens a dispute on an invoice, a payment or the whole job; operators see the whole record."
    openDispute(agreementId: ID!, input: OpenDisputeInput!): Dispute!
    "An operator records the outcome, with a note both sides read."
    settleDispute(id: ID!, outcome: DisputeOutcome!, note: String!): Dispute!
  }
`;
