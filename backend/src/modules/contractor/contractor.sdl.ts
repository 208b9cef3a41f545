export const contractorTypeDefs = /* GraphQL */ `
  "Kinds of credential a contractor can file."
  enum CredentialKind {
    "Ontario electrical contractor licence, issued by the Electrical Safety Authority (ECRA/ESA)."
    ESA_ECRA_ELECTRICAL
    "TSSA registration as a fuel (gas) contractor."
    TSSA_GAS
    "WSIB clearance certificate."
    WSIB_CLEARANCE
    "Commercial general liability insurance, with its insurer and amount."
    LIABILITY_INSURANCE
    "City of Toronto building renovator licence (Municipal Licensing & Standards)."
    TORONTO_RENOVATOR_LICENCE
    OTHER
  }

  enum CredentialStatus {
    "Waiting for an operator's check."
    SUBMITTED
    VERIFIED
    "Not accepted; rejectionReason says why."
    REJECTED
    "Past its expiry date."
    EXPIRED
  }

  enum ContractorBadgeKind {
    "At least one verified, unexpired credential."
    VERIFIED_BUSINESS
    ESA_LICENSED
    TSSA_REGISTERED
    WSIB_CLEARED
    INSURED
    TORONTO_RENOVATOR_LICENCE
  }

  "A badge homeowners see, true at the moment it is read: it comes from verified credentials that have not expired."
  type ContractorBadge {
    kind: ContractorBadgeKind!
    "E.g. ESA licensed, WSIB cleared, Insured to $2M, Verified."
    label: String!
  }

  "A trade from the catalogue's categories."
  type Trade {
    id: Int!
    name: String!
  }

  "A GTA city from the catalogue."
  type ServiceArea {
    slug: String!
    name: String!
  }

  "A photo of a contractor's finished work, with what it shows."
  type PortfolioPhoto {
    "The upload name (from POST /api/uploads)."
    name: String!
    photo: ResponsivePhoto!
    caption: String
  }

  input PortfolioPhotoInput {
    "An upload name from POST /api/uploads."
    photo: String!
    "At most 120 characters, e.g. Basement bathroom in Port Credit, 2025."
    caption: String
  }

  "A trade the contractor offers that Ontario licenses, without that licence verified."
  type MissingLicence {
    trade: Trade!
    kind: CredentialKind!
  }

  "A contractor's public business profile. Its id is the contractor's account id (/contractor/{id})."
  type ContractorProfile {
    id: ID!
    businessName: String!
    trades: [Trade!]!
    serviceAreas: [ServiceArea!]!
    yearsInBusiness: Int
    bio: String
    logoUrl: String
    badges: [ContractorBadge!]!
    missingLicences: [MissingLicence!]!
    "Photos of finished work (up to 12), in the contractor's order."
    portfolio: [PortfolioPhoto!]!
    "The contractor's credentials, newest first: for the contractor and operators; null for everyone else."
    credentials: [Credential!]
  }

  "A licence, registration, clearance or insurance certificate a contractor filed. Seen by its contractor and operators."
  type Credential {
    id: ID!
    contractorId: ID!
    "The contractor's business name."
    contractorName: String!
    kind: CredentialKind!
    "What an OTHER credential is."
    title: String
    number: String!
    "Who issued it; for insurance, the insurer."
    issuer: String!
    "Liability insurance only: the coverage in whole Canadian dollars."
    coverageAmount: Int
    "YYYY-MM-DD; null only for an OTHER certificate that does not expire."
    expiresOn: String
    "The uploaded copy (an upload name from POST /api/uploads) and its address."
    document: String
    documentUrl: String
    status: CredentialStatus!
    submittedAt: DateTime!
    "When an operator verified or rejected it."
    reviewedAt: DateTime
    rejectionReason: String
    "What the viewer may do with it now (the lifecycle table's credential steps)."
    viewerCan: CredentialPermissions!
  }

  "What the viewer may do with a credential now."
  type CredentialPermissions {
    "Correct it and send it for a check again (its contractor, until it is verified)."
    resubmit: Boolean!
    "Verify it (staff, while it waits for a check)."
    verify: Boolean!
    "Reject it with a reason (staff, while it waits or is verified)."
    reject: Boolean!
  }

  type CredentialConnection {
    nodes: [Credential!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  input ContractorProfileInput {
    businessName: String!
    "Catalogue category ids."
    trades: [Int!]!
    "City slugs, e.g. toronto, richmond-hill."
    serviceAreas: [String!]!
    yearsInBusiness: Int
    bio: String
    "An upload name from POST /api/uploads."
    logo: String
    "Photos of finished work, up to 12, in order; omit to keep the portfolio as it is, [] to empty it."
    portfolio: [PortfolioPhotoInput!]
  }

  input SubmitCredentialInput {
    "Sends new details for one of your credentials that is waiting, rejected or expired; omit to add a new one."
    id: ID
    kind: CredentialKind!
    "Required for OTHER."
    title: String
    number: String!
    issuer: String!
    "Required for LIABILITY_INSURANCE: whole dollars, e.g. 2000000."
    coverageAmount: Int
    "YYYY-MM-DD, today or later; optional only for OTHER."
    expiresOn: String
    "An upload name from POST /api/uploads?access=private, uploaded by you: a photo or scan of the certificate."
    document: String
  }

  extend type Proposal {
    "The sending contractor's badges now (empty for proposals sent before accounts)."
    contractorBadges: [ContractorBadge!]!
    "The sending contractor's public profile id, when the proposal came from an account."
    contractorProfileId: ID
  }

  """
  A built-in sample contractor: a GTA business the finished sample projects name, at its fixed public
  number (its profile is /contractor/{number}). Changed by nobody. Its rating, review count and completed
  projects are what the sample states, not counted here: it has no account, reviews or credentials on
  the marketplace, so the directory, matching and the site's figures never include it.
  """
  type ShowcaseContractor {
    "Its public number, 1-999."
    number: Int!
    name: String!
    "Its logo or photo; null when it has none."
    imageUrl: String
    "The average rating it states (1 to 5)."
    rating: Float!
    "How many reviews that rating rests on, as stated."
    reviewCount: Int!
    "What it does, e.g. Heat Pumps."
    specialties: [String!]!
    "Where it works from, e.g. Markham, ON."
    location: String!
    "Whether the sample shows it as a verified contractor."
    verified: Boolean!
    yearsExperience: Int!
    completedProjects: Int!
    "How soon it answers, e.g. Within 2 hours."
    responseTime: String!
    "Whether it takes new projects now (false: booking ahead)."
    availableNow: Boolean!
    bio: String!
  }

  extend type Query {
    "A built-in sample contractor by its public number; null for any other number."
    showcaseContractor(number: Int!): ShowcaseContractor
    "The signed-in contractor's business profile; null for everyone else."
    myContractorProfile: ContractorProfile
    "A contractor's public profile; null when the id is not a contractor account."
    contractorProfile(id: ID!): ContractorProfile
    "Credentials by status (default SUBMITTED), oldest submission first (first: 1-100). Operators only."
    credentialChecks(status: CredentialStatus = SUBMITTED, first: Int = 20, after: String): CredentialConnection!
  }

  extend type Mutation {
    "Saves the signed-in contractor's business profile."
    updateContractorProfile(input: ContractorProfileInput!): ContractorProfile!
    "Files a credential for an operator to check (or sends new details for one). Contractors only."
    submitCredential(input: SubmitCredentialInput!): Credential!
    "Marks a waiting credential verified and e-mails the contractor. Operators only."
    verifyCredential(id: ID!): Credential!
    "Rejects a credential with a reason the contractor is e-mailed. Operators only."
    rejectCredential(id: ID!, reason: String!): Credential!
  }
`;
