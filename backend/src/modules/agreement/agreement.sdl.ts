export const agreementTypeDefs = /* GraphQL */ `
  "Where a written agreement stands (docs/agreements.md)."
  enum AgreementStatus {
    "The contractor is preparing it."
    DRAFT
    "Sent to the homeowner, waiting for signatures."
    SENT
    "The homeowner asked for changes; back with the contractor."
    CHANGES_REQUESTED
    "One side has signed; waiting for the other."
    SIGNED_BY_ONE
    "Both sides signed: it binds them, and the copy was e-mailed to both."
    IN_FORCE
    CANCELLED
    "The homeowner declined it."
    DECLINED
  }

  enum ChangeOrderStatus {
    "Waiting for the other side's signature."
    PROPOSED
    SIGNED
    DECLINED
    WITHDRAWN
  }

  enum AgreementParty {
    HOMEOWNER
    CONTRACTOR
  }

  "A price line: each is an estimate or a fixed price."
  enum PriceKind {
    ESTIMATE
    FIXED
  }

  type AgreementHomeowner {
    name: String!
    "Where the work is done: private to the two parties and operators."
    workAddress: String!
  }

  type AgreementContractor {
    legalName: String!
    operatingName: String
    businessAddress: String!
    phone: String!
    email: String!
    "The person who dealt with the homeowner."
    representative: String!
    "Optional: a business under $30,000 of revenue need not register for HST."
    hstNumber: String
  }

  type AgreementWork {
    description: String!
    materials: String!
    "Who does which part, when subcontractors do some of it."
    subcontractors: String
  }

  type PriceLine {
    description: String!
    "Up to two decimals."
    quantity: Float!
    unitPriceCents: Float!
    "quantity x unit price, to the cent."
    amountCents: Float!
    kind: PriceKind!
    taxable: Boolean!
  }

  type PaymentStep {
    description: String!
    "The amount as written in the agreement, when given in dollars."
    fixedAmountCents: Float
    "The share of the total, when given as one (1000 = 10 %)."
    basisPoints: Int
    "What the payment comes to, in cents (shares apportioned to the cent)."
    amountCents: Float!
    "The Construction Act's 10 % holdback kept back from it."
    holdbackCents: Float!
    dueOn: String!
    deposit: Boolean!
  }

  type PermitDuty {
    permit: String!
    obtainedBy: AgreementParty!
  }

  "A credential as recorded in the agreement: its status at sending (VERIFIED, SUBMITTED, EXPIRED, REJECTED or NONE) and expiry."
  type AgreementCredential {
    status: String!
    expiresOn: String
    detail: String
  }

  type AcceptedBid {
    minCents: Float!
    maxCents: Float
    text: String!
  }

  type AgreementTerms {
    homeowner: AgreementHomeowner!
    contractor: AgreementContractor!
    work: AgreementWork!
    lines: [PriceLine!]!
    payments: [PaymentStep!]!
    "YYYY-MM-DD, or empty in a draft."
    startDate: String!
    completionDate: String!
    permits: [PermitDuty!]!
    warranty: String!
    conditions: String
    insurance: AgreementCredential!
    wsib: AgreementCredential!
    "The bid the homeowner accepted, shown beside the total."
    acceptedBid: AcceptedBid
  }

  "Totals in cents: the total is exactly the lines plus HST."
  type AgreementTotals {
    subtotalCents: Float!
    estimateCents: Float!
    fixedCents: Float!
    hstCents: Float!
    totalCents: Float!
  }

  "A required item that is missing or invalid (field: a path such as lines.2.quantity), or a warning."
  type AgreementProblem {
    field: String!
    message: String!
  }

  "A signature's record: who signed which document, when, from where."
  type AgreementSignature {
    id: ID!
    party: AgreementParty!
    fullName: String!
    signedAt: DateTime!
    ipAddress: String!
    userAgent: String!
    "The SHA-256 of the exact document signed (the agreement's PDF as sent, or the change order)."
    documentSha256: String!
    "The drawn signature, as a PNG data URL, when one was drawn."
    drawnSignature: String
  }

  type ChangeOrder {
    id: ID!
    number: Int!
    proposedBy: AgreementParty!
    status: ChangeOrderStatus!
    description: String!
    "Added lines; removed ones carry a negative quantity."
    lines: [PriceLine!]!
    "What the change adds to the total, with HST (negative when it removes work)."
    totalChangeCents: Float!
    scheduleChange: String
    startDate: String
    completionDate: String
    declineReason: String
    createdAt: DateTime!
    decidedAt: DateTime
    signatures: [AgreementSignature!]!
    viewerCan: ChangeOrderPermissions!
  }

  type ChangeOrderPermissions {
    sign: Boolean!
    decline: Boolean!
    withdraw: Boolean!
  }

  "One step in the agreement's history."
  type AgreementEvent {
    id: ID!
    "drafted, sent, resent, changes-requested, signed-by-homeowner, signed-by-contractor, in-force, copy-delivered, cancelled, declined, change-proposed, change-signed, change-declined, change-withdrawn."
    kind: String!
    "Who took it: HOMEOWNER, CONTRACTOR, OPERATOR or SYSTEM (null for what follows from another step)."
    by: String
    note: String
    at: DateTime!
  }

  type AgreementPermissions {
    edit: Boolean!
    send: Boolean!
    requestChanges: Boolean!
    decline: Boolean!
    sign: Boolean!
    "Cancel during the 10-day cooling-off period (the homeowner)."
    cancel: Boolean!
    "Record a cancellation both sides agreed to (operators)."
    recordCancellation: Boolean!
    proposeChange: Boolean!
    downloadPdf: Boolean!
  }

  """
  The written home-renovation agreement between a homeowner and the contractor they hired, drafted from the
  accepted proposal. Only its two parties and operators can read it.
  """
  type Agreement {
    id: ID!
    projectId: ID!
    projectTitle: String!
    proposalId: ID!
    status: AgreementStatus!
    "How the status reads, e.g. In force."
    statusLabel: String!
    "Each sending after changes is a new revision (a new document to sign)."
    revision: Int!
    terms: AgreementTerms!
    "The totals as signed."
    totals: AgreementTotals!
    "The totals with every signed change order."
    currentTotals: AgreementTotals!
    "What stops it from being sent (empty once complete)."
    problems: [AgreementProblem!]!
    "What both sides should know before signing (a deposit over 10 %, a total outside the accepted bid, credentials not verified)."
    warnings: [AgreementProblem!]!
    "The homeowner's request for changes, while it waits with the contractor."
    changeNote: String
    "Whether the homeowner must confirm a deposit over 10 % when signing."
    depositNeedsConfirmation: Boolean!
    largeDepositConfirmed: Boolean!
    sentAt: DateTime
    inForceAt: DateTime
    "When the signed copy was e-mailed to both: the cooling-off period counts from this day."
    copyDeliveredAt: DateTime
    "The last day (YYYY-MM-DD) the homeowner may cancel for any reason; null until in force."
    coolingOffEndsOn: String
    closedAt: DateTime
    closeReason: String
    "The SHA-256 of the document as sent (what each signature records)."
    documentSha256: String
    "Signatures on the current document."
    signatures: [AgreementSignature!]!
    changeOrders: [ChangeOrder!]!
    history: [AgreementEvent!]!
    "Where the PDF is downloaded (the signed copy once in force), for the parties and operators."
    pdfUrl: String
    viewerCan: AgreementPermissions!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  input AgreementHomeownerInput {
    name: String
    workAddress: String
  }

  input AgreementContractorInput {
    legalName: String
    operatingName: String
    businessAddress: String
    phone: String
    email: String
    representative: String
    hstNumber: String
  }

  input AgreementWorkInput {
    description: String
    materials: String
    subcontractors: String
  }

  input PriceLineInput {
    description: String!
    quantity: Float!
    "Cents, at most 1,000,000,000 ($10 million)."
    unitPriceCents: Int!
    kind: PriceKind!
    "HST applies (default true)."
    taxable: Boolean = true
  }

  input PaymentStepInput {
    description: String!
    "Give either an amount in cents or a share of the total in basis points, not both."
    amountCents: Float
    basisPoints: Int
    dueOn: String!
    deposit: Boolean = false
  }

  input PermitDutyInput {
    permit: String!
    obtainedBy: AgreementParty!
  }

  "The terms the contractor edits; the credentials and the accepted bid are the server's."
  input AgreementTermsInput {
    homeowner: AgreementHomeownerInput
    contractor: AgreementContractorInput
    work: AgreementWorkInput
    lines: [PriceLineInput!]
    payments: [PaymentStepInput!]
    startDate: String
    completionDate: String
    permits: [PermitDutyInput!]
    warranty: String
    conditions: String
  }

  input SignAgreementInput {
    "Your full legal name, as on the agreement."
    fullName: String!
    "You agree to sign electronically (Ontario's Electronic Commerce Act, 2000)."
    consent: Boolean!
    "Optional: a drawn signature as a PNG data URL."
    drawnSignature: String
    "The homeowner confirms a deposit over 10 % of the total."
    confirmLargeDeposit: Boolean
  }

  input ChangeOrderInput {
    description: String!
    "Lines added; a removed line has a negative quantity."
    lines: [PriceLineInput!]
    scheduleChange: String
    startDate: String
    completionDate: String
  }

  extend type Query {
    "An agreement you are a party to (operators: any)."
    agreement(id: ID!): Agreement
    "The agreements you are a party to, newest first."
    myAgreements: [Agreement!]!
  }

  extend type Proposal {
    "The live agreement drafted from this proposal, for its two parties and operators."
    agreement: Agreement
  }

  extend type Mutation {
    "Prepare the agreement: the hired contractor drafts it from the accepted proposal (returns the existing one if drafted)."
    prepareAgreement(proposalId: ID!): Agreement!
    "The contractor saves the draft."
    updateAgreement(id: ID!, terms: AgreementTermsInput!): Agreement!
    "The contractor sends it for signature; refused while problems lists anything."
    sendAgreement(id: ID!): Agreement!
    "The homeowner asks for changes, with a note."
    requestAgreementChanges(id: ID!, note: String!): Agreement!
    declineAgreement(id: ID!, reason: String): Agreement!
    "Either party signs; the agreement is in force once both have."
    signAgreement(id: ID!, input: SignAgreementInput!): Agreement!
    "The homeowner cancels within the 10-day cooling-off period."
    cancelAgreement(id: ID!, reason: String): Agreement!
    "Operators record a cancellation both sides agreed to."
    recordAgreementCancellation(id: ID!, note: String!): Agreement!
    proposeChangeOrder(agreementId: ID!, input: ChangeOrderInput!): ChangeOrder!
    signChangeOrder(id: ID!, input: SignAgreementInput!): ChangeOrder!
    declineChangeOrder(id: ID!, reason: String): ChangeOrder!
    withdrawChangeOrder(id: ID!): ChangeOrder!
  }
`;
