export const accountTypeDefs = /* GraphQL */ `
  "What a signed-in person may do on the marketplace."
  enum Role {
    "Posts projects and decides on the proposals they receive."
    HOMEOWNER
    "Bids on open projects; runs the work on projects where their proposal was accepted."
    CONTRACTOR
    "Marketplace staff."
    OPERATOR
    "A business building on the API, approved by an operator: manages its own keys, usage and webhooks."
    PARTNER
  }

  "The person signed in on this request."
  type Viewer {
    id: ID!
    name: String!
    email: EmailAddress!
    phone: String
    role: Role!
    "A contractor's business name."
    businessName: String
    """
    Details given with this e-mail address before it was confirmed (with a visitor's post, or a
    contractor sign-up). They are not applied to the account, nor shown to anyone else, until the
    person confirms them (confirmPendingAccountDetails). Only the person themselves sees them.
    """
    pendingDetails: PendingAccountDetails
  }

  "Details waiting for the owner of an address to confirm them."
  type PendingAccountDetails {
    name: String
    phone: String
    "CONTRACTOR when the details ask for a contractor account; null otherwise."
    role: Role
    businessName: String
    "When they were given."
    requestedAt: DateTime!
  }

  "The signed-in person's own details."
  input AccountSettingsInput {
    "1 to 120 characters."
    name: String!
    "Optional: 10 to 15 digits (spaces, ( ) + . - allowed). Null or blank removes it."
    phone: String
  }

  "A partner's key for the public GraphQL API (sent in the X-Api-Key header). The secret is shown once."
  type ApiKey {
    id: ID!
    name: String!
    "The first characters of the key, to tell keys apart."
    prefix: String!
    createdAt: DateTime!
    lastUsedAt: DateTime
    revokedAt: DateTime
  }

  type CreatedApiKey {
    "The secret: shown only in this answer, never stored."
    key: String!
    apiKey: ApiKey!
  }

  input ContractorSignUpInput {
    businessName: String!
    "Checked as an e-mail address; a link sent there confirms it."
    email: String!
    phone: String
  }

  extend type Query {
    "The signed-in person, or null for visitors."
    viewer: Viewer
    "Projects the signed-in person posted, newest first, whatever their state. Empty for visitors."
    myProjects: [Project!]!
    "Proposals the signed-in contractor submitted, newest first. Empty for visitors."
    myProposals: [Proposal!]!
    """
    Messages sent from the Contact Us form, newest first (first: 1-100); before: the last id of the
    previous page; unhandledOnly: only messages not yet marked handled. Operators only.
    """
    contactMessages(first: Int = 50, before: ID, unhandledOnly: Boolean = false): [ContactMessage!]!
    """
    API keys, newest first. An approved partner gets their own (partnerId, if given, must be theirs);
    operators get every key, or one partner's with partnerId.
    """
    apiKeys(partnerId: ID): [ApiKey!]!
  }

  extend type Mutation {
    """
    E-mails a one-time sign-in link, valid for 15 minutes. Answers true whether or not an account
    exists for the address. redirectTo is a path on this site to open after signing in.
    """
    requestSignInLink(email: String!, redirectTo: String): Boolean!
    """
    Asks for a contractor account and e-mails a link that confirms the address and signs in. Until the
    owner of the address confirms them after signing in (confirmPendingAccountDetails), the business
    name, phone and contractor role wait as Viewer.pendingDetails and change nothing. A confirmed
    account is never changed: it only gets a sign-in link. The answer is the same in every case.
    """
    signUpContractor(input: ContractorSignUpInput!): Boolean!
    "Ends the current session."
    signOut: Boolean!
    "Saves the signed-in person's name and phone. Signed-in people only, on their own account."
    updateAccountSettings(input: AccountSettingsInput!): Viewer!
    "Applies the details waiting under the signed-in person's address (Viewer.pendingDetails) to their account."
    confirmPendingAccountDetails: Viewer!
    "Discards the details waiting under the signed-in person's address; the account stays as it is."
    discardPendingAccountDetails: Viewer!
    "Creates an API key: an approved partner's own (up to 3 live at once), or an unowned key made by an operator."
    createApiKey(name: String!): CreatedApiKey!
    "Revokes an API key at once: a partner their own, operators any."
    revokeApiKey(id: ID!): ApiKey!
  }
`;
