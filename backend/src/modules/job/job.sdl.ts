export const jobTypeDefs = /* GraphQL */ `
  "Where an invoice stands on the Construction Act's prompt-payment clock (docs/payments.md)."
  enum PaymentClockState {
    "Up to 14 days after it was given: the homeowner may still give a notice of non-payment."
    NOTICE_POSSIBLE
    "From the 15th to the 28th day."
    DUE
    "Past the 28th day and not paid."
    OVERDUE
    "A notice of non-payment was given."
    DISPUTED
    "Confirmed payments cover what was payable."
    PAID
  }
  enum InvoiceKind {
    "Work or materials supplied: 10 % is held back."
    WORK
    "The holdback kept back, released 60 days after substantial performance."
    HOLDBACK_RELEASE
  }
  "How a payment made outside the marketplace was made."
  enum PaymentMethod {
    E_TRANSFER
    CHEQUE
    CARD
    CASH
    OTHER
  }
  enum PaymentStatus {
    "Recorded by the homeowner; waiting for the contractor to confirm receipt."
    RECORDED
    "The contractor confirmed receiving it."
    CONFIRMED
    "The contractor says it has not arrived."
    DISPUTED
  }
  enum SubstantialPerformanceStatus {
    "The contractor declared the work substantially performed; waiting for the homeowner."
    DECLARED
    "The homeowner confirmed it: the holdback falls due 60 days later."
    CONFIRMED
    "The homeowner disputes it."
    DISPUTED
  }
  "An invoice on the prompt-payment clock, as both sides see it. Dates are YYYY-MM-DD in Toronto."
  type PaymentClock {
    state: PaymentClockState!
    "What both sides read, e.g. due in 12 days, or notice of non-payment possible until Mar 15, 2027."
    label: String!
    issuedOn: String!
    "The last day to pay: 28 days after the invoice was given."
    dueOn: String!
    "The last day for a notice of non-payment: 14 days after the invoice was given."
    noticeDeadline: String!
    "Days from today to the due day: 0 on the due day, negative once overdue."
    daysLeft: Int!
  }
  "A notice of non-payment: the amount the homeowner will not pay, and why."
  type NonPaymentNotice {
    amountCents: Float!
    reasons: String!
    sentAt: DateTime!
  }
  "Who payment is sent to."
  type InvoicePaymentContact {
    name: String!
    phone: String!
    address: String!
  }
  type InvoicePermissions {
    "The homeowner may give a notice of non-payment (within 14 days, once)."
    giveNotice: Boolean!
  }
  """
  A proper invoice under Ontario's Construction Act: the contractor and their address, its date and period, the
  agreement or change order it is under, the work, the amounts with HST and the 10 % holdback kept back, and who
  payment is sent to. Only the agreement's two parties and operators can read it.
  """
  type Invoice {
    id: ID!
    agreementId: ID!
    "INV-0001, numbered per agreement."
    number: String!
    kind: InvoiceKind!
    "The agreement, its milestone or the signed change order it is given under."
    reference: String!
    description: String!
    issuedOn: String!
    periodStart: String!
    periodEnd: String!
    contractorName: String!
    contractorAddress: String!
    hstNumber: String
    paymentContact: InvoicePaymentContact!
    "The price of the work before tax."
    subtotalCents: Float!
    hstCents: Float!
    "subtotal + HST."
    totalCents: Float!
    "10 % of the price before tax."
    holdbackCents: Float!
    "The HST on the holdback, kept back with it."
    holdbackHstCents: Float!
    "holdback + its HST: what the homeowner keeps back."
    keptBackCents: Float!
    "total − kept back: what is paid within 28 days."
    payableNowCents: Float!
    "Confirmed payments recorded against this invoice."
    paidCents: Float!
    clock: PaymentClock!
    notice: NonPaymentNotice
    "The invoice as a PDF, for the two parties and operators."
    pdfUrl: String!
    issuedAt: DateTime!
    viewerCan: InvoicePermissions!
  }
  type PaymentPermissions {
    "The contractor confirms it arrived."
    confirm: Boolean!
    "The contractor says it did not arrive."
    dispute: Boolean!
  }
  "A payment made outside the marketplace, recorded by the homeowner and confirmed by the contractor."
  type Payment {
    id: ID!
    "The invoice it pays, when the homeowner named one."
    invoiceId: ID
    invoiceNumber: String
    amountCents: Float!
    method: PaymentMethod!
    "How the method reads, e.g. Interac e-Transfer."
    methodLabel: String!
    "The day it was paid (YYYY-MM-DD)."
    paidOn: String!
    reference: String
    status: PaymentStatus!
    recordedAt: DateTime!
    decidedAt: DateTime
    "Why the contractor disputes it."
    disputeNote: String
    viewerCan: PaymentPermissions!
  }
  "Where the job's money stands, in cents, HST included unless named otherwise."
  type JobLedger {
    agreedCents: Float!
    "What signed change orders added (negative when they removed work)."
    changeOrdersCents: Float!
    contractTotalCents: Float!
    "Work invoiced (holdback releases are not new work)."
    invoicedCents: Float!
    "All that invoices asked to be paid now."
    payableCents: Float!
    "Every payment recorded by the homeowner."
    paidCents: Float!
    "Payments the contractor confirmed."
    confirmedCents: Float!
    awaitingConfirmationCents: Float!
    "Kept back from work invoices: holdback and its HST."
    holdbackKeptCents: Float!
    holdbackReleasedCents: Float!
    "Kept back and not yet released."
    holdbackDueCents: Float!
    "Payable and not yet confirmed as paid."
    outstandingCents: Float!
    overpaidCents: Float!
    "How much more work may be invoiced, before tax, under the 10 % estimate rule."
    invoiceRoomCents: Float!
  }
  "The contractor's declaration that the work is substantially performed, and the homeowner's answer."
  type SubstantialPerformance {
    status: SubstantialPerformanceStatus!
    declaredAt: DateTime!
    note: String
    decidedAt: DateTime
    disputeNote: String
    "The day the holdback falls due (YYYY-MM-DD): 60 days after the homeowner confirmed."
    holdbackReleaseOn: String
  }
  "What the viewer may do with the job's money now (the server refuses the rest)."
  type JobPermissions {
    issueInvoice: Boolean!
    recordPayment: Boolean!
    declareSubstantialPerformance: Boolean!
    "Confirm or dispute a declaration (the homeowner)."
    decideSubstantialPerformance: Boolean!
    "Invoice the holdback: once its release date has come."
    issueHoldbackRelease: Boolean!
    "Open a dispute on an invoice, a payment or the whole job (either party, while in force)."
    openDispute: Boolean!
    "Post a progress update with photos (the contractor, while in force)."
    postProgress: Boolean!
  }
  "The contractor's update on the job, shown to the two parties and operators as a timeline."
  type ProgressUpdate {
    id: ID!
    "The milestone of the payment schedule it is about, if any."
    milestone: String
    body: String!
    "The photos: private files, for the two parties and staff only."
    photos: [ResponsivePhoto!]!
    postedAt: DateTime!
  }
  input ProgressUpdateInput {
    milestone: String
    "What was done, up to 4000 characters."
    body: String!
    "Up to 10 file names from POST /api/uploads?access=private, each uploaded by the contractor."
    images: [String!]
  }
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
    "The signed-in person's private calendar feed: whether one is on (its address is shown only when made)."
    calendarFeed: CalendarFeedStatus!
  }
  type CalendarFeedStatus {
    active: Boolean!
    createdAt: DateTime
    "When a calendar last fetched it."
    lastReadAt: DateTime
  }
  "A new private feed address: shown this once; anyone with it can read the feed."
  type CalendarFeedAddress {
    "https:// address, for calendars that ask for one."
    url: String!
    "webcal:// address, which opens the device's calendar app."
    webcalUrl: String!
    createdAt: DateTime!
  }
  "What a new invoice starts from: the milestones of the payment schedule and signed change orders to choose from."
  type InvoiceDraft {
    "The next invoice's number."
    number: String!
    "The agreement's payment schedule, by description, e.g. Deposit, Cabinets installed."
    milestones: [String!]!
    "Numbers of the signed change orders."
    changeOrderNumbers: [Int!]!
    paymentContact: InvoicePaymentContact!
    "Whether HST is charged (the contractor gave an HST number in the agreement)."
    chargesHst: Boolean!
  }

  extend type Agreement {
    "Invoices issued on this agreement, oldest first."
    invoices: [Invoice!]!
    "Payments recorded on this agreement, oldest first."
    payments: [Payment!]!
    ledger: JobLedger!
    substantialPerformance: SubstantialPerformance
    "The earliest invoice not yet paid (what the homeowner owes next)."
    nextDue: Invoice
    "For the contractor issuing an invoice; null for everyone else."
    invoiceDraft: InvoiceDraft
    "Disputes opened on this job, newest first."
    disputes: [Dispute!]!
    "Progress updates, newest first."
    progress: [ProgressUpdate!]!
    jobCan: JobPermissions!
  }

  input InvoicePaymentContactInput {
    name: String!
    phone: String!
    address: String!
  }
  input IssueInvoiceInput {
    "A milestone of the payment schedule (its description), or"
    milestone: String
    "the number of a signed change order."
    changeOrderNumber: Int
    description: String!
    "YYYY-MM-DD: the period the work or materials were supplied in, ending on or before today."
    periodStart: String!
    periodEnd: String!
    "The amount before tax, in cents, at least 100."
    amountCents: Float!
    "Whether HST applies (default true; a permit fee at cost does not)."
    taxable: Boolean
    paymentContact: InvoicePaymentContactInput!
  }
  input NonPaymentNoticeInput {
    "The amount not being paid, in cents."
    amountCents: Float!
    reasons: String!
  }
  input RecordPaymentInput {
    invoiceId: ID
    amountCents: Float!
    method: PaymentMethod!
    "YYYY-MM-DD, today or earlier."
    paidOn: String!
    reference: String
  }

  extend type Mutation {
    "The contractor issues a proper invoice on an agreement in force (refused beyond the signed totals under the 10 % estimate rule)."
    issueInvoice(agreementId: ID!, input: IssueInvoiceInput!): Invoice!
    "The contractor invoices the holdback still kept back, once its release date has come."
    issueHoldbackRelease(agreementId: ID!): Invoice!
    "The homeowner gives a notice of non-payment within 14 days of the invoice."
    giveNonPaymentNotice(invoiceId: ID!, input: NonPaymentNoticeInput!): Invoice!
    "The homeowner records a payment made outside the marketplace."
    recordPayment(agreementId: ID!, input: RecordPaymentInput!): Payment!
    "The contractor confirms a recorded payment arrived."
    confirmPayment(id: ID!): Payment!
    "The contractor says a recorded payment has not arrived."
    disputePayment(id: ID!, note: String!): Payment!
    "The contractor declares the work substantially performed."
    declareSubstantialPerformance(agreementId: ID!, note: String): Agreement!
    "The homeowner confirms substantial performance: the holdback falls due 60 days later."
    confirmSubstantialPerformance(agreementId: ID!): Agreement!
    "The homeowner disputes the declaration, saying why."
    disputeSubstantialPerformance(agreementId: ID!, note: String!): Agreement!
    "Either party opens a dispute on an invoice, a payment or the whole job; operators see the whole record."
    openDispute(agreementId: ID!, input: OpenDisputeInput!): Dispute!
    "An operator records the outcome, with a note both sides read."
    settleDispute(id: ID!, outcome: DisputeOutcome!, note: String!): Dispute!
    "A new private calendar feed address (the old one stops working)."
    createCalendarFeed: CalendarFeedAddress!
    "Turns the private calendar feed off; true when one was on."
    revokeCalendarFeed: Boolean!
    "The contractor posts progress on the job, with photos; the homeowner is told."
    postProgressUpdate(agreementId: ID!, input: ProgressUpdateInput!): ProgressUpdate!
  }
`;
