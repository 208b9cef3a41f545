export const partnerTypeDefs = /* GraphQL */ `
  "Where an application for API access stands."
  enum PartnerApplicationStatus {
    "Waiting for an operator."
    PENDING
    "Approved: the account has the PARTNER role and a partner console."
    APPROVED
    "Declined with a note; the applicant may change the application and send it again."
    DECLINED
  }

  "An application for API access, made by a signed-in person and decided by an operator."
  type PartnerApplication {
    id: ID!
    organisation: String!
    "The organisation's site (https)."
    website: String
    "What the applicant will build with the API."
    useCase: String!
    status: PartnerApplicationStatus!
    "The operator's note when the application was declined."
    decisionNote: String
    decidedAt: DateTime
    createdAt: DateTime!
    "When it was last sent (again)."
    updatedAt: DateTime!
    "Who applied. Only the applicant and operators ever see an application."
    applicant: PartnerApplicant!
  }

  "The account behind an application."
  type PartnerApplicant {
    "The account id (the partnerId operators pass to see one partner's keys and usage)."
    id: ID!
    name: String!
    email: EmailAddress!
  }

  input PartnerApplicationInput {
    "1 to 120 characters."
    organisation: String!
    "Optional: an https:// address of up to 200 characters."
    website: String
    "20 to 1,000 characters: what you will build with the API."
    useCase: String!
  }

  "One key's traffic on one day (America/Toronto)."
  type ApiUsageDay {
    "YYYY-MM-DD."
    day: String!
    "Requests made with the key."
    requests: Int!
    "Requests answered with an error (HTTP 4xx or 5xx other than 429, or GraphQL errors)."
    errors: Int!
    "Requests refused with 429 for being over the rate limit."
    throttled: Int!
  }

  extend type ApiKey {
    "The key's last days of traffic, oldest first, days without traffic as zeros (days: 1-90). Its owner and operators."
    usage(days: Int = 14): [ApiUsageDay!]!
  }

  "The limits every partner key works within (the same for every key)."
  type ApiLimits {
    "Queries (and REST reads) per minute per key; 0 means unlimited."
    readsPerMinute: Int!
    "Mutations (and REST writes) per minute per key; 0 means unlimited."
    writesPerMinute: Int!
    "The most one operation may cost (list sizes multiply)."
    maxCost: Int!
    "Live keys a partner may hold at once."
    keysPerPartner: Int!
  }

  extend type Query {
    "The signed-in person's application for API access, or null (visitors: null)."
    myPartnerApplication: PartnerApplication
    "Applications for API access, waiting ones first (oldest first), then decided ones. Operators only."
    partnerApplications(status: PartnerApplicationStatus): [PartnerApplication!]!
    "The limits partner keys work within. Public."
    apiLimits: ApiLimits!
  }

  extend type Mutation {
    """
    Applies for API access for the signed-in account (a plain account with no posted projects: not a
    contractor's or staff account). Sending it again while it waits, or after a decline, replaces it.
    """
    applyForPartnerAccess(input: PartnerApplicationInput!): PartnerApplication!
    "Approves a waiting application: the account becomes a PARTNER and is e-mailed. Audit-logged. Operators only."
    approvePartnerApplication(id: ID!): PartnerApplication!
    "Declines a waiting application with a note the applicant receives by e-mail. Audit-logged. Operators only."
    declinePartnerApplication(id: ID!, note: String!): PartnerApplication!
  }
`;
