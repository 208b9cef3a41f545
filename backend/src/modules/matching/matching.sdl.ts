export const matchingTypeDefs = /* GraphQL */ `
  "Whether a contractor takes new work."
  enum ContractorAvailability {
    "Taking work now."
    NOW
    "Taking work from availableFrom; until then they match only jobs that are not urgent."
    FROM_DATE
    "Not taking new work: no lead alerts and no matches."
    PAUSED
  }

  "Which jobs a contractor wants lead alerts for. Private: only the contractor sees them."
  type LeadPreferences {
    "The trades of the business profile (edit them with updateContractorProfile)."
    trades: [Trade!]!
    "The cities of the business profile."
    serviceAreas: [ServiceArea!]!
    "The smallest job they want, in whole Canadian dollars; null for any."
    minJobSize: Int
    "The largest job they want, in whole Canadian dollars; null for any."
    maxJobSize: Int
    takesUrgentJobs: Boolean!
    availability: ContractorAvailability!
    "YYYY-MM-DD, with availability FROM_DATE."
    availableFrom: String
    "At most this many lead alerts a day (1-50)."
    maxLeadAlertsPerDay: Int!
    "How lead alerts arrive: the NEW_LEAD notification setting (IMMEDIATE e-mail, DAILY digest, OFF: in the app only)."
    alertEmail: NotificationEmail!
  }

  input LeadPreferencesInput {
    "Whole dollars, 0 to 1,000,000,000; null for any."
    minJobSize: Int
    "Whole dollars, not below minJobSize; null for any."
    maxJobSize: Int
    takesUrgentJobs: Boolean!
    availability: ContractorAvailability!
    "Required with FROM_DATE: YYYY-MM-DD, today or later."
    availableFrom: String
    "1-50."
    maxLeadAlertsPerDay: Int!
    alertEmail: NotificationEmail!
  }

  "An open project that fits the signed-in contractor, with how well and why (docs/matching.md)."
  type ProjectMatch {
    project: Project!
    "0-100; higher fits better."
    score: Float!
    "Short reasons, e.g. Plumbing, serves Mississauga, budget in your range, insurance verified."
    reasons: [String!]!
    "Whether the contractor was sent a lead alert for it."
    alerted: Boolean!
  }

  type ProjectMatchConnection {
    "Best score first."
    nodes: [ProjectMatch!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  extend type Query {
    "The signed-in contractor's lead preferences; null for everyone else."
    myLeadPreferences: LeadPreferences
    "Open projects that fit the signed-in contractor, still take quotes, have nobody hired and that they have not bid on, best first (first: 1-50). Contractors only."
    matchedProjects(first: Int = 20, after: String): ProjectMatchConnection!
  }

  extend type Mutation {
    "Saves the signed-in contractor's lead preferences. Contractors only."
    updateLeadPreferences(input: LeadPreferencesInput!): LeadPreferences!
  }
`;
