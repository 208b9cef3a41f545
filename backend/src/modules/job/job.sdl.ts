/** A job on an agreement in force as its parties see it (its money, disputes and progress have files of their own), and the private calendar feed. */
export const jobTypeDefs = /* GraphQL */ `
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
  extend type Query {
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
  extend type Mutation {
    "A new private calendar feed address (the old one stops working)."
    createCalendarFeed: CalendarFeedAddress!
    "Turns the private calendar feed off; true when one was on."
    revokeCalendarFeed: Boolean!
  }
`;
