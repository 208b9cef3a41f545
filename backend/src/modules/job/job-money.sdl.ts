/** The job's money: invoices on the prompt-payment clock, payments, substantial performance and the holdback. */
export const jobMoneyTypeDefs = /* GraphQL */ `
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
  }
`;
