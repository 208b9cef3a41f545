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
    "Whether the homeowner invited the contractor to quote on it (invited projects come first)."
    invited: Boolean!
  }

  type ContractorProfileConnection {
    nodes: [ContractorProfile!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  "A pro suggested for a project: one of its best matches (docs/matching.md), with why."
  type ProSuggestion {
    contractor: ContractorProfile!
    "0-100; higher fits better."
    score: Float!
    "Short reasons, e.g. Plumbing, serves Mississauga, budget in your range, insurance verified."
    reasons: [String!]!
    "Whether the homeowner has invited this pro to quote."
    invited: Boolean!
  }

  "A pro the homeowner invited to quote on their project."
  type ProjectInvitation {
    contractor: ContractorProfile!
    invitedAt: DateTime!
    """
    When the invitation reached the pro: null until the project is public (invitations go out when it is
    published). A pro hears of a project once, and not while they have paused new work or had as many
    lead alerts as they take today: then it waits at the top of their matches, marked invited.
    """
    notifiedAt: DateTime
  }

  extend type ContractorProfile {
    "Hires on the marketplace this contractor finished."
    completedProjects: Int!
    "How soon they typically answer a lead, e.g. within 2 hours (the median from lead alert to proposal); null with no history yet."
    typicalResponse: String
  }

  extend type Project {
    "The pros invited to quote (at most 5), first invited first: for the homeowner and operators; null for everyone else."
    invitations: [ProjectInvitation!]
    "Whether the signed-in contractor was invited to quote on this project."
    viewerInvited: Boolean!
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
    """
    The pro directory: contractors with a trade and a city on their profile, verified pros and the best
    rated first (first: 1-50). trade is a Trade id, city a ServiceArea slug; search finds words in
    business names and bios (typos in names are forgiven) and trade names (plumber finds Plumbing).
    """
    pros(trade: Int, city: String, search: String, verifiedOnly: Boolean = false, first: Int = 12, after: String): ContractorProfileConnection!
    "The best matches for a project, to invite (up to 5, best first). Its homeowner and operators only."
    suggestedPros(projectId: ID!): [ProSuggestion!]!
  }

  extend type Mutation {
    "Saves the signed-in contractor's lead preferences. Contractors only."
    updateLeadPreferences(input: LeadPreferencesInput!): LeadPreferences!
    """
    Invites a pro to quote on your project (up to 5 a project, and 20 new invitations a day, TOO_MANY_REQUESTS
    after that). They are told at once if the project is public, or when it is published. Inviting a pro twice,
    or again after withdrawing them, tells them nothing new. The project's homeowner and operators only.
    """
    inviteToQuote(projectId: ID!, contractorId: ID!): Project!
    "Takes an invitation back, freeing its place (it still counts toward the day's invitations). The project's homeowner and operators only."
    withdrawInvitation(projectId: ID!, contractorId: ID!): Project!
  }
`;
