export const moderationTypeDefs = /* GraphQL */ `
  "Why the automatic checks flagged a post. Flags ask reviewers to look closer; they never block a post."
  enum SpamFlag {
    "The description contains a web address."
    LINKS
    "More than three posts from this e-mail address within a day."
    REPEATED_EMAIL
    "More than three posts from this network address within a day."
    REPEATED_ADDRESS
    "The post uses words on the review team's list."
    BLOCKED_WORDS
  }

  "Where a post stands in review, for its homeowner and operators."
  type ProjectReview {
    "When it entered the review queue (confirmation or resubmission)."
    submittedAt: DateTime
    "When an operator last decided on it."
    reviewedAt: DateTime
    "The operator's request for changes or reason for rejecting."
    note: String
  }

  "A posted project waiting in the review queue."
  type ReviewItem {
    project: Project!
    submittedAt: DateTime!
    "Whole hours since it entered the queue."
    waitingHours: Int!
    "Waiting longer than the 24-hour promise."
    overdue: Boolean!
    flags: [SpamFlag!]!
    "The homeowner's e-mail address."
    homeownerEmail: EmailAddress
  }

  type ReviewQueuePage {
    "Oldest first."
    items: [ReviewItem!]!
    "Pass as after for the next page; null on the last page."
    nextCursor: String
    "Projects waiting, over all pages."
    totalCount: Int!
  }

  "The operator console's front page."
  type OperatorOverview {
    "Posts waiting for review."
    inReview: Int!
    "Posts waiting longer than 24 hours."
    overdue: Int!
    "Contact messages not yet marked handled."
    unhandledMessages: Int!
  }

  "A person's account as operators see it."
  type Account {
    id: ID!
    name: String!
    email: EmailAddress!
    role: Role!
    businessName: String
    emailVerified: Boolean!
    "Disabled accounts are signed out everywhere and cannot sign in."
    disabled: Boolean!
    disabledReason: String
    createdAt: DateTime!
  }

  type AccountPage {
    "Newest first."
    accounts: [Account!]!
    nextCursor: String
  }

  "One field an audited action changed."
  type AuditChange {
    field: String!
    before: String
    after: String
  }

  "One operator (or scheduled) action. The log is append-only."
  type AuditEntry {
    id: ID!
    "Who did it: an operator's e-mail, or system for scheduled jobs."
    actor: String!
    "What was done, e.g. project.approve, user.disable, api-key.revoke."
    action: String!
    subjectType: String!
    subjectId: String!
    changes: [AuditChange!]!
    "The reason or message the operator gave."
    note: String
    createdAt: DateTime!
  }

  type AuditLogPage {
    "Newest first."
    entries: [AuditEntry!]!
    "Pass as before for the next (older) page; null on the last page."
    nextCursor: String
  }

  "What a homeowner may edit when the review team asks for changes."
  input ReviseProjectInput {
    title: String!
    description: String!
    category: String!
    budget: String!
    timeline: String!
    location: String!
  }

  extend type Project {
    "Where the post stands in review: its homeowner and operators only (null for everyone else)."
    review: ProjectReview
  }

  extend type ContactMessage {
    "When an operator marked it handled; null while it waits."
    handledAt: DateTime
  }

  extend type Query {
    "The console's front page counts. Operators only."
    operatorOverview: OperatorOverview!
    "Posts waiting for review, oldest first (first: 1-100). Operators only."
    reviewQueue(first: Int = 20, after: String): ReviewQueuePage!
    "Accounts, newest first; search matches name, e-mail or business name (first: 1-100). Operators only."
    accounts(search: String, first: Int = 25, after: String): AccountPage!
    "The audit log, newest first (first: 1-100). Operators only."
    auditLog(first: Int = 25, before: String): AuditLogPage!
  }

  extend type Mutation {
    "Publishes a post waiting for review and e-mails its homeowner. Operators only."
    approveProject(id: ID!): Project!
    "Sends a post back to its homeowner with a message saying what to change. Operators only."
    requestProjectChanges(id: ID!, message: String!): Project!
    "Refuses a post, with a reason e-mailed to its homeowner. Operators only."
    rejectProject(id: ID!, reason: String!): Project!
    """
    The owner of the address a post was made with sends it (UNCONFIRMED) to the review queue.
    Opening a sign-in link does not: a post waits for its owner's confirmation. Discard one with deleteProject.
    """
    confirmProject(id: ID!): Project!
    "The homeowner edits a post sent back for changes; it returns to the review queue."
    reviseProject(id: ID!, input: ReviseProjectInput!): Project!
    "Marks a contact message handled (or waiting again with handled: false). Operators only."
    markContactMessageHandled(id: ID!, handled: Boolean = true): ContactMessage!
    "Disables an account: signs it out everywhere and refuses new sign-ins. Operators only."
    disableAccount(id: ID!, reason: String!): Account!
    "Enables a disabled account again. Operators only."
    enableAccount(id: ID!): Account!
  }
`;
